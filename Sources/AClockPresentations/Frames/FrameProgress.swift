import AClockRuntime
import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

/// The progress line of `aclock frames` on stderr: a bar, the count, the rate and the time left,
/// redrawn in place (`\r`). Only made when stderr is a terminal and `--quiet` was not given, so
/// logs and pipes stay clean.
///
/// ```text
/// [##########----------]  1800/3600  50%  412 frames/s  ETA 0:04
/// ```
package final class FrameProgress {
  private let total: Int
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  private static let barWidth = 24

  /// A progress line for `total` frames, or nil when it should not be shown.
  package static func onTerminal(total: Int, quiet: Bool) -> FrameProgress? {
    guard !quiet, isatty(STDERR_FILENO) != 0 else { return nil }
    return FrameProgress(total: total)
  }

  private init(total: Int) {
    self.total = total
    start = clock.now
  }

  /// Redraws the line: `rendered` frames drawn so far, `kept` found complete (`--resume`).
  package func show(rendered: Int, kept: Int) {
    write("\r" + line(rendered: rendered, kept: kept) + "\u{1B}[K")
  }

  /// Draws the last state and ends the line.
  package func finish(rendered: Int, kept: Int) {
    write("\r" + line(rendered: rendered, kept: kept) + "\u{1B}[K\n")
  }

  /// Ends the line before an error message.
  package func abandon() { write("\n") }

  package func line(rendered: Int, kept: Int) -> String {
    let done = min(total, rendered + kept)
    let fraction = total > 0 ? Double(done) / Double(total) : 1
    let filled = Int((fraction * Double(Self.barWidth)).rounded(.down))
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: Self.barWidth - filled)
    let elapsed = clock.now - start
    let seconds = elapsed.timeInterval
    // The rate counts frames drawn, not frames a resume found already there.
    let rate = seconds > 0 ? Double(rendered) / seconds : 0
    let eta = rate > 0 ? Self.clockReading(Double(total - done) / rate) : "--:--"
    let percent = Int((fraction * 100).rounded(.down))
    return "[\(bar)]  \(done)/\(total)  \(percent)%  \(Int(rate.rounded())) frames/s  ETA \(eta)"
  }

  /// `0:07`, `12:34`, `1:02:03`.
  package static func clockReading(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded(.up))
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let (hours, minutes, secs) = (whole / 3600, whole / 60 % 60, whole % 60)
    return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
  }

  private func write(_ text: String) {
    StandardError.write(text)
  }
}
