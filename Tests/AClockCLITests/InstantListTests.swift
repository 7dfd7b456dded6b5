@testable import AClockValues
import ClockGeometry
import ClockTestSupport
import Foundation
import Testing

@Suite("--instants files and --name templates")
struct InstantListTests {
  let berlin = Zones.named("Europe/Berlin")
  let now = Date(timeIntervalSince1970: 1_718_442_930)  // 2024-06-15T09:15:30Z

  @Test func exifLinesAreLocalTimesAndISOLinesAreAsAtTakesThem() throws {
    let text = "# header\n\n2024:06:15 11:15:30.5\tIMG_1.JPG\n  2024-06-15T09:15:30Z  \n@0\t\n11:15\n"
    let list = try InstantList(text: text, in: berlin, now: now)
    #expect(list.lines.map(\.number) == [3, 4, 5, 6])
    #expect(list.lines.map(\.instant) == [
      Date(timeIntervalSince1970: 1_718_442_930.5), Date(timeIntervalSince1970: 1_718_442_930),
      Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_718_442_900),
    ])
    // Everything after the first TAB is the name; an empty one is none.
    #expect(list.lines.map(\.name) == ["IMG_1.JPG", nil, nil, nil])
  }

  @Test func aSecondTabMakesTheNameHoldAControlCharacter() {
    #expect(throws: InstantListError.self) { try InstantList(text: "@0\tzero\t.jpg\n", in: berlin, now: now) }
  }

  @Test("local times in a repeated hour take the first pass, in a gap move forward by it", arguments: [
    ("2024:10:27 02:30:00", 1_729_989_000.0),  // 00:30Z, still CEST (zoneinfo fold 0)
    ("2024:03:31 02:30:00", 1_711_848_600.0),  // 01:30Z = 03:30 CEST
  ])
  func dstEdges(text: String, unixSeconds: Double) throws {
    let list = try InstantList(text: text, in: berlin, now: now)
    #expect(list.lines.first?.instant == Date(timeIntervalSince1970: unixSeconds))
  }

  @Test("lines that are not instants name their number", arguments: [
    ("2024:13:01 10:00:00", 1), ("ok\n", 1), ("@0\n2024:02:30 10:00:00\n", 2), ("@0\n\n2024:01:01 24:00:00", 3),
    ("2024:01:01 10:00", 1), ("2024-01-01 10:00:00", 1), ("\tname-without-instant", 1),
  ])
  func refusals(text: String, line: Int) {
    #expect(throws: InstantListError.self) { try InstantList(text: text, in: berlin, now: now) }
    do {
      _ = try InstantList(text: text, in: berlin, now: now)
    } catch {
      #expect(error.line == line)
      #expect(error.problem.contains("is not an instant"))
    }
  }

  @Test func templatesFillInStemIndexAndLocalTime() throws {
    let template = try FrameNameTemplate(parsing: "{stem}-{index}-{hhmmss}.png")
    #expect(template.name(index: 7, count: 500, column: "IMG_0001.JPG", hour: 9, minute: 5, second: 3) == "IMG_0001-007-090503.png")
    #expect(template.name(index: 7, count: 10, column: "archive.tar.gz", hour: 23, minute: 59, second: 59) == "archive.tar-07-235959.png")
    #expect(FrameNameTemplate.stem(of: ".hidden") == ".hidden")
    #expect(FrameNameTemplate.stem(of: "noext") == "noext")
    for bad in ["{stem", "{nope}.png", "a/{stem}.png", "x\u{7}.png"] {
      #expect(throws: OptionValueError.self) { try FrameNameTemplate(parsing: bad) }
    }
  }
}
