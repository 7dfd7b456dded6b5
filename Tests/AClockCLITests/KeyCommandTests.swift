@testable import AClockCLI
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

  @Test func colorAutoFollowsTerminalAndNoColor() {
    #expect(ColorChoice.auto.isEnabled(outputIsTerminal: true, environment: [:]))
    #expect(!ColorChoice.auto.isEnabled(outputIsTerminal: false, environment: [:]))
    #expect(!ColorChoice.auto.isEnabled(outputIsTerminal: true, environment: ["NO_COLOR": "1"]))
    #expect(ColorChoice.auto.isEnabled(outputIsTerminal: true, environment: ["NO_COLOR": ""]))
    #expect(ColorChoice.always.isEnabled(outputIsTerminal: false, environment: ["NO_COLOR": "1"]))
    #expect(!ColorChoice.never.isEnabled(outputIsTerminal: true, environment: [:]))
  }
}
