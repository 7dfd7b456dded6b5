import ClockGeometry
import Foundation
import Testing

/// The texts of `elements` with `role`, in order.
private func texts(_ elements: some Sequence<SceneElement>, role: SceneRole) -> [String] {
  elements.compactMap { element in
    switch element {
    case .text(let text, _, _, _, role), .radialText(let text, _, _, _, _, role): return text
    default: return nil
    }
  }
}

/// The segments of `elements` with `role`, as (from, to).
private func segments(_ elements: some Sequence<SceneElement>, role: SceneRole) -> [(from: DialPoint, to: DialPoint)] {
  elements.compactMap { element in
    if case .segment(let from, let to, _, _, role) = element { return (from, to) }
    return nil
  }
}

/// Whether two points are within `tolerance` of each other in both coordinates.
private func near(_ a: DialPoint, _ b: DialPoint, tolerance: Double = 1e-9) -> Bool {
  abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
}

/// The stopwatch dial's scenes. Expected points are worked out by hand (x = r·sin θ,
/// y = −r·cos θ, y down; values from `python3 -c 'from math import *; …'`), readouts from the
/// stopwatch format rounded down.
@Suite("Stopwatch face")
struct StopwatchFaceTests {
  let face = StopwatchFace()

  @Test func theStillPartIsTheSameAtEveryElapsedTime() {
    let early = face.scene(elapsed: .milliseconds(5239))
    let late = face.scene(elapsed: .seconds(3 * 3600 + 17))
    #expect(early.staticElements == late.staticElements)
    // …and the same for another face: it depends on nothing.
    #expect(StopwatchFace().scene(elapsed: .zero).staticElements == early.staticElements)
    // Face and rim, 48 small and 12 large second ticks, 12 numerals 5…60, the sub-dial's ring
    // and its 30 ticks: 2 + 48 + 12 + 12 + 1 + 30 = 105.
    #expect(early.staticElementCount == 105)
    #expect(texts(early.staticElements, role: .numeral) == (1...12).map { String($0 * 5) })
    // Nothing that moves is in the still part.
    let moving: Set<SceneRole> = [.secondHand, .minuteHand, .label]
    #expect(!early.staticElements.contains { moving.contains($0.role) })
    #expect(early.movingElements != late.movingElements)
  }

  @Test("The readout is rounded down to the hundredth", arguments: [
    (Duration.zero, "00:00.00"),
    (.milliseconds(5239), "00:05.23"),       // 5.239 s: 523.9 hundredths → 523
    (.milliseconds(59_999), "00:59.99"),     // not 01:00.00 before a minute has gone
    (.milliseconds(75_230), "01:15.23"),     // 75.23 s = 1 min 15.23 s
    (.seconds(3600), "01:00:00.00"),         // from an hour, the hours are shown
    (.seconds(-3), "00:00.00"),              // negative reads as zero
  ])
  func readout(elapsed: Duration, expected: String) {
    let scene = face.scene(elapsed: elapsed)
    #expect(texts(scene.movingElements, role: .label) == [expected])
    // The readout is moving, drawn at the readout centre under the pivot.
    let centers = scene.movingElements.compactMap { element -> DialPoint? in
      if case .text(_, let center, _, _, .label) = element { return center }
      return nil
    }
    #expect(centers == [StopwatchFace.readoutCenter])
  }

  @Test func theSweepHandPointsSixDegreesASecond() throws {
    // 75.5 s: 15.5 s into the minute → 93°. Tip at 0.86: (0.86·sin 93°, −0.86·cos 93°);
    // the tail's end 0.2 the other way, at 273°.
    let scene = face.scene(elapsed: .milliseconds(75_500))
    let hand = try #require(segments(scene.movingElements, role: .secondHand).first)
    #expect(segments(scene.movingElements, role: .secondHand).count == 1)
    #expect(near(hand.to, DialPoint(x: 0.8588213998889335, y: 0.045008922368931704)))
    #expect(near(hand.from, DialPoint(x: -0.19972590695091477, y: -0.010467191248588789)))
    #expect(hand.to == StopwatchFace.sweepHand.tip(at: DialAngle(degrees: 93)))
  }

  @Test func theSubDialHandTurnsAroundTheSubDialsCentre() throws {
    // 75.5 s = 1.258 min of the sub-dial's 30 → 75.5·0.2 = 15.1°. From the sub-dial's centre
    // (0, −0.36): the tip 0.17 along 15.1°, the tail 0.03 along 195.1°.
    let scene = face.scene(elapsed: .milliseconds(75_500))
    let hand = try #require(segments(scene.movingElements, role: .minuteHand).first)
    #expect(near(hand.to, DialPoint(x: 0.04428576646925022, y: -0.5241303472494683)))
    #expect(near(hand.from, DialPoint(x: -0.007815135259279446, y: -0.3310358210736232)))
    // The hand's pivot is a disc on the sub-dial's centre, not on the dial's.
    let pivots = scene.movingElements.compactMap { element -> DialPoint? in
      if case .disc(let center, _, .minuteHand) = element { return center }
      return nil
    }
    #expect(pivots == [DialPoint(x: 0, y: -0.36)])
    #expect(StopwatchFace.subDialCenter == DialPoint(x: 0, y: -0.36))
  }

  @Test func atZeroBothHandsPointAtTwelve() throws {
    let scene = face.scene(elapsed: .zero)
    let sweep = try #require(segments(scene.movingElements, role: .secondHand).first)
    let sub = try #require(segments(scene.movingElements, role: .minuteHand).first)
    #expect(near(sweep.to, DialPoint(x: 0, y: -0.86)))
    #expect(near(sub.to, DialPoint(x: 0, y: -0.36 - 0.17)))
  }
}

/// The countdown dial's scenes: a 9 min 15 s = 555 s countdown has a seconds ring (radius 0.84)
/// and a minutes ring (0.84 − 0.15 = 0.69); a 2-hour one also an hours ring (0.54). Sweeps as in
/// `CountdownRingSweepsTests`, readouts in the padded format rounded up.
@Suite("Countdown face")
struct CountdownFaceTests {
  static let tea = CountdownFace(length: .seconds(555), caption: "Tea")

  /// The rings (full circles) of `elements`, as (radius, width, role).
  static func rings(_ elements: some Sequence<SceneElement>) -> [(radius: Double, width: Double, role: SceneRole)] {
    elements.compactMap { element in
      if case .ring(let center, let radius, let width, let role) = element, center == .center { return (radius, width, role) }
      return nil
    }
  }

  /// The arcs of `elements`, as (radius, start°, sweep°, role).
  static func arcs(_ elements: some Sequence<SceneElement>) -> [(radius: Double, start: Double, sweep: Double, role: SceneRole)] {
    elements.compactMap { element in
      if case .arc(let center, let radius, _, let start, let sweep, let role) = element, center == .center {
        return (radius, start.degrees, sweep, role)
      }
      return nil
    }
  }

  @Test func theTracksAreStillRingsAtTheRingRadii() {
    let scene = Self.tea.scene(remaining: .seconds(300))
    let tracks = Self.rings(scene.staticElements)
    #expect(tracks.count == 2 && tracks.first?.radius == 0.84 && abs((tracks.last?.radius ?? 0) - 0.69) < 1e-12)
    #expect(tracks.allSatisfy { $0.role == .track && $0.width == 0.11 })
    #expect(Self.tea.rings.rings == [.whole, .seconds])

    let twoHours = CountdownFace(length: .seconds(7200)).scene(remaining: .seconds(7200))
    let radii = Self.rings(twoHours.staticElements).map(\.radius)
    #expect(radii.count == 3)
    for (radius, expected) in zip(radii, [0.84, 0.69, 0.54]) { #expect(abs(radius - expected) < 1e-12) }
    let threeRings = CountdownRingSweeps(length: .seconds(7200))
    #expect(CountdownFace.radius(of: .whole, in: threeRings) == 0.84)
    #expect(abs(CountdownFace.radius(of: .seconds, in: threeRings) - 0.54) < 1e-12)
    #expect(abs(CountdownFace.radius(of: .seconds, in: Self.tea.rings) - 0.69) < 1e-12)

    let short = CountdownFace(length: .seconds(45)).scene(remaining: .seconds(45))
    #expect(Self.rings(short.staticElements).map(\.radius) == [0.84])
  }

  @Test func theStillPartIsTheSameWhateverIsLeft() {
    #expect(Self.tea.scene(remaining: .seconds(555)).staticElements == Self.tea.scene(remaining: .zero).staticElements)
    #expect(Self.tea.scene(remaining: .seconds(555)).staticElements == Self.tea.scene(remaining: .milliseconds(200)).staticElements)
  }

  @Test func withTimeLeftEachRingIsAnArcFromTwelve() throws {
    // 300 s of a 555-s timer: 300/555 of the whole → 194.59…°; 0 s within the minute → a full
    // seconds ring (a whole minute left within its turn).
    let scene = Self.tea.scene(remaining: .seconds(300))
    let arcs = Self.arcs(scene.movingElements)
    try #require(arcs.count == 2)
    #expect(arcs[0].radius == 0.84 && arcs[0].start == 0 && abs(arcs[0].sweep - 300.0 / 555 * 360) < 1e-9 && arcs[0].role == .secondHand)
    #expect(abs(arcs[1].radius - 0.69) < 1e-12 && arcs[1].start == 0 && arcs[1].sweep == 360)
    #expect(arcs[1].role == .label)
    // At the start the outer ring is full: the whole timer is left.
    #expect(Self.arcs(Self.tea.scene(remaining: .seconds(555)).movingElements).first?.sweep == 360)
    let widths = scene.movingElements.compactMap { element -> Double? in
      if case .arc(_, _, let width, _, _, _) = element { return width }
      return nil
    }
    #expect(widths == [0.11, 0.11])  // as wide as the tracks they cover
    #expect(texts(scene.movingElements, role: .label) == ["Tea", "00:05:00"])
    #expect(!scene.elements.contains { $0.role == .finished })
  }

  @Test func aTwoHourCountdownHasMinutesAndSecondsInside() {
    // 1 h 30 min 10 s = 5410 s of 7200: whole 5410/7200·360 = 270.5°; 30 min 10 s = 1810 s of
    // the hour → 181°; 10 s of the minute → 60°.
    let scene = CountdownFace(length: .seconds(7200)).scene(remaining: .seconds(5410))
    let arcs = Self.arcs(scene.movingElements)
    // The whole in the accent, the minutes in ink, the seconds quiet.
    #expect(arcs.map(\.role) == [.secondHand, .minuteHand, .label])
    let sweeps = arcs.map(\.sweep)
    for (sweep, expected) in zip(sweeps, [270.5, 181, 60]) { #expect(abs(sweep - expected) < 1e-9) }
    #expect(texts(scene.movingElements, role: .label) == ["01:30:10"])
  }

  @Test("The readout is rounded up to the second", arguments: [
    (Duration.seconds(555), "00:09:15"),
    (.milliseconds(554_800), "00:09:15"),   // 554.8 s up to 555
    (.seconds(554), "00:09:14"),
    (.milliseconds(200), "00:00:01"),       // any time left reads at least a second
    (.nanoseconds(1), "00:00:01"),
  ])
  func readout(remaining: Duration, expected: String) {
    let scene = Self.tea.scene(remaining: remaining)
    #expect(texts(scene.movingElements, role: .label) == ["Tea", expected])
    #expect(texts(scene.movingElements, role: .finished) == [])
  }

  @Test("Finished: the face filled, a check mark, the caption and done over it", arguments: [Duration.zero, .seconds(-30)])
  func finished(remaining: Duration) {
    let scene = Self.tea.scene(remaining: remaining)
    #expect(Self.arcs(scene.movingElements).isEmpty)
    #expect(Self.rings(scene.movingElements).isEmpty)
    #expect(scene.movingElements.first == .disc(center: .center, radius: 0.98, role: .finished))
    // Over the fill, in the face's colour: the check mark's two strokes, the caption and the word.
    #expect(scene.movingElements.filter { if case .segment(_, _, _, true, .face) = $0 { true } else { false } }.count == 2)
    #expect(texts(scene.movingElements, role: .face) == ["Tea", "done"])
    #expect(texts(scene.movingElements, role: .label) == [])
    // The still part (tracks) is as before.
    #expect(Self.rings(scene.staticElements).allSatisfy { $0.role == .track })
  }

  @Test func theCaptionIsLabelTextAboveTheReadout() {
    let scene = Self.tea.scene(remaining: .seconds(100))
    // Written with the readout, so the done face can write it over its fill.
    #expect(texts(scene.staticElements, role: .label) == [])
    #expect(texts(scene.movingElements, role: .label) == ["Tea", "00:01:40"])
    let captionCenters = scene.movingElements.compactMap { element -> DialPoint? in
      if case .text("Tea", let center, _, _, .label) = element { return center }
      return nil
    }
    #expect(captionCenters == [DialPoint(x: 0, y: -0.2)])
    // Above (smaller y) the readout's centre.
    #expect(CountdownFace.captionCenter.y < CountdownFace.readoutCenter.y)
    #expect(scene.movingLayers.map(\.part) == [.rings, .caption, .readout])

    for face in [CountdownFace(length: .seconds(555)), CountdownFace(length: .seconds(555), caption: "")] {
      #expect(texts(face.scene(remaining: .seconds(100)).movingElements, role: .label) == ["00:01:40"])
      // Face disc, two tracks and the ticks with 5 and 0 minutes left of 9 min 15 s.
      #expect(face.scene(remaining: .seconds(100)).staticElementCount == 5)
    }
  }
}

/// A countdown made from a start and a length, and one moved later (a paused timer resumed).
/// Instants are seconds after 2024-06-15T09:15:30Z.
@Suite("Countdown from a start and a length")
struct CountdownStartLengthTests {
  static let start = Date(timeIntervalSince1970: 1_718_442_930)

  static func at(_ secondsAfterStart: Double) -> Date { start.addingTimeInterval(secondsAfterStart) }

  @Test func aStartAndALengthMakeTheSpan() {
    let timer = Countdown(start: Self.start, length: .seconds(555))
    #expect(timer.length == .seconds(555))
    #expect(timer.interval == Self.start..<Self.at(555))
    #expect(timer.remaining(at: Self.at(100)) == .seconds(455))  // 555 − 100
    // Fractions of a second survive: 2.5 s.
    #expect(Countdown(start: Self.start, length: .milliseconds(2500)).length == .milliseconds(2500))
    // A negative length counts as zero: finished from the start.
    let negative = Countdown(start: Self.start, length: .seconds(-10))
    #expect(negative.length == .zero)
    #expect(negative.isFinished(at: Self.start))
  }

  @Test func delayingMovesBothEndsAndKeepsTheLength() {
    // Paused at 100 s (455 s left), resumed at 130 s: the timer is 30 s later.
    let timer = Countdown(start: Self.start, length: .seconds(555)).delayed(by: .seconds(30))
    #expect(timer.length == .seconds(555))
    #expect(timer.interval == Self.at(30)..<Self.at(585))
    #expect(timer.remaining(at: Self.at(130)) == .seconds(455))       // what was left at the pause
    #expect(timer.remaining(at: Self.at(20)) == .seconds(555))        // before its new start: all of it
    #expect(timer.remaining(at: Self.at(584.5)) == .milliseconds(500))  // 585 − 584.5
    #expect(timer.isFinished(at: Self.at(585)))
    #expect(!timer.isFinished(at: Self.at(555)))                      // the old end is no longer the end
    // Delays add up; a delay of zero changes nothing.
    let twice = Countdown(start: Self.start, length: .seconds(555)).delayed(by: .seconds(10)).delayed(by: .milliseconds(2500))
    #expect(twice.remaining(at: Self.at(112.5)) == .seconds(455))     // 555 − (112.5 − 12.5)
    let same = Countdown(start: Self.start, length: .seconds(555))
    #expect(same.delayed(by: .zero) == same)
  }
}
