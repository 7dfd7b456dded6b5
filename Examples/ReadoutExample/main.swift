import ClockGeometry
import Foundation

// A stopwatch and a countdown read out at instants passed in: nothing here reads the real clock,
// so every run prints the same lines; a live tool passes Date() instead.
let t0 = Date(timeIntervalSince1970: 1_718_442_930)  // 2024-06-15T09:15:30Z
func at(_ seconds: Double) -> Date { t0.addingTimeInterval(seconds) }

func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }

/// `MM:SS.hh`, rounded down: a stopwatch shows a hundredth only once it has gone by.
func stopwatchText(_ elapsed: Duration) -> String {
  let (seconds, attoseconds) = elapsed.components
  let hundredths = Int(seconds) * 100 + Int(attoseconds / 10_000_000_000_000_000)
  return two(hundredths / 6000) + ":" + two(hundredths / 100 % 60) + "." + two(hundredths % 100)
}

/// `HH:MM:SS`, rounded up: a countdown shows 00:00:00 only once its time is up.
func countdownText(_ remaining: Duration) -> String {
  let (seconds, attoseconds) = remaining.components
  let whole = Int(seconds) + (attoseconds > 0 ? 1 : 0)
  return two(whole / 3600) + ":" + two(whole / 60 % 60) + ":" + two(whole % 60)
}

var watch = Stopwatch()
watch.start(at: at(0))
watch.lap(at: at(5.23))
watch.lap(at: at(12.5))
watch.stop(at: at(15))
watch.resume(at: at(20))  // the 5 s it was stopped do not count
watch.lap(at: at(25.75))
for lap in watch.laps {
  print("lap", lap.number, stopwatchText(lap.duration), "split", stopwatchText(lap.split))
}
print("at 30 s:", stopwatchText(watch.elapsed(at: at(30))), "lap", stopwatchText(watch.currentLap(at: at(30))))

let tea = Countdown(start: at(0), length: .seconds(555))  // 9 min 15 s
for seconds in [0, 0.4, 554.2, 555, 600] {
  let now = at(seconds)
  let state = tea.isFinished(at: now) ? "done" : "running"
  print("tea at \(seconds) s:", countdownText(tea.remaining(at: now)), "left,", state)
}
