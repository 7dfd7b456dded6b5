import ClockRender
import Synchronization

/// The `changed` rectangles of every frame of a run: recorded by the workers in any order,
/// read by ``TimelineIndex`` in frame order.
///
/// A frame's first rectangle is packed into one word of an array sized to the run (8 bytes a
/// frame: a million frames cost 8 MB, not a million small arrays); the rare further ones (a
/// label far from the hands) go to a dictionary. Sides fit in 16 bits: no picture is larger
/// than 32,767 pixels a side.
package final class FrameChanges: Sendable {
  private struct Storage {
    var first: [UInt64]
    var more: [Int: [PixelRectangle]] = [:]
  }

  // Both markers have all of the top 16 bits set, which no packed x (at most 32,767) has.
  /// Not recorded: frame 0, which has no frame before it.
  private static let unrecorded = UInt64.max
  /// Recorded, with no rectangle: the frame equals the one before.
  private static let unchanged = UInt64.max - 1

  private let storage: Mutex<Storage>

  /// Room for the changes of `count` frames, none recorded yet.
  package init(count: Int) {
    storage = Mutex(Storage(first: Array(repeating: Self.unrecorded, count: max(0, count))))
  }

  /// Records where frame `index` differs from the frame before it.
  package func record(_ region: ChangedRegion, of index: Int) {
    let rectangles = region.rectangles
    storage.withLock { storage in
      guard storage.first.indices.contains(index) else { return }
      storage.first[index] = rectangles.first.map(Self.packed) ?? Self.unchanged
      if rectangles.count > 1 { storage.more[index] = Array(rectangles.dropFirst()) }
    }
  }

  /// The rectangles recorded for frame `index` (empty: no pixel changed), or nil when none were.
  package func rectangles(of index: Int) -> [PixelRectangle]? {
    storage.withLock { storage in
      guard storage.first.indices.contains(index) else { return nil }
      switch storage.first[index] {
      case Self.unrecorded: return nil
      case Self.unchanged: return []
      case let word: return [Self.unpacked(word)] + (storage.more[index] ?? [])
      }
    }
  }

  private static func packed(_ rectangle: PixelRectangle) -> UInt64 {
    func field(_ value: Int) -> UInt64 { UInt64(UInt16(clamping: value)) }
    return field(rectangle.x) << 48 | field(rectangle.y) << 32 | field(rectangle.width) << 16 | field(rectangle.height)
  }

  private static func unpacked(_ word: UInt64) -> PixelRectangle {
    func field(_ shift: UInt64) -> Int { Int(word >> shift & 0xFFFF) }
    return PixelRectangle(x: field(48), y: field(32), width: field(16), height: field(0))
  }
}
