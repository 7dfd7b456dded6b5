import ClockGeometry
import ClockRender
import ClockTestSupport
import ClockWorksheet
import Foundation
import Testing

/// `aclock worksheet` end to end: the PDF is rasterised by poppler (`pdftoppm`), every time on
/// the answer key is read back by tesseract, and the hands on the student and key pages are
/// found in the pixels where a hand-worked angle (30° an hour + 0.5° a minute, 6° a minute)
/// says they must be. The layout (where each face is) comes from ClockWorksheet; what the faces
/// show is checked only against the OCR and the arithmetic.
@Suite("Worksheets end to end", .tags(.integration, .tesseract))
struct WorksheetEndToEndTests {
  /// The raster of the pages the hands are looked for in.
  static let dpi = 150.0

  static func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-worksheet-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  /// Page `page` (from 1) of `pdf` as pixels.
  static func raster(_ pdf: URL, page: Int, directory: URL) throws -> CairoSurface {
    let stem = directory.appendingPathComponent("page\(page)").path
    #expect(try Tool.run("pdftoppm", ["-r", String(Int(dpi)), "-f", "\(page)", "-l", "\(page)", "-png", "-singlefile", pdf.path, stem]) == 0)
    return try CairoSurface.image(png: Array(try Data(contentsOf: URL(fileURLWithPath: stem + ".png"))))
  }

  /// What tesseract reads in the line of text of `size` pt centred on `x` with its baseline at
  /// `baseline` (points) on page `page`.
  static func read(_ pdf: URL, page: Int, x: Double, baseline: Double, size: Double, directory: URL) throws -> String {
    let scale = 300.0 / 72
    let left = Int((x - 3.4 * size) * scale), top = Int((baseline - 1.0 * size) * scale)
    let width = Int(6.8 * size * scale), height = Int(1.25 * size * scale)
    let stem = directory.appendingPathComponent("crop-\(page)-\(Int(x))-\(Int(baseline))").path
    #expect(
      try Tool.run(
        "pdftoppm",
        ["-r", "300", "-f", "\(page)", "-l", "\(page)", "-x", "\(left)", "-y", "\(top)", "-W", "\(width)", "-H", "\(height)", "-gray", "-singlefile", pdf.path, stem]) == 0)
    return try Tool.output("tesseract", [stem + ".pgm", "stdout", "--psm", "7", "-c", "tessedit_char_whitelist=0123456789:"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// `H:MM` or `H:MM:SS` read by OCR, as hours, minutes and seconds.
  static func time(in text: String) -> (hour: Int, minute: Int, second: Int)? {
    let parts = text.split(separator: ":").map { Int($0) }
    guard parts.count >= 2, parts.allSatisfy({ $0 != nil }) else { return nil }
    let numbers = parts.compactMap { $0 }
    guard numbers[0] < 24, numbers[1] < 60, numbers.count < 3 || numbers[2] < 60 else { return nil }
    return (numbers[0], numbers[1], numbers.count > 2 ? numbers[2] : 0)
  }

  /// The angles (degrees clockwise from 12) at which ink crosses the circle of `fraction` of the
  /// face's radius, as runs of consecutive quarter degrees: only the hands cross it.
  static func inkRuns(on image: CairoSurface, center: DialPoint, radius: Double, fraction: Double) -> [ClosedRange<Double>] {
    let scale = dpi / 72, r = radius * fraction * scale
    let cx = center.x * scale, cy = center.y * scale
    let steps = 1440
    let ink = (0..<steps).map { step -> Bool in
      let angle = Double(step) / 4 * .pi / 180
      let x = Int((cx + r * sin(angle)).rounded()), y = Int((cy - r * cos(angle)).rounded())
      guard let pixel = image.pixel(x: x, y: y) else { return false }
      // Anything but paper: black, red or blue hands alike.
      return 765 - Int(pixel.red) - Int(pixel.green) - Int(pixel.blue) > 120
    }
    guard let gap = ink.firstIndex(of: false) else { return [0...360] }
    var runs: [ClosedRange<Double>] = []
    var start: Int?
    for offset in 1...steps {
      let index = (gap + offset) % steps
      if ink[index], start == nil { start = gap + offset }
      if !ink[index], let first = start {
        runs.append(Double(first) / 4...Double(gap + offset - 1) / 4)
        start = nil
      }
    }
    return runs
  }

  /// The angle `a` is within `tolerance` of the run (angles modulo 360).
  static func near(_ a: Double, _ run: ClosedRange<Double>, tolerance: Double) -> Bool {
    [-360.0, 0, 360, 720].contains { shift in (run.lowerBound - tolerance...run.upperBound + tolerance).contains(a + shift) }
  }

  /// Checks that the face shows `time`: ink at the hour and minute hands' hand-worked angles
  /// (the second hand's too when `seconds`), and no ink elsewhere on the circle at 40 % of the
  /// radius. Returns the problems found.
  static func handsProblems(
    on image: CairoSurface, place: WorksheetLayout.FacePlace, time: (hour: Int, minute: Int, second: Int), seconds: Bool
  ) -> [String] {
    let s = Double(time.second)
    let hourAngle = Double(time.hour % 12) * 30 + Double(time.minute) * 0.5 + (seconds ? s / 120 : 0)
    let minuteAngle = Double(time.minute) * 6 + (seconds ? s / 10 : 0)
    var expected = [hourAngle, minuteAngle]
    if seconds { expected.append(s * 6) }
    let runs = inkRuns(on: image, center: place.center, radius: place.radius, fraction: 0.4)
    var problems: [String] = []
    for angle in expected {
      guard let run = runs.first(where: { near(angle, $0, tolerance: 1) }) else {
        problems.append("no hand at \(angle)° (runs: \(runs))")
        continue
      }
      // A hand alone on its ray is symmetric about it: the run's middle is the hand's angle.
      let alone = !expected.contains { $0 != angle && near($0, run, tolerance: 3) }
      let middle = (run.lowerBound + run.upperBound) / 2
      let offset = abs((middle - angle + 540).truncatingRemainder(dividingBy: 360) - 180)
      if alone, offset > 1.5 { problems.append("the hand at \(angle)° is at \(middle)°") }
    }
    for run in runs where !expected.contains(where: { near($0, run, tolerance: 3) }) {
      problems.append("ink at \(run) where no hand should be (expected \(expected))")
    }
    return problems
  }

  /// The exercises the command lays out for these options (what `--kind mixed` means).
  static func layout(level: ReadingLevel, count: Int, seed: UInt64, paper: Paper, twentyFourHour: Bool = false) throws -> WorksheetLayout {
    let plan = try WorksheetPlan(.init(level: level, kinds: ExerciseKind.allCases, count: count, seed: seed, twentyFourHour: twentyFourHour))
    return WorksheetLayout(plan: plan, paper: paper)
  }

  @Test(
    "Every level and kind: each key time read by OCR is the time the hands show, on the student page and the key",
    arguments: ReadingLevel.allCases)
  func keysAgreeWithFaces(level: ReadingLevel) throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let pdf = directory.appendingPathComponent("sheet.pdf")
    let seed: UInt64 = 20_261_128 + UInt64(level.stepSeconds)
    let run = try AClockProcess.run([
      "worksheet", "--level", level.rawValue, "--kind", "mixed", "--count", "8", "--seed", String(seed), "--paper", "a4",
      "--pdf", pdf.path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let layout = try Self.layout(level: level, count: 8, seed: seed, paper: .a4)
    let pageCount = layout.pages.count
    var checkedFaces = 0
    for (pageIndex, slots) in layout.pages.enumerated() {
      let student = try Self.raster(pdf, page: pageIndex + 1, directory: directory)
      let key = try Self.raster(pdf, page: pageCount + pageIndex + 1, directory: directory)
      for slot in slots {
        for place in slot.faces {
          let size = slot.exercise.kind == .match ? 12.0 : 20
          let text = try Self.read(pdf, page: pageCount + pageIndex + 1, x: place.answer.x, baseline: place.answer.y, size: size, directory: directory)
          guard let time = Self.time(in: text) else {
            Issue.record("exercise \(slot.number): tesseract read \(text.debugDescription), no time")
            continue
          }
          // The OCR is the layout's own reading (so the places are right)...
          #expect(time.hour == place.reading.hour12 && time.minute == place.reading.minute, "exercise \(slot.number)")
          // ...and the hands agree with it on the key, and on the student page when drawn there.
          let keyProblems = Self.handsProblems(on: key, place: place, time: time, seconds: level.showsSeconds)
          #expect(keyProblems.isEmpty, "key, exercise \(slot.number) (\(text)): \(keyProblems)")
          if place.handsOnStudentPage {
            let problems = Self.handsProblems(on: student, place: place, time: time, seconds: level.showsSeconds)
            #expect(problems.isEmpty, "student page, exercise \(slot.number) (\(text)): \(problems)")
          } else {
            let runs = Self.inkRuns(on: student, center: place.center, radius: place.radius, fraction: 0.4)
            #expect(runs.isEmpty, "student page, exercise \(slot.number): a face to draw on has ink at \(runs)")
          }
          checkedFaces += 1
        }
      }
    }
    #expect(checkedFaces == 14)
  }

  @Test("At half past, the hour hand is halfway between the hours, not on either")
  func halfPast() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let pdf = directory.appendingPathComponent("half.pdf")
    // Every time of the level is on a 24-exercise half-hour sheet of reading.
    let run = try AClockProcess.run(["worksheet", "--level", "half", "--count", "24", "--seed", "1", "--paper", "letter", "--pdf", pdf.path])
    #expect(run.status == 0, "\(run.stderr)")
    let plan = try WorksheetPlan(.init(level: .half, kinds: [.read], count: 24, seed: 1))
    let layout = WorksheetLayout(plan: plan, paper: .letter)
    var halves = 0
    for (pageIndex, slots) in layout.pages.enumerated() {
      let student = try Self.raster(pdf, page: pageIndex + 1, directory: directory)
      for slot in slots where slot.faces[0].reading.minute == 30 {
        let place = slot.faces[0], hour = place.reading.hour % 12
        let runs = Self.inkRuns(on: student, center: place.center, radius: place.radius, fraction: 0.4)
        let halfway = Double(hour) * 30 + 15
        #expect(runs.contains { Self.near(halfway, $0, tolerance: 1) }, "\(place.reading): no hour hand at \(halfway)°: \(runs)")
        for onTheHour in [Double(hour) * 30, Double(hour + 1) * 30] where onTheHour.truncatingRemainder(dividingBy: 360) != 180 {
          #expect(!runs.contains { Self.near(onTheHour, $0, tolerance: 0) }, "\(place.reading): a hand at \(onTheHour)°: \(runs)")
        }
        halves += 1
      }
    }
    #expect(halves == 12)
  }

  @Test("24-hour sheets: the key's times run over the day and the hands agree")
  func twentyFourHour() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let pdf = directory.appendingPathComponent("day.pdf")
    let run = try AClockProcess.run([
      "worksheet", "--level", "five", "--kind", "read", "--kind", "draw", "--digital", "24", "--seed", "8", "--paper", "a4", "--pdf", pdf.path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let plan = try WorksheetPlan(.init(level: .five, kinds: [.read, .draw], count: 6, seed: 8, twentyFourHour: true))
    let layout = WorksheetLayout(plan: plan, paper: .a4)
    let key = try Self.raster(pdf, page: 2, directory: directory)
    for slot in layout.pages[0] {
      let place = slot.faces[0]
      let text = try Self.read(pdf, page: 2, x: place.answer.x, baseline: place.answer.y, size: 20, directory: directory)
      let time = try #require(Self.time(in: text), "tesseract read \(text.debugDescription)")
      #expect(time.hour == place.reading.hour && time.minute == place.reading.minute)
      #expect(Self.handsProblems(on: key, place: place, time: time, seconds: false).isEmpty)
    }
  }

  @Test("The same options give the same bytes, every font is embedded, and the footer has the seed")
  func reproducible() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let arguments = ["worksheet", "--level", "minute", "--kind", "mixed", "--count", "10", "--seed", "77", "--teaching-face", "--style", "station"]
    let first = directory.appendingPathComponent("a.pdf"), second = directory.appendingPathComponent("b.pdf")
    #expect(try AClockProcess.run(arguments + ["--pdf", first.path]).status == 0)
    #expect(try AClockProcess.run(arguments + ["--pdf", second.path]).status == 0)
    #expect(try Data(contentsOf: first) == Data(contentsOf: second))
    let other = directory.appendingPathComponent("c.pdf")
    #expect(try AClockProcess.run(["worksheet", "--level", "minute", "--kind", "mixed", "--count", "10", "--seed", "78", "--pdf", other.path]).status == 0)
    #expect(try Data(contentsOf: first) != Data(contentsOf: other))
    let fonts = try Tool.output("pdffonts", [first.path]).split(separator: "\n").dropFirst(2)
    #expect(!fonts.isEmpty)
    for line in fonts {
      // name type encoding emb sub uni object ID: "emb" is the fourth column from the end but three.
      let columns = line.split(separator: " ")
      #expect(columns[columns.count - 5] == "yes", "not embedded: \(line)")
    }
    let text = try Tool.output("pdftotext", ["-f", "1", "-l", "1", first.path, "-"])
    #expect(text.contains("aclock worksheet --level minute --kind mixed --count 10 --seed 77"))
    #expect(text.contains("Page 1 of"))
    let stdout = try AClockProcess.run(arguments + ["--pdf", "-"])
    #expect(stdout.stdoutBytes == (try Data(contentsOf: first)))
  }

  @Test("A style file draws the faces: its hour hand's colour is on the page, where the hour hand is")
  func styleFile() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let style = directory.appendingPathComponent("green.style")
    try Data("base = classic\n[light]\nhour-hand = #006400\n".utf8).write(to: style)
    let pdf = directory.appendingPathComponent("green.pdf")
    let run = try AClockProcess.run(["worksheet", "--level", "hour", "--count", "2", "--seed", "3", "--paper", "a4", "--style", style.path, "--pdf", pdf.path])
    #expect(run.status == 0, "\(run.stderr)")
    let plan = try WorksheetPlan(.init(level: .hour, kinds: [.read], count: 2, seed: 3))
    // Not 12 o'clock, where the minute hand lies over the hour hand (times differ: one is not).
    let place = try #require(WorksheetLayout(plan: plan, paper: .a4).pages[0].map { $0.faces[0] }.first { $0.reading.hour % 12 != 0 })
    let image = try Self.raster(pdf, page: 1, directory: directory)
    // Halfway along the hour hand, at 30° an hour: dark green (0, 100, 0), the face's only green.
    let angle = Double(place.reading.hour % 12) * 30 * .pi / 180, r = place.radius * 0.3 * Self.dpi / 72
    let x = Int((place.center.x * Self.dpi / 72 + r * sin(angle)).rounded()), y = Int((place.center.y * Self.dpi / 72 - r * cos(angle)).rounded())
    let pixel = try #require(image.pixel(x: x, y: y))
    #expect(pixel.green > pixel.red + 40 && pixel.green > pixel.blue + 40, "\(pixel) at \(place.reading)")
    let missing = try AClockProcess.run(["worksheet", "--style", directory.appendingPathComponent("none.style").path, "--pdf", pdf.path])
    #expect(missing.status == 64 && missing.stderr.contains("none.style"), "\(missing.stderr)")
  }

  @Test("Bad values: one line naming the value and what is accepted, exit 64, the old file kept")
  func refusals() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("kept.pdf")
    try Data("old".utf8).write(to: target)
    let cases: [([String], String)] = [
      (["--level", "decade"], "'decade'"),
      (["--kind", "colour"], "'colour'"),
      (["--level", "hour", "--count", "13"], "--level hour has 12 different times"),
      (["--count", "0"], "--count 0 is out of range"),
      (["--title", "a\u{1B}[2Jb"], "a\\e[2Jb"),
      (["--title", String(repeating: "x", count: 61)], "fits in 60"),
      (["--paper", "a3"], "'a3'"),
      (["--words", "fr"], "'fr'"),
    ]
    for (arguments, expected) in cases {
      let run = try AClockProcess.run(["worksheet"] + arguments + ["--pdf", target.path])
      #expect(run.status == 64, "\(arguments): \(run.stderr)")
      #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.contains(expected), "\(arguments): \(run.stderr)")
      #expect(!run.stderr.contains("\u{1B}"))
      #expect(try String(contentsOf: target, encoding: .utf8) == "old")
    }
    let missing = directory.appendingPathComponent("no/such/dir/sheet.pdf")
    let run = try AClockProcess.run(["worksheet", "--pdf", missing.path])
    #expect(run.status == 73, "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: missing.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["kept.pdf"])
  }
}
