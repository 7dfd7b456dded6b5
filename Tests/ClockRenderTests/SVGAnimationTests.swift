import ClockGeometry
@testable import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// Animated and live SVG, the dark variant of `--theme auto`, and the HTML page, as documents:
/// what the browser tests then run. Every document here passes xmllint.
@Suite("SVG animation and the HTML page", .tags(.integration, .decoders))
struct SVGAnimationTests {
  static let instant = Date(timeIntervalSince1970: 1_718_442_930.5)  // 2024-06-15T09:15:30.5Z
  static let renderer = PictureRenderer(look: ClockLook(style: .classic), variant: .light)

  static func svg(_ zones: [ZoneRules], options: SVGOptions, face: ClockFaceOptions = ClockFaceOptions()) throws -> String {
    let board = ClockBoard(instant: instant, timeZones: zones, options: face)
    return String(decoding: try renderer.render(board, as: .svg, side: 512, svg: options), as: UTF8.self)
  }

  static func expectWellFormed(_ documents: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-svg-animation-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let paths = try documents.enumerated().map { index, text in
      let url = directory.appendingPathComponent("\(index).svg")
      try Data(text.utf8).write(to: url)
      return url.path
    }
    #expect(try Tool.run("xmllint", ["--noout"] + paths) == 0, sourceLocation: sourceLocation)
  }

  @Test func aStillDocumentHasNoAnimation() throws {
    let still = try Self.svg([.utc], options: SVGOptions(idPrefix: .fixed("c")))
    #expect(!still.contains("animation") && !still.contains("@keyframes") && !still.contains("data-dial") && !still.contains("<script"))
  }

  @Test func everyHandAndItsShadowTurnFromItsDrawnAngle() throws {
    let text = try Self.svg([.utc], options: SVGOptions(idPrefix: .fixed("c"), motion: .animated))
    #expect(text.contains("@keyframes c-turn{from{transform:rotate(0deg)}to{transform:rotate(360deg)}}"))
    #expect(text.contains("#c [data-dial]{transform-box:view-box}"))
    let hands = [
      ("hour", "rotate(277.75 256 256)", "c-turn 43200s linear -33330.5s infinite"),
      ("minute", "rotate(93.05 256 256)", "c-turn 3600s linear -930.5s infinite"),
      ("second", "rotate(180 256 256)", "c-turn 60s steps(60) -30.5s infinite"),
    ]
    for (name, transform, animation) in hands {
      let group = "class=\"\(name)\" transform=\"\(transform)\" data-dial=\"0\" style=\"transform-origin:256px 256px;animation:\(animation)\">"
      // The hand (with its id) and its shadow (in the blurred group) move alike.
      #expect(text.components(separatedBy: group).count - 1 == 2, "\(name)")
      #expect(text.contains("<g id=\"c-\(name)\" " + group))
    }
    #expect(!text.contains("<script"))
    try Self.expectWellFormed([text])
  }

  @Test func lessMotionHidesTheTurningSecondHand() throws {
    let text = try Self.svg([.utc], options: SVGOptions(idPrefix: .fixed("q"), motion: .animated))
    #expect(text.contains("@media (prefers-reduced-motion:reduce){#q [data-dial].second{animation:none!important;visibility:hidden}}"))
    let still = try Self.svg([.utc], options: SVGOptions(idPrefix: .fixed("q")))
    #expect(!still.contains("prefers-reduced-motion"))
  }

  @Test func aJumpingMinuteHandStepsSixtyTimesAnHour() throws {
    let station = try #require(ClockStyle.named("station"))
    let text = try Self.svg([.utc], options: SVGOptions(idPrefix: .fixed("j"), motion: .animated), face: ClockFaceOptions(style: station))
    // 09:15:30.5: the minute hand on the 15th mark (90°), 930.5 s into its hour.
    #expect(text.contains("class=\"minute\" transform=\"rotate(90 256 256)\" data-dial=\"0\" style=\"transform-origin:256px 256px;animation:j-turn 3600s steps(60) -930.5s infinite\""))
    #expect(text.contains("class=\"hour\" transform=\"rotate(277.5 256 256)\" data-dial=\"0\" style=\"transform-origin:256px 256px;animation:j-turn 43200s steps(720) -33330.5s infinite\""))
  }

  @Test func aWorldClockAnimatesEachDialAboutItsOwnCentre() throws {
    let zones = [ZoneRules.utc, try #require(ZoneRules.named("Asia/Kathmandu"))]
    let text = try Self.svg(zones, options: SVGOptions(idPrefix: .fixed("w"), motion: .animated))
    // Kathmandu (+05:45) reads 15:00:30.5: its minute hand 30.5 s into its hour, its dial 512 px
    // to the right.
    let kathmandu = text.contains(
      "id=\"w-minute-2\" class=\"minute\" transform=\"rotate(3.05 768 256)\" data-dial=\"1\" style=\"transform-origin:768px 256px;animation:w-turn 3600s linear -30.5s infinite\"")
    #expect(kathmandu)
  }

  @Test func aRailwaySecondHandHasItsOwnKeyframes() throws {
    let station = try #require(ClockStyle.named("station"))
    let text = try Self.svg([.utc], options: SVGOptions(idPrefix: .fixed("r"), motion: .animated), face: ClockFaceOptions(style: station, secondHand: .sweeping))
    let permille = Int((station.secondHandTurn / 60 * 1000).rounded())
    #expect(text.contains("@keyframes r-turn\(permille){from{transform:rotate(0deg)}"))
    #expect(text.contains("animation:r-turn\(permille) 60s linear -30.5s infinite"))
  }

  @Test func aLiveDocumentCarriesItsScriptInCDATA() throws {
    let berlin = try #require(ZoneRules.named("Europe/Berlin"))
    let offset = try #require(ZoneRules.fixed(utcOffsetSeconds: 20_700))
    let zones = [berlin, offset, .utc].map { SVGLiveZone($0) }
    #expect(zones == [.named("Europe/Berlin"), .offset(seconds: 20_700), .named("UTC")])
    let text = try Self.svg([berlin, offset, .utc], options: SVGOptions(motion: .live(zones: zones.compactMap { $0 })))
    let start = try #require(text.range(of: "<script><![CDATA["))
    let end = try #require(text.range(of: "]]></script></svg>"))
    let script = text[start.upperBound..<end.lowerBound]
    #expect(!script.contains("]]>"))
    #expect(script.contains("var Z=[\"Europe/Berlin\",20700,\"UTC\"]"))
    // It finds its own <svg>, never the page's elements by id.
    #expect(script.contains("document.currentScript") && script.contains("closest(\"svg\")") && !script.contains("getElementById"))
    #expect(script.contains("timeZone:z"))
    try Self.expectWellFormed([text])
  }

  @Test func zoneNamesAreWrittenAsSafeJSONStrings() throws {
    #expect(SVGLiveScript.jsonString("a\"b\\c</script>&\u{2028}") == "\"a\\\"b\\\\c\\u003c/script\\u003e\\u0026\\u2028\"")
  }

  @Test func autoCarriesTheDarkColoursUnderAMediaQuery() throws {
    let dark = ClockStyle.classic.dark
    let text = try Self.svg([.utc], options: SVGOptions(idPrefix: .fixed("d"), followsColorScheme: true))
    let media = try #require(text.range(of: "@media (prefers-color-scheme:dark){"))
    let rules = text[media.upperBound...]
    #expect(rules.hasPrefix("#d .backdrop{color:\(SVGStyleSheet.css(dark.backdrop))"))
    #expect(rules.contains("#d .face{color:\(SVGStyleSheet.css(dark.color(for: .face)))"))
    try Self.expectWellFormed([text])
  }

  @Test func thePageInlinesEachClockWithItsOwnPrefixAndFetchesNothing() throws {
    let zones = [ZoneRules.utc, ZoneRules.utc]
    let clocks = try zones.enumerated().map { index, zone in
      let board = ClockBoard(instant: Self.instant, timeZones: [zone])
      let svg = try Self.renderer.render(
        board, as: .svg, side: 256, svg: SVGOptions(idPrefix: .derived(serial: UInt64(index)), motion: .live(zones: [.named("UTC")])))
      return HTMLClockPage.Clock(svg: svg, caption: "UTC \(index + 1) <&>")
    }
    let page = String(
      decoding: HTMLClockPage(title: "World clock", clocks: clocks, side: 256, look: ClockLook(style: .classic), variant: .light).document(),
      as: UTF8.self)
    #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"))
    #expect(page.contains("<figcaption><span class=\"city\">UTC 2 &lt;&amp;&gt;</span></figcaption>"))
    #expect(!page.contains("src=") && !page.contains("href=") && !page.contains("@import") && !page.contains("url(http"))
    #expect(!page.contains("prefers-color-scheme"))
    // Two documents of the same content, two prefixes.
    let roots = page.components(separatedBy: "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"").dropFirst().map { $0.prefix(9) }
    #expect(roots.count == 2 && Set(roots).count == 2)
  }

  /// Where CSS animations and media queries do not run (librsvg), an animated, live or auto
  /// document is the picture of its instant in its light colours: the PNG's.
  @Test func withoutCSSAnimationsADocumentShowsItsInstant() throws {
    let zones = [ZoneRules.utc, try #require(ZoneRules.named("Asia/Kathmandu"))]
    let board = ClockBoard(instant: Self.instant, timeZones: zones)
    let png = try Self.renderer.drawnImage(board, side: 256)
    let motions: [SVGOptions.Motion] = [.animated, .live(zones: zones.compactMap { SVGLiveZone($0) })]
    try SVGParityTests.withRasteriser { rasterise in
      for (index, motion) in motions.enumerated() {
        let options = SVGOptions(text: .outline, motion: motion, followsColorScheme: true)
        let svg = try Self.renderer.render(board, as: .svg, side: 256, svg: options)
        let difference = SVGParityTests.difference(png, try rasterise(svg, "motion-\(index)"))
        SVGParityTests.expectClose(difference, text: .outline, "motion \(index)")
      }
    }
  }
}
