extension CountdownFace {
  /// The disc's hub: the face inside it holds the caption, readout and note.
  package static let hubRadius = 0.36
  /// The outer edge of the disc's sector (the scale's ticks start just outside it).
  package static let sectorRadius = 0.69
  /// The icon's sector, which has no hub and no scale.
  package static let iconSectorRadius = 0.92
  /// The disc's rim, and the icon's (1.5 px at 48 px).
  static let rimWidth = 0.025, iconRimWidth = 0.065
  /// Where the readout sits in the hub.
  static let hubReadoutCenter = DialPoint(x: 0, y: 0.02)
  /// The hub's texts against the rings' (it is narrower than the innermost ring).
  static let hubTextScale = 0.75
  /// The scale's ticks: from just outside the sector, the long ones farther.
  static let tickInner = 0.715, minorTickOuter = 0.755, majorTickOuter = 0.78
  /// The numerals' outer reach and size (em), and the small form's quarter numerals' size.
  static let numeralReach = 0.93, numeralSize = 0.12, smallNumeralSize = 0.2
  /// The rings' ticks, outside the outer ring.
  static let ringTickInner = 0.91, ringTickOuter = 0.98

  /// The time left as a sector from `inner` to `outer` radii, `sweep` degrees counter-clockwise
  /// of 12 (an arc as wide as the band: every renderer draws arcs).
  static func sector(inner: Double, outer: Double, sweep: Double, role: SceneRole) -> SceneElement {
    .arc(center: .center, radius: (inner + outer) / 2, width: outer - inner,
         start: CountdownDiscScale.start(sweep: sweep), sweep: sweep, role: role)
  }

  /// A tick every 5 minutes of a countdown lasting `length` on the rings' outer ring, at the
  /// angle the ring's end reaches with that much left (every 15 minutes beyond 2 hours, every
  /// hour beyond 6; none beyond a day, where they would be a grey band).
  static func ringTicks(length: Duration) -> [SceneElement] {
    let seconds = Double(length.components.seconds) + Double(length.components.attoseconds) / 1e18
    let step: Double? = switch seconds {
    case ...7200: 300
    case ...21600: 900
    case ...86400: 3600
    default: nil
    }
    guard let step, seconds > 0 else { return [] }
    return stride(from: 0, to: seconds - step / 100, by: step).map { left in
      let angle = DialAngle(degrees: left / seconds * 360)
      return .segment(
        from: angle.point(atRadius: ringTickInner), to: angle.point(atRadius: ringTickOuter), width: left == 0 ? 0.035 : 0.02,
        roundCaps: false, role: .hourTick)
    }
  }

  /// The disc's scale in `form`: minute ticks and numerals (full), long ticks and the quarter
  /// numerals larger (small), nothing (icon).
  static func appendScale(_ scale: CountdownDiscScale, form: DialForm, to layers: inout SceneLayers) {
    guard form != .icon else { return }
    if form == .full {
      layers.append(.minorTicks, scale.ticks.filter { !$0.isMajor }.map { tick in
        segment(at: tick.angle, to: minorTickOuter, width: 0.012, role: .minuteTick)
      })
    }
    let numerals = form == .full ? scale.numerals : scale.numerals.filter { $0.angle.truncatingRemainder(dividingBy: 90) == 0 }
    // The small form's large quarter numerals stand where their ticks would.
    let numbered = Set(numerals.map(\.angle))
    layers.append(.majorTicks, scale.ticks.filter { $0.isMajor && (form == .full || !numbered.contains($0.angle)) }.map { tick in
      segment(at: tick.angle, to: majorTickOuter, width: form == .full ? 0.025 : 0.04, role: .hourTick)
    })
    let size = form == .full ? numeralSize : smallNumeralSize
    layers.append(.numerals, numerals.map { numeral in
      .radialText(numeral.text, angle: DialAngle(degrees: numeral.angle), reach: numeralReach, size: size, bold: form != .full, role: .numeral)
    })
  }

  private static func segment(at degrees: Double, to outer: Double, width: Double, role: SceneRole) -> SceneElement {
    let angle = DialAngle(degrees: degrees)
    return .segment(from: angle.point(atRadius: tickInner), to: angle.point(atRadius: outer), width: width, roundCaps: false, role: role)
  }
}

extension DialForm {
  /// The form of a countdown dial `side` pixels square: an icon under ``smallFrom``, small
  /// under ``fullWithoutNumerals`` (its scale's 12 numerals are then under 10 px), full above
  /// or when the side is not known.
  package init(timerSide side: Int?) {
    guard let side else {
      self = .full
      return
    }
    self = side < Self.smallFrom ? .icon : side < Self.fullWithoutNumerals ? .small : .full
  }
}
