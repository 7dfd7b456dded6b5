import ClockGeometry
import ClockRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

/// The largest raster picture aclock draws. cairo's image surfaces stop at 32,767 pixels a side
/// (past that it fails with "invalid size", which was reported as an internal error, exit 70),
/// and the pixel count is held to 2²⁷ (512 MiB of pixels, plus the PNG being made), so a request
/// is refused up front with what to change instead of failing or exhausting memory mid-run.
/// Vector pictures (SVG, PDF) have no such limit.
package enum PictureLimits {
  /// The longest side of a PNG, in pixels.
  package static let longestSide = 32_767
  /// The most pixels in a PNG.
  package static let mostPixels = 1 << 27

  /// Refuses (exit 64) a PNG or BMP of `board` with clocks `side` pixels square, in `canvas`,
  /// that is too large.
  package static func check(_ board: ClockBoard, side: Int, canvas: PictureCanvas = .board, formats: [PictureFormat]) throws(CLIError) {
    guard let raster = formats.first(where: \.isRaster) else { return }
    let (width, height) = canvas.fileSize(of: board, side: side)
    guard width > longestSide || height > longestSide || width * height > mostPixels else { return }
    throw .badUsage(
      "the \(raster.rawValue.uppercased()) would be \(width)×\(height) pixels; at most \(longestSide) a side and \(mostPixels / 1_000_000) million in all: "
        + "use a smaller --size or fewer clocks (or --svg, --pdf)")
  }

  /// Refuses (exit 70, naming `path`) a PNG of `board` that cannot fit under the process's
  /// address-space limit (`ulimit -v`), before anything is drawn.
  ///
  /// On Linux an allocation fails only under such a limit (elsewhere memory is overcommitted and
  /// the kernel's OOM killer acts instead), and a Swift allocation that fails ends the process
  /// (exit 134, a "Fatal error" and a stack trace) rather than throwing. A PNG needs its pixels
  /// (4 bytes each) and, while it is encoded, the compressed bytes and their copies, held here to
  /// an eighth of the pixels' bytes plus 32 MiB for fonts and the rest (a face compresses to
  /// under 3 % of its pixels).
  package static func checkAddressSpace(
    _ board: ClockBoard, side: Int, canvas: PictureCanvas = .board, formats: [PictureFormat], path: String
  ) throws(CLIError) {
    guard formats.contains(where: \.isRaster), let available = availableAddressSpace() else { return }
    let (width, height) = canvas.fileSize(of: board, side: side)
    let pixels = width * height * 4
    let needed = pixels + pixels / 8 + (32 << 20)
    guard needed > available else { return }
    throw .renderFailed(
      path: path,
      reason: "a \(width)×\(height) PNG needs about \(needed >> 20) MiB, and the address-space limit (ulimit -v) leaves "
        + "\(max(0, available) >> 20) MiB: use a smaller --size (or --svg, --pdf)")
  }

  /// The bytes the process may still map under `RLIMIT_AS`, or nil without a limit.
  private static func availableAddressSpace() -> Int? {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
    // The first field of /proc/self/statm is the process's mapped size, in pages.
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let first = statm.split(separator: " ").first, let pages = Int(first)
    else { return nil }
    return Int(clamping: limit.rlim_cur) - pages * sysconf(Int32(_SC_PAGESIZE))
  }
}
