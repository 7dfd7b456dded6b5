import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The text of `aclock frames --instants FILE`: one instant a line, each optionally named.
///
/// A line is an instant as `--at` takes it (``InstantSpec``: ISO 8601 with an offset,
/// `@UNIXSECONDS`, or `HH:MM[:SS]` today), or a local date and time as exiftool prints
/// `DateTimeOriginal`, `YYYY:MM:DD HH:MM:SS[.fff]`, read in the given zone. A local time
/// resolves as `--at` resolves one (``LocalTime/instant(in:)``): in a repeated hour the first
/// pass (Python's `zoneinfo` with fold 0), in a gap moved forward by the gap's length.
///
/// After a TAB, a second column is the line's name (exiftool `-T` prints the tags in the
/// order asked, so `-DateTimeOriginal -FileName` gives `2024:10:27 02:30:00<TAB>IMG_0001.JPG`).
/// Blank lines and lines starting with `#` are skipped; a trailing CR (a CRLF file) is
/// dropped. Lines need not be sorted and may repeat: every line is one frame.
///
/// ```swift
/// let list = try InstantList(text: "2024:10:27 02:30:00\tIMG_1.JPG\n", in: berlin, now: Date())
/// list.lines[0]  // line 1, 2024-10-27T00:30:00Z (the first 02:30, still CEST), "IMG_1.JPG"
/// ```
package struct InstantList: Sendable, Equatable {
  /// One instant line of the file.
  package struct Line: Sendable, Equatable {
    /// The line's number in the file, from 1 (blank and comment lines counted).
    package let number: Int
    /// The instant the line names.
    package let instant: Date
    /// The second column as given (nil when the line has none, or it is empty).
    package let name: String?
  }

  /// The instant lines, in file order.
  package let lines: [Line]

  /// The largest file read: 256 MiB is several million lines; more is refused, never cut.
  package static let byteLimit = 256 << 20

  /// The accepted forms of a line's instant, for error messages and help.
  package static let acceptedForms =
    "use ISO 8601 with Z or an offset (2024-06-15T09:15:30Z), @UNIXSECONDS, or YYYY:MM:DD HH:MM:SS[.fff] (as exiftool prints DateTimeOriginal) in the first --tz"

  /// Parses `text`, reading local times in `timeZone` and `HH:MM` lines on `now`'s day; throws
  /// for the first line that is not an instant or whose name holds a control character.
  package init(text: String, in timeZone: ZoneRules, now: Date) throws(InstantListError) {
    var lines: [Line] = []
    var number = 0
    // "\r\n" is one Character in Swift: a CRLF file's lines end in it, not in "\n".
    for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
      number += 1
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      let columns = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
      let value = String(columns[0]).trimmingSpaces()
      if value.isEmpty && columns.count == 1 || value.hasPrefix("#") { continue }
      let name = columns.count > 1 && !columns[1].isEmpty ? String(columns[1]) : nil
      if let name, let control = UserText.firstControlCharacter(in: name) {
        throw InstantListError(
          line: number, problem: "the name \(UserText.quoted(name)) holds the control character \(UserText.codePoint(control)); names become file names")
      }
      guard let instant = Self.instant(value, in: timeZone, now: now) else {
        throw InstantListError(line: number, problem: "\(UserText.quoted(value)) is not an instant: \(Self.acceptedForms)")
      }
      lines.append(Line(number: number, instant: instant, name: name))
    }
    self.lines = lines
  }

  /// The instant of one line's first column, or nil.
  private static func instant(_ value: String, in timeZone: ZoneRules, now: Date) -> Date? {
    if let local = exifTime(value) {
      let date = local.instant(in: timeZone)
      return date >= InstantSpec.earliest && date < InstantSpec.latest ? date : nil
    }
    return (try? InstantSpec(parsing: value))?.resolve(in: timeZone, now: now)
  }

  /// `YYYY:MM:DD HH:MM:SS[.fff]`, exiftool's form of EXIF dates, or nil.
  private static func exifTime(_ text: String) -> LocalTime? {
    var cursor = TextCursor(text)
    guard let year = cursor.digits(exactly: 4), cursor.skip(":"),
          let month = cursor.digits(exactly: 2), cursor.skip(":"),
          let day = cursor.digits(exactly: 2), cursor.skip(" "),
          let hour = cursor.digits(exactly: 2), cursor.skip(":"),
          let minute = cursor.digits(exactly: 2), cursor.skip(":"),
          let second = cursor.digits(exactly: 2),
          let fraction = cursor.optionalFraction(), cursor.isAtEnd
    else { return nil }
    // LocalTime checks every part (month 13, 31 February, hour 24) once, for every caller.
    return try? LocalTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second, fraction: fraction)
  }
}

/// Why a line of an ``InstantList`` was refused: its number and what is wrong with it.
package struct InstantListError: Error, Equatable {
  /// The line's number in the file, from 1.
  package let line: Int
  /// What is wrong, with the value shown through ``UserText``.
  package let problem: String
}
