import ClockGeometry
import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// The Time-Timer-style disc and the timers' scales and done face, drawn by cairo at 512 px
/// (face radius 0.47 · 512 = 240.64 px) and read back: pixels at known angles, OCR of the done
/// face. Classic, light: face #FFFFFF, accent #E5482D, hour ticks #1F2430, finished #1E9E4A.
@Suite("Timer disc pictures")
struct TimerDiscPictureTests {
  static let hourTick: DialPictureTests.Color = (0x1F, 0x24, 0x30)

  static func image(_ face: CountdownFace, remaining: Duration, look: ClockLook = ClockLook(style: .classic)) throws -> CairoSurface {
    let renderer = PictureRenderer(look: look, variant: .light)
    return try CairoSurface.image(png: try renderer.render(face.scene(remaining: remaining), as: .png, size: 512))
  }

  @Test func fifteenMinutesLeftOfSixtyIsTheQuarterCounterClockwiseOfTwelve() throws {
    // 900 s of a 60-minute face: 90° from 270° to 360°, between radii 0.36 and 0.69.
    let image = try Self.image(CountdownFace(length: .seconds(3600), kind: .disc), remaining: .seconds(900))
    for degrees in [275.0, 315, 355] {
      for radius in [0.4, 0.5, 0.65] {
        #expect(DialPictureTests.isColor(DialPictureTests.pixel(image, degrees: degrees, radius: radius), DialPictureTests.vermilion),
                "inside at \(degrees)° r=\(radius)")
      }
    }
    for degrees in [45.0, 5, 265, 180] {
      #expect(DialPictureTests.isColor(DialPictureTests.pixel(image, degrees: degrees, radius: 0.5), DialPictureTests.white), "outside at \(degrees)°")
    }
    // The hub is the face's, and so is the band past the sector, under the ticks.
    #expect(DialPictureTests.isColor(DialPictureTests.pixel(image, degrees: 315, radius: 0.25), DialPictureTests.white))
    #expect(DialPictureTests.isColor(DialPictureTests.pixel(image, degrees: 315, radius: 0.705), DialPictureTests.white))
  }

  @Test func theDiscHasALongTickEveryFiveMinutes() throws {
    let image = try Self.image(CountdownFace(length: .seconds(1500), kind: .disc), remaining: .seconds(600))
    // Long ticks from 0.715 to 0.78 radii: probe their middle, 0.76 (clear of the short ones' 0.755).
    for minute in stride(from: 0, to: 60, by: 5) {
      let degrees = minute == 0 ? 0 : 360 - Double(minute) * 6
      #expect(DialPictureTests.isColor(DialPictureTests.pixel(image, degrees: degrees, radius: 0.77), Self.hourTick), "\(minute) min")
      // Half-way to the next minute's short tick (3°, 9.4 px away): the face.
      #expect(DialPictureTests.isColor(DialPictureTests.pixel(image, degrees: degrees + 3, radius: 0.77), DialPictureTests.white), "\(minute) min + 30 s")
    }
  }

  @Test func theRingsHaveATickEveryFiveMinutesOfTheCountdown() throws {
    // 25 minutes: a tick with 0, 5, 10, 15, 20 minutes left, at 0°, 72°, 144°, 216°, 288°,
    // 0.91…0.98 radii outside the outer ring.
    let image = try Self.image(CountdownFace(length: .seconds(1500)), remaining: .seconds(600))
    for degrees in [0.0, 72, 144, 216, 288] {
      #expect(DialPictureTests.isColor(DialPictureTests.pixel(image, degrees: degrees, radius: 0.945), Self.hourTick), "\(degrees)°")
      #expect(DialPictureTests.isColor(DialPictureTests.pixel(image, degrees: degrees + 36, radius: 0.945), DialPictureTests.white), "\(degrees + 36)°")
    }
  }

  @Test func theDoneFaceReadsDoneInColourAndInOneBit() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-timer-done-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let look = ClockLook(style: .classic)
    let pictures: [(String, CountdownFace, Duration, ClockLook, ClockTheme.Name)] = [
      ("disc-light", CountdownFace(length: .seconds(240), caption: "Tea", kind: .disc), .zero, look, .light),
      ("rings-dark", CountdownFace(length: .seconds(240), caption: "Tea"), .zero, look, .dark),
      ("disc-1bit", CountdownFace(length: .seconds(240), caption: "Tea", kind: .disc), .zero, look.oneBit(.light), .light),
      ("running", CountdownFace(length: .seconds(240), caption: "Tea", kind: .disc), .seconds(60), look, .light),
    ]
    var files: [URL] = []
    for (name, face, remaining, look, variant) in pictures {
      let file = directory.appendingPathComponent("\(name).png")
      try Data(PictureRenderer(look: look, variant: variant).render(face.scene(remaining: remaining), as: .png, size: 512)).write(to: file)
      files.append(file)
    }
    // A block of text (--psm 6): the caption over the check mark, the word under it.
    let read = try Tool.readLines(files, options: ["--psm", "6"])
    for (index, text) in read.enumerated().dropLast() {
      #expect(text.split(whereSeparator: \.isWhitespace) == ["Tea", "done"], "\(pictures[index].0): \(text)")
    }
    #expect(!read[3].contains("done"), "a running timer: \(read[3])")
  }
}
