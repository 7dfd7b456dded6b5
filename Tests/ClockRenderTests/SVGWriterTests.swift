import ClockGeometry
import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// The structure of aclock's own SVG: what a web page can rely on (ids, classes, turned hand
/// groups, CSS custom properties, a title), its size, escaping, and the frame writer's reuse of
/// its still part.
@Suite("SVG writer")
struct SVGWriterTests {
  static let instant = Date(timeIntervalSince1970: 1_718_413_777)  // 10:09:37 in Tokyo
  static let tokyo = Zones.named("Asia/Tokyo")
  static let renderer = PictureRenderer(look: ClockLook(style: .classic), variant: .light)

  static func svg(_ board: ClockBoard, side: Int = 512, options: SVGOptions = SVGOptions(), description: SVGDescription = .generic) throws -> [UInt8] {
    try renderer.render(board, as: .svg, side: side, svg: options, description: description)
  }

  static func board(at instant: Date = instant, options: ClockFaceOptions = ClockFaceOptions(), zones: [ZoneRules] = [tokyo]) -> ClockBoard {
    ClockBoard(instant: instant, timeZones: zones, options: options)
  }

  @Test func handsAreGroupsTurnedAboutTheCentre() throws {
    let document = try #require(SVGDocument(try Self.svg(Self.board())))
    let prefix = try #require(document.elements.first?.attributes["id"])
    // 10:09:37: hour 304.81°, minute 57.7°, second 222°, about (256, 256).
    for (name, angle) in [("hour", "304.81"), ("minute", "57.7"), ("second", "222")] {
      let group = try #require(document.elements.first { $0.attributes["id"] == "\(prefix)-\(name)" })
      #expect(group.name == "g" && group.attributes["class"] == name)
      #expect(group.attributes["transform"] == "rotate(\(angle) 256 256)")
    }
    // Inside, each hand points at 12: its polygon's points are left-right symmetric about x = 256.
    let minute = try #require(document.elements.first { $0.name == "path" && $0.classes.contains("minute") && !$0.classes.contains("shadow") })
    let numbers = (minute.attributes["d"] ?? "").split(whereSeparator: { " MZ".contains($0) }).compactMap { Double($0) }
    #expect(numbers.count == 8 && abs(numbers[0] + numbers[6] - 512) < 0.02 && abs(numbers[2] + numbers[4] - 512) < 0.02, "\(numbers)")
  }

  @Test func everyElementIsClassedAndColoursAreCustomProperties() throws {
    let bytes = try Self.svg(Self.board(options: ClockFaceOptions(label: .both)))
    let text = String(decoding: bytes, as: UTF8.self)
    let document = try #require(SVGDocument(bytes))
    let drawn = document.elements.filter { ["circle", "path", "text", "rect", "use"].contains($0.name) }
    #expect(!drawn.isEmpty)
    let roles = ["face", "rim", "minute-tick", "hour-tick", "numeral", "label", "shadow", "hour", "minute", "second", "backdrop"]
    for element in drawn {
      #expect(!element.classes.isDisjoint(with: roles), "\(element.name) \(element.attributes)")
    }
    for role in roles { #expect(text.contains("color:var(--aclock-\(role),")) }
    // One <style>, no inline styles, no presentation colours.
    #expect(text.components(separatedBy: "<style>").count == 2)
    #expect(!text.contains("style=\"") && !text.contains("fill=\"#") && !text.contains("stroke=\"#"))
    #expect(text.contains("font-family:&quot;DejaVu Sans&quot;,&quot;Bitstream Vera Sans&quot;,Verdana,sans-serif"))
    // Centred, so another font keeps the middle; figures of one width.
    #expect(text.contains("text-anchor:middle;font-variant-numeric:tabular-nums"))
  }

  @Test func titleAndDescriptionSayWhatTheClockShows() throws {
    let one = try #require(SVGDocument(try Self.svg(Self.board(), description: .clocks(at: Self.instant, in: [Self.tokyo]))))
    #expect(one.title == "Analog clock")
    #expect(one.desc == "Analog clock showing 10:09:37 in Tokyo.")
    let zones = ["Asia/Tokyo", "Europe/Berlin", "America/New_York"].map(Zones.named)
    let world = SVGDescription.clocks(at: Self.instant, in: zones)
    #expect(world.title == "World clock")
    #expect(world.description == "World clock showing 10:09:37 in Tokyo, 03:09:37 in Berlin and 21:09:37 in New York.")
    let timers = SVGDescription.dials([
      CountdownDial(face: CountdownFace(length: .seconds(555), caption: "Tea"), countdown: Countdown(start: Self.instant - 355, length: .seconds(555))),
      CountdownDial(face: CountdownFace(length: .seconds(60)), countdown: Countdown(start: Self.instant - 90, length: .seconds(60))),
    ], at: Self.instant)
    #expect(timers.title == "Timers")
    #expect(timers.description == "Timer Tea with 00:03:20 left and timer finished.")
  }

  @Test func userTextIsEscaped() throws {
    let caption = "a&b <c> \"d\" 'e'\u{1}\u{7F}"
    let scene = CountdownFace(length: .seconds(60), caption: caption).scene(remaining: .seconds(30))
    for mode in SVGOptions.TextMode.allCases {
      let bytes = try Self.svg(
        ClockBoard(scene), options: SVGOptions(text: mode), description: SVGDescription(title: "T<&>", description: caption))
      let document = try #require(SVGDocument(bytes), "\(mode)")
      #expect(document.title == "T<&>")
      #expect(document.desc == "a&b <c> \"d\" 'e'\u{FFFD}\u{7F}")
      #expect(!bytes.contains(1))
    }
  }

  @Test func twoDocumentsShareNoID() throws {
    let a = try #require(SVGDocument(try Self.svg(Self.board(), options: SVGOptions(text: .outline, idPrefix: .derived(serial: 0)))))
    let b = try #require(SVGDocument(try Self.svg(Self.board(at: Self.instant + 1), options: SVGOptions(text: .outline, idPrefix: .derived(serial: 0)))))
    // The same content twice in one process, told apart by the serial number.
    let c = try #require(SVGDocument(try Self.svg(Self.board(), options: SVGOptions(text: .outline, idPrefix: .derived(serial: 7)))))
    for document in [a, b, c] {
      let root = try #require(document.elements.first?.attributes["id"])
      #expect(document.ids.allSatisfy { $0 == root || $0.hasPrefix(root + "-") })
      #expect(document.ids.count > 10)  // root, title, desc, shadow, hands, glyphs
      #expect(Set(document.ids).count == document.ids.count)
    }
    #expect(Set(a.ids).isDisjoint(with: b.ids))
    #expect(Set(a.ids).isDisjoint(with: c.ids))
    // Every reference points into its own document.
    let text = String(decoding: try Self.svg(Self.board(), options: SVGOptions(text: .outline, idPrefix: .fixed("clock1"))), as: UTF8.self)
    #expect(text.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"clock1\""))
    #expect(text.contains("href=\"#clock1-g0\"") && text.contains("url(#clock1-shadow)") && text.contains("#clock1 .face{"))
  }

  @Test func prefixesAreCheckedForXMLAndCSS() {
    #expect(SVGIDPrefix.validated("clock1") == "clock1")
    #expect(SVGIDPrefix.validated("_a-b_2") == "_a-b_2")
    for bad in ["", "1clock", "-a", "a b", "a.b", "a:b", "a\"b", "ä", String(repeating: "a", count: 65)] {
      #expect(SVGIDPrefix.validated(bad) == nil, "\(bad)")
    }
  }

  /// Measured at the time of writing: 4.1 KB for the default face, 1.5 KB for a 16 px icon.
  @Test func defaultFaceAndIconsAreSmall() throws {
    let face = try Self.svg(Self.board(options: ClockFaceOptions(style: .classic, pixelSide: 512)), side: 512,
                            description: .clocks(at: Self.instant, in: [Self.tokyo]))
    #expect(face.count < 8 * 1024, "\(face.count) bytes")
    for side in [16, 24] {
      var options = ClockFaceOptions(style: .classic, pixelSide: side)
      options.secondHand = .hidden
      let icon = try Self.svg(Self.board(options: options), side: side, description: .clocks(at: Self.instant, in: [Self.tokyo], withSeconds: false))
      #expect(icon.count < 3 * 1024, "\(side) px: \(icon.count) bytes")
    }
  }

  @Test func framesReuseTheStillPartAndGiveTheSameBytes() throws {
    let fonts = CairoFontCache()
    let options = ClockFaceOptions(label: .both)
    for mode in SVGOptions.TextMode.allCases {
      let writer = try SVGDocumentWriter(look: ClockLook(style: .classic), variant: .dark, side: 200, options: SVGOptions(text: mode), fonts: fonts)
      for offset in [0.0, 1, 59, 3_600, 7_777] {
        let board = Self.board(at: Self.instant + offset, options: options)
        let reused = try writer.document(board, description: .generic)
        let fresh = try SVGDocumentWriter(look: ClockLook(style: .classic), variant: .dark, side: 200, options: SVGOptions(text: mode))
          .document(board, description: .generic)
        #expect(reused == fresh, "\(mode) +\(offset) s")
      }
    }
  }
}
