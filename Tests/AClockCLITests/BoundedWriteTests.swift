import AClockRuntime
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// What a signal's exit writes and locks, it does by a deadline: a full pipe or a held lock
/// makes it give up then, not wait on.
@Suite("Writes and locks with a deadline")
struct BoundedWriteTests {
  @Test func aWriteToAPipeWithRoomGoesOutWhole() throws {
    let (readEnd, writeEnd) = try ChildProcess.pipe()
    defer { close(readEnd); close(writeEnd) }
    let bytes = Array("\u{1B}[?1049l".utf8)
    #expect(DescriptorWrite.all(bytes, to: writeEnd, until: .now + .seconds(5)))
    var received = [UInt8](repeating: 0, count: 64)
    let count = read(readEnd, &received, received.count)
    #expect(Array(received.prefix(max(count, 0))) == bytes)
  }

  @Test func aWriteToAFullPipeGivesUpAtTheDeadlineAndLeavesItsFlags() throws {
    let (readEnd, writeEnd) = try ChildProcess.pipe()
    defer { close(readEnd); close(writeEnd) }
    EarlySignalEndToEndTests.fill(writeEnd)
    let flags = fcntl(writeEnd, F_GETFL)
    #expect(flags & O_NONBLOCK == 0)
    // A blocking write here would wait for ever: nobody reads.
    #expect(!DescriptorWrite.all([1, 2, 3], to: writeEnd, until: .now + .milliseconds(50)))
    // The descriptor's own flags (a terminal's are the shell's too) are as they were.
    #expect(fcntl(writeEnd, F_GETFL) == flags)
  }

  @Test func aHeldLockIsGivenUpOnAtTheDeadline() {
    let lock = Mutex(0)
    // Held here, so the bounded attempt cannot have it (as a frame's writer holds the
    // terminal); waiting for it unbounded would never return.
    let givenUp = lock.withLock { _ in
      lock.withLock(before: .now + .milliseconds(20)) { _ in 1 } == nil
    }
    #expect(givenUp)
  }

  @Test func aFreeLockIsTakenBeforeTheDeadline() {
    let lock = Mutex(41)
    let value = lock.withLock(before: .now + .milliseconds(50)) { value -> Int in
      value += 1
      return value
    }
    #expect(value == 42)
  }
}
