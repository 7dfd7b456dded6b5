import CDeflate
#if canImport(Glibc)
import Glibc
#endif

/// How one band of a frame differs from the same band of the still layer: for each row, the
/// run of pixels from the first that differs to the last (empty where the row is the still
/// layer's), and those pixels. Two bands with equal differences from the same still band hold
/// the same pixels, so the difference identifies a band exactly (``BandRepeats``).
struct BandDifference: Equatable {
  /// Per row, the first differing pixel and one past the last (equal for a row that is the
  /// still layer's), two numbers a row.
  let spans: [Int32]
  /// The native ARGB32 bytes of every row's run, one run after another.
  let pixels: [UInt8]
  /// A CRC-32 of `spans` and `pixels`: where ``BandRepeats`` files it.
  let key: UInt32

  /// The difference of `rows` of `image` from the same rows of `still` (as wide, as tall).
  init(of image: PixelRows, from still: PixelRows, rows: Range<Int>) {
    var spans: [Int32] = []
    spans.reserveCapacity(rows.count * 2)
    var pixels: [UInt8] = []
    for y in rows {
      let span = image.differingSpan(y, from: still)
      spans += [Int32(span.lowerBound), Int32(span.upperBound)]
      let run = UnsafeRawBufferPointer(start: image.base + y * image.stride + span.lowerBound * 4, count: span.count * 4)
      pixels.append(contentsOf: run)
    }
    self.spans = spans
    self.pixels = pixels
    let spanCRC = spans.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
    key = pixels.withUnsafeBytes { libdeflate_crc32(spanCRC, $0.baseAddress, $0.count) }
  }

  /// The bytes it keeps: what ``BandRepeats`` counts against its limit.
  var byteCount: Int { spans.count * 4 + pixels.count }
}
