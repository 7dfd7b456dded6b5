#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

/// Reads key presses from a terminal on a thread of its own and hands each to a callback.
///
/// It reads only when input is a terminal, and stops for good at end-of-file or an error: a
/// closed or redirected stdin never makes the clock spin or change its timing.
package enum KeyReader {
  /// Starts reading `descriptor` if it is a terminal; returns whether it did.
  @discardableResult
  package static func start(descriptor: Int32 = STDIN_FILENO, onKey: @escaping @Sendable (KeyCommand) -> Void) -> Bool {
    guard isatty(descriptor) == 1 else { return false }
    // A small stack: the loop holds a 64-byte buffer.
    return WorkerThread.start(stackSize: 1 << 16) {
      var buffer = [UInt8](repeating: 0, count: 64)
      while true {
        let count = read(descriptor, &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return }
        for command in KeyCommand.decode(Array(buffer[0..<count])) { onKey(command) }
      }
    }
  }
}
