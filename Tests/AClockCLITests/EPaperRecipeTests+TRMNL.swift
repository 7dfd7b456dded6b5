import ClockTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension EPaperRecipeTests {
  /// The TRMNL BYOS responder, started on a free loopback port, to the firmware's calls.
  struct Responder {
    let pid: pid_t
    let port: String

    /// Starts Docs/recipes/trmnl_byos.py on `directory` with a fixed clock; its first line
    /// names the port. Started by ``ChildProcess`` (no signal blocked), so ``stop()``'s SIGTERM
    /// ends it: a child of Foundation's `Process` would inherit the test thread's blocked mask.
    static func start(_ directory: URL, zone: String, now: String) throws -> Responder {
      let (readEnd, writeEnd) = try ChildProcess.pipe()
      defer { close(readEnd) }
      let started = Result {
        try ChildProcess.start([
          EPaperRecipeTests.python.path, EPaperRecipeTests.recipes.appendingPathComponent("trmnl_byos.py").path,
          directory.path, "--port", "0", "--tz", zone, "--now", now,
        ], standardOutput: writeEnd)
      }
      close(writeEnd)
      let pid = try started.get()
      var line: [UInt8] = []
      var byte: UInt8 = 0
      while !line.contains(UInt8(ascii: "\n")), read(readEnd, &byte, 1) == 1 { line.append(byte) }
      let port = String(decoding: line, as: UTF8.self).split(separator: ":").last
        .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""
      return Responder(pid: pid, port: port)
    }

    var base: String { "http://127.0.0.1:\(port)" }

    /// curl's answer to `path`: the body (or the file written with `-o`), with the HTTP status last.
    func curl(_ path: String, _ options: [String] = []) throws -> String {
      try Tool.output("curl", ["-s", "-w", "\n%{http_code}"] + options + [path.hasPrefix("http") ? path : base + path])
    }

    /// SIGTERM, then the exit, within 5 s (else SIGKILL): no responder outlives its test.
    func stop() {
      kill(pid, SIGTERM)
      _ = ChildProcess.ending(of: pid, within: 5)
    }
  }

  /// Five minutes of 1-bit frames named by local time (Asia/Kolkata, +05:30, so the names are
  /// not UTC's), served to a device at 09:15:42Z = 14:45:42 local: it is told to fetch 1445.png
  /// and to wake in 18 s, at the next minute; the picture it fetches is 800×480, under 90,000
  /// bytes, in at most 16 colours, and is the frame itself.
  @Test
  func trmnlResponderServesThisMinutesFrame() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let frames = directory.appendingPathComponent("clock")
      let made = try AClockProcess.run([
        "frames", "--from", "2024-06-15T09:13:00Z", "--to", "2024-06-15T09:18:00Z", "--every-minute",
        "--names", "hhmm", "--tz", "Asia/Kolkata", "--palette", "1bit", "--size", "800x480",
        "--max-bytes", "90000", "--out", frames.path,
      ])
      #expect(made.status == 0, "\(made.stderr)")
      let names = PictureEndToEndTests.contents(of: frames).filter { $0.hasSuffix(".png") }
      #expect(names == ["1443.png", "1444.png", "1445.png", "1446.png", "1447.png"])

      let responder = try Responder.start(frames, zone: "Asia/Kolkata", now: "2024-06-15T09:15:42Z")
      defer { responder.stop() }
      #expect(Int(responder.port) != nil, "\(responder.port)")
      let device = ["-H", "ID: 12:34:56:78:9A:BC"]

      let setup = try responder.curl("/api/setup", device)
      #expect(setup.hasSuffix("\n200") && setup.contains(#""api_key": "aclock-byos""#), "\(setup)")
      let refused = try responder.curl("/api/display", device + ["-H", "Access-Token: wrong"])
      #expect(refused.hasSuffix("\n401"), "\(refused)")

      let display = try responder.curl("/api/display", device + ["-H", "Access-Token: aclock-byos"])
      #expect(display.hasSuffix("\n200"), "\(display)")
      let body = try #require(display.split(separator: "\n").first.map { Data($0.utf8) })
      let json = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
      #expect(json["status"] as? Int == 0)
      #expect(json["filename"] as? String == "1445.png")
      #expect(json["refresh_rate"] as? Int == 18)
      let url = try #require(json["image_url"] as? String)
      #expect(url == responder.base + "/images/1445.png")

      let fetched = directory.appendingPathComponent("fetched.png")
      #expect(try responder.curl(url, ["-o", fetched.path]) == "\n200")
      let checker = try Self.write(EPaperRecipeStubs.trmnlChecker, to: "check_trmnl.py", in: directory)
      let verdict = try Self.runPython(checker, [fetched.path]).split(separator: " ")
      #expect(verdict.first == "800x480", "\(verdict)")
      #expect(verdict.count == 3 && (Int(verdict[1]) ?? .max) < 90_000 && (Int(verdict[2]) ?? .max) <= 16, "\(verdict)")
      #expect(try Data(contentsOf: fetched) == Data(contentsOf: frames.appendingPathComponent("1445.png")))
      #expect(try responder.curl("/api/log", device + ["-X", "POST", "-d", #"{"log":{"logs_array":[]}}"#]).hasSuffix("\n200"))
    }
  }
}
