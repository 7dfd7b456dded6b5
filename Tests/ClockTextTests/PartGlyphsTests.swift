import ClockGeometry
import ClockText
import Testing

/// The terminal renderer picks a part's characters from the part (``ScenePart``), not from the
/// colour its elements take: an embedder's scene may paint any part in any role.
///
/// Each scene here has its strokes in a colour role that disagrees with the part, on a dial of
/// 41×21 cells in ASCII whose centre cell is (20, 10) and radius 20 columns = 10 rows.
@Suite("Terminal glyphs follow the scene's parts")
struct PartGlyphsTests {
  /// The characters of a scene of `still` and `moving` layers, drawn without colour.
  static func characters(still: [SceneLayer] = [], moving: [SceneLayer] = []) -> [String] {
    let scene = ClockScene(staticLayers: still, movingLayers: moving)
    let renderer = TextClockRenderer(
      rect: CellRect(column: 0, row: 0, columns: 41, rows: 21), mode: .ascii,
      dial: TextDial(still: scene, hasLabelLine: false, numeralsMinimumRows: nil))
    var frame = TextFrame(columns: 41, rows: 21)
    renderer.draw(scene, into: &frame)
    return frame.lines
  }

  /// The non-blank characters of `lines`, as a set.
  static func ink(_ lines: [String]) -> Set<Character> {
    Set(lines.joined().filter { $0 != " " })
  }

  /// A level stroke from the centre to half the radius to the right (3 o'clock), in `role`.
  static func stroke(_ role: SceneRole) -> SceneElement {
    .segment(from: .center, to: DialPoint(x: 0.5, y: 0), width: 0.01, roundCaps: false, role: role)
  }

  @Test func minorTicksAreDotsWhateverTheirColour() {
    let ticks = SceneLayer(.minorTicks, [Self.stroke(.hourTick)])
    #expect(Self.ink(Self.characters(still: [ticks])) == ["."])
    // The same stroke as a major tick follows its direction.
    #expect(Self.ink(Self.characters(still: [SceneLayer(.majorTicks, [Self.stroke(.hourTick)])])).contains("-"))
  }

  @Test func aRingAmongTheMinorTicksIsADottedHairline() {
    // Breguet's rails: fine rings drawn with the minute track, in its colour.
    let rail = SceneElement.ring(center: .center, radius: 0.8, width: 0.004, role: .minuteTick)
    #expect(Self.ink(Self.characters(still: [SceneLayer(.minorTicks, [rail])])) == ["."])
    // The same ring as a rim is a solid line of characters that follow it.
    #expect(Self.ink(Self.characters(still: [SceneLayer(.rim, [rail])])).isSuperset(of: ["|", "-"]))
  }

  @Test func theHourHandIsHeavyWhateverItsColour() {
    let hand = SceneLayer(.hand(SceneHand(.hour, angle: DialAngle(degrees: 90))), [Self.stroke(.minuteHand)])
    #expect(Self.ink(Self.characters(moving: [hand])) == ["#"])
    // A minute hand in the hour hand's colour is a line.
    let minute = SceneLayer(.hand(SceneHand(.minute, angle: DialAngle(degrees: 90))), [Self.stroke(.hourHand)])
    #expect(!Self.ink(Self.characters(moving: [minute])).contains("#"))
  }

  @Test("In blocks and Braille the second hand starts at its pivot: no tail, no counterweight", arguments: [TextMode.blocks, .braille])
  func theSecondHandHasNoTailInCells(mode: TextMode) {
    // A hand from 0.3 left of the centre (its tail) to 0.5 right of it, with a counterweight
    // on the tail, on the 41×21 dial (centre column 20, radius 20 columns).
    let tail = SceneElement.segment(from: DialPoint(x: -0.3, y: 0), to: DialPoint(x: 0.5, y: 0), width: 0.01, roundCaps: false, role: .secondHand)
    let weight = SceneElement.disc(center: DialPoint(x: -0.2, y: 0), radius: 0.05, role: .secondHand)
    func lines(_ kind: SceneHand.Kind) -> [String] {
      let hand = SceneHand(kind, angle: DialAngle(degrees: 90))
      let scene = ClockScene(staticLayers: [], movingLayers: [SceneLayer(.hand(hand), [tail]), SceneLayer(.counterweight(hand), [weight])])
      let renderer = TextClockRenderer(
        rect: CellRect(column: 0, row: 0, columns: 41, rows: 21), mode: mode,
        dial: TextDial(still: scene, hasLabelLine: false, numeralsMinimumRows: nil))
      var frame = TextFrame(columns: 41, rows: 21)
      renderer.draw(scene, into: &frame)
      return frame.lines
    }
    func inkedColumns(_ lines: [String]) -> [Int] {
      lines.flatMap { line in line.enumerated().filter { $0.element != " " }.map(\.offset) }
    }
    let second = inkedColumns(lines(.second)), minute = inkedColumns(lines(.minute))
    // The second hand: from the centre column to 0.5 × 20 = 10 columns right, nothing left.
    #expect(second.min() == 20 && (second.max() ?? 0) >= 29, "\(lines(.second).joined(separator: "\n"))")
    // A minute hand keeps its tail (to 0.3 × 20 = 6 columns left) and what is on it.
    #expect((minute.min() ?? 99) <= 15, "\(lines(.minute).joined(separator: "\n"))")
  }

  @Test("A second zone's hand is left out, as its scale is", arguments: [TextMode.ascii, .braille])
  func theSecondZonesHandIsLeftOut(mode: TextMode) {
    let gmt = SceneLayer(.hand(SceneHand(.gmt, angle: DialAngle(degrees: 90))), [Self.stroke(.secondHand)])
    let scene = ClockScene(staticLayers: [], movingLayers: [gmt])
    let renderer = TextClockRenderer(
      rect: CellRect(column: 0, row: 0, columns: 41, rows: 21), mode: mode,
      dial: TextDial(still: scene, hasLabelLine: false, numeralsMinimumRows: nil))
    var frame = TextFrame(columns: 41, rows: 21)
    renderer.draw(scene, into: &frame)
    #expect(Self.ink(frame.lines).isEmpty, "\(frame.lines.joined(separator: "\n"))")
    // The same stroke as a minute hand is drawn.
    #expect(!Self.ink(Self.characters(moving: [SceneLayer(.hand(SceneHand(.minute, angle: DialAngle(degrees: 90))), [Self.stroke(.secondHand)])])).isEmpty)
  }

  @Test func theSecondHandIsANeedleFromItsPivot() {
    // A sweep hand about a point a quarter radius left of the centre, pointing at 3 o'clock,
    // in the minute hand's colour. In dots (one a cell in ASCII) the pivot is at x = 20.5 - 5
    // = 15.5 and the needle reaches 0.92 of the hand's 15 columns, to 15.5 + 13.8 = 29.3; its
    // marks are about two rows (4 columns) apart: round(13.8 / 4) = 3 of them, none on the
    // pivot, at 15.5 + 4.6 k (k = 1…3) rounded down: 20, 24, 29. From the centre it would be
    // 2 marks (25, 29).
    let pivot = DialPoint(x: -0.25, y: 0)
    let hand = SceneLayer(
      .hand(SceneHand(.second, angle: DialAngle(degrees: 90), pivot: pivot)),
      [.segment(from: pivot, to: DialPoint(x: 0.5, y: 0), width: 0.01, roundCaps: false, role: .minuteHand)])
    let lines = Self.characters(moving: [hand])
    #expect(Self.ink(lines) == ["*"])
    let row = Array(lines[10])
    #expect(row.indices.filter { row[$0] == "*" } == [20, 24, 29])
  }

  @Test func aSecondHandsDiscsAreLeftOutButNotOtherHands() {
    let disc = SceneElement.disc(center: DialPoint(x: 0.5, y: 0), radius: 0.05, role: .hourHand)
    let second = SceneHand(.second, angle: DialAngle(degrees: 90))
    #expect(Self.ink(Self.characters(moving: [SceneLayer(.counterweight(second), [disc])])).isEmpty)
    #expect(Self.ink(Self.characters(moving: [SceneLayer(.tipDisc(second), [disc])])).isEmpty)
    let minute = SceneHand(.minute, angle: DialAngle(degrees: 90))
    #expect(Self.ink(Self.characters(moving: [SceneLayer(.counterweight(minute), [disc])])) == ["o"])
    // A disc on the second hand's own layer is drawn (a hub).
    #expect(Self.ink(Self.characters(moving: [SceneLayer(.hand(second), [disc])])) == ["o"])
  }

  @Test func aTrackIsADottedHairlineWhateverItsColour() {
    let track = SceneLayer(.track, [.ring(center: .center, radius: 0.5, width: 0.2, role: .rim)])
    #expect(Self.ink(Self.characters(still: [track])) == ["."])
  }
}
