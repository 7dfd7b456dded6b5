/// The still layer of a timeline's frames, compressed once in horizontal bands, so that each
/// frame compresses only the bands its hands touch (``FastPNGEncoder/encode(_:reusing:)``).
///
/// A frame is the still layer with the hands drawn over it; rows the hands do not reach are
/// byte for byte the still layer's. Each band of ``bandHeight`` rows is compressed on its own
/// (see `BandDeflater`), so a frame's band that equals the still layer's is the same compressed
/// bytes; checksums combine (`PNGChecksums`). On a 512 px face about half the bands are
/// untouched in a typical frame. A band that differs from the still layer exactly as a band of
/// an earlier frame did (the second hand alone crossing it at the same second of another
/// minute) reuses that band's bytes (`BandRepeats`).
///
/// Not `Sendable`: it keeps a compressor and the still layer's surface; one per worker thread.
package final class PNGBandCache {
  /// Rows per band: small enough that the hands leave many bands alone, large enough that
  /// restarting the compressor costs little.
  package static let bandHeight = 32

  let width: Int
  let height: Int
  let opaque: Bool
  private let still: CairoSurface
  private let deflater: BandDeflater
  private let segments: [[UInt8]]
  private let checksums: [(adler: UInt32, length: Int)]
  /// Bands of earlier frames that differed from the still layer, compressed.
  private var repeats = BandRepeats()
  /// The rows of the last image encoded that differ from the still layer, whole bands of them;
  /// nil before the first encoding and after one that failed.
  package private(set) var changedRows: [Range<Int>]?
  /// How many bands so far were such repeats, not compressed again (for tests and benchmarks).
  package private(set) var repeatedBands = 0

  /// Compresses `still`, the layer every frame is drawn over.
  package init(still: CairoSurface) throws(PNGEncodingError) {
    self.still = still
    width = still.width
    height = still.height
    let deflater = try BandDeflater()
    let compressed = try still.withPixelRows { image throws(PNGEncodingError) in
      var segments: [[UInt8]] = []
      var checksums: [(adler: UInt32, length: Int)] = []
      for band in Self.bands(height: image.height) {
        var segment: [UInt8] = []
        checksums.append(try deflater.appendSegment(of: image, rows: band, to: &segment))
        segments.append(segment)
      }
      return (opaque: image.opaque, segments: segments, checksums: checksums)
    }
    self.deflater = deflater
    opaque = compressed.opaque
    segments = compressed.segments
    checksums = compressed.checksums
  }

  /// The PNG file for `image` (drawn over the still layer, same size and opacity).
  func encode(_ image: PixelRows) throws(PNGEncodingError) -> [UInt8] {
    try still.withPixelRows(opaque: opaque) { reference throws(PNGEncodingError) in
      var stream: [UInt8] = []
      stream.reserveCapacity(segments.reduce(0) { $0 + $1.count } * 2)
      var adler = PNGChecksums.adlerStart
      changedRows = nil
      var changed: [Range<Int>] = []
      for (index, band) in Self.bands(height: height).enumerated() {
        let checksum: (adler: UInt32, length: Int)
        if band.allSatisfy({ image.rowEquals($0, in: reference) }) {
          stream += segments[index]
          checksum = checksums[index]
        } else if !repeats.worthLooking {
          changed.append(band)
          checksum = try deflater.appendSegment(of: image, rows: band, to: &stream)
        } else {
          changed.append(band)
          let difference = BandDifference(of: image, from: reference, rows: band)
          if let repeated = repeats.compressed(band: index, difference) {
            stream += repeated.segment
            checksum = repeated.checksum
            repeatedBands += 1
          } else {
            let start = stream.count
            checksum = try deflater.appendSegment(of: image, rows: band, to: &stream)
            repeats.keep(.init(segment: Array(stream[start...]), checksum: checksum), band: index, difference)
          }
        }
        adler = PNGChecksums.adler(adler, followedBy: checksum.adler, length: checksum.length)
      }
      changedRows = changed
      return PNGFile(width: width, height: height, opaque: opaque).bytes(segments: stream, adler: adler)
    }
  }

  private static func bands(height: Int) -> [Range<Int>] {
    Swift.stride(from: 0, to: height, by: bandHeight).map { $0..<min($0 + bandHeight, height) }
  }
}
