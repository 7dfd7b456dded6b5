import Foundation
import Testing

/// `--complications` through the command line: a picture with them, and a bad list refused in
/// one line that names the value and what is accepted, leaving no file.
@Suite("--complications")
struct ComplicationsEndToEndTests {
  @Test func aListDrawsAndABadOneIsRefused() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-complications-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let good = directory.appendingPathComponent("moon.png").path
    let drawn = try AClockProcess.run(["--png", good, "--at", "2024-12-15T09:02:00Z", "--complications", "date,moon-phase,day-night", "--size", "128"])
    #expect(drawn.status == 0, "\(drawn.stderr)")
    #expect(FileManager.default.fileExists(atPath: good))
    let bad = directory.appendingPathComponent("bad.png").path
    for value in ["date,sun", "date,date", "", "moon\u{1B}[31m"] {
      let refused = try AClockProcess.run(["--png", bad, "--complications", value])
      #expect(refused.status == 64, "\(value)")
      let lines = refused.stderr.split(separator: "\n")
      #expect(lines.count == 1, "\(refused.stderr)")
      #expect(refused.stderr.contains("date, day-night, moon-phase") && !refused.stderr.contains("\u{1B}"), "\(refused.stderr)")
      #expect(!FileManager.default.fileExists(atPath: bad))
    }
  }
}
