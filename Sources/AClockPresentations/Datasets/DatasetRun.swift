import AClockRuntime
import ClockDataset
import ClockGeometry
import ClockRender
import Synchronization

/// Draws a dataset's images (one shard's) into a directory on several threads, writing
/// `labels.jsonl` (one line an image, in index order) as they finish, then the card `README.md`.
///
/// Workers take batches of indices from one shared position, each with its own fonts; every
/// image is written under a temporary name and renamed, so an interrupted run leaves only whole
/// images; the labels go to a temporary file renamed into place when every image is drawn.
package final class DatasetRun: Sendable {
  /// Indices a worker takes at a time.
  static let batchSize = 32

  private let sampler: DatasetSampler
  private let indices: [Int]
  private let directory: OutputDirectory
  private let card: String
  private let position = Mutex(0)
  /// The labels written so far, in index order (a line held back until those before it are in).
  private let labels = Mutex(LabelStream())
  private let rendered = Atomic<Int>(0)
  private let stopped = Atomic<Bool>(false)
  private let failure = Mutex<CLIError?>(nil)

  /// A run drawing `shard` of the dataset `sampler` describes into `directory`, with `card` as
  /// its README.md.
  package init(sampler: DatasetSampler, shard: DatasetShard, directory: OutputDirectory, card: String) {
    self.sampler = sampler
    indices = Array(shard.indices(of: sampler.settings.count))
    self.directory = directory
    self.card = card
  }

  /// `labels.jsonl` as it is written: a temporary file renamed into place at the end, and the
  /// lines that finished before an earlier one (workers take batches in order, so few wait).
  /// Streaming keeps memory flat: ten million labels held until the end would be gigabytes.
  private struct LabelStream: ~Copyable {
    var file: TemporaryFile?
    /// The next slot to write.
    var next = 0
    var waiting: [Int: String] = [:]
    var buffer: [UInt8] = []

    /// Adds the line of `slot`, and every waiting line that may now follow it, flushing the
    /// buffer past 64 KiB.
    mutating func add(_ line: String, slot: Int) throws(CLIError) {
      waiting[slot] = line
      while let ready = waiting.removeValue(forKey: next) {
        buffer += ready.utf8
        buffer.append(0x0A)
        next += 1
      }
      if buffer.count >= 1 << 16 { try flush() }
    }

    /// Appends what the buffer holds to the file.
    mutating func flush() throws(CLIError) {
      guard !buffer.isEmpty else { return }
      try file?.append(buffer)
      buffer.removeAll(keepingCapacity: true)
    }
  }

  /// How many images this run draws.
  package var count: Int { indices.count }

  /// The file name of image `index`: its index in the whole dataset, zero-padded to the
  /// whole count's width (`000123.png`), so names sort in order and shards never collide.
  package static func fileName(of index: Int, total: Int) -> String {
    let digits = String(max(0, total - 1)).count
    let number = String(index)
    return String(repeating: "0", count: max(0, max(6, digits) - number.count)) + number + ".png"
  }

  /// Draws with `jobs` threads, showing `progress`, then writes the labels and the card.
  /// Returns how many images were drawn.
  package func run(jobs: Int, progress: FrameProgress?) throws(CLIError) -> Int {
    // Made and kept under the lock: a temporary file is not Sendable.
    try labels.withLock { stream throws(CLIError) in stream.file = try directory.temporary(for: Self.labelsName) }
    do throws(CLIError) {
      try WorkerGroup.run(workers: FrameRun.workersFitting(jobs), path: directory.path, work: { [self] in work() }) {
        progress?.show(rendered: rendered.load(ordering: .relaxed), kept: 0)
      }
    } catch {
      labels.withLock { $0.file?.discard() }
      throw error
    }
    if let failure = failure.withLock({ $0 }) {
      progress?.abandon()
      labels.withLock { $0.file?.discard() }
      throw failure
    }
    try labels.withLock { stream throws(CLIError) in
      do throws(CLIError) {
        try stream.flush()
        try stream.file?.commit()
      } catch {
        stream.file?.discard()
        throw error
      }
    }
    try directory.write(Array(card.utf8), as: Self.cardName)
    let count = rendered.load(ordering: .acquiring)
    progress?.finish(rendered: count, kept: 0)
    return count
  }

  /// The labels' file name.
  package static let labelsName = "labels.jsonl"
  /// The dataset card's file name.
  package static let cardName = "README.md"

  private func work() {
    let fonts = CairoFontCache()
    while !stopped.load(ordering: .relaxed) {
      let batch = position.withLock { next -> Range<Int> in
        let start = next
        next = min(indices.count, next + Self.batchSize)
        return start..<next
      }
      if batch.isEmpty { return }
      for slot in batch where !stopped.load(ordering: .relaxed) {
        do throws(CLIError) {
          try produce(slot: slot, fonts: fonts)
        } catch {
          stop(with: error)
          return
        }
      }
    }
  }

  private func produce(slot: Int, fonts: CairoFontCache) throws(CLIError) {
    let index = indices[slot]
    let name = Self.fileName(of: index, total: sampler.settings.count)
    let image = DatasetImage(sampler.sample(index), side: sampler.settings.size)
    let bytes: [UInt8]
    let line: String
    do {
      bytes = try image.picture.png(fonts: fonts)
      line = try DatasetLabel(image, file: name).jsonLine()
    } catch {
      throw .rendering(directory.shownPath(of: name), error)
    }
    try directory.write(bytes, as: name)
    try labels.withLock { stream throws(CLIError) in try stream.add(line, slot: slot) }
    rendered.add(1, ordering: .relaxed)
  }

  private func stop(with error: CLIError) {
    failure.withLock { failure in
      if failure == nil { failure = error }
    }
    stopped.store(true, ordering: .relaxed)
  }
}
