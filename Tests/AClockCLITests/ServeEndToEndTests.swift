import ClockTestSupport
import ClockRender
import Foundation
import Testing

/// `aclock serve` (#29) end to end: the real `aclock-serve` on a free loopback port, asked by
/// real clients (curl, Python's urllib), its pictures checked by outside decoders and against
/// the command line's own pictures of the same options and instant.
@Suite("aclock serve: pictures over HTTP", .tags(.integration, .decoders))
struct ServeEndToEndTests {
  /// The frozen clock of most tests, a quarter of a second past 10:09:37 UTC.
  static let frozen = "2026-11-27T10:09:37.25Z"
  static let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "python3"

  @Test func everyFormatDecodesAndEqualsTheCommandLinesPicture() throws {
    let server = try ServerProcess(["--at", Self.frozen])
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("serve-formats-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // The server shows the whole second; the command line is asked for that instant.
    let cases: [(format: String, query: String, options: [String])] = [
      ("png", "tz=Europe/Paris&tz=Asia/Tokyo&size=150&label=zone", ["--tz", "Europe/Paris", "--tz", "Asia/Tokyo", "--size", "150", "--label", "zone"]),
      ("svg", "tz=America/New_York&style=station&theme=dark", ["--tz", "America/New_York", "--style", "station", "--theme", "dark"]),
      ("pdf", "tz=UTC&size=300&numerals=roman", ["--tz", "UTC", "--size", "300", "--numerals", "roman"]),
      ("png", "tz=Europe/Paris&style=breguet&complications=moon-phase,date&gmt-zone=Asia/Kolkata",
       ["--tz", "Europe/Paris", "--style", "breguet", "--complications", "moon-phase,date", "--gmt-zone", "Asia/Kolkata"]),
      ("bmp", "tz=UTC&size=400x240&palette=gray4&dither=ordered", ["--tz", "UTC", "--size", "400x240", "--palette", "gray4", "--dither", "ordered"]),
    ]
    for (format, query, options) in cases {
      let response = try CurlResponse.fetch(server.url("/clock.\(format)?\(query)"))
      #expect(response.status == 200, "\(format): \(response.text)")
      let served = directory.appendingPathComponent("served.\(format)").path
      try response.body.write(to: URL(fileURLWithPath: served))
      let cli = try AClockProcess.run(["--at", "2026-11-27T10:09:37Z", "--\(format)", "-"] + options)
      #expect(cli.status == 0, "\(cli.stderr)")
      #expect(response.body == cli.stdoutBytes, "\(format): the served picture differs from aclock's")
      switch format {
      case "png", "bmp":
        let size = try Tool.output(Self.python, ["-c", "import sys; from PIL import Image; im = Image.open(sys.argv[1]); im.load(); print(im.size, im.mode)", served])
        // Two 150 px clocks in a row, one 512 px clock, or the 400×240 canvas.
        #expect(size.hasPrefix(format == "bmp" ? "(400, 240)" : query.contains("size=150") ? "(300, " : "(512, 512)"), "\(format): \(size)")
      case "svg":
        #expect(try Tool.run("xmllint", ["--noout", served]) == 0)
      default:
        #expect(response.text.hasPrefix("%PDF-"))
        #expect(try Tool.run("pdftoppm", ["-r", "10", "-png", "-singlefile", served, directory.appendingPathComponent("page").path]) == 0)
      }
      #expect(response.headers["content-type"] == ["png": "image/png", "svg": "image/svg+xml", "pdf": "application/pdf", "bmp": "image/bmp"][format])
    }
    #expect(server.stop()?.status == 143)
  }

  @Test func cacheHeadersEndAtTheNextChangeAndMatchingETagsGet304() throws {
    let server = try ServerProcess(["--at", Self.frozen])
    // Python's urllib as the client: a 304 is an HTTPError there.
    let script = """
      import sys, urllib.request, urllib.error
      base = sys.argv[1]
      def get(path, etag=None):
          request = urllib.request.Request(base + path, headers={"If-None-Match": etag} if etag else {})
          try:
              with urllib.request.urlopen(request) as response:
                  return response.status, response.headers, response.read()
          except urllib.error.HTTPError as error:
              return error.code, error.headers, error.read()
      for path in ["/clock.png?size=100", "/clock.png?size=100&no-seconds", "/clock.svg?tz=Asia/Kathmandu&no-seconds"]:
          status, headers, body = get(path)
          again, _, _ = get(path, headers["ETag"])
          weak, _, _ = get(path, "W/" + headers["ETag"])
          other, _, _ = get(path, '"0000000000000000"')
          print(status, headers["Cache-Control"], headers["Last-Modified"], headers["ETag"], again, weak, other, len(body) > 0)
      """
    let lines = try Tool.output(Self.python, ["-c", script, server.url("")]).split(separator: "\n").map { $0.split(separator: " ") }
    try #require(lines.count == 3)
    // 10:09:37.25: the next second is 0.75 s away (max-age at least 1); the next minute 22.75 s.
    #expect(lines[0][0] == "200" && lines[0][1...2] == ["public,", "max-age=1"])
    #expect(lines[0][3...8].joined(separator: " ") == "Fri, 27 Nov 2026 10:09:37 GMT")
    #expect(lines[1][1...2] == ["public,", "max-age=22"])
    #expect(lines[1][3...8].joined(separator: " ") == "Fri, 27 Nov 2026 10:09:00 GMT")
    // Kathmandu is UTC+05:45: its minutes start where UTC's do, so the same 22 s.
    #expect(lines[2][1...2] == ["public,", "max-age=22"])
    for line in lines {
      #expect(line[10...13] == ["304", "304", "200", "True"], "\(line)")
      #expect(line[9].hasPrefix("\"") && line[9].count == 18)
    }
    #expect(Set(lines.map { $0[9] }).count == 3, "each query has its own ETag")
    #expect(server.stop()?.status == 143)
  }

  @Test func concurrentRequestsForOnePictureDrawItOnce() throws {
    let server = try ServerProcess(["--at", Self.frozen])
    let script = """
      import sys, urllib.request, concurrent.futures
      def get(_):
          with urllib.request.urlopen(sys.argv[1]) as response:
              return response.headers["ETag"], response.read()
      with concurrent.futures.ThreadPoolExecutor(16) as pool:
          results = list(pool.map(get, range(32)))
      print(len(set(results)), len(results))
      """
    let output = try Tool.output(Self.python, ["-c", script, server.url("/clock.png?size=600&tz=Europe/Berlin")])
    #expect(output == "1 32\n")
    // One log line per request; one of them drew the picture.
    let lines = server.logLines.filter { $0.contains("GET /clock.png 200") }
    #expect(lines.count == 32)
    #expect(lines.filter { $0.hasSuffix(" drawn") }.count == 1, "\(lines)")
    #expect(server.stop()?.status == 143)
  }

  @Test func refusalsAreTheCommandLinesOneLineMessages() throws {
    let server = try ServerProcess(["--at", Self.frozen])
    let cases: [(query: String, options: [String])] = [
      ("tz=Nowhere/City", ["--tz", "Nowhere/City"]),
      ("size=5", ["--size", "5"]),
      ("size=40000", ["--size", "40000"]),
      ("tz=%01Bad%0Ax", ["--tz", "\u{1}Bad\nx"]),
      ("no-seconds&sweep", ["--no-seconds", "--sweep"]),
      ("complications=date,sun", ["--complications", "date,sun"]),
      ("gmt-zone=Mars/Olympus%1B", ["--gmt-zone", "Mars/Olympus\u{1B}"]),
    ]
    for (query, options) in cases {
      let response = try CurlResponse.fetch(server.url("/clock.png?\(query)"))
      let cli = try AClockProcess.run(["--png", "/dev/null"] + options)
      #expect(response.status == 400, "\(query)")
      #expect(cli.status == 64)
      #expect("aclock: " + response.text == cli.stderr, "\(query)")
      #expect(response.text.filter(\.isNewline).count == 1)
      #expect(!response.text.unicodeScalars.dropLast().contains { $0.properties.generalCategory == .control })
    }
    let unknown = try CurlResponse.fetch(server.url("/clock.png?size=100&png=/tmp/x"))
    #expect(unknown.status == 400 && unknown.text.hasPrefix("unknown parameter 'png': use at, background"))
    let styleFile = try CurlResponse.fetch(server.url("/clock.svg?style=/etc/passwd"))
    #expect(styleFile.status == 400 && styleFile.text.hasPrefix("unknown style '/etc/passwd'"))
    let fontFile = try CurlResponse.fetch(server.url("/clock.svg?font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    #expect(fontFile.status == 400 && fontFile.text.contains("font files are not read here"))
    let longQuery = try CurlResponse.fetch(server.url("/clock.png?label=" + String(repeating: "x", count: 3000)))
    #expect(longQuery.status == 414)
    let manyParameters = try CurlResponse.fetch(server.url("/clock.png?" + Array(repeating: "tz=UTC", count: 40).joined(separator: "&")))
    #expect(manyParameters.status == 400 && manyParameters.text.contains("at most 32"))
    #expect(try CurlResponse.fetch(server.url("/clock.gif")).status == 404)
    #expect(try CurlResponse.fetch(server.url("/../etc/passwd"), ["--path-as-is"]).status == 404)
    let post = try CurlResponse.fetch(server.url("/clock.png"), ["-X", "POST"])
    #expect(post.status == 405 && post.headers["allow"] == "GET, HEAD")
    #expect(try CurlResponse.fetch(server.url("/healthz")).text == "ok\n")
    #expect(server.stop()?.status == 143)
  }

  @Test func theIndexPageLinksLivePictures() throws {
    let server = try ServerProcess([])
    let script = """
      import sys, urllib.request, html.parser
      class Images(html.parser.HTMLParser):
          sources = []
          def handle_starttag(self, tag, attributes):
              if tag == "img": self.sources.append(dict(attributes)["src"])
      page = urllib.request.urlopen(sys.argv[1] + "/").read().decode()
      parser = Images(); parser.feed(page)
      for source in parser.sources:
          with urllib.request.urlopen(sys.argv[1] + source) as response:
              print(response.status, response.headers["Content-Type"])
      """
    let lines = try Tool.output(Self.python, ["-c", script, server.url("")]).split(separator: "\n")
    #expect(lines.count >= 4)
    #expect(lines.allSatisfy { $0 == "200 image/png" || $0 == "200 image/svg+xml" }, "\(lines)")
    #expect(server.stop()?.status == 143)
  }

  @Test func aclockServeHandsOverAndStopsOnSignals() throws {
    let server = try ServerProcess(["--at", Self.frozen], viaAClock: true)
    #expect(try CurlResponse.fetch(server.url("/healthz")).text == "ok\n")
    // exec: the server is the process aclock started as, and it starts no child.
    #expect(ChildProcess.family(of: server.pid) == [server.pid])
    let start = ContinuousClock.now
    let ending = server.stop(within: 10)
    #expect(ending?.status == 143 && ending?.bySignal == false, "\(String(describing: ending))")
    #expect(start.duration(to: .now) < .seconds(5))
    let interrupted = try ServerProcess([])
    kill(interrupted.pid, SIGINT)
    #expect(ChildProcess.ending(of: interrupted.pid, within: 10)?.status == 130)
  }

  @Test func aTakenPortIsOneLineAndExit71() throws {
    let server = try ServerProcess([])
    let second = try AClockProcess.run(["--port", "\(server.port)"], executable: ServerProcess.serverBinary)
    #expect(second.status == 71)
    #expect(second.stdout.isEmpty)
    #expect(second.stderr == "aclock: cannot serve on 127.0.0.1:\(server.port): Address already in use\n")
    #expect(server.stop()?.status == 143)
  }

  @Test func aclockServeWithoutTheServerSaysSo() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("serve-missing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let copy = directory.appendingPathComponent("aclock")
    try FileManager.default.copyItem(at: AClockProcess.binary, to: copy)
    let result = try AClockProcess.run(["serve", "--port", "0"], executable: copy)
    #expect(result.status == 69)
    #expect(result.stderr == "aclock: cannot run '\(directory.path)/aclock-serve': aclock serve needs aclock-serve installed beside aclock\n")
  }

  @Test func helpPassesThroughToTheServer() throws {
    let result = try AClockProcess.run(["serve", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("OVERVIEW: Serve clock pictures over HTTP/1.1"))
    #expect(result.stdout.contains("USAGE: aclock serve [--bind <address>] [--port <port>] [--at <instant>] [--devices <file>] [--public-url <url>] [--renders <count>]"))
  }

  /// A client over its render allowance gets 429 with Retry-After for a picture not yet drawn,
  /// and still every picture already drawn; another limit for the same server is 0: none.
  @Test func aClientOverItsRenderAllowanceGets429ForNewPicturesOnly() throws {
    let server = try ServerProcess(["--at", Self.frozen, "--client-renders", "2"])
    let first = try CurlResponse.fetch(server.url("/clock.png?size=100"))
    let second = try CurlResponse.fetch(server.url("/clock.png?size=101"))
    #expect(first.status == 200 && second.status == 200)
    let third = try CurlResponse.fetch(server.url("/clock.png?size=102"))
    // Two a minute: a token every 30 s, counted from the first request, so the wait is 30 s
    // less the time the three requests took (the exact arithmetic is RenderAllowanceTests').
    let wait = try #require(third.headers["retry-after"].flatMap { Int($0) }, "\(third.status) \(third.headers)")
    #expect(third.status == 429 && (1...30).contains(wait), "\(third.status) \(third.headers)")
    #expect(third.text.hasSuffix("wait \(wait) s\n") && third.text.filter(\.isNewline).count == 1, "\(third.text)")
    #expect(try CurlResponse.fetch(server.url("/clock.png?size=100")).status == 200)
    #expect(server.stop()?.status == 143)
    let unlimited = try ServerProcess(["--at", Self.frozen, "--client-renders", "0"])
    #expect(try (100..<104).map { try CurlResponse.fetch(unlimited.url("/clock.png?size=\($0)")).status } == [200, 200, 200, 200])
    #expect(unlimited.stop()?.status == 143)
  }

  /// Headless Chromium loads `/`: it fetches every example picture the page shows (the server
  /// logs a 200 for each), and the page it draws holds them (dark pixels where a dial is).
  @Test(.tags(.chromium)) func chromiumLoadsTheIndexPageAndItsPictures() throws {
    let server = try ServerProcess(["--at", Self.frozen])
    let shot = try HeadlessChromium.screenshot(try #require(URL(string: server.url("/"))), width: 900, height: 1400)
    let lines = server.logLines
    let pictures = lines.filter { $0.contains("GET /clock.png 200") || $0.contains("GET /clock.svg 200") }
    // Four examples are shown as images: three PNGs and one SVG.
    #expect(pictures.count >= 4, "\(lines)")
    #expect(lines.contains { $0.contains("GET / 200") }, "\(lines)")
    var dark = 0
    for y in Swift.stride(from: 0, to: shot.height, by: 2) {
      for x in Swift.stride(from: 0, to: shot.width, by: 2) {
        if let pixel = shot.pixel(x: x, y: y), Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 200 { dark += 1 }
      }
    }
    // Sampled every other pixel: the page with images off measured 2,414 dark ones (its text),
    // with its pictures 4,527 (the dials' rims, ticks, numerals and hands).
    #expect(dark > 3500, "\(dark) dark pixels")
    #expect(server.stop()?.status == 143)
  }
}
