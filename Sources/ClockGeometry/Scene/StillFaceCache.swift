import Foundation

/// The still part of a scene (layout, face, rim, ticks, numerals, zone label) for each dial,
/// numeral style and zone, made once per process.
///
/// A live clock builds a scene every second and every frame of a timeline builds one; the still
/// part is the same each time, and making it (a layout, 144 sines and cosines for the tick ends,
/// twelve numeral strings) was half the cost of a terminal frame.
enum StillFaceCache {
  struct Key: Hashable {
    let dial: DialKind
    let numerals: NumeralStyle
    /// The zone whose title the label shows, or nil when the label does not show it.
    let zoneIdentifier: String?
  }

  struct Entry {
    let layout: DialLayout
    let elements: [SceneElement]
  }

  /// The still part for `options` in `timeZone`, made by `make` the first time.
  static func entry(for options: ClockFaceOptions, in timeZone: TimeZone, make: () -> Entry) -> Entry {
    let key = Key(
      dial: options.dial, numerals: options.numerals,
      zoneIdentifier: options.label.showsZone ? timeZone.identifier : nil)
    if let entry = storage.entry(for: key) { return entry }
    let entry = make()
    storage.insert(entry, for: key)
    return entry
  }

  private static let storage = LockedDictionary()

  /// A dictionary behind a lock. `NSLock`, not `Mutex`: ClockGeometry builds wherever
  /// Foundation does, including Apple systems older than the Synchronization module.
  final class LockedDictionary: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    /// The entry found last: a live clock asks for the same one every second, and comparing
    /// keys is cheaper than hashing one.
    private var recent: (key: Key, entry: Entry)?

    func entry(for key: Key) -> Entry? {
      lock.lock()
      defer { lock.unlock() }
      if let recent, recent.key == key { return recent.entry }
      guard let entry = entries[key] else { return nil }
      recent = (key, entry)
      return entry
    }

    func insert(_ entry: Entry, for key: Key) {
      lock.lock()
      defer { lock.unlock() }
      // A handful of keys per process; the bound only guards against a pathological embedder.
      if entries.count >= 256 { entries.removeAll() }
      entries[key] = entry
      recent = (key, entry)
    }
  }
}
