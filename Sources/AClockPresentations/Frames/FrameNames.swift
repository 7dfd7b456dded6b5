import AClockRuntime
import AClockValues
import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// File names of frames: `frame-000123.png`, zero-padded so that names sort in time order, or
/// with ``FrameNaming/hhmm`` the local time of the frame's instant, `0915.png`, or names given
/// one per frame (`--name TEMPLATE` filled in for each line of `--instants`, ``init(given:)``).
///
/// Six digits cover the default `--max-frames` (1,000,000 frames: 0…999999); a larger range
/// gets as many digits as its last number needs. The width depends only on the frame count, so a
/// `--resume` of the same command finds the same names. Local-time names are checked to be
/// unique before anything is drawn (``checkUnique(in:)``).
package struct FrameNames: Sendable {
  /// Digits in every number (``FrameNaming/number``).
  package let digits: Int
  /// The extension, without the dot.
  package let fileExtension: String
  /// The zone whose local time names frames, or nil for numbered names.
  package let clockZone: ZoneRules?
  /// The names given one per frame, or nil.
  private let given: [String]?
  /// ``given`` as a set, for ``isFrameName(_:)``.
  private let givenSet: Set<String>

  /// Numbered names for `count` frames of files ending in `.fileExtension`.
  package init(count: Int, fileExtension: String) {
    self.init(count: count, fileExtension: fileExtension, clockZone: nil)
  }

  /// Names by `naming` for `count` frames ending in `.fileExtension`; local times are read in `zone`.
  package init(_ naming: FrameNaming, count: Int, fileExtension: String, zone: ZoneRules) {
    self.init(count: count, fileExtension: fileExtension, clockZone: naming == .hhmm ? zone : nil)
  }

  /// The names `names`, frame n named `names[n]`, each ending in `.fileExtension`; the caller
  /// has checked them (``FrameNameList``: unique, no `/`, not hidden).
  package init(given names: [String], fileExtension: String) {
    self.init(count: names.count, fileExtension: fileExtension, clockZone: nil, given: names)
  }

  private init(count: Int, fileExtension: String, clockZone: ZoneRules?, given: [String]? = nil) {
    digits = max(6, String(max(0, count - 1)).count)
    self.fileExtension = fileExtension
    self.clockZone = clockZone
    self.given = given
    givenSet = Set(given ?? [])
  }

  /// `frame-000123.png` for frame 123, or `0915.png` for a frame at 09:15 local time, or the
  /// name given for frame 123.
  package func name(of index: Int, at instant: Date) -> String {
    if let given, given.indices.contains(index) { return given[index] }
    guard let clockZone else {
      return "frame-" + Self.padded(index, to: digits) + "." + fileExtension
    }
    let time = LocalTime(instant, in: clockZone)
    return Self.padded(time.hour, to: 2) + Self.padded(time.minute, to: 2) + "." + fileExtension
  }

  /// Whether `name` is a frame's name of this run (`frame-` and as many digits as ``digits``,
  /// or four digits of a local time, or one of the names given).
  package func isFrameName(_ name: String) -> Bool {
    if given != nil { return givenSet.contains(name) }
    let prefix = clockZone == nil ? "frame-" : "", suffix = "." + fileExtension
    guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return false }
    let number = name.dropFirst(prefix.count).dropLast(suffix.count)
    return number.count == (clockZone == nil ? digits : 4) && number.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Refuses local-time names that two frames of `range` would share: sub-minute steps, a
  /// range longer than a day, or the hour a DST change repeats. Numbered names never collide.
  package func checkUnique(in range: FrameRange) throws(CLIError) {
    guard let clockZone else { return }
    var seen: [String: Date] = [:]
    var cursor = FrameRange.Cursor(range)
    while let (index, instant) = cursor.next() {
      let name = name(of: index, at: instant)
      if let earlier = seen[name] {
        let time = LocalTime(instant, in: clockZone)
        throw .badUsage(
          "--names hhmm gives two frames the name \(name): \(Self.padded(time.hour, to: 2)):\(Self.padded(time.minute, to: 2)) "
            + "in \(clockZone.identifier) at \(TimelineIndex.utcString(earlier)) and at \(TimelineIndex.utcString(instant)); "
            + (range.listedLines == nil
              ? "it needs at most one frame a local minute over at most a day (--every-minute), or use --names number"
              : "it needs instants in different local minutes of one day, or use --names number or --name"))
      }
      seen[name] = instant
    }
  }

  private static func padded(_ value: Int, to width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }
}
