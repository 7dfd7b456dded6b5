import ClockGeometry

/// The dots of a clock's moving parts over its still face, kept from frame to frame so that a
/// frame repaints only what changed.
///
/// Two layers over the still face: a *settled* one holding the leading moving elements that did
/// not change at the last frame (the hour and minute hands, which jump once a minute), and a
/// *fresh* one for the rest (the second hand and the caps over it). Each frame takes the fresh
/// dots off, and paints the fresh elements again; the settled layer is rebuilt only when its
/// elements change. A second of a live clock then costs the second hand, not three hands.
struct HandLayers: Sendable {
  /// The still face alone.
  let still: DotRaster
  /// What the last ``paint(_:with:cell:)`` left: the still face, the settled and the fresh layer.
  private(set) var raster: DotRaster

  private var settled: DotRaster
  private var settledElements: [TextStroke] = []
  /// Cells (as `cell` numbered them) holding settled dots, ascending; likewise for fresh dots.
  private var settledCells: [Int] = []
  private var freshCells: [Int] = []
  /// The elements painted last, settled and fresh.
  private var lastElements: [TextStroke] = []
  private var marks = CellMarks()

  /// Layers over `still`, with nothing painted yet.
  init(still: DotRaster) {
    self.still = still
    raster = still
    settled = still
  }

  /// Paints `elements` in order over the still face, in place of what the last call painted, and
  /// returns the cells that may look different: those under the old and the new dots, ascending,
  /// each once. `cell` numbers the cell holding a dot index.
  mutating func paint(_ elements: [TextStroke], with rasterizer: StrokeRasterizer, cell: (Int) -> Int) -> [Int] {
    // What did not change since the last frame is likely not to change at the next either.
    var stableCount = 0
    while stableCount < min(elements.count, lastElements.count), elements[stableCount] == lastElements[stableCount] {
      stableCount += 1
    }
    lastElements = elements
    var changed = freshCells
    if !Self.startsWith(elements, settledElements, count: stableCount) {
      changed += settledCells
      settled = still
      settledElements = Array(elements[..<stableCount])
      for element in settledElements { rasterizer.paint(element, on: &settled) }
      settledCells = marks.distinct(settled.painted, cell: cell)
      settled.forgetPainted()
      changed += settledCells
      raster = settled
    } else {
      raster.restorePainted(from: settled)
    }
    for index in settledElements.count..<elements.count { rasterizer.paint(elements[index], on: &raster) }
    freshCells = marks.distinct(raster.painted, cell: cell)
    changed += freshCells
    return marks.distinct(changed)
  }

  /// Whether `elements` has exactly `count` leading elements equal to `prefix`'s.
  private static func startsWith(_ elements: [TextStroke], _ prefix: [TextStroke], count: Int) -> Bool {
    guard prefix.count == count else { return false }
    for index in 0..<count where elements[index] != prefix[index] { return false }
    return true
  }
}
