import ClockTestSupport
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// nginx in the foreground on a free loopback port, running `site` (an `http`-context file such
/// as `packaging/nginx/aclock-serve.conf`) with its pid file, logs, temporary files and cache in a
/// directory of its own. Stopped (SIGTERM, then SIGKILL for what is left after a bound) when
/// released.
final class NginxProcess {
  let pid: pid_t
  let port: Int
  /// Where the site's cache, logs and temporary files go.
  let directory: URL

  /// A loopback port that was free a moment ago (nginx cannot be asked for port 0), as Python's
  /// socket module finds it: bound to port 0, read back, closed.
  static func freePort() throws -> Int {
    let script = "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])"
    let output = try Tool.output(ServeEndToEndTests.python, ["-c", script])
    guard let port = Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) else { throw POSIXError(.EADDRNOTAVAIL) }
    return port
  }

  /// Starts nginx with `site` (its text, written beside the main configuration, which sets
  /// what a system's nginx.conf would) and waits until it listens on `port`. As root, the
  /// workers stay root, so they can use the files the master made in `directory`.
  init(site: String, port: Int, directory: URL) throws {
    self.port = port
    self.directory = directory
    let path = directory.path
    try site.write(to: directory.appendingPathComponent("site.conf"), atomically: true, encoding: .utf8)
    let main = """
      \(getuid() == 0 ? "user root;" : "")
      daemon off;
      worker_processes 1;
      pid \(path)/nginx.pid;
      events { worker_connections 64; }
      http {
        access_log \(path)/access.log;
        client_body_temp_path \(path)/body;
        proxy_temp_path \(path)/proxy;
        fastcgi_temp_path \(path)/fastcgi;
        uwsgi_temp_path \(path)/uwsgi;
        scgi_temp_path \(path)/scgi;
        include \(path)/site.conf;
      }
      """
    let configuration = directory.appendingPathComponent("nginx.conf")
    try main.write(to: configuration, atomically: true, encoding: .utf8)
    let errors = directory.appendingPathComponent("error.log").path
    pid = try ChildProcess.start(["/usr/sbin/nginx", "-p", path, "-c", configuration.path, "-e", errors])
    // The master listens before it writes its pid file: once that is there, connections queue.
    let started = Self.waitForFile(directory.appendingPathComponent("nginx.pid"), whileRunning: pid, seconds: 10)
    guard started else {
      _ = ChildProcess.ending(of: pid, within: 0)
      throw ServerStartFailure(output: (try? String(contentsOfFile: errors, encoding: .utf8)) ?? "no error log")
    }
  }

  /// Waits (on inotify, without sleeping) until `file` is written and closed, `process` ends,
  /// or `seconds` pass; whether the file is there.
  static func waitForFile(_ file: URL, whileRunning process: pid_t, seconds: Double) -> Bool {
    let watcher = inotify_init1(Int32(IN_CLOEXEC))
    defer { if watcher >= 0 { close(watcher) } }
    _ = inotify_add_watch(watcher, file.deletingLastPathComponent().path, UInt32(IN_CLOSE_WRITE | IN_MOVED_TO))
    let deadline = ContinuousClock.now + .seconds(seconds)
    while !FileManager.default.fileExists(atPath: file.path) {
      guard ChildProcess.isRunning(process), ContinuousClock.now < deadline, watcher >= 0 else { return false }
      // A bounded wait so that nginx ending first is noticed too.
      var descriptor = pollfd(fd: watcher, events: Int16(POLLIN), revents: 0)
      if poll(&descriptor, 1, 100) > 0 {
        var buffer = [UInt8](repeating: 0, count: 4096)
        _ = read(watcher, &buffer, buffer.count)
      }
    }
    return true
  }

  /// The address of `path` through nginx.
  func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

  deinit {
    let family = ChildProcess.family(of: pid)
    kill(pid, SIGTERM)
    _ = ChildProcess.ending(of: pid, within: 5)
    // Workers whose master was killed: none normally.
    for worker in family where worker != pid && ChildProcess.isRunning(worker) { kill(worker, SIGKILL) }
  }
}
