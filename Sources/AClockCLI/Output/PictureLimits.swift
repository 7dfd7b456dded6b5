import ClockGeometry
import ClockRender

/// The largest raster picture aclock draws. cairo's image surfaces stop at 32,767 pixels a side
/// (past that it fails with "invalid size", which was reported as an internal error, exit 70),
/// and the pixel count is held to 2²⁷ (512 MiB of pixels, plus the PNG being made), so a request
/// is refused up front with what to change instead of failing or exhausting memory mid-run.
/// Vector pictures (SVG, PDF) have no such limit.
enum PictureLimits {
  /// The longest side of a PNG, in pixels.
  static let longestSide = 32_767
  /// The most pixels in a PNG.
  static let mostPixels = 1 << 27

  /// Refuses (exit 64) a PNG of `board` with clocks `side` pixels square that is too large.
  static func check(_ board: ClockBoard, side: Int, formats: [PictureFormat]) throws(CLIError) {
    guard formats.contains(.png) else { return }
    let (width, height) = PictureRenderer.pixelSize(of: board, side: side)
    guard width > longestSide || height > longestSide || width * height > mostPixels else { return }
    throw .badUsage(
      "the PNG would be \(width)×\(height) pixels; at most \(longestSide) a side and \(mostPixels / 1_000_000) million in all: "
        + "use a smaller --size or fewer clocks (or --svg, --pdf)")
  }
}
