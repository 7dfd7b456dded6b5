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
    let width = surface.width
    let height = surface.height
    let converted = surface.withPixelBytes { input, stride in rows(input, stride: stride, width: width, height: height) }
    guard let (rows, channels) = converted else {
      throw CairoError("encoding a PNG: not an image surface", statusCode: 1)
    }

    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    image.width = UInt32(width)
    image.height = UInt32(height)
    image.format = channels == 3 ? formatBGR : formatBGRA
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

  /// The surface's rows packed for libpng: BGR when every pixel is opaque, else straight BGRA.
  private static func rows(_ input: UnsafeBufferPointer<UInt8>, stride: Int, width: Int, height: Int) -> (bytes: [UInt8], channels: Int) {
    var opaque = true
    scan: for y in 0..<height {
      for x in 0..<width where input[y * stride + x * 4 + 3] != 255 {
        opaque = false
        break scan
      }
    }
    let channels = opaque ? 3 : 4
    var rows = [UInt8](repeating: 0, count: width * height * channels)
    rows.withUnsafeMutableBufferPointer { out in
      var target = 0
      for y in 0..<height {
        var source = y * stride
        for _ in 0..<width {
          let alpha = input[source + 3]
          for channel in 0..<3 {
            out[target + channel] = opaque ? input[source + channel]
              : CairoSurface.unpremultiplied(input[source + channel], alpha: alpha)
          }
          if !opaque { out[target + 3] = alpha }
          source += 4
          target += channels
        }
      }
    }
    return (rows, channels)
  }
}
