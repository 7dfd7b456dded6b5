import ClockGeometry
import ClockTestSupport
import Foundation
import Testing

/// What a style does to a face's scene: the station clock's stop-to-go second hand, the icon
/// form, the 24-hour dial's own hour track and Roman numerals.
@Suite("Styled faces")
struct StyledFaceTests {
  static let utc = Zones.named("UTC")

  /// The direction of the second hand in `scene` (from the pivot to the far end of its stroke).
  static func secondHandDegrees(_ scene: ClockScene) -> Double? {
    for element in scene.movingElements {
      if case .polygon(let points, .secondHand) = element, points.count == 4 {
        let tip = DialPoint(x: (points[1].x + points[2].x) / 2, y: (points[1].y + points[2].y) / 2)
        return DialAngle(degrees: atan2(tip.x, -tip.y) * 180 / .pi).degrees
      }
    }
    return nil
  }

  @Test("The station clock's sweep goes round in 58.5 s and waits at 12", arguments: [
    (0.0, 0.0), (14.625, 90), (29.25, 180), (43.875, 270), (58.4, 359.38461538461536), (58.5, 0), (59.9, 0),
  ])
  func stationStopToGo(second: Double, degrees: Double) throws {
    let style = try #require(ClockStyle.named("station"))
    let face = ClockFace(timeZone: Self.utc, options: ClockFaceOptions(style: style, secondHand: .sweeping))
    let instant = Date(timeIntervalSince1970: 1_718_445_600 + second)  // 10:00:00 UTC + second
    let angle = try #require(Self.secondHandDegrees(face.scene(at: LocalTime(instant, in: Self.utc))))
    // 360° and 0° are the same direction.
    let difference = abs(angle - degrees).truncatingRemainder(dividingBy: 360)
    #expect(min(difference, 360 - difference) < 1e-6, "at \(second) s: \(angle)°")
  }

  @Test func aTickingStationHandStillTicksOnceASecond() throws {
    let style = try #require(ClockStyle.named("station"))
    let face = ClockFace(timeZone: Self.utc, options: ClockFaceOptions(style: style, secondHand: .ticking))
    let scene = face.scene(at: LocalTime(Date(timeIntervalSince1970: 1_718_445_600 + 59.5), in: Self.utc))
    let angle = try #require(Self.secondHandDegrees(scene))
    #expect(abs(angle - 354) < 1e-6)
  }

  @Test("Below 72 px a face is an icon", arguments: [16, 24, 32, 48, 71])
  func iconForm(side: Int) {
    for name in ClockStyle.builtInNames {
      guard let style = ClockStyle.named(name) else { continue }
      var options = ClockFaceOptions(style: style, pixelSide: side)
      options.secondHand = .hidden
      let face = ClockFace(timeZone: Self.utc, options: options)
      let pixelsPerRadius = Double(side) * 0.47
      #expect(face.style.isIcon, "\(name) at \(side)")
      #expect(face.layout.numerals.isEmpty && face.layout.minuteTicks.isEmpty, "\(name) at \(side)")
      // The quarters, or every hour from 32 px on a dial whose marks are its numerals (station).
      let hours = style.dial.numerals == .none && side >= 32 ? 12 : 4
      // A pilot's triangle takes the place of the mark at 12.
      let marker = style.dial.twelveMarker != .none
      #expect(face.layout.hourTicks.map(\.angle.degrees) == ((marker ? 1 : 0)..<hours).map { Double($0) * 360 / Double(hours) }, "\(name) at \(side)")
      #expect(face.layout.twelveMarker.isEmpty == !marker, "\(name) at \(side)")
      // The rim at least a pixel (its inner edge on a pixel boundary: SizeLadderTests), the
      // hands in half pixels, at least 1.5 (a Breguet hand's stem at least 1: its moon is its weight).
      let rim = face.layout.rimWidth * pixelsPerRadius
      #expect(rim > 1 - 1e-9, "\(name) rim at \(side): \(rim) px")
      for hand in [face.style.hourHand, face.style.minuteHand] {
        let width = hand.width * pixelsPerRadius
        let least = hand.outline == .breguet ? 1.0 : 1.5
        #expect(width > least - 1e-9 && abs(width * 2 - (width * 2).rounded()) < 1e-9, "\(name) hand at \(side): \(width) px")
      }
      // Hour hand wider than the minute hand, both wider than the style's own.
      #expect(face.style.hourHand.width > face.style.minuteHand.width)
      #expect(face.style.hourHand.width >= style.hourHand.width)
      #expect(!face.scene(at: LocalTime(Date(timeIntervalSince1970: 0), in: Self.utc)).elements.contains { $0.role == .shadow })
    }
  }

  @Test func fromSeventyTwoPixelsAFaceIsNoIcon() {
    // 72–159 px: the small form (SizeLadderTests); from 160 px the style as it is.
    let small = ClockFace(timeZone: Self.utc, options: ClockFaceOptions(style: .classic, pixelSide: 72))
    #expect(!small.style.isIcon && small.layout.numerals.count == 4 && small.layout.minuteTicks.isEmpty)
    let full = ClockFace(timeZone: Self.utc, options: ClockFaceOptions(style: .classic, pixelSide: 160))
    #expect(full.style == .classic && full.layout.numerals.count == 12 && full.layout.minuteTicks.count == 60)
  }

  @Test func romanNumeralsUseIIIIOnlyForFour() {
    let twelve = DialLayout(kind: .twelveHour, numerals: .roman).numerals.map(\.text)
    #expect(twelve == ["I", "II", "III", "IIII", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"])
    // On a 24-hour dial Roman numerals are written for the even hours (24 would not fit), and
    // only 4 is IIII: XIV, XXIV.
    let twentyFour = DialLayout(kind: .twentyFourHour, numerals: .roman).numerals
    #expect(twentyFour.map(\.hour) == Array(stride(from: 2, through: 24, by: 2)))
    #expect(twentyFour.map(\.text) == ["II", "IIII", "VI", "VIII", "X", "XII", "XIV", "XVI", "XVIII", "XX", "XXII", "XXIV"])
    #expect(NumeralStyle.roman.text(forHour: 19) == "XIX" && NumeralStyle.roman.text(forHour: 14) == "XIV")
  }

  @Test func aTwentyFourHourDialKeepsItsHourMarksOnTheirOwnTrack() throws {
    let layout = DialLayout(kind: .twentyFourHour)
    let minuteInner = try #require(layout.minuteTicks.first?.innerRadius)
    #expect(layout.hourTicks.count == 24)
    // Inside the minute track: the minute ticks keep an even 6° rhythm, the hour marks 15°.
    #expect(layout.hourTicks.allSatisfy { $0.outerRadius < minuteInner })
    let face = ClockFace(timeZone: Self.utc, options: ClockFaceOptions(dial: .twentyFourHour))
    let minuteTicks = face.scene(at: LocalTime(Date(timeIntervalSince1970: 0), in: Self.utc)).staticElements.filter { $0.role == .minuteTick }
    #expect(minuteTicks.count == 60)  // none left out under an hour mark
    // The numerals sit inside the hour marks.
    #expect(layout.numerals.allSatisfy { $0.reach < layout.hourTicks[0].innerRadius })
  }

  @Test func withoutNumeralsTheHourMarksTakeTheirBand() {
    let with = DialLayout(numerals: .arabic), without = DialLayout(numerals: .none)
    #expect(without.hourTicks[0].innerRadius < with.hourTicks[0].innerRadius - 0.05)
    #expect(without.hourTicks[0].outerRadius == with.hourTicks[0].outerRadius)
  }

  @Test func theFaceStopsUnderTheRimSoNoEdgeShowsOutsideIt() throws {
    let scene = ClockScene(time: LocalTime(Date(timeIntervalSince1970: 0), in: Self.utc), timeZone: Self.utc)
    guard case .disc(_, let faceRadius, .face) = scene.staticElements.first,
          case .ring(_, let rimRadius, let rimWidth, .rim) = scene.staticElements.dropFirst().first
    else {
      Issue.record("expected the face disc, then the rim")
      return
    }
    #expect(faceRadius == rimRadius && rimRadius + rimWidth / 2 == 1)
  }
}

/// A stopwatch in a style: its rim, tick weights and sweep hand follow the style, its
/// proportions stay its own.
@Suite("Styled stopwatch")
struct StyledStopwatchTests {
  @Test func theStationStopwatchSweepHandEndsInItsDisc() throws {
    let station = try #require(ClockStyle.named("station"))
    let scene = StopwatchFace(style: station).scene(elapsed: .seconds(15))
    // 15 s: the hand at 90°, its disc (0.105) at the stopwatch's length, 0.86.
    let discs = scene.movingElements.compactMap { element -> (DialPoint, Double)? in
      if case .disc(let center, let radius, .secondHand) = element, radius == station.secondHand.tipDisc { return (center, radius) }
      return nil
    }
    try #require(discs.count == 1)
    #expect(abs(discs[0].0.x - 0.86) < 1e-9 && abs(discs[0].0.y) < 1e-9)
    // A baton: a polygon, not the classic needle's stroke.
    #expect(scene.movingElements.contains { if case .polygon(_, .secondHand) = $0 { return true } else { return false } })
    // The rim is the style's, and the face stops under it.
    guard case .ring(_, let radius, let width, .rim) = scene.staticElements.dropFirst().first else {
      Issue.record("expected the rim second")
      return
    }
    #expect(width == station.dial.rim && radius + width / 2 == 1)
  }

  @Test func theClassicStopwatchKeepsItsNeedle() throws {
    let scene = StopwatchFace().scene(elapsed: .seconds(15))
    let needles = scene.movingElements.compactMap { element -> DialPoint? in
      if case .segment(_, let tip, let width, _, .secondHand) = element, width == 0.016 { return tip }
      return nil
    }
    try #require(needles.count == 1)
    #expect(abs(needles[0].x - 0.86) < 1e-9)
  }
}
