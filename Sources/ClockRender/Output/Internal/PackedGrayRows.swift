/// A ``GrayRaster``'s rows as PNG grayscale scanlines at `depth` bits, for `BandDeflater`.
struct PackedGrayRows: ScanlineSource {
  let raster: GrayRaster
  let depth: Int
  /// The PNG sample of each palette index at `depth`.
  let samples: [UInt8]

  var height: Int { raster.height }
  var scanlineBytes: Int { 1 + raster.packedBytes(depth: depth) }

  func convert(row y: Int, into target: UnsafeMutablePointer<UInt8>) {
    raster.pack(row: y, depth: depth, samples: samples, into: target)
  }
}
