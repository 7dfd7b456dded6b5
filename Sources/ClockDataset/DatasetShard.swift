/// Which images of a dataset one run draws: `--shard K/N` takes every image whose index is
/// K − 1 modulo N, so N runs (machines, a Kubernetes indexed Job, GNU parallel) split the
/// dataset with no overlap, and each image is the same as in a run of the whole.
package struct DatasetShard: Sendable, Hashable {
  /// This shard, from 1.
  package let number: Int
  /// How many shards there are.
  package let count: Int

  /// The whole dataset: shard 1 of 1.
  package static let whole = DatasetShard(unchecked: 1, of: 1)

  private init(unchecked number: Int, of count: Int) {
    self.number = number
    self.count = count
  }

  /// `K/N` with 1 ≤ K ≤ N; nil for anything else.
  package init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let number = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(number)
    else { return nil }
    self.init(unchecked: number, of: count)
  }

  /// The indices of this shard among `total` images, in order.
  package func indices(of total: Int) -> StrideTo<Int> {
    stride(from: number - 1, to: total, by: count)
  }
}
