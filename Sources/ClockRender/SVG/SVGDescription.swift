import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `<title>` and `<desc>` of an SVG document: what a screen reader says for the picture.
package struct SVGDescription: Sendable, Hashable {
  /// A short name ("Analog clock", "World clock", "Stopwatch", "Timers").
  package var title: String
  /// What it shows, as a sentence: "Analog clock showing 10:09:37 in Tokyo."
  package var description: String

  /// A title and a description.
  package init(title: String, description: String) {
    self.title = title
    self.description = description
  }

  /// "Analog clock", for a picture whose instant the caller did not say.
  package static let generic = SVGDescription(title: "Analog clock", description: "Analog clock.")

  /// Clocks showing `instant` in each of `timeZones` (one: an analog clock; more: a world
  /// clock), with seconds unless `withSeconds` is false; `running` when their hands go on from
  /// there (an animated SVG).
  package static func clocks(at instant: Date, in timeZones: [ZoneRules], withSeconds: Bool = true, running: Bool = false) -> SVGDescription {
    let readings = timeZones.map { zone in
      ClockScene.digitalTime(LocalTime(instant, in: zone), withSeconds: withSeconds) + " in " + ZoneTitle.title(for: zone)
    }
    let verb = running ? "running from" : "showing"
    if readings.count == 1 { return SVGDescription(title: "Analog clock", description: "Analog clock \(verb) \(readings[0]).") }
    return SVGDescription(title: "World clock", description: "World clock \(verb) \(Self.list(readings)).")
  }

  /// Clocks that show the viewer's current time in each of `timeZones` (a live SVG).
  package static func live(in timeZones: [ZoneRules]) -> SVGDescription {
    let places = Self.list(timeZones.map { ZoneTitle.title(for: $0) })
    if timeZones.count == 1 { return SVGDescription(title: "Analog clock", description: "Analog clock showing the time in \(places).") }
    return SVGDescription(title: "World clock", description: "World clock showing the time in \(places).")
  }

  /// Dials of any kind at `instant`: a stopwatch reads out its time, a countdown its time left
  /// (or that it has finished) and its caption, a clock its time and zone.
  package static func dials(_ dials: [any DialFace], at instant: Date) -> SVGDescription {
    var parts: [String] = []
    var stopwatches = 0, timers = 0
    for dial in dials {
      if let dial = dial as? StopwatchDial {
        stopwatches += 1
        parts.append("stopwatch showing " + DurationFormat.stopwatch.string(dial.stopwatch.elapsed(at: instant), rounding: .down))
      } else if let dial = dial as? CountdownDial {
        timers += 1
        let name = dial.face.caption.map { "timer \($0)" } ?? "timer"
        let left = dial.countdown.remaining(at: TimerSet.readingInstant(instant, pausedAt: dial.pausedAt))
        parts.append(left <= .zero ? "\(name) finished" : "\(name) with \(DurationFormat.padded.string(left, rounding: .up)) left")
      } else if let face = dial as? ClockFace {
        parts.append("clock showing " + ClockScene.digitalTime(LocalTime(instant, in: face.timeZone), withSeconds: true)
          + " in " + ZoneTitle.title(for: face.timeZone))
      }
    }
    let title = stopwatches > 0 && timers == 0 ? "Stopwatch" : timers > 1 ? "Timers" : timers == 1 ? "Timer" : "Dials"
    let sentence = list(parts)
    return SVGDescription(title: title, description: sentence.prefix(1).uppercased() + sentence.dropFirst() + ".")
  }

  /// "a", "a and b", "a, b and c".
  private static func list(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }
}
