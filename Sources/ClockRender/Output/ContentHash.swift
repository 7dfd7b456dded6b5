/// A 64-bit FNV-1a hash, fed in pieces: an SVG's still part once, then each frame's moving part
/// (its id prefix, `SVGIDPrefix`); the instants and names of `frames --instants` (its run record).
///
/// Not cryptographic: it tells apart inputs that differ by accident, which is all either use needs.
///
/// ```swift
/// var hash = ContentHash()
/// hash.combine(Array("frame-000000.png".utf8))
/// hash.value  // the same for the same bytes, in every process
/// ```
package struct ContentHash: Sendable {
  /// The hash of everything combined so far (FNV-1a's offset basis before anything).
  package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// A hash of nothing yet.
  package init() {}

  /// Feeds `bytes`.
  package mutating func combine(_ bytes: [UInt8]) {
    var hash = value
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    value = hash
  }

  /// Feeds `number`'s eight bytes, little-endian.
  package mutating func combine(_ number: UInt64) {
    combine(withUnsafeBytes(of: number.littleEndian) { Array($0) })
  }
}
