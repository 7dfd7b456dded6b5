import AClockPresentations
import AClockRuntime
import AClockValues
import ArgumentParser
import ClockText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

extension TextMode: EnumerableFlag {
  public static func help(for value: TextMode) -> ArgumentHelp? {
    switch value {
    case .ascii: return "Draw with 7-bit ASCII characters that follow each line (the default)."
    case .blocks: return "Draw with Unicode quadrant blocks: 2×2 dots a cell."
    case .braille: return "Draw with Unicode Braille patterns: 2×4 dots a cell, the finest."
    }
  }
}

/// How a dial is drawn in the terminal: `--ascii`/`--blocks`/`--braille`, its size, colour and
/// whether it runs live. Shared by the clock, the stopwatch and the timers; the clock's own
/// `--fps` is ``SweepRateOption``.
struct TerminalOptions: ParsableArguments {
  @Flag(exclusivity: .exclusive) var mode: TextMode?

  @Option(
    name: .customLong("cell-aspect"),
    help: ArgumentHelp("A character cell's height ÷ width, \(Self.aspectRange.lowerBound)…\(Self.aspectRange.upperBound): raise it if the dial looks tall.", valueName: "ratio"))
  var cellAspect: Double = 2

  @Option(help: ArgumentHelp("Rows to draw in (default: the window's; 24 when not a terminal).", valueName: "n"))
  var rows: Int?

  @Option(help: ArgumentHelp("Columns to draw in (default: the window's; 80 when not a terminal).", valueName: "n"))
  var cols: Int?

  @Option(help: "Colour: auto (when stdout is a terminal and NO_COLOR is unset), always or never.")
  var color: ColorChoice = .auto

  @Flag(help: "Print one frame and exit, even on a terminal.")
  var once = false

  static let aspectRange = 0.5...4.0
  static let sizeRange = ScreenLayout.smallest...1000

  func validate() throws {
    guard cellAspect.isFinite, Self.aspectRange.contains(cellAspect) else {
      throw ValidationError("--cell-aspect must be between \(Self.aspectRange.lowerBound) and \(Self.aspectRange.upperBound), not \(cellAspect)")
    }
    for (name, value) in [("--rows", rows), ("--cols", cols)] {
      if let value, !Self.sizeRange.contains(value) {
        throw ValidationError("\(name) must be between \(Self.sizeRange.lowerBound) and \(Self.sizeRange.upperBound), not \(value)")
      }
    }
  }

  /// Whether text on stdout is coloured: `--color`, with `auto` asking whether stdout is a
  /// terminal that takes escape sequences (not `TERM=dumb`) and whether NO_COLOR is set.
  var colorsStandardOutput: Bool {
    let output = OutputTerminal.standardOutput
    return color.isEnabled(outputIsTerminal: output.isCapable, environment: output.environment)
  }

  /// The drawing mode: `--ascii`/`--blocks`/`--braille` (ASCII by default). Blocks and Braille
  /// on a terminal whose locale is not UTF-8 fall back to ASCII, with a note on stderr: the
  /// terminal would show their bytes as garbage. A pipe or a file gets what was asked.
  func textMode(on output: OutputTerminal) -> TextMode {
    let mode = self.mode ?? .ascii
    guard mode != .ascii, output.isTerminal, !output.localeIsUTF8 else { return mode }
    StandardError.writeLine("aclock: note: --\(mode) needs a UTF-8 locale (LANG, LC_ALL); drawing with --ascii")
    return .ascii
  }

  /// Whether any option here was given (they make no sense with picture files).
  var isSet: Bool { mode != nil || rows != nil || cols != nil || once || color != .auto || cellAspect != 2 }

  /// The size of one frame printed on `output` (`--once`, a pipe, a dumb terminal).
  func oneFrameSize(on output: OutputTerminal) -> TerminalSize {
    layout.size(terminal: output.isTerminal ? TerminalSize.of(descriptor: STDOUT_FILENO) : nil, leavingPromptRow: output.isTerminal)
  }

  /// `--cols` and `--rows` as a plain value.
  var layout: ScreenLayout { ScreenLayout(columns: cols, rows: rows) }
}
