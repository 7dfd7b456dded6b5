import ClockTestSupport
import Foundation
import Testing

/// A shared cache in front of `aclock-serve` (#29): nginx with the configuration README
/// documents, `packaging/nginx/aclock-serve.conf` (only its listen port, upstream port and cache
/// folder replaced), keeps each picture for the `max-age` the server sends, so a second client
/// is served without asking the server, and answers conditional requests itself.
@Suite("nginx's cache in front of aclock serve", .tags(.integration, .nginx))
struct NginxCacheTests {
  static let site = VersionTests.root.appendingPathComponent("packaging/nginx/aclock-serve.conf")

  /// The documented site with `replacements` made, each of which must occur exactly once.
  static func site(_ replacements: [(String, String)]) throws -> String {
    var text = try String(contentsOf: site, encoding: .utf8)
    for (old, new) in replacements {
      try #require(text.components(separatedBy: old).count == 2, "'\(old)' should occur once in \(site.lastPathComponent)")
      text = text.replacingOccurrences(of: old, with: new)
    }
    return text
  }

  @Test func aSecondClientIsServedFromTheCacheAndConditionalRequestsGet304() throws {
    // Without a second hand, at a frozen 10:09:37.25 the picture is fresh for 22 s.
    let server = try ServerProcess(["--at", ServeEndToEndTests.frozen])
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-nginx-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let port = try NginxProcess.freePort()
    let site = try Self.site([
      ("listen 80;", "listen 127.0.0.1:\(port);"), ("http://127.0.0.1:8080;", "http://127.0.0.1:\(server.port);"),
      ("/var/cache/nginx/aclock", directory.appendingPathComponent("cache").path),
    ])
    let nginx = try NginxProcess(site: site, port: port, directory: directory)
    let path = "/clock.png?tz=Europe/Paris&size=200&no-seconds"
    let requests = { server.logLines.filter { $0.contains("GET /clock.png ") } }

    let first = try CurlResponse.fetch(nginx.url(path))
    let second = try CurlResponse.fetch(nginx.url(path))
    #expect(first.status == 200 && second.status == 200, "\(first.text)")
    #expect(first.headers["x-cache-status"] == "MISS")
    #expect(second.headers["x-cache-status"] == "HIT")
    #expect(second.body == first.body && first.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(requests().count == 1, "\(requests())")

    // The validators pass through; clients are told to revalidate (nginx sends no Age, so the
    // server's max-age would let them keep a picture past its change).
    let direct = try CurlResponse.fetch(server.url(path))
    #expect(direct.headers["cache-control"] == "public, max-age=22")
    #expect(first.headers["etag"] == direct.headers["etag"] && direct.headers["etag"] != nil)
    #expect(first.headers["last-modified"] == "Fri, 27 Nov 2026 10:09:00 GMT")
    #expect(first.headers["last-modified"] == direct.headers["last-modified"])
    #expect(first.headers["cache-control"] == "no-cache")
    #expect(first.body == direct.body)

    // Conditional requests are answered by nginx from its copy.
    let byTag = try CurlResponse.fetch(nginx.url(path), ["-H", "If-None-Match: \(first.headers["etag"] ?? "")"])
    #expect(byTag.status == 304 && byTag.body.isEmpty && byTag.headers["x-cache-status"] == "HIT")
    let byDate = try CurlResponse.fetch(nginx.url(path), ["-H", "If-Modified-Since: \(first.headers["last-modified"] ?? "")"])
    #expect(byDate.status == 304)
    let otherTag = try CurlResponse.fetch(nginx.url(path), ["-H", "If-None-Match: \"0000000000000000\""])
    #expect(otherTag.status == 200 && otherTag.headers["x-cache-status"] == "HIT")
    // Another query is another picture, asked for once.
    let other = try CurlResponse.fetch(nginx.url("/clock.png?tz=Asia/Tokyo&size=200&no-seconds"))
    #expect(other.headers["x-cache-status"] == "MISS" && other.body != first.body)
    // nginx's one request for each, and the direct one.
    #expect(requests().count == 3, "\(requests())")
    withExtendedLifetime(nginx) {}
    #expect(server.stop()?.status == 143)
  }
}
