import AClockRuntime
import AClockValues
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One status line: what `--status text` prints (``text``) and the fields of the JSON object
/// `--status json` prints for Waybar's custom module (`return-type: json`).
package struct StatusLine: Equatable, Encodable {
  /// The template filled in, items (zones, timers) joined by ``separator``.
  package let text: String
  /// A longer description, one line per item (Waybar shows it on hover).
  package let tooltip: String
  /// `clock`, `running` or `done` (timers when all have finished): a CSS class in Waybar.
  package let className: String
  /// 0…100: for timers the share gone of the soonest to end, for the stopwatch the second hand's
  /// place in its minute, for the clock the share gone of the local day.
  package let percentage: Int

  /// Every stored property, as given (the memberwise initializer, for other targets).
  package init(text: String, tooltip: String, className: String, percentage: Int) {
    self.text = text
    self.tooltip = tooltip
    self.className = className
    self.percentage = percentage
  }

  /// Between the items of one line: two spaces, so `tea 3:59  eggs 7:29` reads as two timers.
  package static let separator = "  "

  /// The most bytes a line takes, newline included: PIPE_BUF, the most that a pipe takes in one
  /// piece. Each line is one `write(2)`, so lines this short from several writers sharing a
  /// pipe (a bar's script running two aclocks) never mix; a longer one could be split between
  /// another's, so it is cut instead (``cutMark`` at the cut), which no bar is wide enough to miss.
  package static let longest = 4096

  /// Ends a cut text or tooltip.
  package static let cutMark = "…"

  private enum CodingKeys: String, CodingKey {
    case text, tooltip, className = "class", percentage
  }

  /// The line as printed, newline included, at most ``longest`` bytes: the text, or one JSON
  /// object (keys sorted, strings escaped as JSON requires: quotes, backslashes, control
  /// characters; other Unicode as UTF-8). What does not fit is cut at a character with
  /// ``cutMark``: the text; in JSON the tooltip first (it only shows on hover), then the text.
  package func written(as output: StatusOutput) throws(CLIError) -> String {
    func fits(_ line: String) -> Bool { line.utf8.count <= Self.longest }
    switch output {
    case .text:
      let line = text + "\n"
      return fits(line) ? line : try Self.cut(text) { fits($0 + "\n") } + "\n"
    case .json:
      let line = try json()
      if fits(line) { return line }
      if try fits(with(tooltip: Self.cutMark).json()) {
        return try with(tooltip: Self.cut(tooltip) { (kept) throws(CLIError) in fits(try with(tooltip: kept).json()) }).json()
      }
      let shortened = with(tooltip: Self.cutMark)
      return try shortened.with(text: Self.cut(text) { (kept) throws(CLIError) in fits(try shortened.with(text: kept).json()) }).json()
    }
  }

  /// The line as one JSON object and a newline, whatever its length.
  private func json() throws(CLIError) -> String {
    do {
      return String(decoding: try AnglesReport.encoder().encode(self), as: UTF8.self) + "\n"
    } catch {
      throw .badUsage("cannot write the status line as JSON: \(error)")
    }
  }

  private func with(text: String? = nil, tooltip: String? = nil) -> StatusLine {
    StatusLine(text: text ?? self.text, tooltip: tooltip ?? self.tooltip, className: className, percentage: percentage)
  }

  /// The longest start of `text`, in whole characters, that `fits` with ``cutMark`` after it,
  /// and the mark (the mark alone must fit).
  package static func cut(_ text: String, fitting fits: (String) throws(CLIError) -> Bool) throws(CLIError) -> String {
    let characters = Array(text)
    // Binary search: a longer start never fits where a shorter one does not.
    var (kept, tooLong) = (0, characters.count + 1)
    while tooLong - kept > 1 {
      let middle = (kept + tooLong) / 2
      if try fits(String(characters[..<middle]) + cutMark) { kept = middle } else { tooLong = middle }
    }
    return String(characters[..<kept]) + cutMark
  }
}
