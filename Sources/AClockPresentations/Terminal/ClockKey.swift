import AClockRuntime
/// A key the live terminal clock answers besides the ones every live screen does (`q`, Esc,
/// Ctrl-C, Ctrl-L, Ctrl-Z), as tty-clock has them.
package enum ClockKey: Character, CaseIterable, Sendable {
  /// `s`: the second hand on or off (and the schedule with it: every second or every minute).
  case secondHand = "s"
  /// `2`: the 12- or 24-hour dial.
  case dial = "2"
  /// `m`: the drawing, ASCII → blocks → Braille → ASCII.
  case mode = "m"
  /// `?`: the help overlay on or off.
  case help = "?"

  /// The clock key a key press is, if any (`S` is `s`: the decoder lower-cases letters).
  package init?(_ command: KeyCommand) {
    guard case .character(let character) = command else { return nil }
    self.init(rawValue: character)
  }

  /// What the key does, for the help overlay.
  package var help: String {
    switch self {
    case .secondHand: return "second hand on/off"
    case .dial: return "12/24-hour dial"
    case .mode: return "ASCII/blocks/Braille"
    case .help: return "close this help"
    }
  }
}
