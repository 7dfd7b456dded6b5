/// Why ``IndexedBMPEncoder`` could not write a BMP.
package enum BMPEncodingError: Error, Hashable, CustomStringConvertible {
  /// The file would pass 4 GiB, or a side 2³¹ − 1 pixels: more than BMP's 32-bit fields hold.
  case tooLarge(width: Int, height: Int)
  /// A BMP was asked of a renderer without a gray palette (``PictureRenderer/gray``): BMPs are
  /// written only in a panel's grays.
  case noGrayPalette

  /// What failed, and what to do about it.
  package var description: String {
    switch self {
    case let .tooLarge(width, height):
      return "cannot write a BMP of \(width)×\(height) px: BMP files stop at 4 GiB; make the picture smaller"
    case .noGrayPalette:
      return "a BMP is written in a gray palette: choose 1bit, gray4 or gray16"
    }
  }
}
