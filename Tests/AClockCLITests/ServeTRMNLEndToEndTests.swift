import ClockTestSupport
import Foundation
import Testing

/// TRMNL "bring your own server" in `aclock-serve --devices FILE` (#29 point 4), end to end: the
/// real server on a free loopback port with a frozen clock, curl as the device, PIL as the
/// judge of the picture it is sent to.
@Suite("aclock serve: TRMNL devices", .tags(.integration))
struct ServeTRMNLEndToEndTests {
  /// A quarter of a second past 09:15:30 UTC: 10:15:30 in Berlin (UTC+1 in November), 14:45:30
  /// in Kolkata (UTC+5:30). Without a second hand the picture next changes at 09:16:00, 29.75 s
  /// later: refresh_rate 30 (rounded up).
  static let frozen = "2026-11-27T09:15:30.25Z"
  static let python = ServeEndToEndTests.python
  static let devices = """
    # The kitchen: Berlin, the station face, a key.
    AA:BB:CC:DD:EE:01   tz=Europe/Berlin&style=station   key=s3cret

    aa:bb:cc:dd:ee:02   tz=Asia/Kolkata&label=zone       format=bmp   # no key: any token
    """

  @Test func aDeviceSetsUpAndIsSentItsPicture() throws {
    let file = try ScratchFile(Self.devices)
    let server = try ServerProcess(["--at", Self.frozen, "--devices", file.path])
    let setup = try Self.call(server, "/api/setup", id: "AA:BB:CC:DD:EE:01")
    #expect(setup.status == 200)
    let keys = try Self.json(setup)
    #expect(keys["status"] as? Int == 200 && keys["api_key"] as? String == "s3cret")
    #expect((keys["friendly_id"] as? String)?.count == 6)
    let display = try Self.call(server, "/api/display", id: "AA:BB:CC:DD:EE:01", token: "s3cret")
    #expect(display.status == 200 && display.headers["content-type"] == "application/json")
    let document = try Self.json(display)
    #expect(document["status"] as? Int == 0)
    #expect(document["refresh_rate"] as? Int == 30)
    #expect(document["reset_firmware"] as? Bool == false && document["update_firmware"] as? Bool == false)
    #expect(document["firmware_url"] is NSNull && document["special_function"] as? String == "sleep")
    let filename = try #require(document["filename"] as? String)
    #expect(filename.hasPrefix("1015-") && filename.hasSuffix(".png"), "\(filename)")
    let url = try #require(document["image_url"] as? String)
    #expect(url.hasPrefix(server.url("/clock.png?")), "\(url)")
    #expect(keys["image_url"] as? String == url)
    // The picture, fetched as the device does: 800×480, black and white only, under 90 KB.
    let picture = try CurlResponse.fetch(url)
    #expect(picture.status == 200 && picture.headers["content-type"] == "image/png")
    #expect(picture.body.count < 90_000, "\(picture.body.count) bytes")
    #expect(try Self.inspect(picture.body) == "(800, 480) 1 [0, 255]")
    // The second device: BMP, its own zone, no key (any token is taken).
    let other = try Self.json(try Self.call(server, "/api/display", id: "aa:bb:cc:dd:ee:02", token: "anything"))
    #expect((other["filename"] as? String)?.hasPrefix("1445-") == true && (other["filename"] as? String)?.hasSuffix(".bmp") == true)
    let bmp = try CurlResponse.fetch(try #require(other["image_url"] as? String))
    #expect(bmp.headers["content-type"] == "image/bmp" && bmp.body.count < 90_000)
    #expect(try Self.inspect(bmp.body) == "(800, 480) 1 [0, 255]")
    #expect(server.stop()?.status == 143)
  }

  @Test func theFilenameChangesExactlyWhenThePictureDoes() throws {
    let file = try ScratchFile("* tz=UTC\n")
    // 09:15:30.25 and 09:15:59.9 show the same minute; 09:16:00 the next one.
    var answers: [(filename: String, refresh: Int)] = []
    for instant in [Self.frozen, Self.frozen, "2026-11-27T09:15:59.9Z", "2026-11-27T09:16:00Z"] {
      let server = try ServerProcess(["--at", instant, "--devices", file.path])
      let document = try Self.json(try Self.call(server, "/api/display", id: "12:34:56:78:9A:BC"))
      answers.append((try #require(document["filename"] as? String), try #require(document["refresh_rate"] as? Int)))
      #expect(server.stop()?.status == 143)
    }
    #expect(answers[0].filename == answers[1].filename && answers[1].filename == answers[2].filename)
    #expect(answers[3].filename != answers[2].filename)
    #expect(answers[0].filename.hasPrefix("0915-") && answers[3].filename.hasPrefix("0916-"))
    // 29.75 s → 30; 0.1 s → 1; exactly on the minute, the next change is a whole minute away.
    #expect(answers.map(\.refresh) == [30, 30, 1, 60])
  }

  @Test func keysAndUnknownDevicesAreRefused() throws {
    let file = try ScratchFile(Self.devices)
    let server = try ServerProcess(["--at", Self.frozen, "--devices", file.path])
    #expect(try Self.call(server, "/api/display", id: "AA:BB:CC:DD:EE:01", token: "wrong").status == 401)
    #expect(try Self.call(server, "/api/display", id: "AA:BB:CC:DD:EE:01").status == 401)
    let unknown = try Self.call(server, "/api/setup", id: "AA:BB:CC:DD:EE:99")
    #expect(try unknown.status == 404 && Self.json(unknown)["status"] as? Int == 404)
    #expect(try Self.call(server, "/api/display", id: "AA:BB:CC:DD:EE:99").status == 404)
    #expect(try Self.call(server, "/api/display", id: "not-a-mac").status == 400)
    // A device without a key of its own gets a stable one it need not send.
    let setup = try Self.json(try Self.call(server, "/api/setup", id: "AA:BB:CC:DD:EE:02"))
    #expect((setup["api_key"] as? String)?.hasPrefix("aclock-") == true)
    #expect(server.stop()?.status == 143)
  }

  @Test func aHostHeaderOutsideHostCharactersIsRefused() throws {
    let file = try ScratchFile(Self.devices)
    let server = try ServerProcess(["--at", Self.frozen, "--devices", file.path])
    for host in ["evil\"", "evil.example<script>", "a b"] {
      let response = try Self.call(server, "/api/display", id: "AA:BB:CC:DD:EE:01", token: "s3cret", extra: ["-H", "Host: \(host)"])
      #expect(response.status == 400, "\(host)")
      #expect(!response.text.contains("evil") && !response.text.contains("<"), "\(response.text)")
    }
    // A raw CR LF in the header ends it early; whatever the server makes of it, it is not reflected.
    let split = try Self.call(server, "/api/display", id: "AA:BB:CC:DD:EE:01", token: "s3cret", extra: ["-H", "Host: evil\"\r\nX: y"])
    #expect(!split.text.contains("evil"), "\(split.text)")
    let named = try Self.json(try Self.call(server, "/api/display", id: "AA:BB:CC:DD:EE:01", token: "s3cret", extra: ["-H", "Host: clock.lan:8080"]))
    #expect((named["image_url"] as? String)?.hasPrefix("http://clock.lan:8080/clock.png?") == true)
    #expect(server.stop()?.status == 143)
    let proxied = try ServerProcess(["--at", Self.frozen, "--devices", file.path, "--public-url", "https://clock.example.org/aclock/"])
    let document = try Self.json(try Self.call(proxied, "/api/display", id: "AA:BB:CC:DD:EE:01", token: "s3cret", extra: ["-H", "Host: evil\""]))
    #expect((document["image_url"] as? String)?.hasPrefix("https://clock.example.org/aclock/clock.png?") == true)
    #expect(proxied.stop()?.status == 143)
  }

  @Test func logsAreLoggedOnOneEscapedLineAndBounded() throws {
    let file = try ScratchFile(Self.devices)
    let server = try ServerProcess(["--at", Self.frozen, "--devices", file.path])
    let body = #"{"log":{"logs_array":[{"id":1,"message":"wifi\u0007 ok\nnext"}]}}"#
    let logged = try Self.call(server, "/api/log", id: "AA:BB:CC:DD:EE:01", extra: ["-X", "POST", "--data-binary", body + "\u{1B}[2J"])
    #expect(logged.status == 200)
    let lines = server.logLines.filter { $0.contains("TRMNL log from AA:BB:CC:DD:EE:01: ") }
    #expect(lines.count == 1 && lines.first?.contains("logs_array") == true)
    #expect(lines.first?.unicodeScalars.contains { $0.properties.generalCategory == .control } == false)
    let big = try ScratchFile(String(repeating: "x", count: 70_000))
    let refused = try Self.call(server, "/api/log", id: "AA:BB:CC:DD:EE:01", extra: ["-X", "POST", "--data-binary", "@" + big.path])
    #expect(refused.status == 413)
    #expect(try Self.call(server, "/api/log", id: "AA:BB:CC:DD:EE:01").status == 405)
    #expect(server.stop()?.status == 143)
  }

  @Test func withoutDevicesTheAPIPointsToTheOption() throws {
    let server = try ServerProcess(["--at", Self.frozen])
    let response = try Self.call(server, "/api/display", id: "AA:BB:CC:DD:EE:01")
    #expect(response.status == 404)
    #expect(try Self.json(response)["message"] as? String == "TRMNL devices are not served: start aclock-serve with --devices FILE")
    #expect(response.text.filter(\.isNewline).count == 1)
    #expect(server.stop()?.status == 143)
  }

  @Test func badDevicesLinesExit64NamingTheLine() throws {
    // Each bad line after a good one; the message after FILE:LINE: is the command line's own.
    let cases: [(line: String, options: [String]?, message: String?)] = [
      ("AA:BB:CC:DD:EE tz=UTC", nil, "'AA:BB:CC:DD:EE' is not a device ID: use a MAC address such as AA:BB:CC:DD:EE:FF, or *"),
      ("AA:BB:CC:DD:EE:02 tz=Nowhere/City", ["--tz", "Nowhere/City"], nil),
      ("AA:BB:CC:DD:EE:02 size=5", ["--size", "5"], nil),
      ("AA:BB:CC:DD:EE:02 tz=UTC&png=/tmp/x", nil, "unknown parameter 'png': use "),
      ("AA:BB:CC:DD:EE:02 tz=UTC color=red", nil, "unknown column 'color=red': use key=SECRET or format=png|bmp after the query"),
      ("aa:bb:cc:dd:ee:01 -", nil, "AA:BB:CC:DD:EE:01 given twice (first on line 2)"),
    ]
    for (line, options, message) in cases {
      let file = try ScratchFile("# devices\nAA:BB:CC:DD:EE:01 tz=UTC\n\(line)\n")
      let result = try AClockProcess.run(["--port", "0", "--devices", file.path], executable: ServerProcess.serverBinary)
      #expect(result.status == 64, "\(line)")
      #expect(result.stdout.isEmpty)
      let prefix = "aclock: \(file.path):3: "
      if let options {
        let cli = try AClockProcess.run(["--png", "/dev/null", "--no-seconds"] + options)
        #expect(result.stderr == prefix + cli.stderr.dropFirst("aclock: ".count), "\(line)")
      } else if let message {
        #expect(result.stderr.hasPrefix(prefix + message), "\(line): \(result.stderr)")
      }
      #expect(result.stderr.filter(\.isNewline).count == 1)
    }
    let missing = try AClockProcess.run(["--devices", "/nonexistent/devices"], executable: ServerProcess.serverBinary)
    #expect(missing.status == 64)
    #expect(missing.stderr == "aclock: cannot read devices file '/nonexistent/devices': no such file\n")
  }

  // MARK: - Helpers

  /// curl as the device: `ID` (and `Access-Token`) headers, plus `extra` arguments.
  static func call(_ server: ServerProcess, _ path: String, id: String, token: String? = nil, extra: [String] = []) throws -> CurlResponse {
    var arguments = ["-H", "ID: \(id)", "-H", "Battery-Voltage: 4.1", "-H", "FW-Version: 1.5.5", "-H", "Width: 800", "-H", "Height: 480"]
    if let token { arguments += ["-H", "Access-Token: \(token)"] }
    return try CurlResponse.fetch(server.url(path), arguments + extra)
  }

  static func json(_ response: CurlResponse) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any], "\(response.text)")
  }

  /// PIL's size, mode and the gray levels used, of a picture.
  static func inspect(_ data: Data) throws -> String {
    let file = try ScratchFile(data)
    let script = "import sys; from PIL import Image; im = Image.open(sys.argv[1]); im.load(); print(im.size, im.mode, sorted(set(im.convert('L').getdata())))"
    return try Tool.output(python, ["-c", script, file.path]).trimmingCharacters(in: .newlines)
  }
}

/// A file in the temporary directory, removed when the value goes.
final class ScratchFile {
  let path: String

  convenience init(_ text: String) throws { try self.init(Data(text.utf8)) }

  init(_ data: Data) throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-\(UUID().uuidString)").path
    try data.write(to: URL(fileURLWithPath: path))
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}
