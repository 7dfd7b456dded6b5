import CZlib

/// Compresses horizontal bands of an image, as PNG scanlines (filter byte 0, then the row's
/// samples as its ``ScanlineSource`` writes them: RGB, straight RGBA, packed gray), into raw
/// deflate segments that concatenate into one valid stream.
///
/// Each band starts from a reset compressor (no history) and ends with a sync flush (an empty
/// stored block, byte-aligned, not final), so its bytes depend on its pixels alone: a band that
/// did not change since the still layer can reuse the still layer's segment. zlib level 1, no
/// row filters: a flat-colour face compresses well either way, and this is the fastest.
final class BandDeflater {
  /// zlib's stream, at one heap address from `init` to `deinit`. zlib keeps a pointer back to it
  /// (`state->strm`) between calls and rejects a call made through any other address, so the
  /// stream cannot be a stored property passed as `&stream`: Swift only promises that pointer
  /// for the length of one call (it may point at a temporary copy).
  private let stream: UnsafeMutablePointer<z_stream>
  /// Scanlines converted for one `deflate` call: a few rows, up to ``chunkBytes``.
  private var chunk: [UInt8] = []
  /// Where zlib writes a segment before it is appended to the caller's output: kept between
  /// calls, so that room for the worst case is not zero-filled anew for each band.
  private var scratch: [UInt8] = []

  /// zlib's fastest level: for flat-colour faces, files within a few per cent of level 3.
  static let level: Int32 = 1

  init() throws(PNGEncodingError) {
    let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    // All zero: no input or output yet, and nil zalloc/zfree/opaque select zlib's own allocator.
    stream.initialize(to: z_stream())
    // windowBits -15: raw deflate; the zlib header and checksum are written around the segments.
    let status = deflateInit2_(stream, Self.level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY,
                               zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else {
      // zlib frees whatever it allocated when initialisation fails; only our block is left.
      stream.deinitialize(count: 1)
      stream.deallocate()
      throw .zlib(function: "deflateInit2", status: status)
    }
    self.stream = stream
  }

  deinit {
    // Only an initialised stream gets this far (`init` throws otherwise), so deflateEnd is due.
    deflateEnd(stream)
    stream.deinitialize(count: 1)
    stream.deallocate()
  }

  /// The raw deflate stream of every row of `image` (one segment), and the Adler-32 of its
  /// scanlines, compressed a band of `rowsPerCall` rows at a time (see `appendSegment`).
  func compress(_ image: some ScanlineSource) throws(PNGEncodingError) -> (segments: [UInt8], adler: UInt32) {
    var segments: [UInt8] = []
    var adler = PNGChecksums.adlerStart
    for start in Swift.stride(from: 0, to: image.height, by: Self.rowsPerCall) {
      let rows = start..<min(image.height, start + Self.rowsPerCall)
      adler = try appendSegment(
        of: image, rows: rows, to: &segments, continuing: start > 0, closing: rows.upperBound == image.height, adler: adler).adler
    }
    return (segments, adler)
  }

  /// Rows compressed per call: at 8192 px, 6 MB of scanlines.
  static let rowsPerCall = 256

  /// Bytes of scanlines handed to zlib at once: whole rows (at least one), in a buffer that
  /// stays in the L2 cache. One call for a 32-row band of a 512 px face instead of one a row.
  static let chunkBytes = 64 << 10

  /// Appends the segment for `rows` of `image` to `output`; returns the Adler-32 of the band's
  /// scanlines and their length. On failure `output` is left as it was.
  ///
  /// With `continuing`, the rows carry on the segment the previous call left open (no reset,
  /// the Adler-32 carried on from `adler`), and with `closing` false the segment is left open
  /// for the next call. A whole image is compressed this way, a few hundred rows a call, so that
  /// no call needs room for the whole image's worst case: at 8192 px that room was 201 MB, and
  /// a failed allocation aborts a Swift program. The bytes are those of one call over every row.
  func appendSegment(
    of image: some ScanlineSource, rows: Range<Int>, to output: inout [UInt8],
    continuing: Bool = false, closing: Bool = true, adler carried: UInt32 = PNGChecksums.adlerStart
  ) throws(PNGEncodingError) -> (adler: UInt32, length: Int) {
    if !continuing {
      let reset = deflateReset(stream)
      guard reset == Z_OK else { throw .zlib(function: "deflateReset", status: reset) }
    }
    let rowBytes = image.scanlineBytes
    let rowsPerChunk = max(1, min(rows.count, Self.chunkBytes / rowBytes))
    if chunk.count < rowsPerChunk * rowBytes { chunk = [UInt8](repeating: 0, count: rowsPerChunk * rowBytes) }
    let length = rowBytes * rows.count
    // A sync flush adds a few bytes past deflateBound's estimate for a finished stream; an open
    // segment may also hold up to zlib's pending buffer (64 KiB at memLevel 8) from earlier rows.
    let capacity = Int(deflateBound(stream, UInt(length))) + 64 + (continuing || !closing ? 1 << 16 : 0)
    if scratch.count < capacity { scratch = [UInt8](repeating: 0, count: capacity) }
    var adler = carried
    let produced: Result<Int, PNGEncodingError> = scratch.withUnsafeMutableBufferPointer { out in
      chunk.withUnsafeMutableBufferPointer { scanlines in
        // Sound: zlib reads next_in and writes next_out only inside deflate, called here while
        // both buffers are pinned; the pointers are cleared before the buffers are let go.
        defer {
          stream.pointee.next_in = nil
          stream.pointee.next_out = nil
        }
        // Neither buffer is empty (capacity and rowBytes are positive), so both have an address.
        guard let outBase = out.baseAddress, let chunkBase = scanlines.baseAddress else {
          return .failure(.zlib(function: "deflate", status: Z_BUF_ERROR))
        }
        stream.pointee.next_out = outBase
        stream.pointee.avail_out = UInt32(capacity)
        for first in Swift.stride(from: rows.lowerBound, to: rows.upperBound, by: rowsPerChunk) {
          let last = min(first + rowsPerChunk, rows.upperBound)
          for y in first..<last {
            let scanline = chunkBase + (y - first) * rowBytes
            scanline[0] = 0  // filter type: none
            image.convert(row: y, into: scanline + 1)
          }
          let count = (last - first) * rowBytes
          adler = PNGChecksums.adler(adler, chunkBase, count: count)
          stream.pointee.next_in = chunkBase
          stream.pointee.avail_in = UInt32(count)
          let status = deflate(stream, closing && last == rows.upperBound ? Z_SYNC_FLUSH : Z_NO_FLUSH)
          guard status == Z_OK else { return .failure(.zlib(function: "deflate", status: status)) }
          // Input left over or no room after it means the output estimate was too small: what
          // zlib itself reports, on the next call, as Z_BUF_ERROR (no progress possible).
          guard stream.pointee.avail_in == 0, stream.pointee.avail_out > 0 else {
            return .failure(.zlib(function: "deflate", status: Z_BUF_ERROR))
          }
        }
        return .success(capacity - Int(stream.pointee.avail_out))
      }
    }
    switch produced {
    case .success(let count):
      output.append(contentsOf: scratch[..<count])
      return (adler, length)
    case .failure(let error):
      throw error
    }
  }
}
