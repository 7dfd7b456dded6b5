#if canImport(Glibc)
import Glibc

/// Readings of the kernel's clocks, for waits until an absolute deadline (which a signal
/// interrupting the wait does not stretch).
package enum ClockReading {
  /// What `clock` will read `duration` from now (durations past 2⁴⁰ s taken as 2⁴⁰ s).
  package static func after(_ duration: Duration, on clock: clockid_t) -> timespec {
    var reading = timespec()
    clock_gettime(clock, &reading)
    let (seconds, attoseconds) = duration.components
    let nanoseconds = Int(reading.tv_nsec) + Int(attoseconds / 1_000_000_000)
    reading.tv_sec += time_t(min(max(seconds, 0), 1 << 40)) + time_t(nanoseconds / 1_000_000_000)
    reading.tv_nsec = nanoseconds % 1_000_000_000
    return reading
  }
}
#endif
