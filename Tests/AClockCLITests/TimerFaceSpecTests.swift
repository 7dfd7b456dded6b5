@testable import AClockValues
import ClockGeometry
import Testing

@Suite("timer --face values")
struct TimerFaceSpecTests {
  @Test func ringsAndDiscAreAccepted() throws {
    #expect(try TimerFaceSpec(parsing: "rings").kind == .rings)
    #expect(try TimerFaceSpec(parsing: "disc").kind == .disc)
  }

  @Test("refused: only the two names, exactly", arguments: ["", "pie", "Disc", "ring", " disc", "disc,rings", "sector"])
  func refused(text: String) {
    #expect(throws: OptionValueError.timerFace(text)) { try TimerFaceSpec(parsing: text) }
  }

  @Test func theRefusalNamesTheValueAndBothForms() {
    #expect(OptionValueError.timerFace("pie").description
      == "invalid value 'pie': use rings (the whole countdown, minutes and seconds as rings) or disc (the time left as a sector on a minute scale)")
  }
}
