#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Several clocks showing one instant, one per time zone, laid out by ``TileGrid`` and each
/// captioned with its zone: a world clock. With one zone it is a single face without a caption.
///
/// Geometry is in tile sides: every clock's face fills a square tile one side wide; with
/// captions, a band ``bandHeight`` sides high under each face holds the caption: a world
/// clock's ``BoardCaption`` (the city; the time when the label asks for it and the day or UTC
/// offset; a sun or moon beside the city), or a dial's one line (a timer's name). A last row
/// with fewer tiles is centred. Renderers scale a side to pixels (or points) and draw each
/// tile's scene in its square.
///
/// On a world clock the time is written in the caption, in the same place under every dial,
/// not inside the dials, and the city only there: each tile's face gets the options with its
/// ``ClockFaceOptions/label`` set to `none` for `time`, `12h`, `zone` and `both` (a `date`
/// stays on the dial) — ``tileOptions(_:)``.
///
/// `package`, not public: only ClockRender (not a product) and the command line draw a board,
/// and placing its tiles takes tuples and layout constants the public surface keeps out
/// (decision 0037). An embedder lays out its own with ``TileGrid``, ``ZoneTitle`` and
/// ``ClockScene``, or draws text boards with ClockText's `TextClockBoard`.
///
/// ```swift
/// let zones = ["Europe/Berlin", "Asia/Tokyo", "America/New_York"].compactMap(ZoneRules.named)
/// let board = ClockBoard(instant: Date(), timeZones: zones)
/// board.grid        // 3 columns, 1 row (the arrangement that suits 16:9 best)
/// board.height      // 1.21 sides: the faces and their two-line captions
/// board.tiles[1].caption  // "Tokyo"
/// ```
package struct ClockBoard: Sendable, Hashable {
  /// One clock of the board.
  package struct Tile: Sendable, Hashable {
    /// The face, in its own unit dial space.
    package let scene: ClockScene
    /// The caption's first line (a zone's title, a timer's name), drawn under the face; nil on
    /// a board of one clock.
    package let caption: String?
    /// A world clock's second line (``BoardCaption/detail``), or nil.
    package var detail: String? = nil
    /// Whether the sun is up in the tile's zone, drawn as a sun or moon beside the caption; nil
    /// for none.
    package var daylight: Daylight? = nil
    /// The tile's column and row in ``ClockBoard/grid``.
    package let column: Int
    /// The tile's row.
    package let row: Int
  }

  /// The height of a one-line caption band under each face, in tile sides.
  package static let captionBand = 0.14
  /// The height of a world clock's two-line caption band, in tile sides.
  package static let detailedCaptionBand = 0.21
  /// The caption's font size (em height), in tile sides.
  package static let captionSize = 0.075
  /// The second line's font size, in tile sides.
  package static let detailSize = 0.058
  /// The radius of the sun or moon beside the city, in tile sides.
  package static let daylightGlyphRadius = 0.03
  /// The aspect (width ÷ height) a world clock's grid is chosen for when no canvas is given:
  /// a screen's or slide's 16:9.
  package static let defaultAspect = 16.0 / 9.0

  /// How the tiles are arranged.
  package let grid: TileGrid
  /// The clocks, in the order of the zones.
  package let tiles: [Tile]

  /// The board's width, in tile sides.
  package var width: Double { Double(grid.columns) }
  /// The board's height, in tile sides (captions included).
  package var height: Double { Double(grid.rows) * (1 + bandHeight) }
  /// The caption band under each face, in tile sides: ``detailedCaptionBand`` when any tile
  /// has a second line or a day/night cue, ``captionBand`` when any has a caption, else 0.
  package var bandHeight: Double {
    if tiles.contains(where: { $0.detail != nil || $0.daylight != nil }) { return Self.detailedCaptionBand }
    return tiles.contains { $0.caption != nil } ? Self.captionBand : 0
  }

  /// The clocks for `instant` in each of `timeZones` (at least one is expected; none gives an
  /// empty board), each captioned (``BoardCaption``, the first zone the reference for dates)
  /// when there are several; arranged in `grid`, or by default in the grid that makes the
  /// dials largest on a 16:9 picture (``defaultGrid(count:)``).
  package init(instant: Date, timeZones: [ZoneRules], options: ClockFaceOptions = ClockFaceOptions(), grid: TileGrid? = nil) {
    let grid = grid ?? Self.defaultGrid(count: timeZones.count)
    self.grid = grid
    let captioned = timeZones.count > 1
    let faceOptions = captioned ? Self.tileOptions(options) : options
    let reference = timeZones.first ?? .utc
    tiles = timeZones.enumerated().map { index, zone in
      let cell = grid.cell(of: index)
      let scene = ClockScene(time: LocalTime(instant, in: zone), timeZone: zone, options: faceOptions)
      guard captioned else { return Tile(scene: scene, caption: nil, column: cell.column, row: cell.row) }
      let caption = BoardCaption(
        zone: zone, instant: instant, reference: reference, label: options.label, withSeconds: options.secondHand != .hidden)
      return Tile(
        scene: scene, caption: caption.title, detail: caption.detail, daylight: caption.daylight, column: cell.column, row: cell.row)
    }
  }

  /// The arrangement of a world clock of `count` zones without a canvas: the grid that gives
  /// the largest dials (two-line captions included) on a 16:9 picture. One row up to four
  /// clocks, then two rows (5 → 3 + 2, 8 → 4 + 4, 12 → 6 + 6), three from 13.
  package static func defaultGrid(count: Int) -> TileGrid {
    guard count > 1 else { return TileGrid.row(of: count) }
    return TileGrid.fitting(count: count, width: defaultAspect, height: 1, tileAspect: 1 / (1 + detailedCaptionBand))
  }

  /// The face options of each tile of a world clock made with `options`: no label inside the
  /// dial for `time`, `12h`, `zone` and `both` (the caption writes the city and the time), and
  /// no zone name forced in; a `date` stays on the dial.
  package static func tileOptions(_ options: ClockFaceOptions) -> ClockFaceOptions {
    var tile = options
    if tile.label != .date { tile.label = .none }
    tile.namesZone = false
    return tile
  }

  /// Dials of any kind (clocks, stopwatches, countdowns) with their captions, in `grid` or a
  /// single row. The caption band is there when any dial has a caption.
  package init(scenes: [(scene: ClockScene, caption: String?)], grid: TileGrid? = nil) {
    let grid = grid ?? TileGrid.row(of: scenes.count)
    self.grid = grid
    tiles = scenes.enumerated().map { index, entry in
      let cell = grid.cell(of: index)
      return Tile(scene: entry.scene, caption: entry.caption, column: cell.column, row: cell.row)
    }
  }

  /// A board of one clock showing `scene`, without a caption.
  package init(_ scene: ClockScene) {
    grid = TileGrid.row(of: 1)
    tiles = [Tile(scene: scene, caption: nil, column: 0, row: 0)]
  }

  /// The top-left corner of `tile`'s face square, in tile sides from the board's top-left; a
  /// last row with fewer tiles than columns is centred.
  package func origin(of tile: Tile) -> (x: Double, y: Double) {
    let lastRow = (tiles.count - 1) / grid.columns
    let inLastRow = tiles.count - lastRow * grid.columns
    let shift = tile.row == lastRow && grid.rows > 1 ? Double(grid.columns - inLastRow) / 2 : 0
    return (Double(tile.column) + shift, Double(tile.row) * (1 + bandHeight))
  }

  /// The centre of `tile`'s caption, in tile sides from the board's top-left: the middle of a
  /// one-line band, or the first line's place in a two-line one.
  package func captionCenter(of tile: Tile) -> (x: Double, y: Double) {
    let origin = origin(of: tile)
    let middle = bandHeight == Self.detailedCaptionBand ? 0.062 : bandHeight / 2
    return (origin.x + 0.5, origin.y + 1 + middle)
  }

  /// The centre of `tile`'s second line (``Tile/detail``), in tile sides from the board's
  /// top-left: under the first, the same place under every dial.
  package func detailCenter(of tile: Tile) -> (x: Double, y: Double) {
    let origin = origin(of: tile)
    return (origin.x + 0.5, origin.y + 1 + 0.145)
  }

  /// The centre of `tile`'s sun or moon, in tile sides from the board's top-left: left of the
  /// caption's first line, whose advance is `captionWidth` sides.
  package func daylightGlyphCenter(of tile: Tile, captionWidth: Double) -> (x: Double, y: Double) {
    let center = captionCenter(of: tile)
    let gap = 0.35 * Self.captionSize
    return (center.x - captionWidth / 2 - gap - Self.daylightGlyphRadius, center.y)
  }
}
