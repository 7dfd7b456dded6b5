import ClockGeometry
import ClockTestSupport
import Foundation
import Testing

@Suite("Hand angles")
struct HandAnglesTests {
  @Test("match the independently computed table", arguments: angleCases)
  func matchIndependentTable(_ expected: AngleCase) {
    var decomposer = LocalTimeDecomposer(timeZone: expected.timeZone)
    for reading in [decomposer.localTime(for: expected.date), LocalTime(expected.date, in: expected.timeZone)] {
      #expect(reading.iso8601String(fractionDigits: 0).prefix(19) == expected.local[...])
      #expect(reading.fraction == expected.fraction)
      #expect(reading.utcOffsetSeconds == expected.utcOffsetSeconds)
      let angles = HandAngles(reading)
      #expect(abs(angles.hour.degrees - expected.hour) < 1e-9)
      #expect(abs(angles.minute.degrees - expected.minute) < 1e-9)
      #expect(abs(angles.second.degrees - expected.second) < 1e-9)
      #expect(abs(angles.secondSweep.degrees - expected.secondSweep) < 1e-9)
      #expect(abs(angles.hour24.degrees - expected.hour24) < 1e-9)
    }
  }

  @Test func hourHandMovesWithMinutesAndSeconds() {
    // 03:30:00 → 90 + 15; 03:30:36 → 105 + 0.3.
    #expect(HandAngles(hour: 3, minute: 30, second: 0).hour.degrees == 105)
    #expect(abs(HandAngles(hour: 3, minute: 30, second: 36).hour.degrees - 105.3) < 1e-12)
  }

  @Test func minuteHandMovesWithSeconds() {
    #expect(HandAngles(hour: 0, minute: 15, second: 30).minute.degrees == 93)
  }

  @Test func tickingSecondIgnoresFractionWhileSweepKeepsIt() {
    let angles = HandAngles(hour: 0, minute: 0, second: 41.75)
    #expect(angles.second.degrees == 246)
    #expect(angles.secondSweep.degrees == 250.5)
  }

  @Test func afternoonHoursShareTheMorningPositionsOnATwelveHourDial() {
    for hour in 0..<12 {
      #expect(HandAngles(hour: hour, minute: 7, second: 3).hour == HandAngles(hour: hour + 12, minute: 7, second: 3).hour)
    }
  }

  @Test func twentyFourHourDialPutsMidnightAtTopAndNoonAtBottom() {
    #expect(HandAngles(hour: 0, minute: 0, second: 0).hour24.degrees == 0)
    #expect(HandAngles(hour: 12, minute: 0, second: 0).hour24.degrees == 180)
    #expect(HandAngles(hour: 18, minute: 0, second: 0).hour24.degrees == 270)
  }

  @Test func everyAngleStaysInZeroToThreeSixtyForTheLargestReading() {
    let last = HandAngles(hour: 23, minute: 59, second: 60.0.nextDown)
    for angle in [last.hour, last.minute, last.second, last.secondSweep, last.hour24] {
      #expect(angle.degrees >= 0 && angle.degrees < 360)
    }
  }

  @Test func radiansAndTipsFollowTheDegrees() {
    let threeOClock = HandAngles(hour: 3, minute: 0, second: 0).hour
    #expect(abs(threeOClock.radians - .pi / 2) < 1e-15)
    let tip = threeOClock.point(atRadius: 0.5)
    #expect(abs(tip.x - 0.5) < 1e-15 && abs(tip.y) < 1e-15)
    let sixOClock = DialAngle(degrees: 180).point(atRadius: 1)
    #expect(abs(sixOClock.x) < 1e-15 && abs(sixOClock.y - 1) < 1e-15)
    let twelve = DialAngle(degrees: 0).point(atRadius: 1)
    #expect(twelve.x == 0 && twelve.y == -1)
  }
}

@Suite("Hand angles are correctly rounded")
struct HandAnglesRoundingTests {
  @Test func minuteAngleIsTheNearestDoubleToTheExactValue() {
    // (60·0 + 30.5) / 10 = 3.05 exactly; 6·0 + 0.1·30.5 would give 3.0500000000000003.
    #expect(HandAngles(hour: 0, minute: 0, second: 30.5).minute.degrees == 3.05)
    #expect(HandAngles(hour: 1, minute: 2, second: 3.3).hour.degrees == (3600 + 120 + 3.3) / 120)
  }
}
