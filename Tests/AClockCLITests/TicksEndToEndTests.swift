import Foundation
import Testing

/// `aclock ticks --from … --no-wait` against entries worked out by hand.
///
/// The start is 2024-06-15T09:15:30.25Z (15:00:30.25+05:45 in Kathmandu).
@Suite("aclock ticks, end to end")
struct TicksEndToEndTests {
  static let from = ["--from", "2024-06-15T09:15:30.25Z", "--no-wait"]

  @Test("every schedule kind", arguments: [
    // Default: every second, anchored at local midnight.
    (["--tz", "UTC", "--count", "3"], """
      2024-06-15T09:15:30.000+00:00
      2024-06-15T09:15:31.000+00:00
      2024-06-15T09:15:32.000+00:00
      """),
    // Every 1.5 h from local midnight in Kathmandu: …, 13:30, 15:00, 16:30, 18:00.
    (["--every", "1h30m", "--tz", "Asia/Kathmandu", "--count", "3"], """
      2024-06-15T15:00:00.000+05:45
      2024-06-15T16:30:00.000+05:45
      2024-06-15T18:00:00.000+05:45
      """),
    (["--every", "500ms", "--tz", "UTC", "--count", "3", "--format", "unix"], """
      1718442930.000
      1718442930.500
      1718442931.000
      """),
    (["--every-minute", "--timezone", "Asia/Kathmandu", "--count", "2"], """
      2024-06-15T15:00:00.000+05:45
      2024-06-15T15:01:00.000+05:45
      """),
    // The latest past instant once (09:10, not 09:00), then each future one, then the end.
    (["--explicit", "2024-06-15T09:00:00Z", "2024-06-15T09:10:00Z", "@1718449200", "2024-06-15T10:00:00Z", "--tz", "UTC"], """
      2024-06-15T09:10:00.000+00:00
      2024-06-15T10:00:00.000+00:00
      2024-06-15T11:00:00.000+00:00
      """),
    // Before a future anchor: the start itself, then the anchor, anchor + 10 min.
    (["--every", "10m", "--anchor", "2024-06-15T10:00:00Z", "--tz", "UTC", "--count", "3"], """
      2024-06-15T09:15:30.250+00:00
      2024-06-15T10:00:00.000+00:00
      2024-06-15T10:10:00.000+00:00
      """),
    // One zone: as with any single-valued option, the last --tz wins (18:15:30+09:00 in Tokyo).
    (["--every", "1h", "--tz", "UTC", "--tz", "Asia/Tokyo", "--count", "1"], """
      2024-06-15T18:00:00.000+09:00
      """),
    // An anchor in the past, given as local time in the zone: 09:00+02:00 = 07:00Z, every 20 min.
    (["--every", "20m", "--anchor", "2024-06-15T09:00:00+02:00", "--tz", "Europe/Berlin", "--count", "2"], """
      2024-06-15T11:00:00.000+02:00
      2024-06-15T11:20:00.000+02:00
      """),
  ])
  func everyKind(arguments: [String], expected: String) throws {
    let result = try AClockProcess.run(["ticks"] + Self.from + arguments)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout == expected + "\n")
  }

  @Test func before1970TheBoundaryIsAtOrBeforeTheStart() throws {
    // Anchor −1 000 000 s, every 7 s, start −10 s: 142 855 whole intervals, so −15 s first.
    let sevens = try AClockProcess.run(["ticks", "--every", "7s", "--anchor", "@-1000000", "--from", "@-10", "--no-wait", "--count", "3", "--format", "unix"])
    #expect(sevens.stdout == "-15.000\n-8.000\n-1.000\n")
    let hours = try AClockProcess.run(["ticks", "--every", "1h", "--from", "1969-12-31T23:30:00.5Z", "--no-wait", "--count", "2", "--tz", "UTC"])
    #expect(hours.stdout == "1969-12-31T23:00:00.000+00:00\n1970-01-01T00:00:00.000+00:00\n")
  }

  @Test func hoursFromLocalMidnightAcrossSpringForward() throws {
    // Berlin, 2024-03-31: midnight is 23:00Z the day before; 02:00 CET does not exist.
    let result = try AClockProcess.run(["ticks", "--every", "1h", "--from", "2024-03-31T00:30:00Z", "--no-wait", "--count", "3", "--tz", "Europe/Berlin"])
    #expect(result.stdout == """
      2024-03-31T01:00:00.000+01:00
      2024-03-31T03:00:00.000+02:00
      2024-03-31T04:00:00.000+02:00

      """)
  }

  /// `--no-wait` streams: a count of billions prints its first lines at once (all lines were
  /// joined before the first was written, so this ran until killed, printing nothing).
  @Test func aHugeCountStartsPrintingAtOnce() throws {
    let result = try AClockProcess.run(
      ["-c", "timeout 20 '\(AClockProcess.binary.path)' ticks --from @0 --every 1s --no-wait --count 2147483648 --format unix | head -3"],
      executable: URL(fileURLWithPath: "/bin/bash"))
    #expect(result.stdout == "0.000\n1.000\n2.000\n")
    #expect(result.stderr.isEmpty)
  }

  @Test func withoutCountAnEndlessScheduleGivesTenLines() throws {
    let result = try AClockProcess.run(["ticks"] + Self.from + ["--every", "1s", "--format", "unix"])
    #expect(result.stdout.split(separator: "\n").count == 10)
    #expect(result.stdout.hasPrefix("1718442930.000\n1718442931.000\n"))
    #expect(result.stdout.hasSuffix("1718442939.000\n"))
  }

  @Test("bad values and combinations: one line on stderr, exit 64, nothing on stdout", arguments: [
    (["ticks", "--every", "0s"], "'0s'"),
    (["ticks", "--every=-5s"], "'-5s'"),
    (["ticks", "--every", "5x"], "500ms"),
    (["ticks", "--every", "99999999999h"], "1h30m"),
    (["ticks", "--every", "1:60"], "01:30:00"),
    (["ticks", "--every", "1s", "--every-minute"], "choose one schedule"),
    (["ticks", "--every-minute", "--explicit", "@0"], "choose one schedule"),
    (["ticks", "--no-wait"], "--no-wait needs --from"),
    (["ticks", "--every-minute", "--anchor", "@0"], "--anchor applies to --every"),
    (["ticks", "--count", "0"], "--count must be at least 1"),
    (["ticks", "--explicit", "tomorrow"], "'tomorrow'"),
    (["ticks", "--from", "@0", "--no-wait", "--speed", "60"], "--speed applies to live ticks"),
    (["ticks", "--speed", "0"], "--speed must be a number from 0.000001 to 1000000"),
    (["ticks", "--format", "xml"], "'xml'"),
  ])
  func rejected(arguments: [String], mention: String) throws {
    let result = try AClockProcess.run(arguments)
    result.expectUsageError(mentioning: mention)
  }

  @Test("live ticks exit with 128 + the signal", arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
  func signalsEndLiveTicksCleanly(signal: Int32, status: Int32) throws {
    let result = try AClockProcess.runUntilFirstLine(["ticks", "--every", "1h", "--tz", "UTC"], thenSend: signal)
    #expect(result.firstLine.hasSuffix(":00:00.000+00:00"))
    #expect(result.exited)
    #expect(result.status == status)
  }

  @Test func liveFromShowsTheDisplayedStartAtOnce() throws {
    // Live, displayed time from 09:59:30Z at 60× real time: the current minute, 09:59, at once.
    let result = try AClockProcess.runUntilFirstLine(
      ["ticks", "--every-minute", "--from", "2024-06-15T09:59:30Z", "--speed", "60", "--tz", "UTC"], thenSend: SIGTERM)
    #expect(result.firstLine == "2024-06-15T09:59:00.000+00:00")
    #expect(result.status == 143)
  }
}
