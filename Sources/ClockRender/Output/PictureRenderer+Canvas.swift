import ClockGeometry

extension PictureRenderer {
  /// `board` drawn into a new `surface` of the canvas's file size: straight onto it when
  /// upright, else onto an `upright` surface first, which is then painted turned (shadows are
  /// placed in device space, so the drawing itself is never turned).
  func drawn(
    _ board: ClockBoard, side: Int, canvas: PictureCanvas, fonts: CairoFontCache,
    surface make: (_ width: Int, _ height: Int) throws(CairoError) -> CairoSurface,
    upright: (_ width: Int, _ height: Int) throws(CairoError) -> CairoSurface
  ) throws(CairoError) -> CairoSurface {
    let placement = canvas.placement(of: board, side: side)
    let origin = (x: Double(placement.x), y: Double(placement.y))
    let size = canvas.rotation.turnedSize(width: placement.width, height: placement.height)
    let surface = try make(size.width, size.height)
    guard canvas.rotation != .none else {
      try renderer.draw(board, side: Double(side), origin: origin, on: try CairoContext(surface: surface), fonts: fonts)
      return surface
    }
    let drawing = try upright(placement.width, placement.height)
    try renderer.draw(board, side: Double(side), origin: origin, on: try CairoContext(surface: drawing), fonts: fonts)
    let context = try CairoContext(surface: surface)
    context.paintTurned(drawing, by: canvas.rotation)
    try context.checkStatus("turning the picture")
    return surface
  }
}
