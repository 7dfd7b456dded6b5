import NIOCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One rendered picture: its bytes, the instant it shows and its entity tag.
struct ServedPicture: Sendable {
  let body: ByteBuffer
  let shown: Date
  let etag: String
}

/// The current picture of each distinct query, rendered once per change whatever the number of
/// clients: a request for a key whose picture shows the same instant gets the stored one, and
/// requests that arrive while it renders wait for that one render.
///
/// Bounded in entries and bytes: the least recently used pictures go first, so a flood of
/// distinct queries costs renders, not memory.
actor PictureCache {
  private enum Slot {
    case ready(ServedPicture)
    case rendering(Task<ServedPicture, any Error>, shown: Date)
  }

  private struct Entry {
    var slot: Slot
    var lastUse: UInt64
  }

  /// The most pictures kept.
  let maximumEntries: Int
  /// The most bytes of pictures kept.
  let maximumBytes: Int
  private var entries: [String: Entry] = [:]
  private var bytes = 0
  private var uses: UInt64 = 0
  /// How many requests wait for a render another one started.
  private(set) var waiting = 0

  /// The keys held, sorted (for tests).
  var keys: [String] { entries.keys.sorted() }
  /// The bytes of the pictures held.
  var byteCount: Int { bytes }

  init(maximumEntries: Int = 512, maximumBytes: Int = 64 << 20) {
    self.maximumEntries = maximumEntries
    self.maximumBytes = maximumBytes
  }

  /// The picture of `key` showing `shown`: the stored one, the one being rendered, or a new
  /// one from `render` (then `drawn` is true: this call rendered it). A failed render is not kept.
  func picture(
    _ key: String, shown: Date, render: @escaping @Sendable () async throws -> ServedPicture
  ) async throws -> (picture: ServedPicture, drawn: Bool) {
    uses += 1
    if let entry = entries[key] {
      entries[key]?.lastUse = uses
      switch entry.slot {
      case .ready(let picture) where picture.shown == shown: return (picture, false)
      case .rendering(let task, let rendering) where rendering == shown:
        waiting += 1
        defer { waiting -= 1 }
        return (try await task.value, false)
      default: break
      }
    }
    let task = Task { try await render() }
    store(key, .rendering(task, shown: shown))
    do {
      let picture = try await task.value
      if case .rendering(let current, _) = entries[key]?.slot, current == task { store(key, .ready(picture)) }
      return (picture, true)
    } catch {
      if case .rendering(let current, _) = entries[key]?.slot, current == task { remove(key) }
      throw error
    }
  }

  /// Whether a request for `key` showing `shown` would be served without a render of its own:
  /// the picture is stored, or being rendered.
  func holds(_ key: String, shown: Date) -> Bool {
    switch entries[key]?.slot {
    case .ready(let picture): picture.shown == shown
    case .rendering(_, let rendering): rendering == shown
    case nil: false
    }
  }

  private func store(_ key: String, _ slot: Slot) {
    remove(key)
    entries[key] = Entry(slot: slot, lastUse: uses)
    if case .ready(let picture) = slot { bytes += picture.body.readableBytes }
    evict(keeping: key)
  }

  private func remove(_ key: String) {
    if case .ready(let picture) = entries.removeValue(forKey: key)?.slot { bytes -= picture.body.readableBytes }
  }

  /// Drops the least recently used pictures (never `kept`, nor one still rendering) until the
  /// bounds hold.
  private func evict(keeping kept: String) {
    guard entries.count > maximumEntries || bytes > maximumBytes else { return }
    let order = entries.filter { key, entry in
      if case .ready = entry.slot { return key != kept }
      return false
    }.sorted { $0.value.lastUse < $1.value.lastUse }.map(\.key)
    for key in order where entries.count > maximumEntries || bytes > maximumBytes {
      remove(key)
    }
  }
}
