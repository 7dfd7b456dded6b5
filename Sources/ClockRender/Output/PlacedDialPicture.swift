import ClockGeometry

/// A square picture of one dial placed anywhere in it: at a size, an offset, turned and
/// mirrored, over a solid background. What a dataset of clock images draws (a dial that does
/// not fill its picture, as in a photograph), as PNG.
package struct PlacedDialPicture: Sendable {
  /// The dial.
  package var scene: ClockScene
  /// Its paint (the background around the face is not painted: ``background`` is).
  package var look: ClockLook
  /// The variant painted.
  package var variant: ClockTheme.Name
  /// The picture's side, in pixels.
  package var side: Int
  /// The side of the dial's square (the face is 94 % of it), in pixels.
  package var dialSide: Int
  /// Where the dial's square's centre is, in pixels from the top-left corner.
  package var center: (x: Double, y: Double)
  /// How far the dial is turned, degrees clockwise.
  package var rotation: Double
  /// Whether the dial is mirrored left to right (before it is turned). A turned or mirrored
  /// dial is drawn without its soft shadow (``hasShadow``).
  package var mirrored: Bool
  /// What fills the picture.
  package var background: RGBAColor

  /// A placed dial as given.
  package init(
    scene: ClockScene, look: ClockLook, variant: ClockTheme.Name, side: Int, dialSide: Int, center: (x: Double, y: Double),
    rotation: Double = 0, mirrored: Bool = false, background: RGBAColor
  ) {
    self.scene = scene
    self.look = look
    self.variant = variant
    self.side = side
    self.dialSide = dialSide
    self.center = center
    self.rotation = rotation
    self.mirrored = mirrored
    self.background = background
  }

  /// Whether the hands' soft shadow is drawn: when the style has one and the dial is neither
  /// turned nor mirrored.
  package var hasShadow: Bool {
    rotation == 0 && !mirrored && scene.movingLayers.contains { $0.part.isShadow }
  }

  /// The picture as PNG bytes. Throws ``CairoError`` when drawing fails and
  /// ``PNGEncodingError`` when encoding does.
  package func png(fonts: CairoFontCache) throws -> [UInt8] {
    try FastPNGEncoder.encode(try drawn(fonts: fonts))
  }

  /// The picture on an image surface.
  package func drawn(fonts: CairoFontCache) throws(CairoError) -> CairoSurface {
    var look = look
    look.background = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    let renderer = CairoSceneRenderer(look: look, variant: variant)
    let picture = try CairoSurface.image(width: side, height: side)
    let context = try CairoContext(surface: picture)
    context.setColor(background)
    context.paint()
    let board = ClockBoard(scene)
    let half = Double(dialSide) / 2
    if rotation == 0, !mirrored {
      try renderer.draw(board, side: Double(dialSide), origin: (center.x - half, center.y - half), on: context, fonts: fonts)
    } else {
      // Turned as vectors through the context's matrix, without the soft shadow: it is a
      // raster layer placed in device space, which a turned matrix would misplace (and drawing
      // upright then turning the pixels cost a third of each image).
      let unshadowed = ClockBoard(
        ClockScene(staticLayers: scene.staticLayers, movingLayers: scene.movingLayers.filter { !$0.part.isShadow }))
      context.place(side: Double(dialSide), center: center, degrees: rotation, mirrored: mirrored)
      try renderer.draw(unshadowed, side: Double(dialSide), on: context, fonts: fonts)
    }
    try context.checkStatus("drawing the placed dial")
    return picture
  }
}
