import ClockGeometry
import ClockText
import Foundation

/// What the terminal clock shows: one clock per zone, drawn as text for a screen size, with the
/// board remade only when the size changes.
struct TerminalClock {
  let zones: [TimeZone]
  let face: ClockFaceOptions
  let theme: ClockTheme?
  let mode: TextMode
  let cellAspect: Double
  private var board: TextClockBoard?

  init(zones: [TimeZone], face: ClockFaceOptions, theme: ClockTheme?, mode: TextMode, cellAspect: Double) {
    self.zones = zones
    var face = face
    face.minuteHand = .jumping
    // A world clock needs to say which clock is which.
    if zones.count > 1 {
      switch face.label {
      case .none: face.label = .zone
      case .time: face.label = .both
      case .zone, .both: break
      }
    }
    self.face = face
    self.theme = theme
    self.mode = mode
    self.cellAspect = cellAspect
  }

  /// The screen at `instant`, `size` cells large.
  mutating func frame(at instant: Date, size: TerminalSize) -> TextFrame {
    if board?.columns != size.columns || board?.rows != size.rows {
      board = TextClockBoard(
        columns: size.columns, rows: size.rows, count: zones.count, mode: mode,
        cellAspect: cellAspect, options: face, theme: theme)
    }
    let scenes = zones.map { zone in
      ClockScene(time: LocalTime(instant, in: zone), timeZone: zone, options: face)
    }
    return board?.frame(scenes) ?? TextFrame(columns: size.columns, rows: size.rows)
  }
}
