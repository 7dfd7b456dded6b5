/// How late after each wall-clock second a once-a-second output arrived (arrival instants in
/// Unix seconds), and which seconds were skipped or seen twice: the figures the terminal clock
/// and the status lines report.
struct BoundaryLateness {
  /// Milliseconds after the second boundary, sorted.
  let milliseconds: [Double]
  let skipped: Int
  let repeated: Int

  init(arrivals: [Double]) {
    milliseconds = arrivals.map { ($0 - $0.rounded(.down)) * 1000 }.sorted()
    let seconds = arrivals.map { Int($0.rounded(.down)) }
    var skipped = 0, repeated = 0
    for (previous, next) in zip(seconds, seconds.dropFirst()) {
      if next - previous > 1 { skipped += next - previous - 1 }
      if next == previous { repeated += 1 }
    }
    self.skipped = skipped
    self.repeated = repeated
  }

  /// The `p` quantile (0…1) by the nearest-rank rule; NaN without samples.
  func percentile(_ p: Double) -> Double {
    guard !milliseconds.isEmpty else { return .nan }
    return milliseconds[min(milliseconds.count - 1, max(0, Int((p * Double(milliseconds.count)).rounded(.up)) - 1))]
  }

  /// The worst, NaN without samples.
  var maximum: Double { milliseconds.last ?? .nan }
}
