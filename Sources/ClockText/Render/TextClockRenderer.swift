import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Draws a ``ClockScene`` as character cells: the terminal counterpart of the cairo renderer,
/// fed by the same scene.
///
/// Strokes become dots (``TextMode``), numerals and the label are written as the terminal's own
/// characters, and with a theme each cell takes its role's colour, the face its background. The
/// parts of the face that never move (rim, ticks, numerals) are drawn once, when the renderer is
/// made; each frame adds only the hands.
///
/// ```swift
/// let renderer = TextClockRenderer(rect: CellRect(column: 0, row: 0, columns: 80, rows: 24),
///                                   mode: .ascii, options: ClockFaceOptions())
/// var frame = TextFrame(columns: 80, rows: 24)
/// renderer.draw(ClockScene(time: time, timeZone: zone), into: &frame)
/// print(frame.lines.joined(separator: "\n"))
/// ```
public struct TextClockRenderer: Sendable {
  /// Where the dial is, and how fine.
  public let viewport: TextViewport
  /// The colours, or nil for none.
  public let theme: ClockTheme?
  /// The row of the label line (time, zone), if the options ask for one.
  public let labelRow: Int?
  /// Whether the numerals had room to be written.
  public let showsNumerals: Bool

  /// The rectangle's cells showing the still face alone, row by row: each frame starts from them.
  private let staticCells: [TextCell]
  /// Per cell of the rectangle: the numeral character on it, or nil.
  private let numeralCharacters: [Unicode.Scalar?]
  /// Per cell of the rectangle: whether its centre is on the face (it takes the face's colour).
  private let onFace: [Bool]
  private let styles: RoleStyles

  // What the last update drew over the still face: the hands' dots and the label line's text.
  private var layers: HandLayers
  private var labelText: String?
  private var labelTextRole = SceneRole.label

  /// The default height ÷ width of a terminal cell.
  public static let defaultCellAspect = 2.0

  /// A renderer for clocks with `options`, fitted into `rect`.
  public init(
    rect: CellRect, mode: TextMode, cellAspect: Double = defaultCellAspect,
    options: ClockFaceOptions, theme: ClockTheme? = nil
  ) {
    self.init(rect: rect, mode: mode, cellAspect: cellAspect, dial: TextDial(options: options), theme: theme)
  }

  /// A renderer for any dial (a clock, a stopwatch, a countdown), fitted into `rect`.
  public init(rect: CellRect, mode: TextMode, cellAspect: Double = defaultCellAspect, dial: TextDial, theme: ClockTheme? = nil) {
    let hasLabel = dial.hasLabelLine && rect.rows > 1
    let available = CellRect(column: rect.column, row: rect.row, columns: rect.columns, rows: rect.rows - (hasLabel ? 1 : 0))
    // In a tall rectangle the dial is limited by the width: keep only the rows it covers, and
    // centre dial and label together, so the label sits right under the dial.
    let widest = TextViewport(fitting: available, mode: mode, cellAspect: cellAspect)
    let usedRows = min(available.rows, Int((2 * widest.radiusInRows).rounded(.up)) + 1)
    let dialRect = CellRect(
      column: rect.column, row: rect.row + (available.rows - usedRows) / 2, columns: rect.columns, rows: usedRows)
    let viewport = TextViewport(fitting: dialRect, mode: mode, cellAspect: cellAspect)
    self.viewport = viewport
    self.theme = theme
    labelRow = hasLabel ? dialRect.row + dialRect.rows : nil
    styles = RoleStyles(theme: theme)

    let still = dial.still
    showsNumerals = dial.numeralsMinimumRows.map { viewport.radiusInRows >= $0 } ?? false
    // ASCII hour ticks crowd the rim; where the numerals are written they mark the hours.
    let skipsHourTicks = mode == .ascii && showsNumerals
    let rasterizer = StrokeRasterizer(viewport: viewport)
    var raster = DotRaster(width: viewport.dotsWide, height: viewport.dotsHigh)
    for layer in still.staticLayers where layer.part != .face && !(skipsHourTicks && layer.part == .majorTicks) {
      let glyphs = PartGlyphs(layer.part, mode: mode)
      for element in layer.elements { rasterizer.paint(TextStroke(element: element, glyphs: glyphs), on: &raster) }
    }
    raster.forgetPainted()
    layers = HandLayers(still: raster)

    var numerals = [Unicode.Scalar?](repeating: nil, count: dialRect.columns * dialRect.rows)
    if showsNumerals {
      for layer in still.staticLayers where layer.part == .numerals {
        for case .radialText(let text, let angle, let reach, let size, _, _) in layer.elements {
          let (x, y) = viewport.dots(DialNumeral.center(angle: angle, reach: reach, fontSize: size))
          let column = x / Double(mode.dotsAcross), row = Int(y / Double(mode.dotsDown))
          let scalars = Array(text.unicodeScalars)
          let start = Int((column - Double(scalars.count) / 2).rounded())
          for (offset, scalar) in scalars.enumerated() {
            let cell = start + offset
            guard cell >= 0, cell < dialRect.columns, row >= 0, row < dialRect.rows else { continue }
            numerals[row * dialRect.columns + cell] = scalar
          }
        }
      }
    }
    numeralCharacters = numerals

    var face = [Bool](repeating: false, count: dialRect.columns * dialRect.rows)
    for row in 0..<dialRect.rows {
      for column in 0..<dialRect.columns {
        let dx = (Double(column) + 0.5) - viewport.centerX / Double(mode.dotsAcross)
        let dy = ((Double(row) + 0.5) - viewport.centerY / Double(mode.dotsDown)) * cellAspect
        face[row * dialRect.columns + column] = (dx * dx + dy * dy).squareRoot() <= viewport.radius
      }
    }
    onFace = face

    var cells: [TextCell] = []
    cells.reserveCapacity(dialRect.columns * dialRect.rows)
    for row in 0..<dialRect.rows {
      for column in 0..<dialRect.columns {
        cells.append(Self.cell(
          column: column, row: row, raster: raster, mode: mode, columns: dialRect.columns,
          numerals: numerals, onFace: face, styles: styles))
      }
    }
    staticCells = cells
  }

  /// Draws `scene` into its rectangle of `frame`, replacing what was there.
  public func draw(_ scene: ClockScene, into frame: inout TextFrame) {
    var fresh = self
    fresh.forgetHands()
    fresh.writeStillFace(into: &frame)
    var changes: [Int] = []
    fresh.update(scene, into: &frame, changes: &changes)
  }

  /// Redraws what moves: takes the last ``update(_:into:changes:)``'s hands and label off
  /// `frame` and draws `scene`'s, appending the frame index of every cell it wrote to `changes`.
  ///
  /// `frame`'s rectangle must show what this renderer drew last (or the still face, after
  /// ``writeStillFace(into:)`` and ``forgetHands()``). Only the cells under the old and the new
  /// hands are touched, so a frame costs the hands, not the screen.
  mutating func update(_ scene: ClockScene, into frame: inout TextFrame, changes: inout [Int]) {
    var captions: [String] = []
    var readouts: [String] = []
    var labelRole = SceneRole.label
    if labelRow != nil {
      // A timer's caption is a still layer, but it goes on the label line with the time left.
      for layer in scene.staticLayers where layer.part == .caption {
        for case .text(let text, _, _, _, _) in layer.elements { captions.append(text) }
      }
    }
    var painted: [TextStroke] = []
    painted.reserveCapacity(scene.movingElements.count)
    for layer in scene.movingLayers {
      switch layer.part {
      case .shadow, .complication:
        // A shadow cannot be shown in cells: it would read as a second hand; a complication's
        // window or small dial would be a blot of a few cells.
        continue
      case .hand(let hand) where hand.kind == .gmt:
        // Without its scale (a complication's), a 24-hour hand would read as a second hour hand.
        continue
      case .caption:
        for case .text(let text, _, _, _, _) in layer.elements { captions.append(text) }
      case .readout:
        for case .text(let text, _, _, _, let role) in layer.elements {
          readouts.append(text)
          labelRole = role
        }
      default:
        let glyphs = PartGlyphs(layer.part, mode: viewport.mode)
        painted += layer.elements.lazy.map { element in
          TextStroke(element: element, glyphs: layer.part == .rings && element.role == .face ? .cutOut : glyphs)
        }
      }
    }

    let rect = viewport.rect
    let across = viewport.mode.dotsAcross, down = viewport.mode.dotsDown, dotsWide = viewport.dotsWide
    let cells = layers.paint(painted, with: StrokeRasterizer(viewport: viewport)) { dot in
      (dot / dotsWide / down) * rect.columns + (dot % dotsWide) / across
    }
    for index in cells {
      let column = index % rect.columns, row = index / rect.columns
      frame[rect.column + column, rect.row + row] = Self.cell(
        column: column, row: row, raster: layers.raster, mode: viewport.mode, columns: rect.columns,
        numerals: numeralCharacters, onFace: onFace, styles: styles)
      changes.append((rect.row + row) * frame.columns + rect.column + column)
    }

    // Without a label line there is nothing to fit: fitting it every second was a tenth of
    // the live clock's CPU. One cell short of the tile, so the lines of tiles side by side
    // never touch.
    guard let labelRow else { return }
    let label = LabelLine.fitted(captions: captions, readouts: readouts, width: max(1, rect.columns - 1), asciiOnly: viewport.mode == .ascii)
    if label != labelText || labelRole != labelTextRole {
      labelText = label
      labelTextRole = labelRole
      for column in rect.column ..< rect.column + rect.columns {
        frame[column, labelRow] = .blank
        changes.append(labelRow * frame.columns + column)
      }
      frame.write(label, centeredIn: rect.column, width: rect.columns, row: labelRow, style: styles.label(labelRole))
    }
  }

  /// Writes the face without hands into the rectangle (the label line blank).
  func writeStillFace(into frame: inout TextFrame) {
    let rect = viewport.rect
    for row in 0..<rect.rows {
      frame.replaceCells(row: rect.row + row, column: rect.column, with: staticCells[row * rect.columns ..< (row + 1) * rect.columns])
    }
    if let labelRow {
      for column in rect.column ..< rect.column + rect.columns { frame[column, labelRow] = .blank }
    }
  }

  /// Forgets the hands and label drawn last, as if nothing had been drawn over the still face.
  mutating func forgetHands() {
    layers = HandLayers(still: layers.still)
    labelText = nil
    labelTextRole = .label
  }

  /// The cell at `column`, `row` of the rectangle: the character its dots make (or the numeral
  /// on it, unless something above the numerals covers it), in the style of its topmost role.
  private static func cell(
    column: Int, row: Int, raster: DotRaster, mode: TextMode, columns: Int,
    numerals: [Unicode.Scalar?], onFace: [Bool], styles: RoleStyles
  ) -> TextCell {
    let across = mode.dotsAcross, down = mode.dotsDown
    let numeralRank = SceneRole.numeral.paintRank + 1
    var bits: UInt32 = 0
    var topRank: UInt8 = 0
    var asciiGlyph = UInt8(ascii: " ")
    for dy in 0..<down {
      for dx in 0..<across {
        let x = column * across + dx, y = row * down + dy
        let rank = raster.rank(x: x, y: y)
        guard rank != 0 else { continue }
        bits |= mode == .braille ? CellGlyphs.brailleBits[dx][dy] : UInt32(1) << (dy * 2 + dx)
        if rank >= topRank {
          topRank = rank
          asciiGlyph = raster.glyph(x: x, y: y)
        }
      }
    }
    let index = row * columns + column
    var character = CellGlyphs.character(mode: mode, bits: bits, asciiGlyph: asciiGlyph)
    if let numeral = numerals[index], topRank <= numeralRank {
      character = numeral
      topRank = numeralRank
    }
    let role = topRank == 0 ? nil : SceneRole.byPaintRank[Int(topRank) - 1]
    return TextCell(character, style: styles.style(for: role, onFace: onFace[index]))
  }
}

