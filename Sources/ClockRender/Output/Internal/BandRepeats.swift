/// Bands of earlier frames that differed from the still layer, with their compressed bytes, so
/// that a band seen again is not compressed again (``PNGBandCache``).
///
/// A frame's second hand is drawn the same at the same second of every minute: a band it
/// crosses alone (the other hands elsewhere) repeats every minute of a timeline. In an hour of
/// 512 px frames at 1 s, 2.3 of the 9 bands a frame compresses had been compressed before by the
/// same worker (Docs/decisions/0057). A band is found by its ``BandDifference`` from the
/// still layer, compared whole, so a repeat has the same pixels, and its compressed bytes are the
/// same as compressing it again would give (each band starts from a reset compressor).
///
/// Looking stops after ``patience`` bands in a row that were not repeats, for timelines whose
/// second hand never comes back to a place.
///
/// Bounded: only bands whose difference is small (a hand crossing them, not the hub where every
/// hand meets, which never repeats) are kept, in two generations of at most ``generationLimit``
/// bytes: when the recent one is full, the older one is forgotten and the recent one becomes
/// it, and a band found in the older one moves back to the recent one. A band that repeats once
/// a minute stays; the many that never repeat go. (One 16 MiB generation forgotten whole when
/// full found fewer repeats than two of 2 MiB; 4 MiB forgotten whole, far fewer.)
struct BandRepeats {
  /// A band's compressed bytes and the Adler-32 and length of its scanlines.
  struct Compressed {
    let segment: [UInt8]
    let checksum: (adler: UInt32, length: Int)
  }

  /// Most bytes of differences and segments in one generation (two per worker).
  static let generationLimit = 2 << 20
  /// Most bytes of one band's difference worth keeping.
  static let largestDifference = 16 << 10

  private struct Key: Hashable {
    let band: Int
    let crc: UInt32
  }

  private typealias Entry = (difference: BandDifference, compressed: Compressed)

  /// Bands looked up in a row that had not been seen: past ``patience``, looking stops.
  private var missesInARow = 0
  /// Bands looked up without a repeat before looking is given up: a timeline whose second hand
  /// never comes back to a place (`--sweep`, an odd step) would pay for the differences and the
  /// copies kept for nothing (2 % more CPU a frame). A worker's first repeat of an hour at 1 s
  /// comes after about 60 frames, 540 bands.
  static let patience = 2_000

  /// Whether a band is still worth looking up (``patience``).
  var worthLooking: Bool { missesInARow < Self.patience }

  private var recent: [Key: Entry] = [:]
  private var older: [Key: Entry] = [:]
  private var recentBytes = 0

  /// The compressed band `index` whose difference from the still layer is `difference`, if
  /// one was kept.
  mutating func compressed(band index: Int, _ difference: BandDifference) -> Compressed? {
    let key = Key(band: index, crc: difference.key)
    let found: Entry?
    if let entry = recent[key] {
      found = entry.difference == difference ? entry : nil
    } else if let entry = older.removeValue(forKey: key), entry.difference == difference {
      keep(entry, as: key)
      found = entry
    } else {
      found = nil
    }
    missesInARow = found == nil ? missesInARow + 1 : 0
    if !worthLooking {
      // Given up: what is kept will not be asked for.
      recent = [:]
      older = [:]
      recentBytes = 0
    }
    return found?.compressed
  }

  /// Keeps `compressed` for band `index` with `difference`, when it is small enough.
  mutating func keep(_ compressed: Compressed, band index: Int, _ difference: BandDifference) {
    guard difference.byteCount <= Self.largestDifference else { return }
    keep((difference, compressed), as: Key(band: index, crc: difference.key))
  }

  private mutating func keep(_ entry: Entry, as key: Key) {
    let bytes = entry.difference.byteCount + entry.compressed.segment.count
    if recentBytes + bytes > Self.generationLimit {
      older = recent
      recent.removeAll()
      recentBytes = 0
    }
    recent[key] = entry
    recentBytes += bytes
  }
}
