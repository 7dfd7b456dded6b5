import ClockGeometry
import ClockTestSupport
import Foundation
import Testing

/// The size ladder (`DialForm`): which form a face takes at each picture side, what the small
/// form writes, and the pixel grid the icon's marks are snapped to, checked against numbers
/// worked out here by hand from the renderer's placement (centre at side/2, radius 0.47·side).
@Suite("Size ladder")
struct SizeLadderTests {
  static let utc = Zones.named("UTC")

  static func face(_ style: ClockStyle, side: Int?, configure: (inout ClockFaceOptions) -> Void = { _ in }) -> ClockFace {
    var options = ClockFaceOptions(style: style, pixelSide: side)
    configure(&options)
    return ClockFace(timeZone: utc, options: options)
  }

  /// Where each built-in style turns full: the side at which its numerals' em is 11 px,
  /// ⌈11 / (size · 0.47)⌉ (classic 0.17, minimal 0.12, breguet 0.155, contrast 0.24, pilot 0.2,
  /// bauhaus 0.1, worked out with python), and 160 for station, which has none.
  static let fullFrom = [
    "classic": 138, "minimal": 196, "breguet": 151, "contrast": 98, "station": 160, "pilot": 118, "bauhaus": 235,
  ]

  @Test func formChosenFromTheSide() throws {
    #expect(Set(Self.fullFrom.keys) == Set(ClockStyle.builtInNames))
    for name in ClockStyle.builtInNames {
      let style = try #require(ClockStyle.named(name))
      let full = try #require(Self.fullFrom[name])
      for (side, form) in [
        (16, "icon"), (24, "icon"), (32, "icon"), (48, "icon"), (71, "icon"), (72, "small"), (full - 1, "small"),
        (full, "full"), (256, "full"), (2048, "full"),
      ] {
        #expect(Self.face(style, side: side).style.form.rawValue == form, "\(name) at \(side) px")
      }
    }
  }

  @Test func withoutASideTheStyleIsDrawnAsItIs() throws {
    for name in ClockStyle.builtInNames {
      let style = try #require(ClockStyle.named(name))
      #expect(Self.face(style, side: nil).style == style, "\(name)")
    }
  }

  @Test("The small form writes the quarters only, has no minute track, and is heavier", arguments: [72, 96, 137])
  func smallFormWritesQuarters(side: Int) throws {
    let pixelsPerRadius = Double(side) * 0.47
    // Contrast's large numerals make it full from 98 px.
    for name in ClockStyle.builtInNames where side < Self.fullFrom[name] ?? 0 {
      let style = try #require(ClockStyle.named(name))
      let face = Self.face(style, side: side)
      let layout = face.layout
      #expect(layout.minuteTicks.isEmpty, "\(name) at \(side)")
      #expect(layout.hourTicks.count == 12, "\(name) at \(side)")
      if style.dial.numerals == .none {
        #expect(layout.numerals.isEmpty, "\(name) at \(side)")
      } else {
        // A pilot's triangle stands for 12.
        let quarters = style.dial.twelveMarker == .none ? [3, 6, 9, 12] : [3, 6, 9]
        #expect(layout.numerals.map(\.hour) == quarters, "\(name) at \(side)")
        // At least 11 px high, bold.
        #expect(layout.numerals.allSatisfy { $0.fontSize * pixelsPerRadius >= 11 - 1e-9 } && layout.numeralsBold, "\(name) at \(side)")
      }
      #expect(face.style.hourHand.width * pixelsPerRadius >= (style.hourHand.outline == .breguet ? 1.5 : 3) - 1e-9, "\(name)")
      #expect(face.style.hourHand.width > style.hourHand.width && face.style.minuteHand.width > style.minuteHand.width, "\(name)")
      #expect(face.style.dial.hourTicks.width * pixelsPerRadius >= 2 - 1e-9, "\(name)")
    }
  }

  @Test func theSmallFormKeepsTheNumeralsAsked() throws {
    let face = Self.face(.classic, side: 96) { $0.numerals = .roman }
    #expect(face.layout.numerals.map(\.text) == ["III", "VI", "IX", "XII"])
    let plain = Self.face(.classic, side: 96) { $0.numerals = .none }
    #expect(plain.layout.numerals.isEmpty && plain.layout.hourTicks.count == 12)
    let day = Self.face(.classic, side: 96) { $0.dial = .twentyFourHour }
    #expect(day.layout.numerals.map(\.text) == ["6", "12", "18", "24"])
  }

  @Test("An icon's quarter marks and rim edge lie on pixel boundaries", arguments: [16, 17, 23, 24, 32, 33, 48, 71])
  func iconMarksAreSnapped(side: Int) throws {
    let pixelsPerRadius = Double(side) * 0.47
    // The centre is on a boundary for an even side and in a pixel's middle for an odd one.
    let centre = Double(side) / 2
    func onBoundary(_ radius: Double) -> Bool {
      let edge = centre - radius * pixelsPerRadius
      return abs(edge - edge.rounded()) < 1e-6
    }
    for name in ClockStyle.builtInNames {
      let style = try #require(ClockStyle.named(name))
      let face = Self.face(style, side: side)
      let tick = try #require(face.layout.hourTicks.first)
      let width = tick.width * pixelsPerRadius
      #expect(abs(width - width.rounded()) < 1e-6 && Int(width.rounded()) % 2 == side % 2 && width >= 1 - 1e-6, "\(name) at \(side): \(width) px")
      #expect(onBoundary(tick.width / 2), "\(name) at \(side): mark edge")
      #expect(onBoundary(tick.innerRadius) && onBoundary(tick.outerRadius), "\(name) at \(side): mark ends \(tick.innerRadius), \(tick.outerRadius)")
      #expect(abs(tick.outerRadius - (1 - face.layout.rimWidth)) < 1e-12, "\(name) at \(side): the mark ends at the rim")
      #expect((tick.outerRadius - tick.innerRadius) * pixelsPerRadius >= 2 - 1e-6, "\(name) at \(side)")
    }
  }

  @Test("A small dial's quarter marks lie on pixel boundaries", arguments: [72, 96, 97, 137])
  func smallMarksAreSnapped(side: Int) throws {
    let pixelsPerRadius = Double(side) * 0.47, centre = Double(side) / 2
    func onBoundary(_ radius: Double) -> Bool {
      let edge = centre - radius * pixelsPerRadius
      return abs(edge - edge.rounded()) < 1e-6
    }
    for name in ClockStyle.builtInNames where side < Self.fullFrom[name] ?? 0 {
      let style = try #require(ClockStyle.named(name))
      let tick = try #require(Self.face(style, side: side).layout.hourTicks.first)
      #expect(onBoundary(tick.width / 2) && tick.width * pixelsPerRadius >= 2 - 1e-6, "\(name) at \(side): width")
      #expect(onBoundary(tick.innerRadius) && onBoundary(tick.outerRadius), "\(name) at \(side): ends")
    }
  }

  @Test func iconsKeepTheirStylesHands() throws {
    for name in ClockStyle.builtInNames {
      let style = try #require(ClockStyle.named(name))
      let icon = Self.face(style, side: 24) { $0.secondHand = .ticking }.style
      #expect(icon.hourHand.outline == style.hourHand.outline && icon.minuteHand.outline == style.minuteHand.outline, "\(name)")
      #expect(icon.secondHand.outline == style.secondHand.outline && (icon.secondHand.tipDisc > 0) == (style.secondHand.tipDisc > 0), "\(name)")
    }
    // The station clock: all twelve bars from 32 px, the quarters below.
    let station = try #require(ClockStyle.named("station"))
    #expect(Self.face(station, side: 32).layout.hourTicks.count == 12)
    #expect(Self.face(station, side: 24).layout.hourTicks.count == 4)
    #expect(Self.face(.classic, side: 48).layout.hourTicks.count == 4)
  }

  @Test func anIconsCapIsItsAccentDot() throws {
    let scene = Self.face(.classic, side: 24) { $0.secondHand = .hidden }.scene(at: LocalTime(Date(timeIntervalSince1970: 0), in: Self.utc))
    let caps = scene.layers.filter { $0.part == .cap }.flatMap(\.elements)
    // One solid disc in the second hand's colour, no face-coloured hole in it.
    #expect(caps.count == 1 && caps.allSatisfy { $0.role == .secondHand })
    // A full face without a second hand keeps the minute hand's cap with its hole.
    let full = Self.face(.classic, side: 512) { $0.secondHand = .hidden }.scene(at: LocalTime(Date(timeIntervalSince1970: 0), in: Self.utc))
    #expect(full.layers.filter { $0.part == .cap }.flatMap(\.elements).map(\.role) == [.minuteHand, .face])
  }
}
