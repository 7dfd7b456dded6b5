#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a world clock writes under one of its dials: the city, then a line with the time (when
/// the face's label asks for it) and how the zone's date or offset stands, and whether the sun
/// is up there.
///
/// The second line tells the day when it differs from the board's *first* zone (`+1 day`,
/// `−1 day`, `+2 days`), else the zone's offset from UTC (`UTC+9`, `UTC+5:45`, `UTC−3:30`,
/// `UTC`): the first zone is the board's reference, as a picture cannot know who looks at it.
/// A zone whose title already is its offset (`UTC+05:45`, `UTC`) does not repeat it.
///
/// ```swift
/// // 2024-06-15T09:15:30Z, a board of UTC, Tokyo and Pago Pago with --label time:
/// // "UTC"    "09:15:30"
/// // "Tokyo"  "18:15:30 · UTC+9"
/// // "Pago Pago" "22:15:30 · −1 day"
/// ```
package struct BoardCaption: Sendable, Hashable {
  /// The zone's title (``ZoneTitle``), the first line.
  package let title: String
  /// The second line: time, day or offset, joined by ` · `; nil when there is nothing to say.
  package let detail: String?
  /// Day or night in the zone's principal city; nil for a zone without one.
  package let daylight: Daylight?

  /// The caption of `zone` at `instant` on a board whose first zone is `reference`, with the
  /// time as `label` writes it (24- or 12-hour; none for other labels), seconds when
  /// `withSeconds`.
  package init(zone: ZoneRules, instant: Date, reference: ZoneRules, label: ClockFaceOptions.Label, withSeconds: Bool) {
    let time = LocalTime(instant, in: zone)
    title = ZoneTitle.title(for: zone)
    var parts: [String] = []
    if label == .time || label == .both || label == .twelveHour,
      let readout = ClockScene.readout(label == .both ? .time : label, time, withSeconds: withSeconds)
    {
      parts.append(readout)
    }
    let days = Self.dayNumber(time) - Self.dayNumber(LocalTime(instant, in: reference))
    if days != 0 {
      parts.append(Self.dayOffset(days))
    } else if !title.hasPrefix("UTC") {
      // A title that is an offset already (UTC, UTC+05:45) says it.
      parts.append(Self.shortOffset(seconds: time.utcOffsetSeconds))
    }
    detail = parts.isEmpty ? nil : parts.joined(separator: " \u{B7} ")
    daylight = Daylight(in: zone, at: instant)
  }

  /// `+1 day`, `−1 day`, `+2 days`: a real minus sign (U+2212).
  package static func dayOffset(_ days: Int) -> String {
    (days < 0 ? "\u{2212}" : "+") + "\(abs(days)) day" + (abs(days) == 1 ? "" : "s")
  }

  /// `UTC+9`, `UTC+5:45`, `UTC−3:30`, `UTC` (seconds only when the offset has them): the short
  /// form world clocks print, with a real minus sign.
  package static func shortOffset(seconds: Int) -> String {
    guard seconds != 0 else { return "UTC" }
    let magnitude = abs(seconds)
    var text = "UTC" + (seconds < 0 ? "\u{2212}" : "+") + "\(magnitude / 3_600)"
    if magnitude % 3_600 != 0 { text += ":" + two(magnitude % 3_600 / 60) }
    if magnitude % 60 != 0 { text += ":" + two(magnitude % 60) }
    return text
  }

  private static func dayNumber(_ time: LocalTime) -> Int {
    ProlepticGregorian.dayNumber(year: time.year, month: time.month, day: time.day)
  }

  private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
