import CCairo

/// Collects the bytes cairo streams out (PNG, PDF), so files are written by aclock, in one
/// place, atomically.
final class ByteSink {
  var bytes: [UInt8] = []

  /// The context pointer handed to cairo; valid while `self` is alive.
  var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  /// A cairo write callback that appends to the sink passed as its closure pointer.
  static let write: cairo_write_func_t = { closure, data, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    if let data, length > 0 {
      sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    }
    return CAIRO_STATUS_SUCCESS
  }
}

/// Feeds bytes to cairo's PNG reader.
final class ByteSource {
  let bytes: [UInt8]
  var offset = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  /// A cairo read callback that copies the next `length` bytes, or fails at the end.
  static let read: cairo_read_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
    let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
    source.bytes.withUnsafeBufferPointer { buffer in
      if let base = buffer.baseAddress {
        data.update(from: base + source.offset, count: count)
      }
    }
    source.offset += count
    return CAIRO_STATUS_SUCCESS
  }
}
