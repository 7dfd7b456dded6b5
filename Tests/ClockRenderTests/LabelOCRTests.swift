@testable import ClockGeometry
import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// Reads the labels back from rendered PNGs with tesseract (Debian's tesseract-ocr, which
/// `scripts/install-deps --test` installs) at instants where a hand passes the label's old
/// place, and expects the exact text. The crop is the label's box as the scene places it,
/// grey, dark on light, twice the size: tesseract's line mode (`--psm 7`) reads it whole.
@Suite("Labels read back by OCR", .tags(.integration, .tesseract))
struct LabelOCRTests {
  static let side = 512

  /// A picture to read: a scene drawn in `style` and `variant`, named for failure messages.
  struct Picture {
    var scene: ClockScene
    var style: ClockStyle = .classic
    var variant: ClockTheme.Name = .light
    var name = ""
  }

  /// A label's text and what tesseract read in its place.
  struct Reading {
    var text: String
    var read: String
    /// The picture's name.
    var picture: String
  }

  /// Every picture's label texts and what tesseract reads in each, from PNGs of the pictures,
  /// read in one tesseract process. `within` (dial radii): ink farther from the centre, such as
  /// a countdown's rings around a caption, is painted over with the crop's background first.
  static func read(_ pictures: [Picture], within: Double? = nil) throws -> [Reading] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-ocr-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var crops: [URL] = []
    var readings: [Reading] = []
    for (number, picture) in pictures.enumerated() {
      // The second hand passes over labels, which are printed on the dial under every hand and
      // move only for the hour and minute hands (issue #30): a reader waits the second it takes
      // to pass. What is read is the picture without it, and every other hand where it is.
      let scene = picture.scene
      let reading = ClockScene(staticLayers: scene.staticLayers, movingLayers: scene.movingLayers.filter { $0.part.hand?.kind != .second })
      let png = try PictureRenderer(look: ClockLook(style: picture.style), variant: picture.variant).render(reading, as: .png, size: side)
      let image = try CairoSurface.image(png: png)
      for (index, element) in scene.elements.enumerated() {
        guard case .text(let text, let center, let size, let bold, _) = element else { continue }
        let ink = TextInkEstimate.size(of: text, size: size, bold: bold)
        let crop = directory.appendingPathComponent("picture\(number)-label\(index).pgm")
        let margin = 0.02
        try grey(image, center: center, halfWidth: ink.width / 2 + margin, halfHeight: ink.height / 2 + margin, within: within).write(to: crop)
        crops.append(crop)
        // Tesseract reads an ellipsis as three full stops.
        readings.append(Reading(text: text.replacingOccurrences(of: "\u{2026}", with: "..."), read: "", picture: picture.name))
      }
    }
    for (index, read) in try Tool.readLines(crops).enumerated() { readings[index].read = read }
    return readings
  }

  /// The box around `center` (dial radii) as a binary PGM, scaled 2×, dark text on light.
  static func grey(_ image: CairoSurface, center: DialPoint, halfWidth: Double, halfHeight: Double, within: Double? = nil) -> Data {
    let radius = Double(image.width) * CairoSceneRenderer.faceRadiusFraction
    let x0 = Int((Double(image.width) / 2 + (center.x - halfWidth) * radius).rounded(.down))
    let y0 = Int((Double(image.height) / 2 + (center.y - halfHeight) * radius).rounded(.down))
    let width = Int((2 * halfWidth * radius).rounded(.up)), height = Int((2 * halfHeight * radius).rounded(.up))
    var levels = GreyCrop.levels(image, left: x0, top: y0, columns: width, rows: height)
    if let within {
      // The most common level is the background the text stands on.
      var counts = [Int](repeating: 0, count: 256)
      for level in levels { counts[Int(level)] += 1 }
      let background = UInt8(counts.indices.max { counts[$0] < counts[$1] } ?? 255)
      for y in 0..<height {
        for x in 0..<width {
          let dx = (Double(x0 + x) + 0.5 - Double(image.width) / 2) / radius
          let dy = (Double(y0 + y) + 0.5 - Double(image.height) / 2) / radius
          if (dx * dx + dy * dy).squareRoot() > within { levels[y * width + x] = background }
        }
      }
    }
    // Light text on a dark face is turned dark on light.
    return GreyCrop.pgm(levels, columns: width, rows: height)
  }

  static func time(_ iso: String, in zone: String) throws -> (LocalTime, ZoneRules) {
    let zone = try #require(ZoneRules.named(zone))
    let date = try #require(ISO8601DateFormatter().date(from: iso))
    return (LocalTime(date, in: zone), zone)
  }

  @Test("Clock labels at the issue's instants", arguments: ["classic", "station", "breguet"], [ClockTheme.Name.light, .dark])
  func clockLabelsReadBack(styleName: String, variant: ClockTheme.Name) throws {
    let style = try #require(ClockStyle.named(styleName))
    // Tokyo 19:09:37 (hour and second hands on the time's place), 06:31:05 (hour and minute
    // hands down the middle), Chatham at 12:45:00 (the second hand over the zone's name).
    let instants = [("2024-06-15T10:09:37Z", "Asia/Tokyo"), ("2024-06-15T06:31:05Z", "UTC"), ("2024-06-15T00:00:00Z", "Pacific/Chatham")]
    let pictures = try instants.map { iso, zoneName in
      let (time, zone) = try Self.time(iso, in: zoneName)
      let scene = ClockScene(time: time, timeZone: zone, options: ClockFaceOptions(style: style, label: .both, pixelSide: Self.side))
      return Picture(scene: scene, style: style, variant: variant, name: "\(styleName) \(variant) \(iso)")
    }
    let labels = try Self.read(pictures)
    #expect(labels.count == 2 * instants.count)
    for label in labels { #expect(label.read == label.text, "\(label.picture)") }
  }

  @Test("Both labels where the hour and minute hands cover both of their own places", arguments: ClockStyle.builtInNames)
  func labelsReadBackWhereBothPlacesAreCovered(styleName: String) throws {
    let style = try #require(ClockStyle.named(styleName))
    // Local 06:00:00 and 12:30:00 (one hand up, one down: both own places covered), 00:00:00
    // and 06:31:05 (both hands up, both down), 05:27:41 and 11:57:12 (just off the axis), in
    // zones with long names.
    let instants = [
      ("2024-06-15T06:00:00Z", "UTC"), ("2024-06-15T03:30:00Z", "Europe/Moscow"), ("2024-06-15T15:00:00Z", "Asia/Tokyo"),
      ("2024-06-15T06:31:05Z", "UTC"), ("2024-06-15T08:27:41Z", "America/Argentina/ComodRivadavia"),
      ("2024-06-15T01:57:12Z", "Asia/Ulaanbaatar"),
    ]
    let pictures = try instants.flatMap { iso, zoneName in
      let (time, zone) = try Self.time(iso, in: zoneName)
      let scene = ClockScene(time: time, timeZone: zone, options: ClockFaceOptions(style: style, label: .both, pixelSide: Self.side))
      return [ClockTheme.Name.light, .dark].map { Picture(scene: scene, style: style, variant: $0, name: "\(styleName) \($0) \(iso) \(zoneName)") }
    }
    let labels = try Self.read(pictures)
    #expect(labels.count == 2 * pictures.count)
    for label in labels { #expect(label.read == label.text, "\(label.picture)") }
  }

  @Test("Date and 12-hour labels where the hands cross the readout's place", arguments: ["classic", "station"], [ClockTheme.Name.light, .dark])
  func dateAndTwelveHourLabelsReadBack(styleName: String, variant: ClockTheme.Name) throws {
    let style = try #require(ClockStyle.named(styleName))
    // Tokyo 19:09:37 (hour and second hands over the readout's place), New York at midnight
    // and noon (12:00:00 AM and PM, every hand up, the zone's place covered), New York 06:31:05
    // on the day it springs forward (hour and minute hands down the middle).
    let cases: [(String, String, ClockFaceOptions.Label, String)] = [
      ("2024-06-15T10:09:37Z", "Asia/Tokyo", .date, "2024-06-15 Sat"),
      ("2024-06-15T10:09:37Z", "Asia/Tokyo", .twelveHour, "7:09:37 PM"),
      ("2026-11-23T05:00:00Z", "America/New_York", .twelveHour, "12:00:00 AM"),
      ("2026-11-23T17:00:00Z", "America/New_York", .twelveHour, "12:00:00 PM"),
      ("2026-03-08T10:31:05Z", "America/New_York", .date, "2026-03-08 Sun"),
    ]
    let pictures = try cases.map { iso, zoneName, label, _ in
      let (time, zone) = try Self.time(iso, in: zoneName)
      let scene = ClockScene(time: time, timeZone: zone, options: ClockFaceOptions(style: style, label: label, pixelSide: Self.side))
      return Picture(scene: scene, style: style, variant: variant, name: "\(styleName) \(variant) \(iso)")
    }
    let labels = try Self.read(pictures)
    #expect(labels.map(\.text) == cases.map(\.3))
    for label in labels { #expect(label.read == label.text, "\(label.picture)") }
  }

  @Test func theOldPlacesWereCoveredAtTheseInstants() throws {
    // What the labels would have been under: the hands' angles at each instant, against the
    // old fixed places straight below (180°) and above (0°) the centre; an 8-character time
    // 0.33 below the centre spans ±40° there.
    func near(_ angle: DialAngle, _ target: Double) -> Bool { abs((angle.degrees - target + 540).truncatingRemainder(dividingBy: 360) - 180) < 40 }
    let (tokyo, _) = try Self.time("2024-06-15T10:09:37Z", in: "Asia/Tokyo")
    let (utc, _) = try Self.time("2024-06-15T06:31:05Z", in: "UTC")
    let (chatham, _) = try Self.time("2024-06-15T00:00:00Z", in: "Pacific/Chatham")
    #expect(near(HandAngles(tokyo).hour, 180))
    #expect(near(HandAngles(utc).hour, 180) && near(HandAngles(utc).minute, 180))
    #expect(near(HandAngles(chatham).second, 0))
    // …and the labels are elsewhere now.
    for (time, zone) in [(tokyo, "Asia/Tokyo"), (chatham, "Pacific/Chatham")] {
      let timeZone = try #require(ZoneRules.named(zone))
      let scene = ClockScene(time: time, timeZone: timeZone, options: ClockFaceOptions(label: .both))
      let centers = scene.movingElements.compactMap { element -> DialPoint? in
        if case .text(_, let center, _, _, _) = element { return center }
        return nil
      }
      #expect(centers.count == 2 && centers != [DialPoint(x: 0, y: -0.33), DialPoint(x: 0, y: 0.33)])
    }
  }

  @Test("A stopwatch readout under the sweep hand", arguments: [ClockTheme.Name.light, .dark])
  func stopwatchReadoutReadsBack(variant: ClockTheme.Name) throws {
    // 1:02:31.4 and 123:00:30: the sweep hand at 188° and 180°, straight through the readout,
    // which stays printed in its place under it.
    let pictures = [Duration.seconds(3751.4), .seconds(123 * 3600 + 30)].map { elapsed in
      Picture(scene: StopwatchFace().scene(elapsed: elapsed), variant: variant, name: "\(variant) \(elapsed)")
    }
    for picture in pictures {
      let readout = picture.scene.movingElements.compactMap { element -> DialPoint? in
        if case .text(_, let center, _, _, _) = element { return center }
        return nil
      }
      #expect(readout == [StopwatchFace.readoutCenter])
    }
    let labels = try Self.read(pictures)
    #expect(labels.count == 2)
    for label in labels { #expect(label.read == label.text, "\(label.picture)") }
  }

  @Test func aLongTimerCaptionAndReadoutReadBack() throws {
    let face = CountdownFace(length: .seconds(125 * 3600), caption: "Tea for the whole office")
    let scene = face.scene(remaining: .seconds(125 * 3600 - 5))
    // Only what is inside the innermost ring is read: the crop's estimated box is wider than the
    // ink and would take in a piece of the ring.
    let inner = CountdownFace.radius(of: .seconds, in: face.rings) - CountdownFace.ringWidth / 2
    let labels = try Self.read([Picture(scene: scene)], within: inner)
    #expect(labels.map(\.read) == ["Tea for the whole of...", "124:59:55"])
    for label in labels { #expect(label.read == label.text) }
  }
}
