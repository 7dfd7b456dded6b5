#if canImport(Glibc)
import Glibc
#endif

/// A process group that aclock started (a child of a timer's action leads one), by its number.
package struct ProcessGroup: Equatable, Sendable {
  /// The group's number: its leader's pid.
  package let id: pid_t

  /// Whether a process of the group is still running (not a zombie).
  ///
  /// `kill(-id, 0)` alone counts zombies too: a grandchild whose shell died first is reparented
  /// to init and stays a zombie, in the group, until init reaps it, which a slow init does a
  /// second later. So when `kill` says the group is there, /proc says whether any member of it
  /// still runs. Without /proc, the group counts as running.
  package var isRunning: Bool {
    guard kill(-id, 0) == 0 else { return false }
    guard let directory = opendir("/proc") else { return true }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      guard let pid = pid_t(name), let (state, group) = Self.stateAndGroup(of: pid) else { continue }
      if group == id && state != UInt8(ascii: "Z") && state != UInt8(ascii: "X") { return true }
    }
    return false
  }

  /// The state letter and the process group of `pid`, from /proc/PID/stat (`pid (name) state
  /// parent group …`; the name may hold spaces and parentheses, so fields count from the last
  /// `)`), or nil if it cannot be read (the process has gone).
  private static func stateAndGroup(of pid: pid_t) -> (state: UInt8, group: pid_t)? {
    let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 512)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0, let nameEnd = buffer[..<count].lastIndex(of: UInt8(ascii: ")")) else { return nil }
    let fields = buffer[(nameEnd + 1)..<count].split(separator: UInt8(ascii: " "))
    guard fields.count > 2, let state = fields[0].first, let group = pid_t(String(decoding: fields[2], as: UTF8.self)) else { return nil }
    return (state, group)
  }
}
