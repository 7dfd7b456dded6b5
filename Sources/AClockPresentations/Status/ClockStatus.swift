import AClockRuntime
import AClockValues
import ClockGeometry
import ClockSchedule
import ClockText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The clock's status line: its template filled in for each zone (`10:09:37`, or with several
/// `--timezone` values `10:09:37 CEST  17:09:37 JST`), on the clock's schedule (every second,
/// every minute without seconds, or `--every`/`--every-minute`).
///
/// JSON: the tooltip is each zone's date, time and abbreviation; the class is `clock`; the
/// percentage the share of the local day gone in the first zone, by the wall clock (0 at
/// midnight, 50 at noon, 99 from 23:45:36).
package struct ClockStatus: StatusSource {
  package let zones: [ZoneRules]
  package let template: StatusTemplate
  /// `{time}` as `HH:MM:SS` (else `HH:MM`).
  package let withSeconds: Bool
  package let changes: TickSchedule
  private var decomposers: [LocalTimeDecomposer]

  package init(zones: [ZoneRules], template: StatusTemplate?, withSeconds: Bool, changes: TickSchedule) {
    self.zones = zones
    self.template = template ?? Self.defaultTemplate(zoneCount: zones.count)
    self.withSeconds = withSeconds
    self.changes = changes
    decomposers = zones.map(LocalTimeDecomposer.init(timeZone:))
  }

  /// `{time}`, or `{time} {zone}` when several zones must be told apart.
  package static func defaultTemplate(zoneCount: Int) -> StatusTemplate {
    zoneCount > 1 ? StatusTemplate([.placeholder(.time), .text(" "), .placeholder(.zone)]) : StatusTemplate([.placeholder(.time)])
  }

  package mutating func line(at now: Date) -> StatusLine {
    let readings = zones.indices.map { decomposers[$0].localTime(for: now) }
    // As the zone's file has them: whoever controls TZ or /etc/localtime chooses these bytes
    // (RFC 8536 allows only letters, digits, + and -, but nothing enforces it), so they are
    // escaped as any text from outside that reaches a terminal.
    let abbreviations = zones.map { UserText.shown($0.abbreviation(at: now)) }
    let text = zones.indices.map { index in
      let reading = readings[index]
      return template.rendered { placeholder in
        switch placeholder {
        case .time: ClockScene.digitalTime(reading, withSeconds: withSeconds)
        case .date: Self.date(reading)
        case .zone: abbreviations[index]
        case .glyph: String(ClockFaceEmoji.nearest(hour: reading.hour, minute: reading.minute, second: reading.second))
        case .name, .left, .elapsed: ""
        }
      }
    }.joined(separator: StatusLine.separator)
    let tooltip = zones.indices.map { index in
      Self.date(readings[index]) + " " + ClockScene.digitalTime(readings[index], withSeconds: true) + " " + abbreviations[index]
    }.joined(separator: "\n")
    let first = readings[0]
    let secondOfDay = first.hour * 3600 + first.minute * 60 + first.second
    return StatusLine(text: text, tooltip: tooltip, className: "clock", percentage: secondOfDay * 100 / 86_400)
  }

  /// `YYYY-MM-DD`.
  package static func date(_ reading: LocalTime) -> String {
    String(reading.iso8601String(fractionDigits: 0).prefix(10))
  }
}
