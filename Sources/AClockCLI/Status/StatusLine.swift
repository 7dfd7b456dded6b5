#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One status line: what `--status text` prints (``text``) and the fields of the JSON object
/// `--status json` prints for Waybar's custom module (`return-type: json`).
struct StatusLine: Equatable, Encodable {
  /// The template filled in, items (zones, timers) joined by ``separator``.
  let text: String
  /// A longer description, one line per item (Waybar shows it on hover).
  let tooltip: String
  /// `clock`, `running` or `done` (timers when all have finished): a CSS class in Waybar.
  let className: String
  /// 0…100: for timers the share gone of the soonest to end, for the stopwatch the second hand's
  /// place in its minute, for the clock the share gone of the local day.
  let percentage: Int

  /// Between the items of one line: two spaces, so `tea 3:59  eggs 7:29` reads as two timers.
  static let separator = "  "

  private enum CodingKeys: String, CodingKey {
    case text, tooltip, className = "class", percentage
  }

  /// The line as printed, newline included: the text, or one JSON object (keys sorted, strings
  /// escaped as JSON requires: quotes, backslashes, control characters; other Unicode as UTF-8).
  func written(as output: StatusOutput) throws(CLIError) -> String {
    switch output {
    case .text:
      return text + "\n"
    case .json:
      do {
        return String(decoding: try AnglesReport.encoder().encode(self), as: UTF8.self) + "\n"
      } catch {
        throw .badUsage("cannot write the status line as JSON: \(error)")
      }
    }
  }
}
