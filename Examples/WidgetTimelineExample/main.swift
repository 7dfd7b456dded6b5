import ClockGeometry
import ClockSchedule
import Foundation

// A widget's timeline, as WidgetKit asks a provider for one: the entries from now, each with the
// text it shows and its colour. The instants are fixed, so every run prints the same lines; a
// widget passes the date WidgetKit gives it.
struct WidgetEntry: Encodable {
  let date: String  // ISO 8601 with the zone's offset: when the entry starts to show
  let text: String  // HH:MM:SS, leading zeros
  let timerRunning: Bool
  let color: String  // "green" while the timer runs
}

/// `HH:MM:SS` from the same reading as the entry's date.
func digitalTime(_ time: LocalTime) -> String {
  [time.hour, time.minute, time.second].map { $0 < 10 ? "0\($0)" : String($0) }.joined(separator: ":")
}

let now = Date(timeIntervalSince1970: 1_718_442_930.25)  // 2024-06-15T09:15:30.25Z
let berlin = ZoneRules.named("Europe/Berlin") ?? .utc
// A five-minute tea timer started at 09:10:33.5Z: it ends at 09:15:33.5Z, between two seconds.
let tea = Countdown(start: Date(timeIntervalSince1970: 1_718_442_633.5), length: .seconds(300))

// The next six whole seconds, plus the timer's end as an entry of its own, so the colour
// changes when the timer ends, not at the next whole second.
let seconds = Array(TickSchedule.everySecond.entries(from: now).prefix(6))
let timeline = TickSchedule.explicit(seconds + [tea.interval.upperBound]).entries(from: now)

var decomposer = LocalTimeDecomposer(timeZone: berlin)
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys  // the same bytes on every run
for date in timeline {
  let reading = decomposer.localTime(for: date)
  let running = tea.interval.contains(date)
  let entry = WidgetEntry(
    date: reading.iso8601String(), text: digitalTime(reading),
    timerRunning: running, color: running ? "green" : "primary")
  do {
    print(String(decoding: try encoder.encode(entry), as: UTF8.self))
  } catch {
    FileHandle.standardError.write(Data("cannot encode \(entry): \(error)\n".utf8))
    exit(1)
  }
}
