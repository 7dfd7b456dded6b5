import ClockGeometry
import Testing

@Suite("Dial angles")
struct DialAngleTests {
  @Test("wrap into [0, 360)", arguments: [
    (-90.0, 270.0), (360, 0), (720.5, 0.5), (-720, 0), (359.5, 359.5), (0, 0), (-1e-17, 0),
  ])
  func wrapIntoRange(_ input: Double, _ expected: Double) {
    #expect(DialAngle(degrees: input).degrees == expected)
  }

  @Test("non-finite values become 0°", arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteBecomesZero(_ input: Double) {
    #expect(DialAngle(degrees: input).degrees == 0)
  }
}
