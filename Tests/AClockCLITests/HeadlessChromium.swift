import ClockRender
import Foundation
import Testing

/// Debian's `chromium` (scripts/install-deps --test) in headless mode, taking a screenshot of a
/// local page: the real browser the web tests (issue #17) run aclock's SVG and HTML in.
///
/// Chromium 156 runs CSS animations and timers under `--virtual-time-budget`, but its
/// screenshot keeps the first frame (a ticking second hand stood still in two screenshots
/// 10 s of virtual time apart), so the tests control time themselves: a harness fixes
/// `Date.now` before a live script runs, and seeks CSS animations with the Web Animations API.
enum HeadlessChromium {
  /// A screenshot of `page`, `width`×`height` CSS px, with the viewer preferring a dark scheme
  /// when `dark` and reduced motion when `reducedMotion`, and `environment` added to
  /// chromium's (e.g. its own `TZ`); with `transparent`, on a transparent default background (as
  /// an OBS browser source), so the screenshot keeps the page's alpha.
  static func screenshot(
    _ page: URL, width: Int, height: Int, dark: Bool = false, reducedMotion: Bool = false, transparent: Bool = false,
    environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> CairoSurface {
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: profile) }
    let shot = profile.appendingPathComponent("shot.png")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "chromium", "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--no-first-run",
      "--user-data-dir=\(profile.path)", "--screenshot=\(shot.path)", "--window-size=\(width),\(height)",
    ] + (dark ? ["--force-dark-mode"] : []) + (transparent ? ["--default-background-color=00000000"] : []) + (reducedMotion ? ["--force-prefers-reduced-motion"] : []) + [page.absoluteString]
    var env = ProcessInfo.processInfo.environment
    env.merge(environment) { _, new in new }
    process.environment = env
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "chromium failed on \(page.lastPathComponent)", sourceLocation: sourceLocation)
    return try CairoSurface.image(png: Array(try Data(contentsOf: shot)))
  }
}

/// A dial found in a screenshot, and where its hands point, read from pixels: 0° at 12 o'clock,
/// clockwise.
struct DialProbe {
  let image: CairoSurface
  let centerX: Double
  let centerY: Double
  let radius: Double

  typealias Color = (red: UInt8, green: UInt8, blue: UInt8)

  static func isNear(_ pixel: Color, _ color: Color, within tolerance: Int) -> Bool {
    abs(Int(pixel.red) - Int(color.red)) <= tolerance && abs(Int(pixel.green) - Int(color.green)) <= tolerance
      && abs(Int(pixel.blue) - Int(color.blue)) <= tolerance
  }

  /// The dial whose face (pixels of `face`'s colour) lies in the rectangle `x..<x+width`,
  /// `y..<y+height`: centre and radius of their bounding box, or nil if there are none.
  init?(in image: CairoSurface, x: Int, y: Int, width: Int, height: Int, face: Color) {
    var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
    for py in y..<min(y + height, image.height) {
      for px in x..<min(x + width, image.width) {
        guard let p = image.pixel(x: px, y: py), Self.isNear((p.red, p.green, p.blue), face, within: 2) else { continue }
        minX = min(minX, px); maxX = max(maxX, px); minY = min(minY, py); maxY = max(maxY, py)
      }
    }
    guard minX <= maxX, maxX - minX > 20 else { return nil }
    self.image = image
    centerX = Double(minX + maxX + 1) / 2
    centerY = Double(minY + maxY + 1) / 2
    radius = Double(max(maxX - minX, maxY - minY) + 1) / 2
  }

  /// The angle of `x`, `y` about the centre.
  func angle(x: Int, y: Int) -> Double {
    let degrees = atan2(Double(x) + 0.5 - centerX, centerY - (Double(y) + 0.5)) * 180 / .pi
    return degrees < 0 ? degrees + 360 : degrees
  }

  /// The mean direction of the pixels near `color` between `from` and `to` radii (fractions of
  /// the face's), leaving out those within `excluding`'s 12° either side; nil if there are none.
  func angle(of color: Color, from: Double, to: Double, excluding: Double? = nil, tolerance: Int = 40) -> Double? {
    var sumX = 0.0, sumY = 0.0, count = 0
    let reach = Int(radius * to) + 1
    for py in Int(centerY) - reach...Int(centerY) + reach {
      for px in Int(centerX) - reach...Int(centerX) + reach {
        let dx = Double(px) + 0.5 - centerX, dy = Double(py) + 0.5 - centerY
        let distance = (dx * dx + dy * dy).squareRoot() / radius
        guard distance >= from, distance <= to, let p = image.pixel(x: px, y: py),
              Self.isNear((p.red, p.green, p.blue), color, within: tolerance) else { continue }
        let a = angle(x: px, y: py)
        if let excluding, abs(Self.difference(a, excluding)) < 12 { continue }
        sumX += sin(a * .pi / 180)
        sumY += cos(a * .pi / 180)
        count += 1
      }
    }
    guard count > 0 else { return nil }
    let mean = atan2(sumX, sumY) * 180 / .pi
    return mean < 0 ? mean + 360 : mean
  }

  /// The direction of the tip of the hand drawn in `color`: the pixels of that colour within a
  /// few pixels of the farthest one from the centre.
  func tipAngle(of color: Color, tolerance: Int = 40) -> Double? {
    var farthest = 0.0
    var points: [(distance: Double, angle: Double)] = []
    let reach = Int(radius) + 1
    for py in Int(centerY) - reach...Int(centerY) + reach {
      for px in Int(centerX) - reach...Int(centerX) + reach {
        guard let p = image.pixel(x: px, y: py), Self.isNear((p.red, p.green, p.blue), color, within: tolerance) else { continue }
        let dx = Double(px) + 0.5 - centerX, dy = Double(py) + 0.5 - centerY
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance <= radius else { continue }
        farthest = max(farthest, distance)
        points.append((distance, angle(x: px, y: py)))
      }
    }
    let tip = points.filter { $0.distance > farthest - 4 }
    guard !tip.isEmpty else { return nil }
    let x = tip.reduce(0.0) { $0 + sin($1.angle * .pi / 180) }, y = tip.reduce(0.0) { $0 + cos($1.angle * .pi / 180) }
    let mean = atan2(x, y) * 180 / .pi
    return mean < 0 ? mean + 360 : mean
  }

  /// `a - b` in (-180, 180].
  static func difference(_ a: Double, _ b: Double) -> Double {
    var d = (a - b).truncatingRemainder(dividingBy: 360)
    if d > 180 { d -= 360 }
    if d <= -180 { d += 360 }
    return d
  }
}
