#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Several clocks showing one instant, one per time zone, laid out by ``TileGrid`` and each
/// captioned with its zone: a world clock. With one zone it is a single face without a caption.
///
/// Geometry is in tile sides: every clock's face fills a square tile one side wide; with
/// captions, a band `captionBand` sides high under each face holds the zone's
/// ``ZoneTitle``. Renderers scale a side to pixels (or points) and draw each tile's scene in its
/// square.
///
/// `package`, not public: only ClockRender (not a product) and the command line draw a board,
/// and placing its tiles takes tuples and layout constants the public surface keeps out
/// (decision 0037). An embedder lays out its own with ``TileGrid``, ``ZoneTitle`` and
/// ``ClockScene``, or draws text boards with ClockText's `TextClockBoard`.
///
/// ```swift
/// let zones = ["Europe/Berlin", "Asia/Tokyo", "America/New_York"].compactMap(ZoneRules.named)
/// let board = ClockBoard(instant: Date(), timeZones: zones)
/// board.grid        // 3 columns, 1 row
/// board.height      // 1.14 sides: the faces and their captions
/// board.tiles[1].caption  // "Tokyo"
/// ```
package struct ClockBoard: Sendable, Hashable {
  /// One clock of the board.
  package struct Tile: Sendable, Hashable {
    /// The face, in its own unit dial space.
    package let scene: ClockScene
    /// The zone's title, drawn under the face; nil on a board of one clock.
    package let caption: String?
    /// The tile's column and row in ``ClockBoard/grid``.
    package let column: Int
    /// The tile's row.
    package let row: Int
  }

  /// The height of the caption band under each face, in tile sides.
  package static let captionBand = 0.14
  /// The caption's font size (em height), in tile sides.
  package static let captionSize = 0.075

  /// How the tiles are arranged: one row (``TileGrid/row(of:)``) unless a grid was given.
  package let grid: TileGrid
  /// The clocks, in the order of the zones.
  package let tiles: [Tile]

  /// The board's width, in tile sides.
  package var width: Double { Double(grid.columns) }
  /// The board's height, in tile sides (captions included).
  package var height: Double { Double(grid.rows) * (1 + bandHeight) }
  /// The caption band under each face, in tile sides: `captionBand`, or 0 without captions.
  package var bandHeight: Double { tiles.contains { $0.caption != nil } ? Self.captionBand : 0 }

  /// The clocks for `instant` in each of `timeZones` (at least one is expected; none gives an
  /// empty board), in a single row unless `grid` says otherwise.
  package init(instant: Date, timeZones: [ZoneRules], options: ClockFaceOptions = ClockFaceOptions(), grid: TileGrid? = nil) {
    let grid = grid ?? TileGrid.row(of: timeZones.count)
    self.grid = grid
    let captioned = timeZones.count > 1
    tiles = timeZones.enumerated().map { index, zone in
      let cell = grid.cell(of: index)
      return Tile(
        scene: ClockScene(time: LocalTime(instant, in: zone), timeZone: zone, options: options),
        caption: captioned ? ZoneTitle.title(for: zone) : nil,
        column: cell.column, row: cell.row)
    }
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

  /// The top-left corner of `tile`'s face square, in tile sides from the board's top-left.
  package func origin(of tile: Tile) -> (x: Double, y: Double) {
    (Double(tile.column), Double(tile.row) * (1 + bandHeight))
  }

  /// The centre of `tile`'s caption, in tile sides from the board's top-left.
  package func captionCenter(of tile: Tile) -> (x: Double, y: Double) {
    let origin = origin(of: tile)
    return (origin.x + 0.5, origin.y + 1 + bandHeight / 2)
  }
}
