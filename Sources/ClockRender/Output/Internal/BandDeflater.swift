import CPNG

/// Compresses horizontal bands of a cairo image, as PNG scanlines (filter byte 0, then RGB or
/// straight RGBA), into raw deflate segments that concatenate into one valid stream.
///
/// Each band starts from a reset compressor (no history) and ends with a sync flush (an empty
/// stored block, byte-aligned, not final), so its bytes depend on its pixels alone: a band that
/// did not change since the still layer can reuse the still layer's segment. zlib level 1, no
/// row filters: a flat-colour face compresses well either way, and this is the fastest.
final class BandDeflater {
  private var stream = z_stream()
  private var row: [UInt8] = []
  private let initialized: Bool

  /// zlib's fastest level: for flat-colour faces, files within a few per cent of level 3.
  static let level: Int32 = 1

  init() {
    // windowBits -15: raw deflate; the zlib header and checksum are written around the segments.
    initialized = deflateInit2_(&stream, Self.level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY,
                                zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK
  }

  deinit {
    if initialized { deflateEnd(&stream) }
  }

  /// Appends the segment for `rows` of `image` to `output`; returns the Adler-32 of the band's
  /// scanlines and their length, or nil if zlib failed.
  func appendSegment(of image: PixelRows, rows: Range<Int>, to output: inout [UInt8]) -> (adler: UInt, length: Int)? {
    guard initialized, deflateReset(&stream) == Z_OK else { return nil }
    let rowBytes = image.scanlineBytes
    if row.count != rowBytes { row = [UInt8](repeating: 0, count: rowBytes) }
    let length = rowBytes * rows.count
    // A sync flush adds a few bytes past deflateBound's estimate for a finished stream.
    let capacity = Int(deflateBound(&stream, UInt(length))) + 64
    let start = output.count
    output.append(contentsOf: repeatElement(0, count: capacity))
    var adler = adler32(0, nil, 0)
    let produced: Int? = output.withUnsafeMutableBufferPointer { out in
      row.withUnsafeMutableBufferPointer { scanline in
        guard let outBase = out.baseAddress, let rowBase = scanline.baseAddress else { return nil }
        stream.next_out = outBase + start
        stream.avail_out = UInt32(capacity)
        for y in rows {
          rowBase[0] = 0  // filter type: none
          image.convert(row: y, into: rowBase + 1)
          adler = adler32(adler, rowBase, UInt32(rowBytes))
          stream.next_in = rowBase
          stream.avail_in = UInt32(rowBytes)
          let status = deflate(&stream, y == rows.upperBound - 1 ? Z_SYNC_FLUSH : Z_NO_FLUSH)
          guard status == Z_OK, stream.avail_in == 0, stream.avail_out > 0 else { return nil }
        }
        return capacity - Int(stream.avail_out)
      }
    }
    guard let produced else {
      output.removeSubrange(start...)
      return nil
    }
    output.removeSubrange((start + produced)...)
    return (adler, length)
  }
}
