import ClockGeometry

/// Renders a clock scene, or a board of clocks, into the bytes of a PNG, SVG, PDF or BMP file.
///
/// Pictures go to memory rather than straight to a path so that the caller writes each file
/// once, atomically, and a failed render never leaves a broken file.
///
/// ```swift
/// let scene = ClockScene(time: LocalTime(date, in: zone), timeZone: zone)
/// let face = ClockFace(timeZone: zone, options: options)
/// let png = try PictureRenderer(look: face.look, variant: .light).render(face.scene(at: time), as: .png, size: 512)
/// ```
///
/// Every format paints with the same ``ClockLook`` (the face's, so an icon's toned marks are
/// the same in PNG, PDF and SVG).
package struct PictureRenderer: Sendable {
  /// The paint: both variants' colours, the typeface, the background.
  package var look: ClockLook
  /// The variant painted.
  package var variant: ClockTheme.Name
  /// The panel grays raster pictures are written in, or nil for full colour: PNGs become
  /// grayscale at the palette's depth, and BMPs can be written. SVG and PDF, vector formats,
  /// keep full colour.
  package var gray: GrayEncoding? = nil

  /// A picture renderer painting `look`'s `variant`.
  package init(look: ClockLook, variant: ClockTheme.Name = .light) {
    self.look = look
    self.variant = variant
  }

  /// The cairo renderer behind PNG and PDF, with this look and variant; for a 1-bit palette,
  /// the look's two-ink form (``ClockLook/oneBit(_:)``) drawn crisply, for the grid rather
  /// than thresholded.
  package var renderer: CairoSceneRenderer {
    guard gray?.quantizer.palette == .oneBit else { return CairoSceneRenderer(look: look, variant: variant) }
    var renderer = CairoSceneRenderer(look: look.oneBit(variant), variant: variant)
    renderer.crisp = true
    return renderer
  }

  /// The encoded picture, `size`×`size`. `creationDate` (ISO 8601) is stamped into PDFs in
  /// place of the current time, so the same inputs give the same bytes. Throws ``CairoError``
  /// when drawing fails, ``PNGEncodingError`` when writing the PNG does, ``BMPEncodingError``
  /// when writing the BMP does (or there is no ``gray`` palette for it).
  package func render(_ scene: ClockScene, as format: PictureFormat, size: Int, creationDate: String? = nil) throws -> [UInt8] {
    try render(ClockBoard(scene), as: format, side: size, creationDate: creationDate)
  }

  /// The encoded picture of `board`, each clock `side` pixels (px, pt) square, in `canvas`
  /// (the board's own size unless given, see ``PictureCanvas``; ``pixelSize(of:side:)`` is the
  /// board's). An SVG is aclock's own (``SVGDocumentWriter``), written with `svg` and
  /// introduced by `description`. Throws as ``render(_:as:size:creationDate:)``.
  package func render(
    _ board: ClockBoard, as format: PictureFormat, side: Int, canvas: PictureCanvas = .board, creationDate: String? = nil,
    svg: SVGOptions = SVGOptions(), description: SVGDescription = .generic, fonts: CairoFontCache = CairoFontCache()
  ) throws -> [UInt8] {
    switch format {
    case .png:
      let image = try drawnImage(board, side: side, canvas: canvas, fonts: fonts)
      guard let gray else { return try FastPNGEncoder.encode(image) }
      return try GrayPNGEncoder.encode(try gray.raster(of: image))
    case .bmp:
      guard let gray else { throw BMPEncodingError.noGrayPalette }
      return try IndexedBMPEncoder.encode(try gray.raster(of: try drawnImage(board, side: side, canvas: canvas, fonts: fonts)))
    case .svg:
      return try SVGDocumentWriter(look: look, variant: variant, side: side, canvas: canvas, options: svg, fonts: fonts)
        .document(board, description: description)
    case .pdf:
      let surface = try drawn(board, side: side, canvas: canvas, fonts: fonts) { width, height throws(CairoError) in
        try CairoSurface.pdf(width: width, height: height, creationDate: creationDate)
      } upright: { width, height throws(CairoError) in
        try CairoSurface.recording(width: width, height: height)
      }
      return try surface.finishDocument()
    }
  }

  /// The scene drawn on a new `size`×`size` image surface, for callers that read pixels.
  package func drawnImage(_ scene: ClockScene, size: Int) throws(CairoError) -> CairoSurface {
    try drawnImage(ClockBoard(scene), side: size)
  }

  /// `board` drawn on a new image surface, each clock `side` pixels square, in `canvas`.
  package func drawnImage(
    _ board: ClockBoard, side: Int, canvas: PictureCanvas = .board, fonts: CairoFontCache = CairoFontCache()
  ) throws(CairoError) -> CairoSurface {
    try drawn(board, side: side, canvas: canvas, fonts: fonts, surface: CairoSurface.image, upright: CairoSurface.image)
  }

  /// The size of `board`'s picture with clocks `side` units square: the grid of tiles, with
  /// caption bands when there are captions.
  package static func pixelSize(of board: ClockBoard, side: Int) -> (width: Int, height: Int) {
    (Int((board.width * Double(side)).rounded()), Int((board.height * Double(side)).rounded()))
  }
}
