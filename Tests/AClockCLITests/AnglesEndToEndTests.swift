import ClockTestSupport
import Foundation
import Testing

@Suite("aclock angles, end to end")
struct AnglesEndToEndTests {
  struct Output: Decodable {
    let hour, minute, second, secondSweep, hour24: Double
    let local, timeZone: String
    let utcOffsetSeconds: Int
    let unixSeconds: Double
  }

  @Test("JSON matches the independent table to 1e-6°", arguments: angleCases)
  func jsonMatchesTable(_ expected: AngleCase) throws {
    let result = try AClockProcess.run(["angles", "--at", "@\(expected.unixSeconds)", "--timezone", expected.zone, "--json"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let output = try JSONDecoder().decode(Output.self, from: Data(result.stdout.utf8))
    #expect(abs(output.hour - expected.hour) < 1e-6)
    #expect(abs(output.minute - expected.minute) < 1e-6)
    #expect(abs(output.second - expected.second) < 1e-6)
    #expect(abs(output.secondSweep - expected.secondSweep) < 1e-6)
    #expect(abs(output.hour24 - expected.hour24) < 1e-6)
    #expect(output.local.hasPrefix(expected.local + "."))
    #expect(output.utcOffsetSeconds == expected.utcOffsetSeconds)
    #expect(output.timeZone == expected.zone)
    #expect(output.unixSeconds == expected.unixSeconds)
  }

  @Test func isoInstantAndShortZoneAliasGiveTheSameAnswerAsUnixSeconds() throws {
    let iso = try AClockProcess.run(["angles", "--at", "2024-06-15T11:15:30.5+02:00", "--tz", "Asia/Kathmandu", "--json"])
    let unix = try AClockProcess.run(["angles", "--at", "@1718442930.5", "--timezone", "Asia/Kathmandu", "--json"])
    #expect(iso.status == 0 && iso.stdout == unix.stdout)
    #expect(iso.stdout.contains(#""local":"2024-06-15T15:00:30.500+05:45""#))
  }

  @Test func localZoneHonoursTZ() throws {
    let result = try AClockProcess.run(["angles", "--at", "@0", "--json"], environment: ["TZ": "Asia/Tokyo"])
    #expect(result.stdout.contains(#""timeZone":"Asia/Tokyo""#))
    #expect(result.stdout.contains(#""utcOffsetSeconds":32400"#))
  }

  /// The zone rules are the system's, as `date` reads them: Amsterdam kept its local mean time
  /// (+00:19:32, +01:19:32 in summer) until 1937, which the toolchain's ICU data rounds to +01:00.
  /// Also TZ as a POSIX rule and as a file path, as the C library takes them. (A POSIX rule in
  /// `TZ` is applied to every year, as RFC 8536 and Python's zoneinfo do; glibc computes its
  /// changes only from 1970, so the rule is compared from 1970.)
  @Test("agrees with date", arguments: [
    (["--tz", "Europe/Amsterdam"], [String: String](), "TZ=Europe/Amsterdam"),
    ([], ["TZ": "Europe/Amsterdam"], "TZ=Europe/Amsterdam"),
    ([], ["TZ": "EST5EDT,M3.2.0,M11.1.0"], "TZ=EST5EDT,M3.2.0,M11.1.0"),
    ([], ["TZ": "/usr/share/zoneinfo/Asia/Kathmandu"], "TZ=/usr/share/zoneinfo/Asia/Kathmandu"),
    ([], ["TZ": ":Pacific/Chatham"], "TZ=:Pacific/Chatham"),
  ])
  func agreesWithDate(zoneArguments: [String], environment: [String: String], dateEnvironment: String) throws {
    let instants = environment["TZ"]?.contains(",") == true ? [1_719_835_200, 1_704_067_200] : [-1_027_252_800, 1_719_835_200, 1_704_067_200]
    for instant in instants {  // 1937-06-13, 2024-07-01, 2024-01-01
      let result = try AClockProcess.run(["angles", "--at", "@\(instant)", "--json"] + zoneArguments, environment: environment)
      let output = try JSONDecoder().decode(Output.self, from: Data(result.stdout.utf8))
      let date = try AClockProcess.run(
        ["-c", "\(dateEnvironment) date -d @\(instant) +%Y-%m-%dT%H:%M:%S%:::z"], executable: URL(fileURLWithPath: "/bin/sh"))
      // date prints the offset's seconds only when there are some (%:::z), as aclock does.
      let wall = output.local.replacingOccurrences(of: ".000", with: "")
      let dateLine = date.stdout.trimmingCharacters(in: .newlines)
      #expect(wall == dateLine || wall == dateLine + ":00", "\(zoneArguments) \(environment) @\(instant)")
    }
  }

  @Test func severalZonesGiveOneLinePerZoneForTheSameInstant() throws {
    let result = try AClockProcess.run(["angles", "--at", "@0", "--tz", "UTC", "--tz", "Asia/Kathmandu"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("1970-01-01T00:00:00.000+00:00 UTC") == true)
    #expect(lines.last?.hasPrefix("1970-01-01T05:30:00.000+05:30 Asia/Kathmandu") == true)
  }

  @Test func humanLineIsOneShortLine() throws {
    let result = try AClockProcess.run(["angles", "--at", "2024-06-15T09:15:30.5Z", "--tz", "UTC"])
    #expect(result.status == 0)
    #expect(result.stdout == "2024-06-15T09:15:30.500+00:00 UTC  hour 277.754°  minute 93.050°  "
      + "second 180.000° (sweep 183.000°)  24-hour 138.877°\n")
  }

  @Test("bad values: one line on stderr naming the value, exit 64, nothing on stdout", arguments: [
    (["angles", "--at", "yesterday"], "yesterday", "ISO 8601"),
    (["angles", "--at", "2024-02-30T00:00:00Z"], "2024-02-30T00:00:00Z", "@UNIXSECONDS"),
    (["angles", "--timezone", "Mars/Olympus"], "Mars/Olympus", "IANA"),
    (["angles", "--tz", "+25:00"], "+25:00", "IANA"),
    (["angles", "--at", "@1000000000000"], "@1000000000000", "0001 to 9999"),
    (["angles", "--frobnicate"], "--frobnicate", "Unknown option"),
  ])
  func badValues(arguments: [String], value: String, hint: String) throws {
    let result = try AClockProcess.run(arguments)
    result.expectUsageError(mentioning: value, hint)
  }
}
