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

/// Countdown timers on a screen of cells: a ring dial per timer in a grid, each with its caption
/// and readout under it, and a line of key help at the bottom. A finished timer turns green,
/// rings the bell once and starts its actions (`--exec`, `--notify`); when all have finished
/// (and their actions' children have ended) the display is done a moment later (unless it
/// holds), so the last frame is seen.
///
/// A chain (`--chain`) draws only its running timer, the dial saying what comes next; pausing it
/// holds the running timer and moves the ones after it later.
///
/// Keys: space pauses and resumes every timer but the anchored ones (countdowns to an instant
/// or a time of day), which run on; with only anchored timers, space is refused with a note on
/// the key line. The key line also shows the newest action report (`--exec for tea: exit 0`).
package struct TimerDisplay: DialDisplay {
  private(set) var timers: TimerSet
  /// Each timer's face as the terminal draws it (no pixel side: the full dial).
  package let faces: [CountdownFace]
  /// How each dial shows the time left (`--face`).
  package let kind: CountdownDialKind
  /// The chain the timers run in, one after the other, only the running one drawn; nil when
  /// they run side by side.
  package let chain: TimerChain?
  package let mode: TextMode
  package let cellAspect: Double
  package let theme: ClockTheme?
  /// Rings the bell when a timer finishes.
  package let rings: Bool
  /// Keeps showing once every timer has finished.
  package let holds: Bool
  /// What to do beyond the bell when a timer finishes (nil: nothing).
  package let actions: TimerActions?
  private var finishes: TimerFinishes
  /// The note of a refused pause, and when it was given.
  private var refusal: (text: String, at: Date)?
  private let help: KeyHelpLine
  private var layout: (size: TerminalSize, shown: [Int], board: TextClockBoard, hasHelpLine: Bool)?

  /// How long the finished screen stays before the command exits.
  package static let finishedPause = Duration.seconds(1)
  package static let keyHelp = "space pause/resume   q quit"
  /// The key line's note when space is pressed and every timer is anchored.
  package static let pauseRefused = "cannot pause a countdown to a time"
  /// The key line's state while paused with anchored timers running on.
  package static let pausedButAnchored = "PAUSED (countdowns to a time run on)"

  package init(
    timers: TimerSet, mode: TextMode, cellAspect: Double, theme: ClockTheme?, rings: Bool, holds: Bool,
    actions: TimerActions? = nil, chain: TimerChain? = nil, kind: CountdownDialKind = .rings
  ) {
    self.timers = timers
    self.chain = chain
    self.kind = kind
    faces = timers.timers.indices.map { Self.face(index: $0, of: timers, chain: chain, kind: kind, pixelSide: nil) }
    self.mode = mode
    self.cellAspect = cellAspect
    self.theme = theme
    self.rings = rings
    self.holds = holds
    self.actions = actions
    finishes = TimerFinishes(count: timers.timers.count)
    help = KeyHelpLine(keys: Self.keyHelp, theme: theme)
  }

  /// The timers drawn at `now`: every one, or in a chain the one running (the last once all
  /// have finished).
  package func shown(at now: Date) -> [Int] {
    chain.map { [$0.running(in: timers, at: now)] } ?? Array(faces.indices)
  }

  /// Timer `index`'s face in `timers`: captioned by its name, or in a chain by its round and
  /// what comes next; for a picture `pixelSide` square (nil: the terminal).
  private static func face(index: Int, of timers: TimerSet, chain: TimerChain?, kind: CountdownDialKind, pixelSide: Int?) -> CountdownFace {
    let timer = timers.timers[index]
    guard let chain else { return CountdownFace(length: timer.countdown.length, caption: timer.name, kind: kind, pixelSide: pixelSide) }
    return CountdownFace(
      length: timer.countdown.length, caption: chain.dialCaption(index: index, in: timers),
      note: chain.note(after: index, in: timers), kind: kind, pixelSide: pixelSide)
  }

  /// Timer `index`'s dial: its face (`face`, or the terminal's) and its countdown as it now
  /// runs, paused with the set (unless anchored).
  package func countdownDial(_ index: Int, face: CountdownFace? = nil) -> CountdownDial {
    CountdownDial(face: face ?? faces[index], countdown: timers.timers[index].countdown, pausedAt: timers.pausedAt(timer: index))
  }

  package func dials(at instant: Date, pixelSide: Int?) -> [any DialFace] {
    shown(at: instant).map { index in
      countdownDial(index, face: pixelSide.map { Self.face(index: index, of: timers, chain: chain, kind: kind, pixelSide: $0) })
    }
  }

  package mutating func frame(at now: Date, size: TerminalSize) -> TextFrame {
    let shown = shown(at: now)
    if layout == nil || layout?.size != size || layout?.shown != shown {
      let hasHelpLine = size.rows >= 12
      let dials = shown.map { TextDial(still: faces[$0].scene(remaining: .zero), numeralsMinimumRows: kind == .disc ? 10 : nil) }
      let board = TextClockBoard(
        columns: size.columns, rows: size.rows - (hasHelpLine ? 1 : 0), dials: dials, mode: mode, cellAspect: cellAspect, theme: theme)
      layout = (size, shown, board, hasHelpLine)
    }
    guard let layout else { return TextFrame(columns: size.columns, rows: size.rows) }
    let drawn = layout.board.frame(shown.map { countdownDial($0).scene(at: now) })
    var frame = TextFrame(columns: size.columns, rows: size.rows)
    for row in 0..<drawn.rows {
      for column in 0..<drawn.columns { frame[column, row] = drawn[column, row] }
    }
    if layout.hasHelpLine {
      help.write(state: keyLineState(at: now), into: &frame, width: size.columns)
    }
    return frame
  }

  /// What the key line says before the keys: the pause, then the newest of a refused pause and
  /// an action's report, or that the display waits for the actions' children.
  private func keyLineState(at now: Date) -> String? {
    let pause = timers.pausedAt == nil ? nil : timers.timers.contains(where: \.isAnchored) ? Self.pausedButAnchored : "PAUSED"
    var note = [refusal, actions?.latest].compactMap { $0 }.max { $0.at < $1.at }?.text
    if let actions, !actions.isIdle, timers.allFinished(at: now) { note = "waiting for --exec" }
    let parts = [pause, note].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: "   ")
  }

  package mutating func handle(_ key: KeyCommand, at now: Date) {
    guard key == .space else { return }
    if timers.canPause {
      timers.togglePause(at: now)
      refusal = nil
    } else {
      refusal = (Self.pauseRefused, now)
    }
  }

  package func observeOutsideChanges(_ changed: @escaping @Sendable () -> Void) {
    actions?.listen { _ in changed() }
  }

  /// Each timer's readout seconds (`TickSchedule.changes(of: timers)`), and, unless it
  /// holds, the moment to exit: ``finishedPause`` after the last end. Nothing while paused.
  package var changes: TickSchedule {
    guard !holds, timers.pausedAt == nil, let end = timers.lastEnd else { return .changes(of: timers) }
    return .union([.changes(of: timers), .explicit([end.addingTimeInterval(Self.finishedPause.timeInterval)])])
  }

  package func exitStatus(at now: Date) -> Int32? {
    guard !holds, timers.allFinished(at: now), actions?.isIdle ?? true, let end = timers.lastEnd else { return nil }
    return now >= end.addingTimeInterval(Self.finishedPause.timeInterval) ? 0 : nil
  }

  /// A line per timer for the main screen: `Tea 4:00 done`, or `Tea 1:23 left of 4:00` for one
  /// quit early; in a chain, only the timers that have started.
  package func farewell(at now: Date) -> String? {
    let left = timers.remaining(at: now)
    return (chain?.started(in: timers, at: now) ?? Array(faces.indices)).map { index in
      timers.timers[index].report(remaining: left[index]) + "\n"
    }.joined()
  }

  /// One bell for each draw in which one or more timers are newly finished; each newly
  /// finished timer's actions start.
  package mutating func actOnEvents(at now: Date) -> Int {
    let finished = finishes.newlyFinished(in: timers, at: now)
    for index in finished {
      actions?.timerFinished(timers.timers[index])
    }
    return rings && !finished.isEmpty ? 1 : 0
  }
}
