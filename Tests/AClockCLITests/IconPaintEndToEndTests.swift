import ClockTestSupport
import Foundation
import Testing

/// README: under 72 px "the marks [are] toned toward the face so that the hands are the darkest
/// ink (light) or the brightest (dark) … The same in PNG, SVG and PDF." Each picture is written
/// by the binary and read back by tools that are not aclock's: the SVG's CSS as text, the PNG by
/// Python's PIL, the PDF by poppler's `pdftoppm` (then PIL).
@Suite("Icons are painted toned, in every format", .tags(.integration, .decoders))
struct IconPaintEndToEndTests {
  typealias RGB = (red: Double, green: Double, blue: Double)

  /// 10:09:37 UTC: the hands point up-left and up-right, far from the 12 o'clock tick sampled
  /// here, and the bottom-right quarter of the face is bare.
  static let at = "2024-06-15T10:09:37Z"

  /// The pictures of one side and variant.
  struct Pictures {
    /// The colour of `class` in the SVG's style sheet (its fallback hex, `#rgb` or `#rrggbb`).
    let svgColor: (String) throws -> RGB
    /// The inline SVG of the `--html` page's clock (icons only: the page is written with them).
    let html: String?
    /// The PNG's pixel at (x, y), 0…255 per channel.
    let png: (Int, Int) throws -> RGB
    /// The PDF's pixel at (x, y) when rendered at `scale` pixels a point.
    let pdf: (Int, Int) throws -> RGB
    /// Pixels a point of the PDF's raster.
    let pdfScale: Int
  }

  static func pictures(side: Int, theme: String, in directory: URL) throws -> Pictures {
    let base = directory.appendingPathComponent("\(theme)-\(side)").path
    var arguments = [
      "--at", at, "--tz", "UTC", "--size", "\(side)", "--theme", theme,
      "--png", base + ".png", "--svg", base + ".svg", "--pdf", base + ".pdf",
    ]
    if side < 72 { arguments += ["--html", base + ".html"] }
    let result = try AClockProcess.run(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    let svg = String(decoding: try Data(contentsOf: URL(fileURLWithPath: base + ".svg")), as: UTF8.self)
    // A 24 pt PDF at 720 dpi: the 1 px tick is 10 px wide, so its middle is its own colour.
    let pdfScale = side < 72 ? 10 : 1
    #expect(try Tool.run("pdftoppm", ["-r", "\(72 * pdfScale)", "-png", "-singlefile", base + ".pdf", base + "-pdf"]) == 0)
    return Pictures(
      svgColor: { try cssColor(of: $0, in: svg) },
      html: side < 72 ? String(decoding: try Data(contentsOf: URL(fileURLWithPath: base + ".html")), as: UTF8.self) : nil,
      png: { try pixel(base + ".png", x: $0, y: $1) },
      pdf: { try pixel(base + "-pdf.png", x: $0, y: $1) },
      pdfScale: pdfScale)
  }

  /// `#rrggbb` or `#rgb` from `.CLASS{color:#…;` in an SVG's style sheet.
  static func cssColor(of name: String, in svg: String) throws -> RGB {
    let marker = " .\(name){color:#"
    let start = try #require(svg.range(of: marker), "no .\(name) rule").upperBound
    let hex = String(svg[start...].prefix { $0.isHexDigit })
    let digits = hex.count == 3 ? hex.map { "\($0)\($0)" }.joined() : hex
    let value = try #require(UInt32(digits, radix: 16), "\(hex)")
    return (Double(value >> 16 & 0xFF), Double(value >> 8 & 0xFF), Double(value & 0xFF))
  }

  /// A pixel of a PNG, decoded by PIL.
  static func pixel(_ path: String, x: Int, y: Int) throws -> RGB {
    let script = "import sys; from PIL import Image; print(*Image.open(sys.argv[1]).convert('RGB').getpixel((int(sys.argv[2]), int(sys.argv[3]))))"
    // Debian's python3-pil is the system Python's: a python3 earlier on PATH (pyenv) lacks it.
    let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "python3"
    let output = try Tool.output(python, ["-c", script, path, "\(x)", "\(y)"])
    let values = output.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    try #require(values.count == 3, "python3 with PIL (python3-pil) read \(path) as '\(output)'")
    return (values[0], values[1], values[2])
  }

  /// `color` moved `amount` of the way toward `other`, as README's toning says.
  static func mix(_ color: RGB, toward other: RGB, by amount: Double) -> RGB {
    (color.red + (other.red - color.red) * amount, color.green + (other.green - color.green) * amount,
     color.blue + (other.blue - color.blue) * amount)
  }

  static func luma(_ color: RGB) -> Double { 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue }

  static func expectClose(_ a: RGB, _ b: RGB, within tolerance: Double, _ what: String) {
    let gap = max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue))
    #expect(gap <= tolerance, "\(what): \(a) vs \(b)")
  }

  @Test("a 24 px icon's hour ticks are toned toward the face, in SVG, HTML, PNG and PDF", arguments: ["light", "dark"])
  func iconTicksAreTonedInEveryFormat(theme: String) throws {
    try PictureEndToEndTests.withDirectory { directory in
      let large = try Self.pictures(side: 512, theme: theme, in: directory)
      let icon = try Self.pictures(side: 24, theme: theme, in: directory)

      // The style's own colours, from the 512 px SVG.
      let tick = try large.svgColor("hour-tick"), face = try large.svgColor("face"), hand = try large.svgColor("hour")
      // The icon's tick: the 512 px tick moved 40 % toward the face. Every format is held
      // against this value, so each one fails on its own if it paints the untoned tick.
      let toned = Self.mix(tick, toward: face, by: 0.4)
      #expect(abs(Self.luma(toned) - Self.luma(tick)) > 40, "the icon's tick differs visibly from the 512 px one")
      Self.expectClose(try icon.svgColor("hour-tick"), toned, within: 0.5, "24 px SVG hour tick")
      // The hands stay the strongest ink: darker than the toned tick on light, brighter on dark.
      let sign = theme == "light" ? -1.0 : 1.0
      #expect(sign * Self.luma(try icon.svgColor("hour")) > sign * Self.luma(toned))
      Self.expectClose(try icon.svgColor("hour"), hand, within: 0, "the hands keep their colour")
      // HTML: the page's inline SVG carries the same toned colour.
      let html = try #require(icon.html)
      Self.expectClose(try Self.cssColor(of: "hour-tick", in: html), toned, within: 0.5, "--html hour tick")

      // PNG and PDF at 512: the tick at 12 spans x 252–260, y 33–64; its middle is its own colour.
      Self.expectClose(try large.png(256, 48), tick, within: 1, "512 px PNG hour tick")
      Self.expectClose(try large.pdf(256, 48), tick, within: 2, "512 pt PDF hour tick")
      // PDF at 24 pt, rendered at 240 px: the tick at 12 spans x 115–125, y 12–43.
      Self.expectClose(try icon.pdf(120, 30), toned, within: 2.5, "24 pt PDF hour tick")
      // PNG at 24 px: the tick at 12 is snapped to the pixel grid (decision 0051): two whole
      // columns, 11 and 12, in the toned colour itself (rows 2–4 lie inside it), and the face
      // beside it in columns 10 and 13.
      let iconFace = try icon.png(16, 16)
      Self.expectClose(iconFace, face, within: 1, "24 px PNG face")
      for x in [11, 12] {
        Self.expectClose(try icon.png(x, 3), toned, within: 2.5, "24 px PNG hour tick, column \(x)")
      }
      for x in [10, 13] { Self.expectClose(try icon.png(x, 3), face, within: 1, "24 px PNG face beside the tick, column \(x)") }
    }
  }
}
