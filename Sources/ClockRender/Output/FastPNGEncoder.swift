import CPNG

/// Encodes a cairo image as PNG with libpng's fast setting.
///
/// cairo's own PNG writer spends about 13 of the 14.5 ms a 512 px face costs (measured with
/// `aclock-bench render`), compressing hard. A clock face is flat colour and compresses well
/// either way, so libpng's simplified API with `PNG_IMAGE_FLAG_FAST` takes a few milliseconds
/// for a file of similar size. Opaque images are written as RGB (cairo always writes RGBA), and
/// translucent ones are un-premultiplied, as PNG stores straight alpha.
public enum FastPNGEncoder {
  // png.h's PNG_FORMAT_* are composed macros; spelled out here.
  private static let formatBGR: UInt32 = 0x02 | 0x10         // COLOR | BGR
  private static let formatBGRA: UInt32 = 0x02 | 0x10 | 0x01  // COLOR | BGR | ALPHA
  private static let flagFast: UInt32 = 0x02

  /// The PNG encoding of an ARGB32 image surface.
  public static func encode(_ surface: CairoSurface) throws(CairoError) -> [UInt8] {
    guard let pixels = surface.premultipliedBGRA() else {
      throw CairoError("encoding a PNG: not an image surface", statusCode: 1)
    }
    let width = surface.width
    let height = surface.height
    var opaque = true
    for index in stride(from: 3, to: pixels.bytes.count, by: 4) where pixels.bytes[index] != 255 {
      opaque = false
      break
    }
    let channels = opaque ? 3 : 4
    var rows = [UInt8](repeating: 0, count: width * height * channels)
    rows.withUnsafeMutableBufferPointer { out in
      pixels.bytes.withUnsafeBufferPointer { input in
        var target = 0
        for y in 0..<height {
          var source = y * pixels.stride
          for _ in 0..<width {
            let alpha = input[source + 3]
            if opaque {
              out[target] = input[source]
              out[target + 1] = input[source + 1]
              out[target + 2] = input[source + 2]
            } else {
              for channel in 0..<3 {
                let value = Int(input[source + channel])
                out[target + channel] = alpha == 0 ? 0 : UInt8(min(255, (value * 255 + Int(alpha) / 2) / Int(alpha)))
              }
              out[target + 3] = alpha
            }
            source += 4
            target += channels
          }
        }
      }
    }

    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    image.width = UInt32(width)
    image.height = UInt32(height)
    image.format = opaque ? formatBGR : formatBGRA
    image.flags = flagFast
    // Deflate never grows data by more than a few bytes per 16 KiB block; headers are small.
    var capacity = rows.count + rows.count / 100 + height + 4096
    for _ in 0..<2 {
      var output = [UInt8](repeating: 0, count: capacity)
      var size = capacity
      let succeeded = output.withUnsafeMutableBytes { memory in
        rows.withUnsafeBytes { input in
          png_image_write_to_memory(&image, memory.baseAddress, &size, 0, input.baseAddress, Int32(width * channels), nil)
        }
      }
      if succeeded != 0 {
        output.removeSubrange(size...)
        return output
      }
      guard size > capacity else { break }
      capacity = size  // libpng says how much it needs; try once more
      image.warning_or_error = 0
    }
    let message = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    throw CairoError("encoding a PNG: libpng: \(message)", statusCode: 1)
  }
}
