import AClockRuntime
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Renders every frame of a range into a directory, on several threads at once.
///
/// Worker threads take the next few entries from one shared ``FrameRange/Cursor`` (under a
/// lock), render each with their own ``FrameRenderer`` (made when the worker takes its first
/// entries, so idle workers cost no renderer) and write it with
/// ``OutputDirectory/write(_:as:)`` (a temporary file renamed into place), so memory stays flat
/// however long the range, every file that exists is complete, and an interrupted run leaves
/// only complete frames. With a `keep` check (`--resume`), a frame whose file already exists and
/// passes it is kept; one that fails (a link or FIFO too) is drawn again.
///
/// With `changes`, each frame's rectangles that differ from the frame before are recorded
/// (also for kept frames), for `timeline.json`: a batch remembers the instant handed out before
/// its first entry, so any worker can compare its first frame with the one before.
///
/// With a ``FrameSequence`` (`frames --video`), each frame is also handed to it, and the calling
/// thread reads them back in order (``run(jobs:progress:inOrder:)``); without a directory, that
/// is the only place frames go.
///
/// The first failure stops every worker after its current frame and is thrown by ``run(jobs:progress:inOrder:)``.
package final class FrameRun: Sendable {
  /// Entries a worker takes at a time: enough to make the lock rare and (with `changed`
  /// rectangles) the extra drawing of the frame before a batch's first, few enough to share the
  /// tail of a range evenly.
  package static let batchSize = 32

  /// Entries a worker takes at a time when frames are read in order: a few, so that the
  /// workers' batches fit in the sequence's window together.
  package static let orderedBatchSize = 4

  private let names: FrameNames
  private let directory: OutputDirectory?
  private let sequence: FrameSequence?
  /// The output named in messages: the directory, else the video.
  private let outputPath: String
  private let batchSize: Int
  private let keep: FrameCheck?
  private let makeRenderer: @Sendable () throws -> any FrameRenderer
  private let changes: FrameChanges?
  private let maxBytes: Int?
  /// The range's cursor, and the instant of the last entry it handed out.
  private let cursor: Mutex<(cursor: FrameRange.Cursor, last: Date?)>
  private let rendered = Atomic<Int>(0)
  private let kept = Atomic<Int>(0)
  private let redrawn = Atomic<Int>(0)
  private let stopped = Atomic<Bool>(false)
  private let failure = Mutex<CLIError?>(nil)

  /// A run over `range`, writing `names` into `directory` (if given) with renderers from
  /// `makeRenderer`, handing each frame to `sequence` (if given; messages then name
  /// `outputPath` when there is no directory), recording into `changes` when given, refusing
  /// (exit 73) a frame file larger than `maxBytes`.
  package init(range: FrameRange, names: FrameNames, directory: OutputDirectory?, keep: FrameCheck?,
       changes: FrameChanges? = nil, maxBytes: Int? = nil, sequence: FrameSequence? = nil, outputPath: String? = nil,
       makeRenderer: @escaping @Sendable () throws -> any FrameRenderer) {
    self.names = names
    self.directory = directory
    self.sequence = sequence
    self.outputPath = directory?.path ?? outputPath ?? "-"
    batchSize = sequence == nil ? Self.batchSize : Self.orderedBatchSize
    self.keep = keep
    self.changes = changes
    self.maxBytes = maxBytes
    self.makeRenderer = makeRenderer
    cursor = Mutex((FrameRange.Cursor(range), nil))
  }

  /// Renders with `jobs` threads and waits for them, showing `progress` a few times a second
  /// when given; with a sequence, this thread passes every frame, in order, to `inOrder` (a
  /// failure there stops the workers and is thrown). Returns how many frames were rendered, how
  /// many kept (`--resume`), and how many of the rendered ones replaced a file that failed the check.
  package func run(
    jobs: Int, progress: FrameProgress?, inOrder: (([UInt8]) throws(CLIError) -> Void)? = nil
  ) throws(CLIError) -> (rendered: Int, kept: Int, redrawn: Int) {
    // One renderer made here first loads fontconfig's configuration on this thread, before the
    // workers' stacks take memory: fontconfig crashed (SIGSEGV in FcRuleDestroy) when that load
    // ran out of memory on a worker under `ulimit -v`. A failure here is reported at once.
    do {
      _ = try makeRenderer()
    } catch {
      throw .rendering(outputPath, error)
    }
    try WorkerGroup.run(workers: Self.workersFitting(jobs), path: outputPath, work: { [self] in work() }, meanwhile: {
      // With a video, this thread takes the frames in order as the workers finish them.
      if let sequence, let inOrder { passInOrder(from: sequence, to: inOrder, progress: progress) }
    }) {
      progress?.show(rendered: rendered.load(ordering: .relaxed), kept: kept.load(ordering: .relaxed))
    }
    let counts = (
      rendered: rendered.load(ordering: .acquiring), kept: kept.load(ordering: .acquiring), redrawn: redrawn.load(ordering: .acquiring))
    if let failure = failure.withLock({ $0 }) {
      progress?.abandon()
      throw failure
    }
    progress?.finish(rendered: counts.rendered, kept: counts.kept)
    return counts
  }

  /// `jobs`, or fewer under an address-space limit (`ulimit -v`): each worker takes an 8 MiB
  /// stack and, through malloc, an arena of up to 64 MiB; the process itself about 256 MiB
  /// (libraries, fontconfig). Past that, malloc fell back to one mmap per small allocation and
  /// sixteen workers crawled for minutes where one finishes in a second.
  package static func workersFitting(_ jobs: Int) -> Int {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return max(1, jobs) }
    let perWorker = (8 + 64) << 20, process = 256 << 20
    let available = Int(clamping: limit.rlim_cur) - process
    return max(1, min(jobs, available / perWorker))
  }

  /// Reads the frames in order into `inOrder` until the last (or a failure), redrawing
  /// `progress` (frames passed on) at most four times a second.
  private func passInOrder(from sequence: FrameSequence, to inOrder: ([UInt8]) throws(CLIError) -> Void, progress: FrameProgress?) {
    let clock = ContinuousClock()
    var passed = 0, shown = clock.now
    while true {
      switch sequence.next(waitingAtMost: 250) {
      case .frame(let bytes):
        do throws(CLIError) {
          try inOrder(bytes)
        } catch {
          stop(with: error)
          return
        }
        passed += 1
        if clock.now - shown < .milliseconds(250) { continue }
      case .waiting: break
      case .finished, .cancelled: return
      }
      shown = clock.now
      progress?.show(rendered: passed, kept: 0)
    }
  }

  private func work() {
    var renderer: (any FrameRenderer)?
    while !stopped.load(ordering: .relaxed) {
      let (batch, before) = cursor.withLock { state in
        let before = state.last
        var batch: [(index: Int, instant: Date)] = []
        while batch.count < batchSize, let entry = state.cursor.next() { batch.append(entry) }
        state.last = batch.last?.instant ?? state.last
        return (batch, before)
      }
      if batch.isEmpty { return }
      if renderer == nil {
        do {
          renderer = try makeRenderer()
        } catch {
          stop(with: .rendering(outputPath, error))
          return
        }
      }
      guard let renderer else { return }
      var previous = before
      for (index, instant) in batch where !stopped.load(ordering: .relaxed) {
        if let sequence, !sequence.waitForTurn(index) { return }
        do throws(CLIError) {
          try produce(index: index, instant: instant, after: previous, with: renderer)
        } catch {
          stop(with: error)
          return
        }
        previous = instant
      }
    }
  }

  private func produce(index: Int, instant: Date, after previous: Date?, with renderer: any FrameRenderer) throws(CLIError) {
    let name = names.name(of: index, at: instant)
    if let changes, let previous {
      do {
        if let region = try renderer.changes(from: previous, to: instant) { changes.record(region, of: index) }
      } catch {
        throw .rendering(shownPath(of: name), error)
      }
    }
    if let keep, let directory, directory.status(of: name) != nil {
      if keep.isComplete(directory.contents(of: name)) {
        kept.add(1, ordering: .relaxed)
        return
      }
      redrawn.add(1, ordering: .relaxed)
    }
    let bytes: [UInt8]
    do {
      bytes = try renderer.render(at: instant)
    } catch {
      throw .rendering(shownPath(of: name), error)
    }
    if let directory {
      if let maxBytes, bytes.count > maxBytes {
        throw .cannotCreateOutput(
          path: directory.shownPath(of: name), reason: "it would be \(bytes.count) bytes, more than --max-bytes \(maxBytes); frames before it are kept")
      }
      try directory.write(bytes, as: name)
    }
    sequence?.deliver(bytes, at: index)
    rendered.add(1, ordering: .relaxed)
  }

  private func shownPath(of name: String) -> String {
    directory?.shownPath(of: name) ?? outputPath
  }

  private func stop(with error: CLIError) {
    failure.withLock { failure in
      if failure == nil { failure = error }
    }
    stopped.store(true, ordering: .relaxed)
    sequence?.cancel()
  }
}
