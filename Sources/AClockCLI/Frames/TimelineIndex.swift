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
struct TimelineIndex {
  /// The name of the index file in the output directory.
  static let fileName = "timeline.json"

  /// The run's parameters, written before the frames.
  struct Header: Encodable {
    let count: Int
    let every: String
    let format: String
    let from: String
    let size: Int
    let timeZones: [String]
    let to: String
  }

  /// One frame's line.
  struct Entry: Encodable {
    let clocks: [AnglesReport]
    let file: String
    let index: Int
    let instant: String
  }

  let header: Header
  let range: FrameRange
  let names: FrameNames
  let timeZones: [ZoneRules]

  /// Bytes collected before each write to the file.
  private static let blockSize = 1 << 16

  /// Writes the index to `directory/timeline.json`.
  func write(into directory: OutputDirectory) throws(CLIError) {
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
  static func utcString(_ instant: Date) -> String {
    LocalTime(instant, in: utc).iso8601String(fractionDigits: 3)
  }

  private static let utc = ZoneRules.utc
}
