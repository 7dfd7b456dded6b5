// aclock-bench: figures for README's performance table. Run with
//   swift run -c release aclock-bench [decompose] [ticks [--seconds N]]
// Each benchmark prints what it measured; none of them is part of the test suite.
import ClockGeometry
import ClockSchedule
import Foundation

/// Nanoseconds per call of `body` over `count` calls, best of `rounds` (the least disturbed run).
func nanosecondsPerCall(count: Int, rounds: Int = 3, _ body: () -> Int) -> (ns: Double, checksum: Int) {
  var best = Double.infinity
  var checksum = 0
  for _ in 0..<rounds {
    let clock = ContinuousClock()
    var result = 0
    let elapsed = clock.measure { result = body() }
    checksum = result
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    best = min(best, seconds * 1e9 / Double(count))
  }
  return (best, checksum)
}

func benchmarkDecomposition() {
  let count = 1_000_000
  let zoneName = "Europe/Berlin"
  guard let zone = TimeZone(identifier: zoneName) else { return }
  // Sequential one-second ticks from 2024-03-30T12:00Z: they cross the spring-forward transition.
  let start = 1_711_800_000.0
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = zone

  let fast = nanosecondsPerCall(count: count) {
    var decomposer = LocalTimeDecomposer(timeZone: zone)
    var sum = 0
    for i in 0..<count {
      let time = decomposer.localTime(for: Date(timeIntervalSince1970: start + Double(i)))
      sum &+= time.hour &+ time.minute &+ time.second &+ time.day
    }
    return sum
  }
  let uncached = nanosecondsPerCall(count: count) {
    var sum = 0
    for i in 0..<count {
      let time = LocalTime(Date(timeIntervalSince1970: start + Double(i)), in: zone)
      sum &+= time.hour &+ time.minute &+ time.second &+ time.day
    }
    return sum
  }
  let viaCalendar = nanosecondsPerCall(count: count) {
    var sum = 0
    for i in 0..<count {
      let parts = calendar.dateComponents(
        [.year, .month, .day, .hour, .minute, .second, .nanosecond],
        from: Date(timeIntervalSince1970: start + Double(i)))
      sum &+= (parts.hour ?? 0) &+ (parts.minute ?? 0) &+ (parts.second ?? 0) &+ (parts.day ?? 0)
    }
    return sum
  }
  let agree = fast.checksum == viaCalendar.checksum && uncached.checksum == viaCalendar.checksum
  print("decompose: \(count) sequential one-second instants in \(zoneName)")
  print(String(format: "  LocalTimeDecomposer (cached offset)  %8.1f ns/op", fast.ns))
  print(String(format: "  LocalTime(_:in:) (offset each time)  %8.1f ns/op", uncached.ns))
  print(String(format: "  Calendar.dateComponents              %8.1f ns/op", viaCalendar.ns))
  print(String(format: "  ratio Calendar / fast path           %8.1f×", viaCalendar.ns / fast.ns))
  print("  checksums agree: \(agree ? "yes" : "NO")")
}

/// Real `everySecond` ticks on `ContinuousClock` with `Date()`: how long after each whole second
/// the tick was observed, and whether any second was skipped or repeated.
func benchmarkTicks(seconds: Int) async {
  var lateness: [Double] = []
  var skipped = 0
  var repeated = 0
  var previous: Date?
  print("ticks: \(seconds) real everySecond ticks on ContinuousClock, wall time from Date()")
  for await entry in Ticker(schedule: .everySecond, clock: ContinuousClock()) {
    let observed = Date()
    guard let last = previous else {
      previous = entry  // the start's own second, shown at once: not a boundary we waited for
      continue
    }
    let step = Int(entry.timeIntervalSince(last).rounded())
    if step > 1 { skipped += step - 1 }
    if step < 1 { repeated += 1 }
    lateness.append(observed.timeIntervalSince(entry) * 1000)
    previous = entry
    if lateness.count == seconds { break }
  }
  let sorted = lateness.sorted()
  func percentile(_ p: Double) -> Double {
    sorted[min(sorted.count - 1, Int((p * Double(sorted.count)).rounded(.up)) - 1)]
  }
  print(String(format: "  observed after the boundary: p50 %.3f ms, p99 %.3f ms, max %.3f ms",
               percentile(0.5), percentile(0.99), sorted.last ?? 0))
  print("  skipped seconds: \(skipped), repeated seconds: \(repeated)")
}

let arguments = Array(CommandLine.arguments.dropFirst())
var tickSeconds = 120
var requested: [String] = []
var index = 0
while index < arguments.count {
  if arguments[index] == "--seconds", index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 {
    tickSeconds = value
    index += 2
  } else {
    requested.append(arguments[index])
    index += 1
  }
}
let names = ["decompose", "ticks"]
for name in requested.isEmpty ? names : requested {
  switch name {
  case "decompose": benchmarkDecomposition()
  case "ticks": await benchmarkTicks(seconds: tickSeconds)
  default:
    FileHandle.standardError.write(Data("aclock-bench: unknown benchmark '\(name)'; choose from \(names.joined(separator: ", ")) [--seconds N]\n".utf8))
    exit(64)
  }
}
