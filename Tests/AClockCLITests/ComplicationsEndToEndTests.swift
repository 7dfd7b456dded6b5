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

  @Test func aSecondZoneHandFromGMTZoneAndItsRefusals() throws {
    // 20:09:37 UTC is 01:39:37 in Kolkata (+05:30): 5,977 s of 86,400, 24.904° (hand-worked).
    // --gmt-zone adds the hand to the complications given; without it, the hand shows UTC
    // (72,577 s: 302.404°).
    for (arguments, angle) in [(["--complications", "date", "--gmt-zone", "Asia/Kolkata"], "24.9"), (["--complications", "gmt"], "302.4")] {
      let svg = try AClockProcess.run(["--svg", "-", "--at", "2024-06-15T20:09:37Z", "--tz", "Asia/Tokyo"] + arguments)
      #expect(svg.status == 0, "\(svg.stderr)")
      #expect(svg.stdout.contains("class=\"gmt\" transform=\"rotate(\(angle)"), "\(arguments): no second-zone hand at \(angle)°")
    }
    // Animated: it turns once a day from its own zone's time; the live script (which sets hands
    // to the dial's zone) leaves it alone, and sets the others.
    let animated = try AClockProcess.run(["--svg", "-", "--animate", "live", "--at", "2024-06-15T20:09:37Z", "--tz", "Asia/Tokyo", "--gmt-zone", "Asia/Kolkata"])
    #expect(animated.status == 0, "\(animated.stderr)")
    let groups = animated.stdout.split(separator: "<g").filter { $0.contains("animation:") }
    let gmt = groups.filter { $0.contains("class=\"gmt\"") }
    #expect(!gmt.isEmpty && gmt.allSatisfy { $0.contains("86400s linear -5977s") && !$0.contains("data-dial") }, "\(gmt)")
    #expect(groups.contains { $0.contains("class=\"hour\"") && $0.contains("data-dial") })
    // A bad zone is refused in one line naming the value (escaped); no file left.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-gmt-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("gmt.png").path
    for (arguments, expected) in [(["--gmt-zone", "Mars/\u{1B}[31mOlympus"], "'Mars/\\e[31mOlympus'")] {
      let refused = try AClockProcess.run(["--png", target] + arguments)
      #expect(refused.status == 64, "\(arguments)")
      #expect(refused.stderr.split(separator: "\n").count == 1 && refused.stderr.contains(expected) && !refused.stderr.contains("\u{1B}"), "\(refused.stderr)")
      #expect(!FileManager.default.fileExists(atPath: target))
    }
  }
}
