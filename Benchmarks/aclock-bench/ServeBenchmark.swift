import Foundation

/// `aclock-serve` under HTTP load, beside nginx serving the same picture from a file, in one run
/// (issue #29's bar: cached `GET /clock.png` at 0.25× nginx's requests/s or more, p99 under
/// 20 ms; a flood of distinct queries within a stated memory bound and without failed requests).
///
/// Needs `wrk` and `nginx` (Debian's packages) and the release `aclock` and `aclock-serve` beside
/// this binary. Each load runs `wrk -t2 -c50 --latency` for `seconds`; the flood asks for a new
/// size every request (so nothing is cached), then the server's peak RSS is read from /proc.
struct ServeBenchmark {
  let seconds: Int

  /// The picture both servers hand out: a dashboard's clock, redrawn once a minute.
  static let query = "tz=UTC&size=480&no-seconds"

  func run() {
    let binDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let aclock = binDirectory.appendingPathComponent("aclock").path
    let server = binDirectory.appendingPathComponent("aclock-serve").path
    guard FileManager.default.isExecutableFile(atPath: server), FileManager.default.isExecutableFile(atPath: aclock) else {
      print("serve: build aclock and aclock-serve in release first (swift build -c release)")
      return
    }
    guard let wrk = Self.which("wrk"), let nginx = Self.which("nginx") ?? ["/usr/sbin/nginx"].first(where: FileManager.default.isExecutableFile) else {
      print("serve: needs wrk and nginx (apt-get install wrk nginx-light)")
      return
    }
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-bench-serve-\(getpid())")
    try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    print("serve: wrk -t2 -c50 for \(seconds) s each, on loopback; load \(loadAverage())")

    // The same picture as a file, for nginx.
    let picture = work.appendingPathComponent("clock.png").path
    guard spawnAndWait(aclock, ["--png", picture, "--tz", "UTC", "--size", "480", "--no-seconds"]) else {
      print("  aclock could not write the picture")
      return
    }
    let bytes = (try? FileManager.default.attributesOfItem(atPath: picture)[.size] as? Int) ?? 0

    guard let nginxPort = Self.freePort() else { return }
    let configuration = """
      worker_processes 2;
      pid \(work.path)/nginx.pid;
      error_log \(work.path)/nginx-error.log;
      events { worker_connections 1024; }
      http { access_log off; server { listen 127.0.0.1:\(nginxPort); root \(work.path); } }
      """
    let configPath = work.appendingPathComponent("nginx.conf").path
    _ = FileManager.default.createFile(atPath: configPath, contents: Data(configuration.utf8))
    let nginxProcess = Self.start(nginx, ["-c", configPath, "-p", work.path, "-g", "daemon off;"])
    defer { Self.stop(nginxProcess) }

    let log = work.appendingPathComponent("serve.log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    // No per-client allowance: the flood below comes from one address on purpose.
    let serverProcess = Self.start(server, ["--port", "0", "--client-renders", "0"], output: log)
    defer { Self.stop(serverProcess) }
    guard let serverPort = Self.waitForPort(in: log) else {
      print("  aclock-serve printed no listening address: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
      return
    }
    Thread.sleep(forTimeInterval: 0.5)  // nginx's workers start
    let targets = [
      ("nginx, the file", "http://127.0.0.1:\(nginxPort)/clock.png"),
      ("aclock-serve, cached", "http://127.0.0.1:\(serverPort)/clock.png?\(Self.query)"),
    ]
    print("  the picture: \(bytes) bytes")
    for round in 1...2 {
      for (name, url) in targets {
        let result = Self.wrk(wrk, url: url, seconds: seconds)
        print("  round \(round)  \(name.padding(toLength: 22, withPad: " ", startingAt: 0))  \(result)")
      }
    }
    // A flood of distinct queries: a new size every request, nothing cached.
    let script = work.appendingPathComponent("flood.lua").path
    let lua = """
      counter = 0
      request = function()
        counter = counter + 1
        return wrk.format("GET", "/clock.png?tz=UTC&at=2024-06-15T09:15:30Z&size=" .. (64 + counter % 900))
      end
      """
    _ = FileManager.default.createFile(atPath: script, contents: Data(lua.utf8))
    let flood = Self.wrk(wrk, url: "http://127.0.0.1:\(serverPort)/", seconds: seconds, script: script)
    print("  aclock-serve, distinct queries (sizes 64–963 px)  \(flood)")
    print("  aclock-serve peak RSS \(Self.peakRSS(of: serverProcess.processIdentifier)); load afterwards \(loadAverage())")
  }

  /// `wrk`'s requests/s, p99 latency and any failed or non-2xx/3xx responses, in one line.
  static func wrk(_ wrk: String, url: String, seconds: Int, script: String? = nil) -> String {
    let output = Pipe()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: wrk)
    process.arguments = ["-t2", "-c50", "-d\(seconds)s", "--latency"] + (script.map { ["-s", $0] } ?? []) + [url]
    process.standardOutput = output
    process.standardError = output
    do { try process.run() } catch { return "wrk did not start: \(error)" }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    func value(after label: String) -> String {
      guard let line = text.split(separator: "\n").first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(label) }) else { return "?" }
      return line.split(separator: " ", omittingEmptySubsequences: true).dropFirst(label.split(separator: " ").count).first.map(String.init) ?? "?"
    }
    let failures = text.split(separator: "\n").filter { $0.contains("Non-2xx") || $0.contains("Socket errors") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    return "\(value(after: "Requests/sec:")) requests/s, p50 \(value(after: "50%")), p99 \(value(after: "99%"))"
      + (failures.isEmpty ? ", no failures" : ", " + failures.joined(separator: "; "))
  }

  static func which(_ name: String) -> String? {
    ["/usr/bin/", "/usr/sbin/", "/usr/local/bin/"].map { $0 + name }.first(where: FileManager.default.isExecutableFile)
  }

  /// A loopback port free right now (bound to 0, read back and closed).
  static func freePort() -> Int? {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { return nil }
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
        bind(socket, socketAddress, length) == 0 && getsockname(socket, socketAddress, &length) == 0
      }
    }
    return bound ? Int(UInt16(bigEndian: address.sin_port)) : nil
  }

  static func start(_ path: String, _ arguments: [String], output: URL? = nil) -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if let output, let handle = try? FileHandle(forWritingTo: output) {
      process.standardOutput = handle
      process.standardError = handle
    } else {
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
    }
    try? process.run()
    return process
  }

  static func stop(_ process: Process) {
    guard process.isRunning else { return }
    process.terminate()
    process.waitUntilExit()
  }

  /// The port of the first `http://127.0.0.1:PORT` the server printed, within 10 s.
  static func waitForPort(in log: URL) -> Int? {
    for _ in 0..<200 {
      if let text = try? String(contentsOf: log, encoding: .utf8),
         let match = text.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)/), let port = Int(match.1) {
        return port
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return nil
  }

  /// The process's peak resident size (VmHWM), as /proc reports it.
  static func peakRSS(of pid: Int32) -> String {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return "?" }
    return line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces)
  }
}
