import AClockRuntime
import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `timeline.json`: what each frame of a run shows, written when every frame is in place.
///
/// One JSON object: the run's parameters, then `frames`, one line per frame in time order with
/// its number, file name, instant (UTC) and, per zone, the same object `aclock angles --json`
/// prints (hand angles, local time, offset). It is streamed in blocks to a temporary file
/// renamed into place (``OutputDirectory/temporary(for:)``), so memory stays flat and a reader
/// never sees half an index.
///
/// ```json
/// {"count":2,"every":"1s","format":"png","from":"…","size":512,"timeZones":["UTC"],"to":"…",
/// "frames":[
/// {"clocks":[{"hour":277.5,…,"timeZone":"Etc/UTC",…}],"file":"frame-000000.png","index":0,"instant":"2024-06-15T09:15:00.000+00:00"},
/// …
/// ]}
/// ```
package struct TimelineIndex {
  /// The name of the index file in the output directory.
  package static let fileName = "timeline.json"

  /// The run's parameters, written before the frames.
  package struct Header: Encodable {
    package let count: Int
    package let every: String
    package let format: String
    package let from: String
    package let size: Int
    package let timeZones: [String]
    package let to: String

    /// Every stored property, as given (the memberwise initializer, for other targets).
    package init(count: Int, every: String, format: String, from: String, size: Int, timeZones: [String], to: String) {
      self.count = count
      self.every = every
      self.format = format
      self.from = from
      self.size = size
      self.timeZones = timeZones
      self.to = to
    }
  }

  /// One frame's line.
  package struct Entry: Encodable {
    package let clocks: [AnglesReport]
    package let file: String
    package let index: Int
    package let instant: String
  }

  package let header: Header
  package let range: FrameRange
  package let names: FrameNames
  package let timeZones: [ZoneRules]

  /// Every stored property, as given (the memberwise initializer, for other targets).
  package init(header: Header, range: FrameRange, names: FrameNames, timeZones: [ZoneRules]) {
    self.header = header
    self.range = range
    self.names = names
    self.timeZones = timeZones
  }

  /// Bytes collected before each write to the file.
  private static let blockSize = 1 << 16

  /// Writes the index to `directory/timeline.json`.
  package func write(into directory: OutputDirectory) throws(CLIError) {
    let path = directory.shownPath(of: Self.fileName)
    let encoder = AnglesReport.encoder()
    let file = try directory.temporary(for: Self.fileName)
    var block: [UInt8] = []
    block.reserveCapacity(Self.blockSize + 4096)
    do {
      let headerJSON = try encoder.encode(header)
      block.append(contentsOf: headerJSON.dropLast())  // reopen the object: `…"to":"…"`
      block.append(contentsOf: Array(",\n\"frames\":[\n".utf8))
      var cursor = FrameRange.Cursor(range)
      var first = true
      while let (index, instant) = cursor.next() {
        if !first { block.append(contentsOf: Array(",\n".utf8)) }
        first = false
        let entry = Entry(
          clocks: timeZones.map { AnglesReport(instant: instant, timeZone: $0) },
          file: names.name(of: index), index: index,
          instant: Self.utcString(instant))
        block.append(contentsOf: try encoder.encode(entry))
        if block.count >= Self.blockSize {
          try file.append(block)
          block.removeAll(keepingCapacity: true)
        }
      }
    } catch let error as CLIError {
      throw error
    } catch {
      throw .renderFailed(path: path, reason: "\(error)")
    }
    block.append(contentsOf: Array("\n]}\n".utf8))
    try file.append(block)
    try file.commit()
  }

  /// ISO 8601 in UTC with milliseconds: `2024-06-15T09:15:00.000+00:00`.
  package static func utcString(_ instant: Date) -> String {
    LocalTime(instant, in: utc).iso8601String(fractionDigits: 3)
  }

  private static let utc = ZoneRules.utc
}
