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

/// The stopwatch on a screen of cells: the dial with its readout, the laps (newest first) on the
/// right when there is room, and a line of key help at the bottom.
///
/// Keys: space starts, stops and resumes; `l` records a lap while running; `r` resets.
package struct StopwatchDisplay: DialDisplay {
  /// The dial and the stopwatch it shows, operated by the keys.
  private(set) var dial: StopwatchDial
  package let mode: TextMode
  package let cellAspect: Double
  package let theme: ClockTheme?
  private let help: KeyHelpLine
  private var layout: Layout?

  /// How often the readout is redrawn while running (hundredths that are a multiple of four:
  /// 25 frames a second, each showing the exact time of its own instant).
  package static let runningInterval = Duration.milliseconds(40)
  /// The width of the lap panel, and the narrowest screen that gets one.
  package static let lapPanelColumns = 32
  package static let lapPanelMinimumScreen = 64

  /// The help line.
  package static let keyHelp = "space start/stop   l lap   r reset   q quit"

  package init(stopwatch: Stopwatch, mode: TextMode, cellAspect: Double, theme: ClockTheme?, style: ClockStyle = .classic) {
    dial = StopwatchDial(face: StopwatchFace(style: style), stopwatch: stopwatch)
    self.mode = mode
    self.cellAspect = cellAspect
    self.theme = theme
    help = KeyHelpLine(keys: Self.keyHelp, theme: theme)
  }

  /// The stopwatch shown.
  package var stopwatch: Stopwatch { dial.stopwatch }

  package func dials(at instant: Date, pixelSide: Int?) -> [any DialFace] { [dial] }

  package mutating func frame(at now: Date, size: TerminalSize) -> TextFrame {
    let showsPanel = !stopwatch.laps.isEmpty && size.columns >= Self.lapPanelMinimumScreen
    let layout = layout(for: size, showsPanel: showsPanel)
    var frame = TextFrame(columns: size.columns, rows: size.rows)
    layout.dial.draw(dial.scene(at: now), into: &frame)
    if layout.hasHelpLine {
      help.write(state: stopwatch.state == .stopped ? "STOPPED" : nil, into: &frame, width: layout.dialColumns)
    }
    if showsPanel { writeLaps(into: &frame, column: layout.dialColumns, rows: size.rows, style: help.style) }
    return frame
  }

  package mutating func handle(_ key: KeyCommand, at now: Date) {
    switch key {
    case .space:
      switch stopwatch.state {
      case .idle: dial.stopwatch.start(at: now)
      case .running: dial.stopwatch.stop(at: now)
      case .stopped: dial.stopwatch.resume(at: now)
      }
    case .character("l"): dial.stopwatch.lap(at: now)
    case .character("r"): dial.stopwatch.reset()
    default: break
    }
  }

  /// While running, every instant whose elapsed time is a whole ``runningInterval``; nothing
  /// while idle or stopped.
  package var changes: TickSchedule { .changes(of: stopwatch, every: Self.runningInterval) }

  /// The result for the main screen: the elapsed time, then every lap, oldest first.
  ///
  /// ```text
  /// stopwatch 01:15.23
  ///  Lap         Time        Split
  ///    1     00:05.23     00:05.23
  /// ```
  package func farewell(at now: Date) -> String? {
    var lines = ["stopwatch " + DurationFormat.stopwatch.string(stopwatch.elapsed(at: now), rounding: .down)]
    if !stopwatch.laps.isEmpty {
      lines.append(Self.lapLine("Lap", "Time", "Split"))
      lines += stopwatch.laps.map { Self.lapLine($0) }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// The laps, newest first, as many as fit: number, lap time, split.
  private func writeLaps(into frame: inout TextFrame, column: Int, rows: Int, style: TextStyle) {
    frame.write(Self.lapLine("Lap", "Time", "Split"), column: column + 1, row: 1, style: style)
    for (row, lap) in zip(3..<rows, stopwatch.laps.reversed()) {
      frame.write(Self.lapLine(lap), column: column + 1, row: row)
    }
  }

  /// A lap's row: its number, lap time and split, rounded down as the readout is.
  private static func lapLine(_ lap: Stopwatch.Lap) -> String {
    lapLine(
      String(lap.number), DurationFormat.stopwatch.string(lap.duration, rounding: .down),
      DurationFormat.stopwatch.string(lap.split, rounding: .down))
  }

  /// One row of the lap panel, each field right-aligned: 4 + 2 + 11 + 2 + 11 = 30 columns, so
  /// `00:05.23` and `01:00:00.00` line up.
  private static func lapLine(_ number: String, _ time: String, _ split: String) -> String {
    func right(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
    return right(number, 4) + "  " + right(time, 11) + "  " + right(split, 11)
  }

  private struct Layout {
    let size: TerminalSize
    let showsPanel: Bool
    let dial: TextClockRenderer
    let dialColumns: Int
    let hasHelpLine: Bool
  }

  /// The dial's renderer for this screen, made again only when the size or the panel changes.
  private mutating func layout(for size: TerminalSize, showsPanel: Bool) -> Layout {
    if let layout, layout.size == size, layout.showsPanel == showsPanel { return layout }
    let dialColumns = showsPanel ? size.columns - Self.lapPanelColumns : size.columns
    let hasHelpLine = size.rows >= 12
    let rect = CellRect(column: 0, row: 0, columns: dialColumns, rows: size.rows - (hasHelpLine ? 1 : 0))
    let renderer = TextClockRenderer(
      rect: rect, mode: mode, cellAspect: cellAspect, dial: TextDial(still: dial.face.scene(elapsed: .zero)), theme: theme)
    let layout = Layout(size: size, showsPanel: showsPanel, dial: renderer, dialColumns: dialColumns, hasHelpLine: hasHelpLine)
    self.layout = layout
    return layout
  }
}
