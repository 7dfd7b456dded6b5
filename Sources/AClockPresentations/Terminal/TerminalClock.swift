import AClockRuntime
import ClockGeometry
import ClockText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the terminal clock shows: one clock per zone, drawn as text for a screen size, with the
/// board remade only when the size or the look (a live key: second hand, dial, drawing) changes.
package struct TerminalClock {
  package let zones: [ZoneRules]
  package private(set) var face: ClockFaceOptions
  package let theme: ClockTheme?
  package private(set) var mode: TextMode
  package let cellAspect: Double
  /// The second hand that ``toggleSecondHand()`` brings back: the one started with, or a
  /// ticking one after `--no-seconds`.
  private let movingSecondHand: ClockFaceOptions.SecondHand
  private var board: TextClockBoard?
  /// One per zone: readings without asking the zone (ICU) every second.
  private var decomposers: [LocalTimeDecomposer]
  /// One per zone: scenes that share their still part.
  private var faces: [ClockFace]

  package init(zones: [ZoneRules], face: ClockFaceOptions, theme: ClockTheme?, mode: TextMode, cellAspect: Double) {
    self.zones = zones
    decomposers = zones.map(LocalTimeDecomposer.init(timeZone:))
    var face = face
    face.minuteHand = .jumping
    // A world clock needs to say which clock is which.
    if zones.count > 1 { face.namesZone = true }
    self.face = face
    movingSecondHand = face.secondHand == .hidden ? .ticking : face.secondHand
    faces = zones.map { ClockFace(timeZone: $0, options: face) }
    self.theme = theme
    self.mode = mode
    self.cellAspect = cellAspect
  }

  /// Hides the second hand, or shows it again (ticking, or sweeping after `--sweep`).
  package mutating func toggleSecondHand() {
    face.secondHand = face.secondHand == .hidden ? movingSecondHand : .hidden
    remakeFaces()
  }

  /// Turns the 12-hour dial into the 24-hour one, or back.
  package mutating func toggleDial() {
    face.dial = face.dial == .twelveHour ? .twentyFourHour : .twelveHour
    remakeFaces()
  }

  /// Draws with `mode` from the next frame on.
  package mutating func draw(with mode: TextMode) {
    self.mode = mode
    board = nil
  }

  /// The screen at `instant`, `size` cells large.
  package mutating func frame(at instant: Date, size: TerminalSize) -> TextFrame {
    let scenes = scenes(at: instant)
    return board(for: size).frame(scenes)
  }

  /// The screen at `instant`, `size` cells large, drawn over the last update's (the whole
  /// screen after a change of size).
  package mutating func update(at instant: Date, size: TerminalSize) -> TextFrameUpdate {
    let scenes = scenes(at: instant)
    var board = board(for: size)
    self.board = nil  // keeps the board's frame unshared while it draws
    defer { self.board = board }
    return board.update(scenes)
  }

  private mutating func scenes(at instant: Date) -> [ClockScene] {
    var scenes: [ClockScene] = []
    scenes.reserveCapacity(zones.count)
    // Through the buffer: an array's subscript hands out a copy of the face, a few dozen
    // retains and releases every second, where the buffer's lends it.
    faces.withUnsafeBufferPointer { faces in
      for index in faces.indices {
        scenes.append(faces[index].scene(at: decomposers[index].localTime(for: instant)))
      }
    }
    return scenes
  }

  /// Makes the faces for changed options; the next update draws the whole board afresh.
  private mutating func remakeFaces() {
    faces = zones.map { ClockFace(timeZone: $0, options: face) }
    board = nil
  }

  private mutating func board(for size: TerminalSize) -> TextClockBoard {
    if let board, board.columns == size.columns, board.rows == size.rows { return board }
    let board = TextClockBoard(
      columns: size.columns, rows: size.rows, count: zones.count, mode: mode,
      cellAspect: cellAspect, options: face, theme: theme)
    self.board = board
    return board
  }
}
