import AClockPresentations
import AClockValues
import Dispatch
import Foundation
import Testing

/// `frames --video`'s ordering: frames delivered by several threads in any order are read in
/// index order, and a cancel wakes a worker waiting for its turn; the container from FILE's name.
@Suite struct FrameSequenceTests {
  @Test func framesDeliveredOutOfOrderAreReadInOrder() {
    let count = 200
    let sequence = FrameSequence(count: count, window: 8)
    let group = DispatchGroup()
    // Four workers, each with every fourth frame, in increasing order as FrameRun's batches are.
    // Threads of their own, as FrameRun's are: Dispatch's pool may run only one or two blocks at
    // a time on a busy 2-core machine, and a worker waiting for its turn would then hold a
    // thread another worker needs (the full suite read 2 of 200 frames in 10 s).
    for worker in 0..<4 {
      group.enter()
      let thread = Thread {
        defer { group.leave() }
        for index in stride(from: worker, to: count, by: 4) {
          guard sequence.waitForTurn(index) else { return }
          sequence.deliver([UInt8(index % 256)], at: index)
        }
      }
      thread.start()
    }
    var read: [UInt8] = []
    reading: while true {
      switch sequence.next(waitingAtMost: 10_000) {
      case .frame(let bytes): read += bytes
      case .finished: break reading
      case .waiting, .cancelled:
        Issue.record("no frame \(read.count) within 10 s")
        sequence.cancel()
        break reading
      }
    }
    group.wait()
    #expect(read == (0..<count).map { UInt8($0 % 256) })
  }

  @Test func cancelWakesAWorkerWaitingForItsTurn() {
    let sequence = FrameSequence(count: 100, window: 4)
    let waited = DispatchSemaphore(value: 0)
    Thread {
      // Frame 50 is far outside the window: this waits until the cancel.
      #expect(!sequence.waitForTurn(50))
      waited.signal()
    }.start()
    sequence.cancel()
    waited.wait()
    #expect(sequence.next(waitingAtMost: 0) == .cancelled)
  }

  @Test func theContainerComesFromTheExtension() {
    #expect(VideoContainer(path: "out/clock.webm") == .webm)
    #expect(VideoContainer(path: "CLOCK.MOV") == .mov)
    #expect(VideoContainer(path: "a.b/clock.gif") == .gif)
    #expect(VideoContainer(path: "clock.png") == .png)
    #expect(VideoContainer(path: "clock.avi") == nil)
    #expect(VideoContainer(path: "clock.webm/") == nil)
    #expect(VideoContainer(path: "webm") == nil)
    #expect(VideoContainer(path: "dir.mp4/clock") == nil)
    #expect(VideoContainer.acceptedExtensions == ".webm, .mov, .mp4, .gif or .png")
  }
}
