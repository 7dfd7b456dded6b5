import ClockTestSupport
import Foundation
import Testing

/// The `--html` world clock's captions in a real browser (headless Chromium's DOM after its
/// scripts ran): the page is written at one instant and opened at another, and its script sets
/// each caption's day or UTC offset and its day or night as they are when it is read. Expected
/// values are worked by hand from the zones' offsets and the almanac's sunrise and sunset.
@Suite("The world clock page's captions in a browser", .tags(.integration, .chromium))
struct WorldClockPageBrowserTests {
  /// `page` opened with the browser's clock at `milliseconds` since 1970: the DOM after load.
  static func dom(of page: String, at milliseconds: Int, in directory: URL) throws -> String {
    let copy = page.replacing("<head>", with: "<head>" + BrowserTests.fixedDate(milliseconds))
    let file = directory.appendingPathComponent("at-\(milliseconds).html")
    try Data(copy.utf8).write(to: file)
    let profile = directory.appendingPathComponent("profile-\(milliseconds)")
    let result = try Tool.output("chromium", [
      "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--user-data-dir=\(profile.path)", "--dump-dom", file.absoluteString,
    ])
    return result
  }

  /// Each figure's class (day, night or none) and its second line (nil when hidden).
  static func captions(in dom: String) -> [String] {
    figures(in: dom).map { "\($0.daylight) \($0.detail ?? "-")" }
  }

  static func figures(in dom: String) -> [(daylight: String, detail: String?)] {
    dom.components(separatedBy: "<figure").dropFirst().map { figure in
      let tag = figure.prefix { $0 != ">" }
      let daylight = tag.contains("class=\"day\"") ? "day" : tag.contains("class=\"night\"") ? "night" : "none"
      guard let start = figure.range(of: "<span class=\"detail\"") else { return (daylight, nil) }
      let span = figure[start.upperBound...]
      if span.hasPrefix(" hidden") || span.hasPrefix(" hidden=\"\"") { return (daylight, nil) }
      let text = span.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
      return (daylight, String(text))
    }
  }

  @Test func theScriptKeepsDaysOffsetsAndTheSunTrue() throws {
    try BrowserTests.withDirectory { directory in
      try BrowserTests.aclock([
        "--html", "page.html", "--size", "200", "--at", "2024-06-15T09:15:30Z",
        "--tz", "America/Los_Angeles", "--tz", "Asia/Tokyo", "--tz", "Pacific/Pago_Pago", "--tz", "UTC", "--tz", "+05:45",
      ], in: directory)
      let page = try BrowserTests.text("page.html", in: directory)
      // As written, 09:15:30Z: Los Angeles 02:15 (night), Tokyo 18:15 (day: sunset 19:00),
      // Pago Pago 22:15 on the 14th (night, a day behind Los Angeles); UTC and +05:45 are no place.
      let minus = "\u{2212}"
      #expect(Self.captions(in: page) == ["night UTC\(minus)7", "day UTC+9", "night \(minus)1 day", "none -", "none -"])
      // Read at 16:00Z: Los Angeles 09:00 (day), Tokyo 01:00 on the 16th (night, a day ahead),
      // Pago Pago 05:00 on the 15th (night: sunrise about 06:50; the same date as Los Angeles,
      // so its offset).
      let later = try Self.dom(of: page, at: 1_718_467_200_000, in: directory)
      #expect(Self.captions(in: later) == ["day UTC\(minus)7", "night +1 day", "night UTC\(minus)11", "none -", "none -"])
    }
  }
}
