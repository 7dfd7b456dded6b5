@testable import AClockServer
import AClockServeOptions
import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// The small HTTP pieces of the server, against independent values: dates as Python's
/// `email.utils.formatdate(usegmt=True)` writes them, `If-None-Match` lists, query escapes.
@Suite("HTTP pieces of aclock serve")
struct HTTPPiecesTests {
  @Test func httpDatesAreWhatPythonWrites() throws {
    // The epoch, RFC 9110's example, a second before 1970, a leap day, 1900, the last second of 9999.
    let instants: [Double] = [0, 784_111_777.75, -1, 1_709_164_800, -2_208_988_800, 253_402_300_799]
    let script = "import sys, email.utils\nfor t in sys.argv[1:]: print(email.utils.formatdate(float(t), usegmt=True))"
    let expected = try Tool.output("python3", ["-c", script] + instants.map { String($0) }).split(separator: "\n").map(String.init)
    #expect(instants.map { HTTPDate.string(Date(timeIntervalSince1970: $0)) } == expected)
    #expect(expected[1] == "Sun, 06 Nov 1994 08:49:37 GMT")
  }

  @Test func ifNoneMatchComparesWeakly() {
    #expect(EntityTag.matches("\"a\"", "\"a\""))
    #expect(EntityTag.matches("W/\"a\"", "\"a\""))
    #expect(EntityTag.matches("\"b\", \"a\"", "\"a\""))
    #expect(EntityTag.matches("*", "\"a\""))
    #expect(!EntityTag.matches("\"b\"", "\"a\""))
    #expect(!EntityTag.matches("a", "\"a\""))
  }

  @Test func queriesDecodeAsURLsEncode() throws {
    let items = try QueryItems.parse("tz=Asia%2FTokyo&tz=UTC&no-seconds&label=a+b&x=%E2%9C%93")
    #expect(items.map(\.name) == ["tz", "tz", "no-seconds", "label", "x"])
    #expect(items.map(\.value) == ["Asia/Tokyo", "UTC", "", "a b", "✓"])
    #expect(throws: QueryError.badEscape) { try QueryItems.parse("a=%4") }
    #expect(throws: QueryError.notUTF8) { try QueryItems.parse("a=%C3") }
  }

  @Test func theCanonicalQueryIgnoresOrderButARepeatedZones() {
    let one = PictureKey(format: .png, items: [("size", "300"), ("tz", "UTC"), ("tz", "Asia/Tokyo")])
    let two = PictureKey(format: .png, items: [("tz", "UTC"), ("tz", "Asia/Tokyo"), ("size", "300")])
    let swapped = PictureKey(format: .png, items: [("tz", "Asia/Tokyo"), ("tz", "UTC"), ("size", "300")])
    #expect(one.text == "png?size=300&tz=UTC&tz=Asia%2FTokyo")
    #expect(one == two && one != swapped)
    let noon = Date(timeIntervalSince1970: 1_795_780_800)
    #expect(one.etag(shown: noon) == two.etag(shown: noon))
    #expect(one.etag(shown: noon) != one.etag(shown: noon.addingTimeInterval(1)))
  }
}
