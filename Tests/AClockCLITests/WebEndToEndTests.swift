import Foundation
import Testing

/// `--animate` and `--html`, end to end: what each writes, and what is refused (exit 64; 73 for
/// a page that cannot be created), with nothing written.
@Suite("aclock --animate and --html, end to end")
struct WebEndToEndTests {
  static func withDirectory(_ body: (URL) throws -> Void) throws {
    try PictureEndToEndTests.withDirectory(body)
  }

  static func text(_ url: URL) throws -> String { String(decoding: try Data(contentsOf: url), as: UTF8.self) }

  @Test func aBareAnimateIsCSSAndLiveAddsTheScript() throws {
    try Self.withDirectory { directory in
      let at = ["--at", "2024-06-15T09:15:30Z", "--tz", "Europe/Berlin"]
      // A bare --animate, last or before another option, is --animate css.
      for arguments in [["--svg", "bare.svg", "--animate"], ["--animate", "--svg", "bare2.svg"], ["--svg", "css.svg", "--animate", "css"]] {
        let result = try AClockProcess.run(arguments + at, in: directory)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)")
      }
      let css = try Self.text(directory.appendingPathComponent("css.svg"))
      #expect(try Self.text(directory.appendingPathComponent("bare.svg")) == css)
      #expect(try Self.text(directory.appendingPathComponent("bare2.svg")) == css)
      #expect(css.contains("animation:") && !css.contains("<script"))
      #expect(css.contains("<desc id=\"") && css.contains(">Analog clock running from 11:15:30 in Berlin.</desc>"))
      let result = try AClockProcess.run(["--svg", "live.svg", "--animate", "live"] + at, in: directory)
      #expect(result.status == 0)
      let live = try Self.text(directory.appendingPathComponent("live.svg"))
      #expect(live.contains("<script><![CDATA[") && live.contains("\"Europe/Berlin\""))
      #expect(live.contains(">Analog clock showing the time in Berlin.</desc>"))
    }
  }

  @Test func thePageHoldsOneLiveClockPerZone() throws {
    try Self.withDirectory { directory in
      let result = try AClockProcess.run([
        "--html", "-", "--tz", "Asia/Tokyo", "--tz", "America/St_Johns", "--theme", "auto", "--svg-text", "outline", "--svg-id", "w",
      ], in: directory)
      #expect(result.status == 0 && result.stderr.isEmpty)
      let page = result.stdout
      #expect(page.hasPrefix("<!DOCTYPE html>") && page.hasSuffix("</html>\n"))
      #expect(page.contains("<title>World clock: Tokyo, St Johns</title>") || page.contains("<title>World clock: Tokyo, St John"))
      #expect(page.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"w-1\"") && page.contains("id=\"w-2\""))
      #expect(page.components(separatedBy: "<script><![CDATA[").count == 3)
      // The city (after its sun or moon) and the UTC offset; no city inside the dials as well.
      #expect(page.contains("Tokyo</span><span class=\"detail\">UTC+9</span></figcaption>"))
      #expect(page.contains("<figure class=\"day\" data-zone=\"Asia/Tokyo\"") || page.contains("<figure class=\"night\" data-zone=\"Asia/Tokyo\""))
      #expect(page.contains("@media (prefers-color-scheme:dark)"))
      #expect(Self.contentsAfter(directory).isEmpty)
    }
  }

  static func contentsAfter(_ directory: URL) -> [String] { PictureEndToEndTests.contents(of: directory) }

  @Test("refused", arguments: [
    (["--animate"], "--svg FILE"),
    (["--animate", "live", "--png", "c.png"], "--svg FILE"),
    (["--svg", "c.svg", "--animate", "--label", "time"], "--label time"),
    (["--svg", "c.svg", "--animate", "live", "--label", "12h"], "--label 12h"),
    (["--html", "p.html", "--label", "date"], "--label date"),
    (["--html", "p.html", "--label", "both"], "--label both"),
    (["--html", "p.html", "--svg", "-", "--html", "q.html"], "--html given 2 times"),
    (["--svg", "-", "--html", "-"], "the same file"),
    (["stopwatch", "--svg", "c.svg", "--animate"], "--animate"),
    (["stopwatch", "--html", "p.html"], "--html"),
    (["--png", "c.png", "--svg-text", "outline"], "--svg-text"),
    (["--html", "p.html", "--size", "800x480"], "--size WIDTHxHEIGHT"),
    (["--html", "p.html", "--svg", "c.svg", "--rotate", "90"], "--rotate"),
  ])
  func refused(arguments: [String], mention: String) throws {
    try Self.withDirectory { directory in
      let result = try AClockProcess.run(arguments, in: directory)
      result.expectUsageError(mentioning: mention)
      #expect(Self.contentsAfter(directory).isEmpty)
    }
  }

  @Test func aZoneABrowserCannotFollowIsRefusedForLiveClocksOnly() throws {
    try Self.withDirectory { directory in
      let posix = ["TZ": "EST5EDT,M3.2.0,M11.1.0"]
      for arguments in [["--svg", "c.svg", "--animate", "live"], ["--html", "p.html"]] {
        let result = try AClockProcess.run(arguments, environment: posix, in: directory)
        result.expectUsageError(mentioning: "EST5EDT,M3.2.0,M11.1.0", "IANA name")
      }
      #expect(Self.contentsAfter(directory).isEmpty)
      let css = try AClockProcess.run(["--svg", "c.svg", "--animate"], environment: posix, in: directory)
      #expect(css.status == 0)
    }
  }

  @Test func aPageThatCannotBeCreatedIsExit73AndReplacesNothing() throws {
    try Self.withDirectory { directory in
      let result = try AClockProcess.run(["--svg", "c.svg", "--html", "missing/p.html"], in: directory)
      #expect(result.status == 73)
      #expect(result.stderr.hasPrefix("aclock: cannot create 'missing/p.html'"))
      #expect(Self.contentsAfter(directory).isEmpty)
    }
  }
}
