import ClockGeometry
import ClockSchedule
import Foundation

// Pure: the entries a start gives, no clock needed.
let kathmandu = ZoneRules.named("Asia/Kathmandu") ?? .utc
for minute in TickSchedule.everyMinute(in: kathmandu).entries(from: Date()).prefix(3) {
  print("minute", minute)
}

// Live: each entry as it becomes due by the wall clock (here the next three).
for await second in Ticker(schedule: .everySecond, clock: ContinuousClock()).prefix(3) {
  print("second", second)
}

// A demo: displayed time starts at 08:00 today and runs 60× real time, a minute a second.
let eightOClock = Calendar.current.date(bySettingHour: 8, minute: 0, second: 0, of: Date()) ?? Date()
let demo = WallClock.system.scaled(by: 60, from: eightOClock)
for await minute in Ticker(schedule: .everyMinute(in: .local()), clock: ContinuousClock(), wallClock: demo).prefix(3) {
  print("demo", minute)
}
