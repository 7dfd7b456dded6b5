/// The parts of a soft shadow's box (``CairoContext/paintSoftly(_:downscale:bounds:silhouettes:)``)
/// that its stretched layer can darken: the box cut into tiles, keeping those near a layer pixel
/// that is not transparent.
///
/// The layer is stretched bilinearly: a device pixel's shadow is a blend of the 2 × 2 layer pixels
/// around where its centre falls, so it is transparent when they all are, and painting a
/// transparent source over a pixel leaves it as it was. A hand's shadow fills a thin slanted
/// strip of its box; compositing only the tiles near that strip gives the same pixels for a
/// fraction of the work (the stretch was about 8 % of a 512 px frame's CPU, Docs/decisions/0057).
///
/// Tiles are ``tileSide`` layer pixels square, and a tile is painted when a layer pixel within
/// ``reach`` of it is not transparent: a device pixel blends the layer pixels on either side of
/// where its centre falls, at most one beyond its own tile's edge.
struct SoftLayerCoverage {
  /// Layer pixels a side of a tile (16 device pixels at 512 px, where the layer is 4 times smaller).
  static let tileSide = 4

  /// How far past a tile's edge, in layer pixels, its device pixels read the layer.
  static let reach = 1

  /// Device rectangles, pixel-aligned and apart, that together hold every pixel of `bounds`
  /// the stretched `layer` is not transparent over. `layer` holds the device box `bounds`
  /// shrunk `downscale` times with `pad` layer pixels around it (layer = (device − bounds'
  /// origin) / downscale + pad); `bounds` starts and ends on whole device pixels.
  ///
  /// Nil, paint the whole box, unless `downscale` is a power of two: only then is every sample
  /// position (multiples of 1/`downscale` from whole pixels) exact in pixman's 16.16 fixed point,
  /// so that a rectangle starting inside the box samples the layer where the whole box does.
  /// At a downscale of 3, rows alone cut at tile edges changed 2 pixels by one level in 1 frame
  /// of 60 at 300 px. Nil too when `layer` has no pixels to read.
  static func rectangles(
    of layer: CairoSurface, pad: Int, downscale: Int, bounds: (x: Double, y: Double, width: Double, height: Double)
  ) -> [(x: Double, y: Double, width: Double, height: Double)]? {
    let painted: (tiles: [Bool], columns: Int)?? = layer.withPixelBytes { bytes, stride in
      ARGBPixels(bytes, stride: stride, width: layer.width, height: layer.height).map(paintedTiles)
    }
    guard downscale > 1, downscale & (downscale - 1) == 0, let painted, let painted else { return nil }
    let scale = Double(downscale), side = Double(tileSide), padding = Double(pad)
    let (right, bottom) = (bounds.x + bounds.width, bounds.y + bounds.height)
    var rectangles: [(x: Double, y: Double, width: Double, height: Double)] = []
    for row in 0..<painted.tiles.count / max(1, painted.columns) {
      let tiles = painted.tiles[row * painted.columns..<(row + 1) * painted.columns]
      // Tile row → device rows, within the box.
      let top = max(bounds.y, bounds.y + (Double(row) * side - padding) * scale)
      let end = min(bottom, bounds.y + (Double(row + 1) * side - padding) * scale)
      guard end > top else { continue }
      var column = tiles.startIndex
      while column < tiles.endIndex {
        guard tiles[column] else {
          column += 1
          continue
        }
        var last = column
        while last + 1 < tiles.endIndex, tiles[last + 1] { last += 1 }
        let (first, past) = (column - tiles.startIndex, last + 1 - tiles.startIndex)
        let left = max(bounds.x, bounds.x + (Double(first) * side - padding) * scale)
        let stop = min(right, bounds.x + (Double(past) * side - padding) * scale)
        if stop > left { rectangles.append((left, top, stop - left, end - top)) }
        column = last + 1
      }
    }
    return rectangles
  }

  /// For each tile of `pixels`, whether a pixel within ``reach`` of it (the pixels its device
  /// pixels blend) is not transparent: all four bytes zero is transparent in premultiplied ARGB.
  /// Row-major, `columns` tiles a row.
  private static func paintedTiles(_ pixels: ARGBPixels) -> (tiles: [Bool], columns: Int) {
    let columns = (pixels.width + tileSide - 1) / tileSide
    let rows = (pixels.height + tileSide - 1) / tileSide
    var painted = [Bool](repeating: false, count: rows * columns)
    // Each layer row once: which tile columns it inks, then every tile row it is within reach of.
    var inked = [Bool](repeating: false, count: columns)
    for y in 0..<pixels.height {
      var any = false
      for column in 0..<columns {
        var word: UInt32 = 0
        for x in max(0, column * tileSide - reach)..<min(pixels.width, (column + 1) * tileSide + reach) {
          word |= pixels.word(x: x, y: y)
        }
        inked[column] = word != 0
        any = any || word != 0
      }
      guard any else { continue }
      for row in max(0, (y - reach) / tileSide)...min(rows - 1, (y + reach) / tileSide) {
        for column in 0..<columns where inked[column] { painted[row * columns + column] = true }
      }
    }
    return (painted, columns)
  }
}
