@testable import AClockCLI
@testable import AClockPresentations
@testable import AClockRuntime
@testable import AClockValues
import Testing

@Suite("Keys and colour choice")
struct KeyCommandTests {
  @Test("a read from the keyboard", arguments: [
    ([UInt8(ascii: "q")], [KeyCommand.quit]),
    ([0x1B], [.quit]),                                  // a lone Esc
    ([0x1B, 0x5B, 0x41], []),                           // an arrow key is not Esc
    ([0x03], [.interrupt]),
    ([0x0C], [.redraw]),
    ([0x1A], [.suspend]),                               // Ctrl-Z in raw mode
    ([0x20, UInt8(ascii: "L")], [.space, .character("l")]),
    ([UInt8(ascii: "x"), 0x1B, 0x5B, 0x42], [.character("x")]),
  ])
  func decode(bytes: [UInt8], commands: [KeyCommand]) {
    #expect(KeyCommand.decode(bytes) == commands)
  }

  @Test("the live clock's keys, as tty-clock has them", arguments: [
    ([UInt8(ascii: "s")], [ClockKey.secondHand]),
    ([UInt8(ascii: "S")], [.secondHand]),                // letters are lower-cased
    ([UInt8(ascii: "2")], [.dial]),
    ([UInt8(ascii: "m"), UInt8(ascii: "M")], [.mode, .mode]),
    ([UInt8(ascii: "?")], [.help]),
    ([UInt8(ascii: "s"), UInt8(ascii: "2"), UInt8(ascii: "m"), UInt8(ascii: "?")], [.secondHand, .dial, .mode, .help]),
    ([UInt8(ascii: "x"), UInt8(ascii: "1"), UInt8(ascii: "/"), 0x20, 0x0C], []),  // not the clock's
    ([UInt8(ascii: "s"), 0x1B, 0x5B, 0x41], [.secondHand]),  // an arrow key after it is ignored
  ])
  func clockKeys(bytes: [UInt8], keys: [ClockKey]) {
    #expect(KeyCommand.decode(bytes).compactMap(ClockKey.init) == keys)
  }

  @Test func theKeysAreReadAsThemselvesNotAsQuitting() {
    // q quits; the clock's keys reach the clock as characters.
    #expect(KeyCommand.decode(Array("s2m?q".utf8)) == [.character("s"), .character("2"), .character("m"), .character("?"), .quit])
  }

  @Test func colorAutoFollowsTerminalAndNoColor() {
    #expect(ColorChoice.auto.isEnabled(outputIsTerminal: true, environment: [:]))
    #expect(!ColorChoice.auto.isEnabled(outputIsTerminal: false, environment: [:]))
    #expect(!ColorChoice.auto.isEnabled(outputIsTerminal: true, environment: ["NO_COLOR": "1"]))
    #expect(ColorChoice.auto.isEnabled(outputIsTerminal: true, environment: ["NO_COLOR": ""]))
    #expect(ColorChoice.always.isEnabled(outputIsTerminal: false, environment: ["NO_COLOR": "1"]))
    #expect(!ColorChoice.never.isEnabled(outputIsTerminal: true, environment: [:]))
  }
}
