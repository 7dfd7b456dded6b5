import ClockGeometry

/// Writes the elements of one dial (a tile of a board) as SVG in picture units: shapes classed
/// by role, runs of one role in one group, tick marks of one kind as one path, each hand as a
/// group turned about its pivot (`<g id="PREFIX-hour" class="hour" transform="rotate(a cx cy)">`
/// holding the hand drawn at 12 o'clock), and a run of shadows as one blurred layer whose hands
/// are turned the same way.
struct SVGDialWriter {
  /// The tile's dial space in the picture: centre and face radius.
  let transform: (x: Double, y: Double, scale: Double)
  /// What the hands' ids end with: "" for the first tile, "-2", "-3" … for the others.
  let idSuffix: String
  /// The tile's number on the board when its hands are animated (``SVGOptions/Motion``): each
  /// hand with a ``HandMotion`` gets `data-dial` and a CSS animation; nil for still hands.
  var animatedDial: Int? = nil

  /// Writes `layers`: hands (``ScenePart/hand(_:)`` with their counterweight and tip disc) as
  /// turned groups, each run of shadow layers as one blurred group, everything else as plain
  /// shapes.
  func write(_ layers: [SceneLayer], text: SVGTextSetter, into buffer: inout SVGBuffer) throws(CairoError) {
    for (run, isShadow) in ShadowRuns(layers) {
      guard isShadow else {
        try writeRun(run, offset: .center, text: text, into: &buffer)
        continue
      }
      guard case .shadow(_, let offset)? = run.first?.part else { continue }
      buffer.append("<g class=\"shadow\" filter=\"url(#")
      buffer.appendPrefix()
      buffer.append("-shadow)\" transform=\"translate(")
      buffer.append(offset.x * transform.scale, offset.y * transform.scale)
      buffer.append(")\">")
      try writeRun(run, offset: offset, text: text, into: &buffer)
      buffer.append("</g>")
    }
  }

  /// Writes `run` (shadows moved back by `offset`, or no shadows): each hand (its consecutive
  /// layers, ``ScenePart/hand``), or hand's shadow, as a turned group; the layers between them
  /// as plain shapes, together.
  private func writeRun(
    _ run: ArraySlice<SceneLayer>, offset: DialPoint, text: SVGTextSetter, into buffer: inout SVGBuffer
  ) throws(CairoError) {
    let isShadow = offset != .center
    var plain: [SceneElement] = []
    func flush() throws(CairoError) {
      guard !plain.isEmpty else { return }
      try writePlain(plain[...], classed: !isShadow, text: text, into: &buffer)
      plain.removeAll()
    }
    var index = run.startIndex
    while index < run.endIndex {
      guard let hand = run[index].part.hand else {
        plain += elements(of: run[index], movedBack: offset)
        index += 1
        continue
      }
      // The hand's layers (silhouette, counterweight, tip disc) turn as one group.
      var elements: [SceneElement] = []
      while index < run.endIndex, run[index].part.hand == hand {
        elements += self.elements(of: run[index], movedBack: offset)
        index += 1
      }
      try flush()
      let name = hand.kind.rawValue
      buffer.append("<g")
      if !isShadow { buffer.appendID(name + idSuffix) }
      buffer.append(" class=\"\(name)\" transform=\"rotate(")
      buffer.append(hand.angle.degrees)
      buffer.append(" ")
      buffer.append(transform.x + hand.pivot.x * transform.scale, transform.y + hand.pivot.y * transform.scale)
      buffer.append(")\"")
      if let dial = animatedDial, let motion = hand.motion {
        // The live script sets hands to their dial's zone: a second zone's hand keeps to its
        // CSS animation, started at its own zone's time.
        appendAnimation(motion, pivot: hand.pivot, dial: hand.kind == .gmt ? nil : dial, into: &buffer)
      }
      buffer.append(">")
      let upright = elements.map { $0.turned(by: -hand.angle.degrees, about: hand.pivot) }
      try writePlain(upright[...], classed: false, text: text, into: &buffer)
      buffer.append("</g>")
    }
    try flush()
  }

  /// `layer`'s elements, moved back by `offset` (a shadow's, or none).
  private func elements(of layer: SceneLayer, movedBack offset: DialPoint) -> [SceneElement] {
    guard offset != .center else { return Array(layer.elements) }
    return layer.elements.map { $0.moved(by: DialPoint(x: -offset.x, y: -offset.y)) }
  }

  /// The attributes that keep a hand turning from its drawn angle: `data-dial` (which zone a
  /// live script reads it in; none for a hand the script leaves alone) and a CSS animation about `pivot` of the hand's period, stepped
  /// or linear, started `elapsed` seconds in by a negative delay. The `transform` attribute
  /// stays as the picture for viewers without CSS animations; a running animation overrides it.
  private func appendAnimation(_ motion: HandMotion, pivot: DialPoint, dial: Int?, into buffer: inout SVGBuffer) {
    if let dial {
      buffer.append(" data-dial=\"")
      buffer.append(dial)
      buffer.append("\"")
    }
    buffer.append(" style=\"transform-origin:")
    buffer.append(transform.x + pivot.x * transform.scale)
    buffer.append("px ")
    buffer.append(transform.y + pivot.y * transform.scale)
    buffer.append("px;animation:")
    SVGStyleSheet.appendKeyframesName(turnShare: motion.turnShare, into: &buffer)
    buffer.append(" ")
    buffer.append(motion.period)
    buffer.append(motion.steps.map { "s steps(\($0)) -" } ?? "s linear -")
    buffer.append(motion.elapsed)
    buffer.append("s infinite\"")
  }

  /// Writes elements that are not turned: runs of one role in a group of that class (each
  /// element classed alone when `classed` and the run is one element long), consecutive tick
  /// strokes of one width as one path.
  private func writePlain(
    _ elements: ArraySlice<SceneElement>, classed: Bool, text: SVGTextSetter, into buffer: inout SVGBuffer
  ) throws(CairoError) {
    var index = elements.startIndex
    while index < elements.endIndex {
      let role = elements[index].role
      var end = index + 1
      while end < elements.endIndex, elements[end].role == role { end += 1 }
      let className = classed ? SVGStyleSheet.className(of: role) : ""
      let grouped = classed && end - index > 1 && !Self.isOneStroke(elements[index..<end])
      if grouped { buffer.append("<g class=\"\(className)\">") }
      var position = index
      while position < end {
        position = try writeShapes(from: position, in: elements[..<end], className: grouped ? "" : className, text: text, into: &buffer)
      }
      if grouped { buffer.append("</g>") }
      index = end
    }
  }

  /// Whether `elements` are strokes that ``writeShapes`` joins into one path.
  private static func isOneStroke(_ elements: ArraySlice<SceneElement>) -> Bool {
    guard case .segment(_, _, let width, let caps, _)? = elements.first else { return false }
    return elements.allSatisfy {
      if case .segment(_, _, width, caps, _) = $0 { true } else { false }
    }
  }

  /// Writes the element at `index` (with the strokes after it that join it) and returns the
  /// index after what it wrote.
  private func writeShapes(
    from index: Int, in elements: ArraySlice<SceneElement>, className: String, text: SVGTextSetter, into buffer: inout SVGBuffer
  ) throws(CairoError) -> Int {
    let s = transform.scale
    func x(_ point: DialPoint) -> Double { transform.x + point.x * s }
    func y(_ point: DialPoint) -> Double { transform.y + point.y * s }
    func open(_ tag: String, stroked: Bool) {
      buffer.append("<" + tag)
      let classes = stroked ? (className.isEmpty ? "s" : "s " + className) : className
      if !classes.isEmpty { buffer.append(" class=\"\(classes)\"") }
    }
    func attribute(_ name: String, _ value: Double) {
      buffer.append(" \(name)=\"")
      buffer.append(value)
      buffer.append("\"")
    }
    func circle(_ center: DialPoint, _ radius: Double, strokeWidth: Double?) {
      open("circle", stroked: strokeWidth != nil)
      attribute("cx", x(center))
      attribute("cy", y(center))
      attribute("r", radius * s)
      if let strokeWidth { attribute("stroke-width", strokeWidth * s) }
      buffer.append("/>")
    }
    switch elements[index] {
    case .disc(let center, let radius, _):
      // A style without a cap has a cap of radius 0: nothing to draw.
      if radius > 0 { circle(center, radius, strokeWidth: nil) }
    case .ring(let center, let radius, let width, _):
      if width > 0 { circle(center, radius, strokeWidth: width) }
    case .arc(let center, let radius, let width, let start, let sweep, _):
      guard sweep > 0 else { break }
      guard sweep < 360 else {
        circle(center, radius, strokeWidth: width)
        break
      }
      let from = start.point(atRadius: radius), to = DialAngle(degrees: start.degrees + sweep).point(atRadius: radius)
      open("path", stroked: true)
      attribute("stroke-width", width * s)
      buffer.append(" d=\"M")
      buffer.append(x(DialPoint(x: center.x + from.x, y: center.y + from.y)), y(DialPoint(x: center.x + from.x, y: center.y + from.y)))
      buffer.append("A")
      buffer.append(radius * s, radius * s)
      buffer.append(sweep > 180 ? " 0 1 1 " : " 0 0 1 ")
      buffer.append(x(DialPoint(x: center.x + to.x, y: center.y + to.y)), y(DialPoint(x: center.x + to.x, y: center.y + to.y)))
      buffer.append("\"/>")
    case .segment(_, _, let width, let roundCaps, _):
      // This stroke and the ones after it of the same width and ends: one path.
      open("path", stroked: true)
      attribute("stroke-width", width * s)
      if roundCaps { buffer.append(" stroke-linecap=\"round\"") }
      buffer.append(" d=\"")
      var next = index
      while next < elements.endIndex, case .segment(let from, let to, width, roundCaps, _) = elements[next] {
        buffer.append("M")
        buffer.append(x(from), y(from))
        buffer.append("l")
        buffer.append((to.x - from.x) * s, (to.y - from.y) * s)
        next += 1
      }
      buffer.append("\"/>")
      return next
    case .polygon(let points, _):
      guard let first = points.first else { break }
      open("path", stroked: false)
      buffer.append(" d=\"M")
      buffer.append(x(first), y(first))
      for point in points.dropFirst() {
        buffer.append(" ")
        buffer.append(x(point), y(point))
      }
      buffer.append("Z\"/>")
    case .text(let string, let center, let size, let bold, _):
      try text.write(string, .centered(center), size: size, bold: bold, classes: className, transform: transform, into: &buffer)
    case .radialText(let string, let angle, let reach, let size, let bold, _):
      try text.write(string, .radial(angle, reach: reach), size: size, bold: bold, classes: className, transform: transform, into: &buffer)
    }
    return index + 1
  }
}
