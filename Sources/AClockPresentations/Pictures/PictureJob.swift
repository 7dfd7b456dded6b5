import AClockRuntime
import ClockGeometry
import ClockRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Renders one instant to every requested picture file: one board of clocks (one per zone; a
/// labelled row of them for a world clock), drawn once per format, all rendered before any file
/// is written, and all files replaced or none.
package struct PictureJob {
  package var instant: Date
  /// The zones shown, in order; the first is the one the instant is read in for PDF metadata.
  package let timeZones: [ZoneRules]
  package let face: ClockFaceOptions
  /// The face's look (with the background) and the variant painted.
  package let pictures: PictureRenderer
  /// The side of each clock.
  package let size: Int
  /// The clocks' arrangement (nil: one row) and the canvas they are drawn in.
  package var layout: (grid: TileGrid?, canvas: PictureCanvas) = (nil, .board)
  /// How the SVG is written (made once, so a live picture keeps its serial number).
  package let svg: SVGOptions
  /// The `--html` page, written with the pictures, or nil.
  package var page: HTMLPageJob? = nil
  /// The most bytes any file may have (`--max-bytes`), or nil for no limit.
  package var maxBytes: Int? = nil

  /// Every stored property, as given (the memberwise initializer, for other targets); `fonts`
  /// may be a cache kept by the caller's thread.
  package init(
    instant: Date, timeZones: [ZoneRules], face: ClockFaceOptions, pictures: PictureRenderer, size: Int,
    layout: (grid: TileGrid?, canvas: PictureCanvas) = (nil, .board), svg: SVGOptions, page: HTMLPageJob? = nil,
    fonts: CairoFontCache = CairoFontCache()
  ) {
    self.instant = instant
    self.timeZones = timeZones
    self.face = face
    self.pictures = pictures
    self.size = size
    self.layout = layout
    self.svg = svg
    self.page = page
    self.fonts = fonts
  }
  /// The fonts, loaded on the first draw and kept: a `--live` job draws every tick, and fonts
  /// loaded again for each draw left cairo a new face to cache every time (RSS grew by 300 KB
  /// and one mapping of the font file a second: 40 MB at 60 s, 81 MB at 200 s).
  /// (A server's renderer passes its own, kept across requests.)
  package let fonts: CairoFontCache

  /// The board of clocks at ``instant``.
  private var board: ClockBoard { ClockBoard(instant: instant, timeZones: timeZones, options: face, grid: layout.grid) }

  /// The PDF's creation date: the instant in the first zone.
  private var creationDate: String { LocalTime(instant, in: timeZones.first ?? .local()).iso8601String(fractionDigits: 0) }

  /// The SVG's description of what it shows.
  private var description: SVGDescription {
    if case .live = svg.motion { return SVGDescription.live(in: timeZones) }
    return SVGDescription.clocks(at: instant, in: timeZones, withSeconds: face.secondHand != .hidden, running: svg.motion != .still)
  }

  package func run(outputs: [(format: PictureFormat, path: String)]) throws(CLIError) {
    let html = try page.map { page throws(CLIError) in
      (bytes: try page.render(instant: instant, timeZones: timeZones, face: face, pictures: pictures, side: size, fonts: fonts), path: page.path)
    }
    try Self.write(
      board, pictures: pictures, side: size, canvas: layout.canvas, creationDate: creationDate, svg: svg, description: description,
      outputs: outputs, more: html.map { [$0] } ?? [], maxBytes: maxBytes, fonts: fonts)
  }

  /// Where the raster picture (`--png`, `--bmp`) of this job differs from the same picture at
  /// `earlier`: same zones, face, canvas, turn and palette. `path` names the file in errors.
  package func changedRegion(since earlier: Date, path: String) throws(CLIError) -> ChangedRegion {
    let boards = [earlier, instant].map { ClockBoard(instant: $0, timeZones: timeZones, options: face, grid: layout.grid) }
    try PictureLimits.check(boards[1], side: size, canvas: layout.canvas, formats: [.png])
    try PictureLimits.checkAddressSpace(boards[1], side: size, canvas: layout.canvas, formats: [.png], path: path)
    do {
      return try pictures.changedRegion(from: boards[0], to: boards[1], side: size, canvas: layout.canvas, fonts: fonts)
    } catch {
      throw .rendering(path, error)
    }
  }

  /// Renders any board of dials (clocks, a stopwatch, timers) in `canvas` to every file in
  /// `outputs`, all rendered before any is written, and all replaced or none, `more` files
  /// (already rendered) with them. A file longer than `maxBytes` is refused (exit 73, naming
  /// it), and then none is written. `fonts` may come from earlier calls (a live job's).
  package static func write(
    _ board: ClockBoard, pictures: PictureRenderer, side size: Int, canvas: PictureCanvas = .board, creationDate: String,
    svg: SVGOptions, description: SVGDescription, outputs: [(format: PictureFormat, path: String)],
    more: [(bytes: [UInt8], path: String)] = [], maxBytes: Int? = nil, fonts: CairoFontCache = CairoFontCache()
  ) throws(CLIError) {
    let rendered = try render(
      board, pictures: pictures, side: size, canvas: canvas, creationDate: creationDate, svg: svg, description: description,
      outputs: outputs, fonts: fonts)
    if let maxBytes, let large = (rendered + more).first(where: { $0.bytes.count > maxBytes }) {
      throw .cannotCreateOutput(
        path: large.path, reason: "it would be \(large.bytes.count) bytes, more than --max-bytes \(maxBytes); nothing was written")
    }
    try AtomicFile.write(rendered + more)
  }

  /// The bytes of this job's picture in `format`, as ``run(outputs:)`` would write it to a file
  /// `name` (the name errors give): the same checks, the same bytes. For a server's responses.
  package func render(as format: PictureFormat, name: String) throws(CLIError) -> [UInt8] {
    let rendered = try Self.render(
      board, pictures: pictures, side: size, canvas: layout.canvas, creationDate: creationDate, svg: svg, description: description,
      outputs: [(format, name)], fonts: fonts)
    return rendered.first?.bytes ?? []
  }

  /// Each of `outputs` rendered, after the limits on pictures are checked; nothing is written.
  private static func render(
    _ board: ClockBoard, pictures: PictureRenderer, side size: Int, canvas: PictureCanvas, creationDate: String,
    svg: SVGOptions, description: SVGDescription, outputs: [(format: PictureFormat, path: String)], fonts: CairoFontCache
  ) throws(CLIError) -> [(bytes: [UInt8], path: String)] {
    try PictureLimits.check(board, side: size, canvas: canvas, formats: outputs.map(\.format))
    if let raster = outputs.first(where: { $0.format.isRaster }) {
      try PictureLimits.checkAddressSpace(board, side: size, canvas: canvas, formats: [raster.format], path: raster.path)
    }
    var rendered: [(bytes: [UInt8], path: String)] = []
    for (format, path) in outputs {
      do {
        let bytes = try pictures.render(
          board, as: format, side: size, canvas: canvas, creationDate: creationDate, svg: svg, description: description, fonts: fonts)
        rendered.append((bytes, path))
      } catch {
        throw .rendering(path, error)
      }
    }
    return rendered
  }
}
