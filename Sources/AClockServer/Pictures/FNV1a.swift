/// The 64-bit FNV-1a hash: stable across runs and machines (Swift's `Hasher` is seeded per
/// process), for entity tags and the names derived from a device's ID. Not a secret's hash.
enum FNV1a {
  /// The hash of `bytes`, as 16 lowercase hex digits.
  static func hex(_ bytes: some Sequence<UInt8>) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
