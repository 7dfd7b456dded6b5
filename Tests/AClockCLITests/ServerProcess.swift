import ClockTestSupport
import Foundation
import Testing

/// A running `aclock-serve` (or `aclock serve`) on a free loopback port, started through
/// ``ChildProcess`` (no inherited signal mask), its log lines in a file.
final class ServerProcess {
  let pid: pid_t
  let port: Int
  let logPath: String
  private let directory: URL

  /// `aclock-serve` built beside `aclock` (SwiftPM puts products in one folder).
  static var serverBinary: URL { AClockProcess.binary.deletingLastPathComponent().appendingPathComponent("aclock-serve") }

  /// Starts the server with `arguments` (plus `--port 0`), through `aclock serve` when
  /// `viaAClock`, and waits for its `listening on` line.
  init(_ arguments: [String], viaAClock: Bool = false) throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-serve-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    logPath = directory.appendingPathComponent("log").path
    let log = open(logPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    defer { close(log) }
    let out = try ChildProcess.pipe()
    let program = viaAClock ? [AClockProcess.binary.path, "serve"] : [Self.serverBinary.path]
    pid = try ChildProcess.start(program + arguments + ["--port", "0"], standardOutput: out.write, standardError: log)
    close(out.write)
    let reader = FileHandle(fileDescriptor: out.read, closeOnDealloc: true)
    var received = Data()
    var port: Int?
    while port == nil {
      let chunk = reader.availableData
      if chunk.isEmpty { break }
      received += chunk
      let text = String(decoding: received, as: UTF8.self)
      if let match = text.firstMatch(of: /listening on http:\/\/127\.0\.0\.1:(\d+)\n/) { port = Int(match.1) }
    }
    guard let port else {
      _ = ChildProcess.ending(of: pid, within: 0)
      throw ServerStartFailure(output: String(decoding: received, as: UTF8.self))
    }
    self.port = port
  }

  /// The address of `path` (with its query) on this server.
  func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

  /// Sends SIGTERM and returns how the server ended within `seconds` (nil: it was killed).
  func stop(within seconds: Double = 10) -> (status: Int32, bySignal: Bool)? {
    kill(pid, SIGTERM)
    return ChildProcess.ending(of: pid, within: seconds)
  }

  /// The log lines written so far.
  var logLines: [String] {
    ((try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
  }

  deinit {
    if ChildProcess.isRunning(pid) { _ = stop(within: 5) }
    try? FileManager.default.removeItem(at: directory)
  }
}

/// The server ended or closed its output before naming its port.
struct ServerStartFailure: Error, CustomStringConvertible {
  let output: String
  var description: String { "the server did not say where it listens; it printed: \(output)" }
}

/// One HTTP exchange made by curl: the status, the response's header fields (names lowercased)
/// and its body.
struct CurlResponse {
  let status: Int
  let headers: [String: String]
  let body: Data

  var text: String { String(decoding: body, as: UTF8.self) }

  /// `curl` fetching `url` with `arguments` added (`-H 'If-None-Match: …'`, `-X POST`).
  static func fetch(_ url: String, _ arguments: [String] = []) throws -> CurlResponse {
    let directory = FileManager.default.temporaryDirectory
    let stem = directory.appendingPathComponent("curl-\(UUID().uuidString)").path
    defer {
      try? FileManager.default.removeItem(atPath: stem + ".head")
      try? FileManager.default.removeItem(atPath: stem + ".body")
    }
    let code = try Tool.output(
      "curl", ["-s", "--max-time", "20", "-D", stem + ".head", "-o", stem + ".body", "-w", "%{http_code}"] + arguments + [url])
    var headers: [String: String] = [:]
    for line in try String(contentsOfFile: stem + ".head", encoding: .utf8).split(separator: "\r\n").dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    let body = FileManager.default.contents(atPath: stem + ".body") ?? Data()
    return CurlResponse(status: Int(code) ?? -1, headers: headers, body: body)
  }
}
