import ClockGeometry
import Testing

/// The look primitives of decision 0054: a pilot's triangle at 12 instead of its numeral, and a
/// railway minute track's two rails; where each goes on the dial, in each form of the size
/// ladder, and how a style file writes them (only when set, so older files read as before).
@Suite("Triangle at 12 and rails")
struct TwelveMarkerAndRailsTests {
  static func layout(_ name: String, side: Int? = nil) throws -> DialLayout {
    let style = try #require(ClockStyle.named(name))
    return ClockFace(timeZone: .utc, options: ClockFaceOptions(style: style, pixelSide: side)).layout
  }

  /// The vertices of the marker's polygon and the centres and radii of its discs.
  static func parts(_ marker: [SceneElement]) -> (triangle: [DialPoint], dots: [(DialPoint, Double)]) {
    var triangle: [DialPoint] = [], dots: [(DialPoint, Double)] = []
    for element in marker {
      switch element {
      case .polygon(let points, _): triangle += points
      case .disc(let center, let radius, _): dots.append((center, radius))
      default: break
      }
    }
    return (triangle, dots)
  }

  @Test func thePilotsDialHasATriangleBetweenTwoDotsForTwelve() throws {
    let layout = try Self.layout("pilot")
    #expect(layout.numerals.map(\.hour) == Array(1...11))
    let (triangle, dots) = Self.parts(layout.twelveMarker)
    // Pilot: numerals reach 0.83, size 0.2. The base on the numerals' reach, y = −0.83; the
    // apex 0.9 em (0.18) nearer the centre, on the axis: (0, −0.65); the base 1.24 × 0.18 wide.
    let sorted = triangle.sorted { $0.y < $1.y }
    #expect(sorted.count == 3)
    #expect(abs(sorted[0].y + 0.83) < 1e-9 && abs(sorted[1].y + 0.83) < 1e-9)
    #expect(abs(abs(sorted[0].x - sorted[1].x) - 0.2232) < 1e-9 && abs(sorted[0].x + sorted[1].x) < 1e-9)
    #expect(abs(sorted[2].x) < 1e-9 && abs(sorted[2].y + 0.65) < 1e-9)
    // Two dots mirrored across the axis, beside the base, clear of the triangle.
    #expect(dots.count == 2)
    #expect(abs(dots[0].0.x + dots[1].0.x) < 1e-9 && dots.allSatisfy { abs($0.0.x) - $0.1 > 0.1116 && $0.0.y < -0.75 })
    #expect(layout.twelveMarker.allSatisfy { $0.role == .numeral })
    // Any other style: its numeral 12, no marker.
    #expect(try Self.layout("classic").twelveMarker.isEmpty)
  }

  @Test func theSmallFormKeepsTheTriangleAndTheIconPutsItForTheMark() throws {
    let small = try Self.layout("pilot", side: 96)
    #expect(small.numerals.map(\.hour) == [3, 6, 9])
    #expect(Self.parts(small.twelveMarker).dots.count == 2)
    let icon = try Self.layout("pilot", side: 24)
    #expect(icon.hourTicks.map(\.angle.degrees) == [90, 180, 270])
    let (triangle, dots) = Self.parts(icon.twelveMarker)
    // The icon's triangle fills the band of its marks, in their toned ink, without dots.
    let mark = try #require(icon.hourTicks.first)
    #expect(dots.isEmpty && icon.twelveMarker.allSatisfy { $0.role == .hourTick })
    #expect(abs((triangle.map(\.y).min() ?? 0) + mark.outerRadius) < 1e-9 && abs((triangle.map(\.y).max() ?? 0) + mark.innerRadius) < 1e-9)
  }

  @Test func withoutNumeralsTheTriangleStaysInsideTheMarksAndA24HourDialDropsTheDots() throws {
    let pilot = try #require(ClockStyle.named("pilot"))
    var options = ClockFaceOptions(style: pilot)
    options.numerals = .none
    let bare = ClockFace(timeZone: .utc, options: options).layout
    // The marks take the numerals' band: from 0.87 − 0.1 · 0.8 = 0.79; the base 0.03 inside it.
    let mark = try #require(bare.hourTicks.first)
    #expect(abs(mark.innerRadius - 0.79) < 1e-9)
    #expect(abs((Self.parts(bare.twelveMarker).triangle.map(\.y).min() ?? 0) + 0.76) < 1e-9)
    let day = ClockFace(timeZone: .utc, options: ClockFaceOptions(style: pilot, dial: .twentyFourHour)).layout
    #expect(Self.parts(day.twelveMarker).triangle.count == 3 && Self.parts(day.twelveMarker).dots.isEmpty)
    #expect(!day.numerals.contains { $0.hour == 24 } && day.numerals.contains { $0.hour == 12 })
  }

  @Test func breguetsTrackRunsBetweenTwoRails() throws {
    let layout = try Self.layout("breguet")
    let radii = layout.rails.compactMap { element -> Double? in
      if case .ring(_, let radius, let width, .minuteTick) = element, width == 0.004 { radius } else { nil }
    }
    // Breguet's minute track runs from 0.875 to 0.93.
    #expect(radii == [0.875, 0.93])
    #expect(layout.minuteTicks.allSatisfy { $0.innerRadius == 0.875 && $0.outerRadius == 0.93 })
    // No minute track, no rails: the small form, and a style without them.
    #expect(try Self.layout("breguet", side: 120).rails.isEmpty)
    #expect(try Self.layout("classic").rails.isEmpty)
  }

  @Test func theKeysAreWrittenOnlyWhenSet() throws {
    for name in ClockStyle.builtInNames {
      let style = try #require(ClockStyle.named(name))
      let text = style.fileText
      #expect(text.contains("twelve-marker = triangle") == (name == "pilot"), "\(name)")
      #expect(text.contains("rails = 0.004") == (name == "breguet"), "\(name)")
      #expect(!text.contains("twelve-marker = none") && !text.contains("rails = 0.0\n"), "\(name)")
      #expect(try ClockStyle(fileText: text, source: name) == style)
    }
    let mine = try ClockStyle(fileText: "base = classic\n[dial]\ntwelve-marker = triangle\n[minute-ticks]\nrails = 0.01\n", source: "mine.style")
    #expect(mine.dial.twelveMarker == .triangle && mine.dial.railWidth == 0.01)
    #expect(try ClockStyle(fileText: mine.fileText, source: "mine.style") == mine)
  }

  @Test("Bad values are refused with what is accepted", arguments: [
    ("base = pilot\n[dial]\ntwelve-marker = star\n", "mine.style:3: 'twelve-marker' in [dial] must be one of none, triangle; got 'star'"),
    ("base = breguet\n[minute-ticks]\nrails = 0.2\n", "mine.style:3: 'rails' in [minute-ticks] must be a number from 0 to 0.05; got '0.2'"),
  ])
  func badValues(text: String, expected: String) {
    do throws(StyleFileError) {
      _ = try ClockStyle(fileText: text, source: "mine.style")
      Issue.record("\(text) parsed")
    } catch {
      #expect(error.description == expected)
    }
  }
}
