import ClockGeometry

/// aclock's own SVG writer: a ``ClockBoard`` (one clock, a world clock, a stopwatch, timers)
/// as one structured document for the web, where PNG and PDF go through cairo.
///
/// The document has its size in px and a `viewBox`; a `<title>` and `<desc>` for screen
/// readers; one `<style>` block whose colours are CSS custom properties (`--aclock-face`,
/// `--aclock-hour` …, see ``SVGStyleSheet``); every element classed by its role; each hand a
/// group turned about the dial's centre (`rotate(a cx cy)`, id and class `hour`, `minute`,
/// `second`) over the hand drawn at 12 o'clock, ready to be animated; numerals and labels as
/// `<text>` or glyph outlines (``SVGOptions/TextMode``); every id starting with the document's
/// own prefix (``SVGIDPrefix``). Geometry, colours, fonts and the shadow are the cairo
/// renderer's: the same measurement places the text, and the shadow is blurred about as much
/// as the PNG's.
///
/// With ``SVGOptions/Motion/animated`` each clock hand (and its shadow) also carries a CSS
/// animation that turns it on from its drawn angle (``HandMotion``); with
/// ``SVGOptions/Motion/live(zones:)`` the document ends with ``SVGLiveScript``, which sets the
/// hands from the viewer's clock where scripts run. With ``SVGOptions/followsColorScheme`` the
/// style sheet repeats the look's dark colours for `prefers-color-scheme: dark`.
///
/// Boards after boards of one layout (frames) share their still part: it is written once and
/// reused while the still elements, captions and roles stay the same, so each document costs
/// only its hands and labels.
///
/// Not `Sendable`: it owns cairo contexts (for measuring text) and fonts; one per thread.
package final class SVGDocumentWriter {
  private let look: ClockLook
  private let variant: ClockTheme.Name
  private let side: Int
  private let canvas: PictureCanvas
  private let options: SVGOptions
  private let text: SVGTextSetter

  private struct StillKey: Equatable {
    var tiles: [[SceneElement]]
    var captions: [String?]
    var roles: [SceneRole]
    /// Whether any dial has a shadow layer (the blur filter is defined then).
    var hasShadow: Bool
    /// The turn shares of the animated hands (their keyframes); empty when still.
    var turnShares: [Double]
    var width: Double
    var height: Double
    var x: Int
    var y: Int
  }
  private struct Still {
    let key: StillKey
    let body: SVGBuffer
    let hash: ContentHash
    let glyphs: SVGTextSetter.Checkpoint
  }
  private var still: Still?

  /// A writer painting `look`'s `variant` (the face's look, as PNG and PDF do), each clock
  /// `side` px square, in `canvas` (a canvas's turn is a transform on a group around everything
  /// drawn, with the document's width and height swapped).
  package init(
    look: ClockLook, variant: ClockTheme.Name = .light, side: Int, canvas: PictureCanvas = .board, options: SVGOptions = SVGOptions(),
    fonts: CairoFontCache = CairoFontCache()
  ) throws(CairoError) {
    self.look = look
    self.variant = variant
    self.side = side
    self.canvas = canvas
    self.options = options
    text = try SVGTextSetter(typeface: look.typeface, mode: options.text, fonts: fonts)
  }

  /// The document of `board`, introduced by `description`.
  package func document(_ board: ClockBoard, description: SVGDescription) throws(CairoError) -> [UInt8] {
    let placement = canvas.placement(of: board, side: side)
    let (width, height) = canvas.rotation.turnedSize(width: placement.width, height: placement.height)
    let key = StillKey(
      tiles: board.tiles.map { Array($0.scene.staticElements) }, captions: board.tiles.map(\.caption),
      roles: Self.roles(of: board),
      hasShadow: board.tiles.contains { $0.scene.movingLayers.contains { $0.part.isShadow } }, turnShares: turnShares(of: board), width: Double(width), height: Double(height),
      x: placement.x, y: placement.y)
    let still: Still
    if let cached = self.still, cached.key == key {
      still = cached
      text.restore(cached.glyphs)
    } else {
      text.restore(SVGTextSetter.Checkpoint.empty)
      let body = try stillBody(board, placement: placement, roles: key.roles, hasShadow: key.hasShadow, turnShares: key.turnShares)
      var hash = ContentHash()
      hash.combine(body.bytes)
      still = Still(key: key, body: body, hash: hash, glyphs: text.checkpoint())
      self.still = still
    }

    var head = SVGBuffer(capacity: 512)
    head.append("<svg xmlns=\"http://www.w3.org/2000/svg\"")
    head.appendID("")
    head.append(" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-labelledby=\"")
    head.appendPrefix()
    head.append("-title ")
    head.appendPrefix()
    head.append("-desc\"><title")
    head.appendID("title")
    head.append(">")
    head.appendEscaped(description.title)
    head.append("</title><desc")
    head.appendID("desc")
    head.append(">")
    head.appendEscaped(description.description)
    head.append("</desc>")
    if canvas.rotation != .none {
      let turn = canvas.rotation.transform(width: placement.width, height: placement.height)
      head.append("<g transform=\"translate(\(Int(turn.x0)) \(Int(turn.y0))) rotate(\(canvas.rotation.degrees))\">")
    }

    var moving = SVGBuffer(capacity: 2048)
    for (number, tile) in board.tiles.enumerated() {
      let dial = SVGDialWriter(
        transform: CairoSceneRenderer.dialTransform(of: tile, on: board, side: Double(side), origin: Self.origin(of: placement)),
        idSuffix: number == 0 ? "" : "-\(number + 1)", animatedDial: options.motion.isAnimated ? number : nil)
      try dial.write(tile.scene.movingLayers, text: text, into: &moving)
      // In a running document these stay the drawn instant's, as the whole picture is where CSS
      // does not run (no time: --animate takes no time label; the --html page keeps them live).
      try writeCaptionCues(of: tile, on: board, placement: placement, into: &moving)
    }
    let definitions = text.takeDefinitions()
    if !definitions.bytes.isEmpty {
      moving.append("<defs>")
      moving.append(contentsOf: definitions)
      moving.append("</defs>")
    }
    if case .live(let zones) = options.motion {
      moving.append("<script><![CDATA[")
      moving.append(SVGLiveScript.source(zones: zones))
      moving.append("]]></script>")
    }
    if canvas.rotation != .none { moving.append("</g>") }
    moving.append("</svg>\n")

    var hash = still.hash
    hash.combine(head.bytes)
    hash.combine(moving.bytes)
    let prefix = Array(options.idPrefix.resolved(contentHash: hash).utf8)
    var document: [UInt8] = []
    document.reserveCapacity(head.bytes.count + still.body.bytes.count + moving.bytes.count + 32 * prefix.count)
    for part in [head.bytes, still.body.bytes, moving.bytes] {
      for byte in part {
        if byte == SVGBuffer.prefixMarker { document.append(contentsOf: prefix) } else { document.append(byte) }
      }
    }
    return document
  }

  /// `tile`'s second caption line, in tabular figures (glyph outlines set as ``TabularLine``
  /// sets them; text as one run whose figures the style sheet makes tabular), and its sun or
  /// moon, placed as the
  /// cairo renderer places them (``CairoSceneRenderer/detailPlace(of:on:side:width:origin:)``).
  private func writeCaptionCues(
    of tile: ClockBoard.Tile, on board: ClockBoard, placement: PictureCanvas.Placement, into buffer: inout SVGBuffer
  ) throws(CairoError) {
    let side = Double(side), origin = Self.origin(of: placement)
    if let detail = tile.detail {
      let size = ClockBoard.detailSize * side
      var failure: CairoError?
      let line = TabularLine(detail) { run in
        do throws(CairoError) { return try text.advance(of: run, size: size) } catch {
          failure = error
          return 0
        }
      }
      if let failure { throw failure }
      let place = CairoSceneRenderer.detailPlace(of: tile, on: board, side: side, width: line.width, origin: origin)
      buffer.append("<g class=\"label detail\">")
      if options.text == .text {
        // One run: the style sheet asks the viewer's font for tabular figures and centres it
        // on the line's middle.
        let advance = try text.advance(of: detail, size: size)
        try text.write(
          detail, .leading(x: place.x + (line.width - advance) / 2, baseline: place.baseline), size: size, bold: false, classes: "",
          transform: (0, 0, 1), into: &buffer)
      } else {
        for run in line.runs {
        try text.write(
          run.text, .leading(x: place.x + run.x, baseline: place.baseline), size: size, bold: false, classes: "", transform: (0, 0, 1),
          into: &buffer)
        }
      }
      buffer.append("</g>")
    }
    if let daylight = tile.daylight, let caption = tile.caption {
      let full = try text.advance(of: caption, size: ClockBoard.captionSize * side)
      let advance = full * CairoSceneRenderer.captionSize(advance: full, side: side, hasGlyph: true) / (ClockBoard.captionSize * side)
      let glyph = CairoSceneRenderer.daylightGlyphTransform(of: tile, on: board, side: side, captionAdvance: advance, origin: origin)
      buffer.append(daylight == .day ? "<g class=\"daylight day\">" : "<g class=\"daylight night\">")
      try SVGDialWriter(transform: glyph, idSuffix: "").write(DaylightGlyph.layers(daylight), text: text, into: &buffer)
      buffer.append("</g>")
    }
  }

  /// The board's top-left corner in the upright picture.
  private static func origin(of placement: PictureCanvas.Placement) -> (x: Double, y: Double) {
    (Double(placement.x), Double(placement.y))
  }

  /// The roles the board draws, in ``SceneRole``'s order: which colour rules the style needs.
  private static func roles(of board: ClockBoard) -> [SceneRole] {
    var used = Set<SceneRole>()
    for tile in board.tiles {
      for element in tile.scene.staticElements { used.insert(element.role) }
      for element in tile.scene.movingElements { used.insert(element.role) }
      if tile.caption != nil { used.insert(.label) }
    }
    return SceneRole.allCases.filter(used.contains)
  }

  /// The turn shares of the board's animated hands, each once, sorted; empty when the
  /// document is still.
  private func turnShares(of board: ClockBoard) -> [Double] {
    guard options.motion.isAnimated else { return [] }
    var shares = Set<Double>()
    for tile in board.tiles {
      for layer in tile.scene.movingLayers {
        if case .hand(let hand) = layer.part, let motion = hand.motion { shares.insert(motion.turnShare) }
      }
    }
    return shares.sorted()
  }

  /// The part every board of this layout shares: style, filter, backdrop, each dial's still
  /// elements and the captions.
  private func stillBody(_ board: ClockBoard, placement: PictureCanvas.Placement, roles: [SceneRole], hasShadow: Bool, turnShares: [Double]) throws(CairoError) -> SVGBuffer {
    var body = SVGBuffer(capacity: 4096)
    let backdrop = look.backdrop(variant)
    let hasText = board.tiles.contains { tile in
      tile.caption != nil || tile.scene.elements.contains {
        switch $0 {
        case .text, .radialText: true
        default: false
        }
      }
    }
    SVGStyleSheet.write(
      into: &body, theme: look.theme(variant), backdrop: backdrop.alpha > 0 ? backdrop : nil, roles: roles,
      fontFamily: text.fontFamily(), hasText: hasText && options.text == .text,
      dark: options.followsColorScheme ? (
        // A given --background stays in the dark too; the style's backdrop changes with it.
        look.dark, look.background == nil && look.dark.backdrop.alpha > 0 ? look.dark.backdrop : nil
      ) : nil,
      turnShares: options.motion.isAnimated ? turnShares : nil)
    if hasShadow {
      // The PNG's shadow is drawn at 1/k of the resolution and stretched back bilinearly;
      // a Gaussian of about k/2 blurs its edges as much.
      let downscale = CairoSceneRenderer.shadowDownscale(side: Double(side))
      body.append("<defs><filter")
      body.appendID("shadow")
      body.append(">")
      if downscale > 1 {
        body.append("<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"")
        body.append(Double(downscale) / 2)
        body.append("\" result=\"b\"/><feFlood class=\"shadow\"/><feComposite in2=\"b\" operator=\"in\"/>")
      } else {
        body.append("<feFlood class=\"shadow\"/><feComposite in2=\"SourceAlpha\" operator=\"in\"/>")
      }
      body.append("</filter></defs>")
    }
    if backdrop.alpha > 0 {
      // Turned, 100 % would be the turned viewport's sides: the upright canvas's are given.
      let size: (width: String, height: String) = canvas.rotation == .none ? ("100%", "100%") : (String(placement.width), String(placement.height))
      body.append("<rect class=\"\(SVGStyleSheet.backdropClass)\" width=\"\(size.width)\" height=\"\(size.height)\"/>")
    }
    for tile in board.tiles {
      let dial = SVGDialWriter(
        transform: CairoSceneRenderer.dialTransform(of: tile, on: board, side: Double(side), origin: Self.origin(of: placement)),
        idSuffix: "")
      try dial.write(tile.scene.staticLayers, text: text, into: &body)
    }
    for tile in board.tiles {
      guard let caption = tile.caption else { continue }
      let advance = try text.advance(of: caption, size: ClockBoard.captionSize * Double(side))
      let (anchor, size) = CairoSceneRenderer.captionPlace(
        of: tile, on: board, side: Double(side), advance: advance, origin: Self.origin(of: placement))
      try text.write(caption, anchor, size: size, bold: false, classes: "label caption", transform: (0, 0, 1), into: &body)
    }
    let definitions = text.takeDefinitions()
    if !definitions.bytes.isEmpty {
      body.append("<defs>")
      body.append(contentsOf: definitions)
      body.append("</defs>")
    }
    return body
  }
}
