import ClockGeometry
import ClockTestSupport
import Foundation
import Testing

@Suite("Dial layout")
struct DialLayoutTests {
  @Test func twelveHourDialHasSixtyMinuteTicksAndTwelveHourTicksFromTheTop() {
    let layout = DialLayout()
    #expect(layout.minuteTicks.count == 60)
    #expect(layout.hourTicks.count == 12)
    #expect(layout.minuteTicks.map(\.angle.degrees) == (0..<60).map { Double($0) * 6 })
    #expect(layout.hourTicks.map(\.angle.degrees) == (0..<12).map { Double($0) * 30 })
  }

  @Test func twentyFourHourDialHasTwentyFourHourMarks() {
    let layout = DialLayout(kind: .twentyFourHour, numerals: .arabic)
    #expect(layout.hourTicks.count == 24)
    #expect(layout.numerals.count == 24)
    #expect(layout.numerals.last?.text == "24")
    #expect(layout.numerals.last?.angle.degrees == 0)
    #expect(layout.numerals.first(where: { $0.hour == 12 })?.angle.degrees == 180)
  }

  @Test func arabicNumeralsSitAtTheirHours() throws {
    let layout = DialLayout(numerals: .arabic)
    #expect(layout.numerals.map(\.text) == (1...12).map(String.init))
    let three = try #require(layout.numerals.first { $0.hour == 3 })
    #expect(abs(three.center.y) < 1e-12 && three.center.x > 0.5)
    let twelve = try #require(layout.numerals.first { $0.hour == 12 })
    #expect(abs(twelve.center.x) < 1e-12 && twelve.center.y < -0.5)
  }

  @Test func romanNumeralsUseTheWatchmakersFour() {
    let texts = DialLayout(numerals: .roman).numerals.map(\.text)
    #expect(texts == ["I", "II", "III", "IIII", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"])
  }

  @Test func noNumeralsLeavesTicksOnly() {
    let layout = DialLayout(numerals: .none)
    #expect(layout.numerals.isEmpty)
    #expect(layout.hourTicks.count == 12)
  }

  @Test("everything lies inside the face", arguments: DialKind.allCases, NumeralStyle.allCases)
  func everythingInsideTheFace(kind: DialKind, numerals: NumeralStyle) {
    let layout = DialLayout(kind: kind, numerals: numerals)
    for tick in layout.minuteTicks + layout.hourTicks {
      #expect(tick.innerRadius < tick.outerRadius && tick.outerRadius < 1 - layout.rimWidth)
    }
    for numeral in layout.numerals {
      let reach = hypot(numeral.center.x, numeral.center.y) + numeral.fontSize / 2
      #expect(reach < (layout.hourTicks.first?.innerRadius ?? 1))
    }
  }

  @Test func handsGrowFromHourToSecondAndThinOut() {
    let layout = DialLayout()
    #expect(layout.hourHand.length < layout.minuteHand.length)
    #expect(layout.minuteHand.length < layout.secondHand.length)
    #expect(layout.secondHand.length < 1)
    #expect(layout.hourHand.width > layout.minuteHand.width && layout.minuteHand.width > layout.secondHand.width)
  }

  @Test func handTipAndTailPointOppositeWays() {
    let shape = HandShape(length: 0.8, tail: 0.2, width: 0.05)
    let tip = shape.tip(at: DialAngle(degrees: 90))
    let tail = shape.tailEnd(at: DialAngle(degrees: 90))
    #expect(abs(tip.x - 0.8) < 1e-12 && abs(tail.x + 0.2) < 1e-12)
  }

  @Test func hourAngleFollowsTheDialKind() {
    let angles = HandAngles(hour: 18, minute: 0, second: 0)
    #expect(DialLayout(kind: .twelveHour).hourAngle(angles).degrees == 180)
    #expect(DialLayout(kind: .twentyFourHour).hourAngle(angles).degrees == 270)
  }
}

@Suite("Clock scene")
struct ClockSceneTests {
  let utc = Zones.named("UTC")

  func texts(_ scene: ClockScene, role: SceneRole) -> [String] {
    scene.elements.compactMap { element in
      if case .text(let text, _, _, _, let elementRole) = element, elementRole == role { return text }
      return nil
    }
  }

  @Test func digitalTimeShowsTheSecondTheHandShowsEvenAtTheEndOfASecond() {
    // 10:10:59.9996: a formatter rounding to milliseconds would say 10:11:00.000.
    let time = LocalTime(Date(timeIntervalSince1970: 1_718_446_259.9996), in: utc)
    let scene = ClockScene(time: time, timeZone: utc, options: ClockFaceOptions(label: .time))
    #expect(texts(scene, role: .label) == ["10:10:59"])
    #expect(HandAngles(time).second.degrees == 354)
  }

  @Test func zoneLabelNamesTheCity() throws {
    let zone = try #require(ZoneRules.named("America/St_Johns"))
    let scene = ClockScene(time: LocalTime(Date(), in: zone), timeZone: zone, options: ClockFaceOptions(label: .zone))
    #expect(texts(scene, role: .label) == ["St John\u{2019}s"])
  }

  @Test func hiddenSecondsDropTheSecondHandAndTheSecondsOfTheLabel() throws {
    let time = try LocalTime(year: 2024, month: 1, day: 1, hour: 7, minute: 5, second: 9)
    let scene = ClockScene(time: time, timeZone: utc, options: ClockFaceOptions(secondHand: .hidden, label: .both))
    #expect(!scene.elements.contains { $0.role == .secondHand })
    #expect(texts(scene, role: .label) == ["UTC", "07:05"])
  }

  @Test func handsArePaintedAfterTheDialAndShadowsBeforeTheHands() throws {
    let scene = ClockScene(time: try LocalTime(year: 2024, month: 1, day: 1, hour: 7, minute: 5, second: 9), timeZone: utc)
    let roles = scene.elements.map(\.role)
    let lastShadow = try #require(roles.lastIndex(of: .shadow))
    let firstHand = try #require(roles.firstIndex(of: .hourHand))
    let lastNumeral = try #require(roles.lastIndex(of: .numeral))
    #expect(roles.first == .face && lastNumeral < lastShadow && lastShadow < firstHand)
    #expect(roles.filter { $0 == .minuteTick }.count == 48)  // 60 less the 12 under hour ticks
  }

  @Test("colours parse", arguments: [
    ("#336699", "#336699"), ("336699", "#336699"), ("#abc", "#AABBCC"), ("#33669980", "#33669980"), ("transparent", "#00000000"),
    ("rebeccapurple", "#663399"), ("Red", "#FF0000"), ("navy", "#000080"),
  ])
  func coloursParse(text: String, expected: String) {
    #expect(RGBAColor(parsing: text)?.description == expected)
  }

  @Test("bad colours are rejected", arguments: ["", "#12", "#12345", "bluish", "#GGHHII", "#1234567890"])
  func badColours(text: String) {
    #expect(RGBAColor(parsing: text) == nil)
  }
}
