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

/// Timers' status line: the template filled in for each timer (`tea 3:59  eggs 7:29`), on each
/// timer's own second boundaries (`TickSchedule.changes(of:)`), until every timer has finished;
/// a finished timer's `{left}` reads `done`. Finishing starts the timer's actions.
///
/// `{left}` is the time left rounded up, as the dials show it (`0:00` would only ever show at
/// the end, so it reads `done` there); `{elapsed}` the length less the time left, both rounded
/// up to the second, so it changes when `{left}` does.
///
/// JSON: the tooltip is one line per timer (`tea 3:59 left of 4:00`, `tea 4:00 done`); the
/// class `running`, or `done` once every timer has finished; the percentage the share gone of
/// the timer that ends soonest among those still running (100 when all are done), rounded down.
///
/// A chain (`--chain`) shows the running timer alone (`work 24:59`; the last, `break done`,
/// once all have finished), and its tooltip adds the one that follows (`next: break 5:00`).
package struct TimerStatus: StatusSource {
  package let timers: TimerSet
  package let template: StatusTemplate
  package let actions: TimerActions?
  /// The chain the timers run in, or nil when they run side by side.
  package var chain: TimerChain?
  private var finishes: TimerFinishes

  /// The template used without `--status-format`.
  package static let defaultTemplate = StatusTemplate([.placeholder(.name), .text(" "), .placeholder(.left)])

  package init(timers: TimerSet, template: StatusTemplate?, actions: TimerActions?, chain: TimerChain? = nil) {
    self.timers = timers
    self.template = template ?? Self.defaultTemplate
    self.actions = actions
    self.chain = chain
    finishes = TimerFinishes(count: timers.timers.count)
  }

  package var changes: TickSchedule { .changes(of: timers) }

  package func isFinished(at now: Date) -> Bool { timers.allFinished(at: now) }

  package mutating func actOnEvents(at now: Date) {
    guard let actions else { return }
    for index in finishes.newlyFinished(in: timers, at: now) {
      actions.timerFinished(timers.timers[index])
    }
  }

  package var actionWaiter: @Sendable () -> Void {
    let actions = actions
    return { actions?.waitUntilIdle() }
  }

  package func line(at now: Date) -> StatusLine {
    let left = timers.remaining(at: now)
    let all = timers.timers
    let shown = chain.map { [$0.running(in: timers, at: now)] } ?? Array(all.indices)
    let text = shown.map { index in
      template.rendered { placeholder in
        switch placeholder {
        case .name: all[index].displayName
        case .left: left[index] > .zero ? DurationFormat.short.string(left[index], rounding: .up) : "done"
        case .elapsed:
          DurationFormat.short.string(
            .seconds(Self.wholeSecondsUp(all[index].countdown.length) - Self.wholeSecondsUp(left[index])), rounding: .down)
        case .time, .date, .zone, .glyph: ""
        }
      }
    }.joined(separator: StatusLine.separator)
    var tooltip = shown.map { all[$0].report(remaining: left[$0]) }
    if chain != nil, let next = shown.first.map({ $0 + 1 }), next < all.count {
      let length = DurationFormat.short.string(all[next].countdown.length, rounding: .up)
      tooltip.append("next: \(all[next].displayName) \(length)")
    }
    let done = !left.contains { $0 > .zero }
    let end = { (index: Int) in all[index].countdown.interval.upperBound }
    let soonest = all.indices.filter { left[$0] > .zero }.min { (end($0), $0) < (end($1), $1) }
    let percentage = soonest.map { index in
      let length = all[index].countdown.length
      return length > .zero ? Int(((length - left[index]) / length * 100).rounded(.down)) : 100
    } ?? 100
    return StatusLine(
      text: text, tooltip: tooltip.joined(separator: "\n"), className: done ? "done" : "running", percentage: min(max(percentage, 0), 100))
  }

  /// Whole seconds in `duration`, rounded up (0 for zero or less).
  package static func wholeSecondsUp(_ duration: Duration) -> Int64 {
    guard duration > .zero else { return 0 }
    let (seconds, attoseconds) = duration.components
    return seconds + (attoseconds > 0 ? 1 : 0)
  }
}
