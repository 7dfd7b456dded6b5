extension GrayRaster {
  /// Bytes of one row at `depth` bits a pixel (1, 2, 4 or 8), the last byte padded with zero bits.
  func packedBytes(depth: Int) -> Int { (width * depth + 7) / 8 }

  /// Writes row `y` at `target` (room for ``packedBytes(depth:)`` bytes): each index mapped
  /// through `samples`, `depth` bits a pixel, leftmost pixel in the most significant bits, as
  /// both PNG and BMP pack them.
  func pack(row y: Int, depth: Int, samples: [UInt8], into target: UnsafeMutablePointer<UInt8>) {
    let perByte = 8 / depth
    // Sound: `indices` holds `width × height` entries, so row `y` is inside it; every index is
    // below the palette's count (a GrayRaster's invariant), which is `samples`' length; `target`
    // has room for packedBytes(depth:) bytes, one per `perByte` pixels and one for the rest.
    indices.withUnsafeBufferPointer { indices in
      samples.withUnsafeBufferPointer { samples in
        let row = UnsafeBufferPointer(rebasing: indices[y * width..<(y + 1) * width])
        var out = target
        var start = 0
        if depth == 1, samples.elementsEqual([0, 1]), let base = row.baseAddress {
          // Eight indices of 0 or 1 at a time: read as one little-endian word, the multiply
          // gathers each byte's low bit into the top byte, the first pixel highest (checked for
          // all 256 patterns by hand and by the round-trip tests).
          while start + 8 <= width {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
            out.pointee = UInt8(truncatingIfNeeded: (word &* 0x8040_2010_0804_0201) >> 56)
            out += 1
            start += 8
          }
        }
        var byte: UInt8 = 0
        var filled = 0
        for index in row[start...] {
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
  }
}
