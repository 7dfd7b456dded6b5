extension GrayRaster {
  /// Bytes of one row at `depth` bits a pixel (1, 2, 4 or 8), the last byte padded with zero bits.
  func packedBytes(depth: Int) -> Int { (width * depth + 7) / 8 }

  /// Writes row `y` at `target` (room for ``packedBytes(depth:)`` bytes): each index mapped
  /// through `samples`, `depth` bits a pixel, leftmost pixel in the most significant bits, as
  /// both PNG and BMP pack them.
  func pack(row y: Int, depth: Int, samples: [UInt8], into target: UnsafeMutablePointer<UInt8>) {
    let perByte = 8 / depth
    var out = target
    var byte: UInt8 = 0
    var filled = 0
    for index in indices[y * width..<(y + 1) * width] {
      // `<<` by 8 gives 0 on a UInt8 (a smart shift), so depth 8 needs no case of its own.
      byte = byte << depth | samples[Int(index)]
      filled += 1
      if filled == perByte {
        out.pointee = byte
        out += 1
        byte = 0
        filled = 0
      }
    }
    if filled > 0 { out.pointee = byte << (depth * (perByte - filled)) }
  }
}
