import ClockGeometry
import ClockSchedule
import ClockText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Countdown timers on a screen of cells: a ring dial per timer in a grid, each with its caption
/// and readout under it, and a line of key help at the bottom. A finished timer turns green and
/// rings the bell once; when all have finished the display is done a moment later (unless it
/// holds), so the last frame is seen.
///
/// Keys: space pauses and resumes every timer.
struct TimerDisplay: DialDisplay {
  private(set) var timers: TimerSet
  let faces: [CountdownFace]
  let mode: TextMode
  let cellAspect: Double
  let theme: ClockTheme?
  /// Rings the bell when a timer finishes.
  let rings: Bool
  /// Keeps showing once every timer has finished.
  let holds: Bool
  private var rung: [Bool]
  private let help: KeyHelpLine
  private var layout: (size: TerminalSize, board: TextClockBoard, hasHelpLine: Bool)?

  /// How long the finished screen stays before the command exits.
  static let finishedPause = Duration.seconds(1)
  static let keyHelp = "space pause/resume   q quit"

  init(timers: TimerSet, captions: [String?], mode: TextMode, cellAspect: Double, theme: ClockTheme?, rings: Bool, holds: Bool) {
    self.timers = timers
    faces = zip(timers.countdowns, captions).map { CountdownFace(length: $0.length, caption: $1) }
    self.mode = mode
    self.cellAspect = cellAspect
    self.theme = theme
    self.rings = rings
    self.holds = holds
    rung = timers.countdowns.map { _ in false }
    help = KeyHelpLine(keys: Self.keyHelp, theme: theme)
  }

  /// A dial per timer: its face and its countdown as it now runs, paused with the set.
  var countdownDials: [CountdownDial] {
    zip(faces, timers.countdowns).map { CountdownDial(face: $0, countdown: $1, pausedAt: timers.pausedAt) }
  }

  var dials: [any DialFace] { countdownDials }

  mutating func frame(at now: Date, size: TerminalSize) -> TextFrame {
    if layout == nil || layout?.size != size {
      let hasHelpLine = size.rows >= 12
      let dials = faces.map { TextDial(still: $0.scene(remaining: .zero)) }
      let board = TextClockBoard(
        columns: size.columns, rows: size.rows - (hasHelpLine ? 1 : 0), dials: dials, mode: mode, cellAspect: cellAspect, theme: theme)
      layout = (size, board, hasHelpLine)
    }
    guard let layout else { return TextFrame(columns: size.columns, rows: size.rows) }
    let drawn = layout.board.frame(countdownDials.map { $0.scene(at: now) })
    var frame = TextFrame(columns: size.columns, rows: size.rows)
    for row in 0..<drawn.rows {
      for column in 0..<drawn.columns { frame[column, row] = drawn[column, row] }
    }
    if layout.hasHelpLine {
      help.write(state: timers.pausedAt != nil ? "PAUSED" : nil, into: &frame, width: size.columns)
    }
    return frame
  }

  mutating func handle(_ key: KeyCommand, at now: Date) {
    if key == .space { timers.togglePause(at: now) }
  }

  /// Each timer's readout seconds (`TickSchedule.changes(of: timers)`), and, unless it
  /// holds, the moment to exit: ``finishedPause`` after the last end. Nothing while paused.
  var changes: TickSchedule {
    guard !holds, timers.pausedAt == nil, let end = timers.lastEnd else { return .changes(of: timers) }
    return .union([.changes(of: timers), .explicit([end.addingTimeInterval(Self.finishedPause.timeInterval)])])
  }

  func exitStatus(at now: Date) -> Int32? {
    guard !holds, timers.allFinished(at: now), let end = timers.lastEnd else { return nil }
    return now >= end.addingTimeInterval(Self.finishedPause.timeInterval) ? 0 : nil
  }

  /// A line per timer for the main screen: `Tea 4:00 done`, or `Tea 1:23 left of 4:00` for one
  /// quit early.
  func farewell(at now: Date) -> String? {
    zip(faces, zip(timers.countdowns, timers.remaining(at: now))).map { face, timer in
      TimerSet.report(caption: face.caption, length: timer.0.length, remaining: timer.1) + "\n"
    }.joined()
  }

  /// One bell for each draw in which one or more timers are newly finished.
  mutating func bells(at now: Date) -> Int {
    var newlyFinished = false
    for (index, remaining) in timers.remaining(at: now).enumerated() where remaining == .zero && !rung[index] {
      rung[index] = true
      newlyFinished = true
    }
    return rings && newlyFinished ? 1 : 0
  }
}
