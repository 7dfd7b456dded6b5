#if canImport(Glibc)
import Glibc
#endif

/// The least a live terminal clock can do, as the terminal benchmark's floor: write one frame of
/// `bytes` bytes (the cursor home, the time, spaces) at once and then at each whole second of the
/// wall clock, nothing else. Its CPU a minute is what waking and writing cost on the machine, which
/// every clock pays; the benchmark reports every clock's figure over it too.
///
/// It sleeps with `clock_nanosleep` to an absolute wall time, the cheapest wait measured here
/// (Docs/decisions/0059), and touches one page of its own a tick.
enum FloorClock {
  /// The benchmark's first argument that runs it, followed by the frame's size in bytes.
  static let argument = "floor-clock"

  /// The frame size the benchmark gives it: about what aclock writes a second in ASCII at 80×24.
  static let defaultBytes = 40

  static func run(bytes: Int) -> Never {
    let home = Array("\u{1B}[H".utf8)
    var frame = [UInt8](repeating: UInt8(ascii: " "), count: max(bytes, home.count + 8))  // 11 at least
    frame.replaceSubrange(0..<home.count, with: home)
    frame[home.count + 2] = UInt8(ascii: ":")
    frame[home.count + 5] = UInt8(ascii: ":")
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    var shown = now.tv_sec
    while true {
      // HH:MM:SS in place, with no allocation.
      let second = Int(shown % 86_400)
      put(second / 3600, at: home.count, in: &frame)
      put(second / 60 % 60, at: home.count + 3, in: &frame)
      put(second % 60, at: home.count + 6, in: &frame)
      guard frame.withUnsafeBytes({ write(STDOUT_FILENO, $0.baseAddress, $0.count) }) >= 0 || errno == EINTR else { exit(74) }
      clock_gettime(CLOCK_REALTIME, &now)
      var next = timespec(tv_sec: now.tv_sec + 1, tv_nsec: 0)
      while clock_nanosleep(CLOCK_REALTIME, TIMER_ABSTIME, &next, nil) == EINTR {}
      shown = next.tv_sec
    }
  }

  /// The two digits of `value` at `offset`.
  private static func put(_ value: Int, at offset: Int, in frame: inout [UInt8]) {
    frame[offset] = UInt8(ascii: "0") + UInt8(value / 10)
    frame[offset + 1] = UInt8(ascii: "0") + UInt8(value % 10)
  }
}
