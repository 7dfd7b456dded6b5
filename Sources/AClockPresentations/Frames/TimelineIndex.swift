import AClockRuntime
import AClockValues
import ClockGeometry
import ClockRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `timeline.json`: what each frame of a run shows, written when every frame is in place.
///
/// One JSON object: the run's parameters, then `frames`, one line per frame in time order (in
/// file order for `--instants`, each then with its `line` number in the file and its `name` as
/// given, when it has one) with its number, file name, instant (UTC) and, per zone, the same object `aclock angles --json`
/// prints (hand angles, local time, offset). Frames in a panel's gray palette also have
/// `changed`: the rectangles whose pixels differ from the frame before, as `--changed-since`
/// prints them (`[]` when none do; `null` for the first frame, which has none before it). It is streamed in blocks to a temporary file
/// renamed into place (``OutputDirectory/temporary(for:)``), so memory stays flat and a reader
/// never sees half an index.
///
/// ```json
/// {"count":2,"every":"1s","format":"png","from":"…","height":512,"palette":"color","size":512,"timeZones":["UTC"],"to":"…","width":512,
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
    /// The step (`1s`, `minute`); nil for `--instants`.
    package let every: String?
    package let format: String
    /// The range's first instant; nil for `--instants`.
    package let from: String?
    /// The `--instants` file as given (`-` for standard input); nil for a range.
    package let instants: String?
    /// The files' size in pixels (px for SVG, pt for PDF), after any turn.
    package let height: Int
    /// `color`, `1bit`, `gray4` or `gray16`.
    package let palette: String
    /// Each clock's side.
    package let size: Int
    package let timeZones: [String]
    /// The range's end; nil for `--instants`.
    package let to: String?
    package let width: Int

    /// Every stored property, as given (the memberwise initializer, for other targets).
    package init(
      count: Int, every: String?, format: String, from: String?, width: Int, height: Int, palette: String, size: Int,
      timeZones: [String], to: String?, instants: String? = nil
    ) {
      self.count = count
      self.every = every
      self.format = format
      self.from = from
      self.instants = instants
      self.height = height
      self.palette = palette
      self.size = size
      self.timeZones = timeZones
      self.to = to
      self.width = width
    }
  }

  /// One frame's line.
  package struct Entry: Encodable {
    package let clocks: [AnglesReport]
    package let file: String
    package let index: Int
    package let instant: String
    /// Whether `changed` is written (panel frames; `null` when unknown).
    package let reportsChanges: Bool
    package let changed: [ChangedRegionReport.Rectangle]?
    /// The frame's line in the `--instants` file, and its second column as given; nil for a range.
    package var line: Int? = nil
    package var name: String? = nil

    private enum CodingKeys: String, CodingKey { case changed, clocks, file, index, instant, line, name }

    package func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      if reportsChanges { try container.encode(changed, forKey: .changed) }
      try container.encode(clocks, forKey: .clocks)
      try container.encode(file, forKey: .file)
      try container.encode(index, forKey: .index)
      try container.encode(instant, forKey: .instant)
      try container.encodeIfPresent(line, forKey: .line)
      try container.encodeIfPresent(name, forKey: .name)
    }
  }

  package let header: Header
  package let range: FrameRange
  package let names: FrameNames
  package let timeZones: [ZoneRules]
  /// Each frame's changed rectangles, for frames in a panel palette; nil for others.
  package let changes: FrameChanges?

  /// Every stored property, as given (the memberwise initializer, for other targets).
  package init(header: Header, range: FrameRange, names: FrameNames, timeZones: [ZoneRules], changes: FrameChanges? = nil) {
    self.header = header
    self.range = range
    self.names = names
    self.timeZones = timeZones
    self.changes = changes
  }

  /// Bytes collected before each write to the file.
  private static let blockSize = 1 << 16

  /// Writes the index to `directory/timeline.json`.
  package func write(into directory: OutputDirectory) throws(CLIError) {
    let path = directory.shownPath(of: Self.fileName)
    let encoder = AnglesReport.encoder()
    let file = try directory.temporary(for: Self.fileName)
    let listed = range.listedLines
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
        var entry = Entry(
          clocks: timeZones.map { AnglesReport(instant: instant, timeZone: $0) },
          file: names.name(of: index, at: instant), index: index,
          instant: Self.utcString(instant), reportsChanges: changes != nil,
          changed: changes?.rectangles(of: index)?.map(ChangedRegionReport.Rectangle.init))
        if let line = listed?[index] {
          entry.line = line.number
          entry.name = line.name
        }
        block.append(contentsOf: try encoder.encode(entry))
        if block.count >= Self.blockSize {
          try file.append(block)
          block.removeAll(keepingCapacity: true)
        }
      }
    } catch let error as CLIError {
      throw error
    } catch {
      throw .rendering(path, error)
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
