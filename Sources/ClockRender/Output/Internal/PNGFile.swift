/// Assembles a PNG file from deflate segments: signature, IHDR, one IDAT holding a zlib stream
/// (header, the segments, a final empty block, Adler-32), and IEND, each chunk with its CRC-32.
struct PNGFile {
  let width: Int
  let height: Int
  /// IHDR's colour type: 0 gray, 2 RGB, 6 RGBA.
  let colourType: UInt8
  /// Bits per sample: 1, 2, 4 or 8.
  let bitDepth: UInt8

  /// An 8-bit RGB (colour type 2) or RGBA (6) file.
  init(width: Int, height: Int, opaque: Bool) {
    self.init(width: width, height: height, colourType: opaque ? 2 : 6, bitDepth: 8)
  }

  init(width: Int, height: Int, colourType: UInt8, bitDepth: UInt8) {
    self.width = width
    self.height = height
    self.colourType = colourType
    self.bitDepth = bitDepth
  }

  /// The file around `segments` (raw deflate, concatenated) whose scanlines have `adler`.
  func bytes(segments: [UInt8], adler: UInt32) -> [UInt8] {
    var file: [UInt8] = []
    file.reserveCapacity(segments.count + 64)
    file.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    Self.appendChunk("IHDR", to: &file) { header in
      header += Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
      header += [bitDepth, colourType, 0, 0, 0]  // depth, colour type, deflate, filter set 0, no interlace
    }
    // zlib header 78 01 (deflate, 32 KiB window, fastest), the segments, then a final empty
    // fixed-Huffman block (03 00) and the Adler-32 of all scanlines.
    Self.appendChunk("IDAT", to: &file) { stream in
      stream += [0x78, 0x01]
      stream += segments
      stream += [0x03, 0x00]
      stream += Self.bigEndian(adler)
    }
    Self.appendChunk("IEND", to: &file) { _ in }
    return file
  }

  /// Appends a chunk to `file`: its length, `type`, the data `body` appends, and the CRC-32 of
  /// type and data, written in place (a frame's IDAT is tens of kilobytes, copied once).
  private static func appendChunk(_ type: String, to file: inout [UInt8], body: (inout [UInt8]) -> Void) {
    let lengthAt = file.count
    file += [0, 0, 0, 0]
    let typeAt = file.count
    file += Array(type.utf8)
    body(&file)
    let length = UInt32(file.count - typeAt - 4)
    file.replaceSubrange(lengthAt..<typeAt, with: bigEndian(length))
    file += bigEndian(file[typeAt...].withUnsafeBytes(PNGChecksums.crc))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
  }
}
