import AClockRuntime
import ClockDataset
import ClockGeometry
import ClockRender
import Synchronization

/// Draws a dataset's images (one shard's) into a directory on several threads, then writes
/// `labels.jsonl` (one line an image, in index order) and the dataset card `README.md`.
///
/// Workers take batches of indices from one shared position, each with its own fonts; every
/// image is written under a temporary name and renamed, so an interrupted run leaves only whole
/// images, and the labels and card are written last.
package final class DatasetRun: Sendable {
  /// Indices a worker takes at a time.
  static let batchSize = 32

  private let sampler: DatasetSampler
  private let indices: [Int]
  private let directory: OutputDirectory
  private let card: String
  private let position = Mutex(0)
  private let labels: Mutex<[String?]>
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
    labels = Mutex([String?](repeating: nil, count: indices.count))
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
    try WorkerGroup.run(workers: FrameRun.workersFitting(jobs), path: directory.path, work: { [self] in work() }) {
      progress?.show(rendered: rendered.load(ordering: .relaxed), kept: 0)
    }
    if let failure = failure.withLock({ $0 }) {
      progress?.abandon()
      throw failure
    }
    let lines = labels.withLock { $0 }.compactMap { $0 }
    try directory.write(Array((lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")).utf8), as: Self.labelsName)
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
    labels.withLock { $0[slot] = line }
    rendered.add(1, ordering: .relaxed)
  }

  private func stop(with error: CLIError) {
    failure.withLock { failure in
      if failure == nil { failure = error }
    }
    stopped.store(true, ordering: .relaxed)
  }
}
