import AClockPresentations
import AClockRuntime
import AClockValues
import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `aclock angles`: where the hands point, for tools outside Swift.
struct AnglesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "angles",
    abstract: "Print the hand angles for an instant.",
    discussion: """
      Angles are degrees clockwise from 12 o'clock, in [0, 360). The hour hand moves with the \
      minutes and seconds, the minute hand with the seconds; "second" ticks in whole seconds and \
      "secondSweep" includes the fraction; "hour24" is the hour hand of a 24-hour dial with \
      midnight at the top.

      With --json, one object: hour, minute, second, secondSweep, hour24, local (ISO 8601 with \
      the offset), timeZone, utcOffsetSeconds, unixSeconds. With several --timezone values, one \
      line (or object) per zone, in the order given, all for the same instant.
      """
  )

  @OptionGroup var time: TimeOptions<ZoneOptions>

  @Flag(help: "Print one JSON object instead of a line of text.")
  var json = false

  func run() throws {
    let instant = time.instant(now: Date())
    for zone in time.zone.all {
      let report = AnglesReport(instant: instant, timeZone: zone.timeZone)
      try StandardOutput.write((json ? try report.json() : report.humanLine) + "\n")
    }
  }
}
