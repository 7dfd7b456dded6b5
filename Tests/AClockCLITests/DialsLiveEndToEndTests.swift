import ClockGeometry
import ClockTestSupport
import ClockText
import Foundation
import Testing

/// `aclock timer` and `aclock stopwatch` live in a real terminal (tmux), driven by keys.
@Suite("Stopwatch and timers, live in tmux", .serialized, .tags(.integration, .tmux))
struct DialsLiveEndToEndTests {
  /// The readouts on a screen: words shaped like `00:00:03` or `01:15.23`.
  static func readouts(_ screen: [String]) -> [String] {
    screen.flatMap { $0.split(separator: " ") }.map(String.init).filter { word in
      word.wholeMatch(of: /\d\d:\d\d(:\d\d|\.\d\d)/) != nil || word.wholeMatch(of: /\d\d:\d\d:\d\d\.\d\d/) != nil
        || word == CountdownFace.doneText
    }
  }

  /// The readouts in order, in green at the end, one bell, the result line and exit 0. The
  /// instant of each frame (the timer's own seconds) is checked on a simulated wall clock in
  /// ``DialScreenTests``, not here by the gaps between polls of a real screen.
  @Test func aThreeSecondTimerCountsDownTurnsGreenRingsOnceAndExits() throws {
    try #require(TmuxSession.isInstalled, "tmux is missing: scripts/install-deps --test installs it")
    try TmuxSession.run { tmux in
      let bytes = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-timer-\(UUID().uuidString).out").path
      defer { try? FileManager.default.removeItem(atPath: bytes) }
      // The timer starts on Enter, once everything it writes is being copied to a file.
      try tmux.start(LiveTerminalEndToEndTests.shellCommand("timer 3s --color always").replacingOccurrences(of: "S=$(stty -g); ", with: "S=$(stty -g); read go; "), columns: 80, rows: 24)
      try tmux.tmux(["pipe-pane", "-o", "cat >> '\(bytes)'"])
      try tmux.tmux(["send-keys", "Enter"])

      // Watch the readout, noting each value as it first shows.
      var seen: [String] = []
      var greenLine: String?
      let watched = try tmux.waitFor(seconds: 15) { screen in
        if let readout = Self.readouts(screen).first, readout != seen.last {
          seen.append(readout)
        }
        if seen.last == "done", greenLine == nil {
          greenLine = (try? tmux.tmux(["capture-pane", "-e", "-p"]))?.split(separator: "\n").map(String.init).first { $0.contains("done") }
        }
        return screen.contains { $0.hasPrefix("EXIT=") }
      }
      #expect(watched.met, "\(watched.screen.joined(separator: "\n"))")
      #expect(seen == ["00:00:03", "00:00:02", "00:00:01", "done"])
      // Green: the finished readout is drawn in the theme's finished colour (256-colour palette).
      let green = TerminalColor(ClockTheme.dark.color(for: .finished), over: ClockTheme.dark.backdrop).paletteIndex
      #expect(greenLine?.contains("38;5;\(green)m") == true, "\(String(describing: greenLine))")
      #expect(watched.screen.contains("EXIT=0"))
      #expect(watched.screen.contains("timer 0:03 done"))
      #expect(try tmux.waitFor { $0.contains("TTY-RESTORED") }.met)
      // One bell in everything the timer wrote.
      let written = try Data(contentsOf: URL(fileURLWithPath: bytes))
      #expect(written.filter { $0 == 0x07 }.count == 1)
    }
  }

  /// Space reaches the timers through the terminal and pauses and resumes them. That paused
  /// readouts hold, however long, and resume where they were is checked at chosen instants in
  /// ``DialScreenTests``.
  @Test func spacePausesAndResumesTheTimers() throws {
    try #require(TmuxSession.isInstalled, "tmux is missing: scripts/install-deps --test installs it")
    try TmuxSession.run { tmux in
      try tmux.start(LiveTerminalEndToEndTests.shellCommand("timer 1h 2m --label A --label B --color never"), columns: 100, rows: 24)
      #expect(try tmux.waitFor { $0.joined().contains("A  00:59:59") }.met)
      try tmux.tmux(["send-keys", "Space"])
      #expect(try tmux.waitFor { $0.joined().contains("PAUSED") }.met)
      // A frame aclock is made to draw while paused (for a taller window) says so, with both
      // readouts; the first frame to show PAUSED may be one drawn for an instant just before
      // the pause (see `resize`).
      let drawn = try Self.resize(tmux, columns: 100, rows: 27) { $0.contains("PAUSED") }
      #expect(drawn.met, "\(drawn.screen.joined(separator: "\n"))")
      let frozen = Self.readouts(drawn.screen)
      #expect(frozen.count == 2, "\(drawn.screen.joined(separator: "\n"))")
      try tmux.tmux(["send-keys", "Space"])
      let resumed = try tmux.waitFor { Self.readouts($0) != frozen && !$0.joined().contains("PAUSED") }
      #expect(resumed.met)
      try tmux.tmux(["send-keys", "q"])
      let after = try tmux.waitFor { $0.contains("TTY-RESTORED") }
      #expect(after.screen.contains("EXIT=0"))
    }
  }

  /// Makes the window `columns` × `rows` and waits until aclock has drawn for that size: a
  /// taller window leaves the old help line where it was, so the new last row satisfying
  /// `lastRow` (the help line in the state expected) is aclock's own frame.
  ///
  /// That frame is drawn for the moment aclock handles the resize. The first frame after a key
  /// need not be: aclock's draw loop reads the clock before it takes the lock the key's handler
  /// holds, so it can draw for an instant before the key (a stopwatch stopped at 00:00.42 was
  /// seen showing 00:00.40 with STOPPED, until the next frame a moment later).
  static func resize(
    _ tmux: TmuxSession, columns: Int, rows: Int, lastRow: (String) -> Bool
  ) throws -> (screen: [String], met: Bool) {
    try tmux.tmux(["resize-window", "-x", "\(columns)", "-y", "\(rows)"])
    return try tmux.waitFor { $0.count >= rows && lastRow($0[rows - 1]) }
  }

  /// `MM:SS.hh` or `HH:MM:SS.hh` in hundredths of a second.
  static func hundredths(_ text: String) -> Int? {
    let fields = text.split(separator: ".")
    guard fields.count == 2, let fraction = Int(fields[1]) else { return nil }
    let clock = fields[0].split(separator: ":").compactMap { Int($0) }
    return clock.reduce(0) { $0 * 60 + $1 } * 100 + fraction
  }

  /// The rows of the lap panel, newest first: number, lap time, split.
  static func laps(_ screen: [String]) -> [[String]] {
    screen.compactMap { line in
      let words = line.split(separator: " ").map(String.init)
      guard words.count >= 3 else { return nil }
      let row = Array(words.suffix(3))
      guard Int(row[0]) != nil, hundredths(row[1]) != nil, hundredths(row[2]) != nil else { return nil }
      return row
    }
  }

  /// The stopwatch's own readout (under the dial), in hundredths.
  static func readout(_ screen: [String]) -> Int? {
    readouts(screen.filter { laps([$0]).isEmpty }).first.flatMap(hundredths)
  }

  /// The keys through the terminal: start, lap, stop, resume, lap, reset, quit. The exact
  /// readouts and laps at chosen instants, and that a stopped readout holds, are checked in
  /// ``DialScreenTests``.
  @Test func theStopwatchStartsStopsLapsAndResetsByKeyboard() throws {
    try #require(TmuxSession.isInstalled, "tmux is missing: scripts/install-deps --test installs it")
    try TmuxSession.run { tmux in
      try tmux.start(LiveTerminalEndToEndTests.shellCommand("stopwatch --color never"), columns: 100, rows: 30)
      let idle = try tmux.waitFor { Self.readout($0) == 0 && $0.joined().contains("space start/stop") }
      #expect(idle.met, "\(idle.screen.joined(separator: "\n"))")

      try tmux.tmux(["send-keys", "Space"])  // start
      #expect(try tmux.waitFor { (Self.readout($0) ?? 0) >= 30 }.met)
      try tmux.tmux(["send-keys", "l"])  // lap 1
      let lapped = try tmux.waitFor { Self.laps($0).count == 1 }
      #expect(lapped.met, "\(lapped.screen.joined(separator: "\n"))")
      // The first lap's time is its split.
      if let first = Self.laps(lapped.screen).first { #expect(first[0] == "1" && first[1] == first[2]) }

      try tmux.tmux(["send-keys", "Space"])  // stop
      #expect(try tmux.waitFor { $0.joined().contains("STOPPED") }.met)
      // A frame aclock is made to draw while stopped (for a taller window) holds the time.
      let drawn = try Self.resize(tmux, columns: 100, rows: 33) { $0.contains("STOPPED") }
      #expect(drawn.met, "\(drawn.screen.joined(separator: "\n"))")
      let held = try #require(Self.readout(drawn.screen), "\(drawn.screen.joined(separator: "\n"))")
      #expect(held >= 30)

      // A lap needs a running stopwatch: stopped, `l` does nothing. Keys are handled in order,
      // so once the resume that follows it shows, the `l` has been handled too.
      try tmux.tmux(["send-keys", "l", "Space"])  // resume: counts on from the held time
      let resumed = try tmux.waitFor { (Self.readout($0) ?? 0) > held && !$0.joined().contains("STOPPED") }
      #expect(resumed.met)
      #expect(Self.laps(resumed.screen).count == 1, "\(resumed.screen.joined(separator: "\n"))")
      try tmux.tmux(["send-keys", "l"])  // lap 2
      let two = try tmux.waitFor { Self.laps($0).count == 2 }
      #expect(two.met)
      // Newest first. Lap 2 is split 2 − split 1: each readout is rounded down to the hundredth,
      // so the difference is within one hundredth.
      let rows = Self.laps(two.screen)
      if rows.count == 2, let lap = Self.hundredths(rows[0][1]), let split2 = Self.hundredths(rows[0][2]),
         let split1 = Self.hundredths(rows[1][2]) {
        #expect(rows[0][0] == "2" && rows[1][0] == "1")
        #expect(split2 > held)
        #expect(abs(split2 - split1 - lap) <= 1, "\(rows)")
      }

      try tmux.tmux(["send-keys", "r"])  // reset
      let reset = try tmux.waitFor { Self.readout($0) == 0 && Self.laps($0).isEmpty }
      #expect(reset.met, "\(reset.screen.joined(separator: "\n"))")
      try tmux.tmux(["send-keys", "q"])
      let after = try tmux.waitFor { $0.contains("TTY-RESTORED") }
      #expect(after.screen.contains("EXIT=0"))
    }
  }
}
