/// The grays an e-paper panel shows: black and white, 4 grays or 16, evenly spaced from black
/// (0) to white (255) in encoded (gamma) values, as the panels' drivers and files address them.
///
/// Level `i` of `n` is `255 × i / (n − 1)`: 0/255, 0/85/170/255, 0/17/…/255. That is also what
/// a PNG grayscale sample `i` at ``bitDepth`` means, so a ``GrayRaster``'s indices are its PNG
/// samples unchanged (see ``GrayPNGEncoder``).
///
/// ```swift
/// GrayPalette.gray4.levels  // [0, 85, 170, 255]
/// ```
package enum GrayPalette: String, Sendable, Hashable, CaseIterable {
  /// Black and white: 0 and 255, one bit a pixel.
  case oneBit = "1bit"
  /// Four grays: 0, 85, 170, 255, two bits a pixel.
  case gray4
  /// Sixteen grays: 0, 17, …, 255, four bits a pixel.
  case gray16

  /// Bits a pixel needs: 1, 2 or 4.
  package var bitDepth: Int {
    switch self {
    case .oneBit: 1
    case .gray4: 2
    case .gray16: 4
    }
  }

  /// How many grays: 2, 4 or 16.
  package var count: Int { 1 << bitDepth }

  /// The grays, darkest first; index `i` is `255 × i / (count − 1)`.
  package var levels: [UInt8] { (0..<count).map(level) }

  /// The gray of index `index` (below ``count``).
  package func level(_ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: index * step) }

  /// The gap between neighbouring levels: 255, 85 or 17, exact since 255 = 3 × 5 × 17.
  package var step: Int { 255 / (count - 1) }
}
