import ClockGeometry
import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// aclock's SVG and HTML in a real browser (headless Chromium): two different clocks inline in
/// one page each draw as they do alone; an animated clock's hands move by the right angles; the
/// live script shows the zone's time across a daylight-saving change, whatever the browser's
/// own zone; the HTML page keeps time, follows a dark preference and stacks its clocks on a
/// phone. Three browser starts in all; every SVG passes xmllint.
@Suite("In a real browser", .serialized, .tags(.integration, .chromium, .decoders))
struct BrowserTests {
  static let light = ClockStyle.classic.light
  static func rgb(_ color: RGBAColor) -> DialProbe.Color {
    func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
    return (byte(color.red), byte(color.green), byte(color.blue))
  }
  static let face = rgb(light.color(for: .face))
  static let ink = rgb(light.color(for: .minuteHand))
  static let second = rgb(light.color(for: .secondHand))

  static func withDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }

  /// Runs aclock in `directory`, expecting success.
  static func aclock(_ arguments: [String], in directory: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let result = try AClockProcess.run(arguments, in: directory)
    #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
  }

  static func text(_ name: String, in directory: URL) throws -> String {
    String(decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
  }

  /// A script fixing `Date.now` at `milliseconds` since 1970, for a page's `<head>`.
  static func fixedDate(_ milliseconds: Int) -> String {
    "<script>Date.now=function(){return \(milliseconds)}</script>"
  }

  /// Pauses every animation once the page is parsed (after the live scripts have set them), so a
  /// slow screenshot shows the same instant.
  static let pauseAll = "<script>document.getAnimations().forEach(function(a){a.pause()})</script>"

  /// The share of pixels in a `side`-px square at `x`, `y` of `shot` that differ from
  /// `reference` by more than 64 in a channel.
  static func farApart(_ shot: CairoSurface, x: Int, y: Int, _ reference: CairoSurface) -> Double {
    var far = 0
    for py in 0..<reference.height {
      for px in 0..<reference.width {
        guard let p = shot.pixel(x: x + px, y: y + py), let q = reference.pixel(x: px, y: py) else { far += 1; continue }
        let d = max(abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)))
        if d > 64 { far += 1 }
      }
    }
    return Double(far) / Double(reference.width * reference.height)
  }

  @Test("inline clocks, an animated one seeked 10 s apart, and a live one across DST, in one page")
  func inlineAnimatedAndLive() throws {
    try Self.withDirectory { directory in
      let instant = "2024-06-15T01:09:37Z"
      try Self.aclock(["--svg", "roman.svg", "--svg-text", "outline", "--numerals", "roman", "--tz", "Asia/Tokyo", "--at", instant, "--size", "256"], in: directory)
      try Self.aclock([
        "--svg", "station.svg", "--svg-text", "outline", "--style", "station", "--theme", "dark", "--tz", "Europe/Berlin", "--at", instant,
        "--size", "256",
      ], in: directory)
      let plain = ["--numerals", "none", "--no-shadow", "--size", "256"]
      // Rendered at 09:15:30.0 UTC: the second hand at 180°, the minute hand at 93°.
      try Self.aclock(["--svg", "animated.svg", "--animate", "--tz", "UTC", "--at", "2024-06-15T09:15:30Z"] + plain, in: directory)
      // Rendered in winter at 13:00 CET; shown at 2024-07-15T12:00:00.2Z, 14:00 CEST in Berlin,
      // by a browser whose own zone is New York (08:00 there).
      try Self.aclock(["--svg", "live.svg", "--animate", "live", "--tz", "Europe/Berlin", "--at", "2024-01-15T12:00:00Z"] + plain, in: directory)
      for name in ["roman.svg", "station.svg", "animated.svg", "live.svg"] {
        #expect(try Tool.run("xmllint", ["--noout", directory.appendingPathComponent(name).path]) == 0, "\(name)")
      }
      let animated = try Self.text("animated.svg", in: directory)
      func cell(_ x: Int, _ y: Int, id: String, _ svg: String) -> String {
        "<div id=\"\(id)\" style=\"position:absolute;left:\(x)px;top:\(y)px;width:256px;height:256px\">\(svg)</div>"
      }
      let summer = 1_721_044_800_200  // 2024-07-15T12:00:00.2Z
      let page = """
        <!DOCTYPE html><html><head><meta charset="utf-8">\(Self.fixedDate(summer))<style>body{margin:0}</style></head><body>
        \(cell(0, 0, id: "r", try Self.text("roman.svg", in: directory)))\(cell(256, 0, id: "s", try Self.text("station.svg", in: directory)))
        \(cell(0, 256, id: "a0", animated))\(cell(256, 256, id: "a1", animated))
        \(cell(0, 512, id: "l", try Self.text("live.svg", in: directory)))
        \(Self.pauseAll)<script>
        [["a0",500],["a1",10500]].forEach(function(c){document.getElementById(c[0]).getAnimations({subtree:true})
          .forEach(function(a){a.currentTime=c[1]})})</script></body></html>
        """
      let harness = directory.appendingPathComponent("harness.html")
      try Data(page.utf8).write(to: harness)
      let shot = try HeadlessChromium.screenshot(harness, width: 512, height: 768, environment: ["TZ": "America/New_York"])

      // (a) Each inline clock draws as rsvg-convert draws its file alone (measured: 0.4 % of the
      // pixels far apart at most, the antialiased edges of the two rasterisers).
      for (name, x) in [("roman", 0), ("station", 256)] {
        let png = directory.appendingPathComponent(name + ".png")
        #expect(try Tool.run("rsvg-convert", ["-o", png.path, directory.appendingPathComponent(name + ".svg").path]) == 0)
        let alone = try CairoSurface.image(png: Array(try Data(contentsOf: png)))
        let far = Self.farApart(shot, x: x, y: 0, alone)
        #expect(far < 0.01, "\(name): \(far * 100) % of pixels far apart")
      }

      // (b) 10 s of animation apart: the ticking second hand 60° on, the minute hand 1°.
      let early = try #require(DialProbe(in: shot, x: 0, y: 256, width: 256, height: 256, face: Self.face))
      let late = try #require(DialProbe(in: shot, x: 256, y: 256, width: 256, height: 256, face: Self.face))
      let secondEarly = try #require(early.tipAngle(of: Self.second)), secondLate = try #require(late.tipAngle(of: Self.second))
      #expect(abs(DialProbe.difference(secondEarly, 180)) <= 2, "\(secondEarly)")
      #expect(abs(DialProbe.difference(secondLate, 240)) <= 2, "\(secondLate)")
      let minuteEarly = try #require(early.angle(of: Self.ink, from: 0.6, to: 0.72))
      let minuteLate = try #require(late.angle(of: Self.ink, from: 0.6, to: 0.72))
      #expect(abs(DialProbe.difference(minuteEarly, 93.05)) <= 2, "\(minuteEarly)")
      #expect(abs(DialProbe.difference(minuteLate, 94.05)) <= 2, "\(minuteLate)")

      // (c) The live script reads Berlin's summer time: 14:00:00, not the drawn 13:00 (CET),
      // nor New York's 08:00.
      let live = try #require(DialProbe(in: shot, x: 0, y: 512, width: 256, height: 256, face: Self.face))
      let minute = try #require(live.angle(of: Self.ink, from: 0.6, to: 0.72))
      let hour = try #require(live.angle(of: Self.ink, from: 0.25, to: 0.42, excluding: minute))
      let second = try #require(live.tipAngle(of: Self.second))
      #expect(abs(DialProbe.difference(minute, 0)) <= 2, "\(minute)")
      #expect(abs(DialProbe.difference(hour, 60)) <= 2, "\(hour)")
      #expect(abs(DialProbe.difference(second, 0)) <= 2, "\(second)")
    }
  }

  /// OBS's browser source draws a page over the scene: with `--background transparent` only the
  /// dial may cover it. Chromium on a transparent default background keeps the page's alpha in
  /// its screenshot (measured before the fix: the corner was the backdrop, alpha 255).
  @Test("the HTML page with --background transparent is transparent around the dial")
  func transparentHTMLPage() throws {
    try Self.withDirectory { directory in
      try Self.aclock(["--html", "page.html", "--background", "transparent", "--size", "256", "--at", "2024-06-15T03:00:00Z"], in: directory)
      let shot = try HeadlessChromium.screenshot(directory.appendingPathComponent("page.html"), width: 300, height: 300, transparent: true)
      let corner = try #require(shot.pixel(x: 2, y: 2))
      #expect(corner.alpha == 0, "\(corner)")
      let dial = try #require(DialProbe(in: shot, x: 0, y: 0, width: 300, height: 300, face: Self.face))
      let centre = try #require(shot.pixel(x: Int(dial.centerX), y: Int(dial.centerY)))
      #expect(centre.alpha == 255, "\(centre)")
    }
  }

  @Test("the HTML page: live clocks 10 s apart, dark when preferred, stacked on a phone")
  func htmlPage() throws {
    try Self.withDirectory { directory in
      try Self.aclock([
        "--html", "page.html", "--theme", "auto", "--tz", "UTC", "--tz", "Asia/Kathmandu", "--numerals", "none", "--no-shadow",
        "--size", "256", "--at", "2024-06-15T03:00:00Z",
      ], in: directory)
      let page = try Self.text("page.html", in: directory)
      #expect(!page.contains("http://") || !page.contains("src="), "the page loads nothing")
      // Shown at 09:15:30.2 and 09:15:40.2 UTC (15:00:30 and 15:00:40 in Kathmandu, +05:45),
      // each copy in a frame of its own.
      let base = 1_718_442_930_200
      for (name, offset) in [("early.html", 0), ("late.html", 10_000)] {
        let copy = page.replacing("<head>", with: "<head>" + Self.fixedDate(base + offset)).replacing("</body>", with: Self.pauseAll + "</body>")
        try Data(copy.utf8).write(to: directory.appendingPathComponent(name))
      }
      let frames = """
        <!DOCTYPE html><html><head><style>body{margin:0}iframe{border:0;width:600px;height:330px;display:block}</style></head>
        <body><iframe src="early.html"></iframe><iframe src="late.html"></iframe></body></html>
        """
      let harness = directory.appendingPathComponent("frames.html")
      try Data(frames.utf8).write(to: harness)
      let shot = try HeadlessChromium.screenshot(harness, width: 600, height: 660)
      for (row, seconds) in [(0, 30.2), (1, 40.2)] {
        for (column, minutes) in [(0, 15.0), (1, 0.0)] {
          let dial = try #require(DialProbe(in: shot, x: column * 300, y: row * 330, width: 300, height: 330, face: Self.face), "row \(row) column \(column)")
          let second = try #require(dial.tipAngle(of: Self.second))
          #expect(abs(DialProbe.difference(second, 6 * seconds.rounded(.down))) <= 2, "row \(row) column \(column): \(second)")
          let minute = try #require(dial.angle(of: Self.ink, from: 0.6, to: 0.72))
          #expect(abs(DialProbe.difference(minute, 6 * minutes + seconds / 10)) <= 2, "row \(row) column \(column): \(minute)")
        }
      }

      // A phone (360 px wide) preferring dark: the dark backdrop, and the two clocks one above
      // the other, the dark face down the middle in two separate runs.
      let dark = ClockStyle.classic.dark
      let phone = try HeadlessChromium.screenshot(directory.appendingPathComponent("page.html"), width: 360, height: 800, dark: true)
      let corner = try #require(phone.pixel(x: 2, y: 2))
      #expect(DialProbe.isNear((corner.red, corner.green, corner.blue), Self.rgb(dark.backdrop), within: 2), "\(corner)")
      // Side by side, both faces would be in the upper half, neither centred.
      let darkFace = Self.rgb(dark.color(for: .face))
      let upper = try #require(DialProbe(in: phone, x: 0, y: 0, width: 360, height: 400, face: darkFace))
      let lower = try #require(DialProbe(in: phone, x: 0, y: 400, width: 360, height: 400, face: darkFace))
      for dial in [upper, lower] {
        #expect(abs(dial.centerX - 180) <= 2 && dial.radius > 100, "a dial at \(dial.centerX), \(dial.centerY), radius \(dial.radius)")
      }
    }
  }
}
