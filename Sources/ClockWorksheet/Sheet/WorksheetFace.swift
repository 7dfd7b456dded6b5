import ClockGeometry
#if canImport(Glibc)
import Glibc
#endif

/// The clock face of a worksheet: a style's face, made for paper (no shadow, no label, ink dark
/// enough to photocopy), or the teaching face: minute numbers around the rim, the hour hand and
/// hour numerals in one colour, the minute hand, minute marks and minute numbers in another.
package struct WorksheetFace: Sendable {
  /// The face's options (style, numerals, dial).
  package let options: ClockFaceOptions
  /// Whether it is the teaching face.
  package let teaching: Bool
  /// The paint: the style's light colours, darkened for the copier, or the teaching colours.
  package let look: ClockLook
  private let face: ClockFace

  /// The hour colour of the teaching face: a deep red (7.4:1 on white, a mid-gray on a copier).
  package static let hourInk = RGBAColor(hex: 0xB3_1B1B)
  /// The minute colour of the teaching face: a deep blue (8.6:1 on white).
  package static let minuteInk = RGBAColor(hex: 0x0D_47A1)
  /// No role's ink is lighter than this relative luminance (a 4.5:1 contrast on white), so
  /// minute marks survive a photocopier.
  package static let lightestInk = 0.183

  /// How far the teaching face's minute numbers reach past the rim, in radii.
  package static let teachingReach = 1.17

  /// The face of `options` (its second hand shown when `seconds`), taught when `teaching`.
  package init(options: ClockFaceOptions, seconds: Bool, teaching: Bool) {
    var options = options
    options.label = .none
    options.shadow = false
    options.secondHand = seconds ? .ticking : .hidden
    if teaching { options.numerals = .arabic }
    self.options = options
    self.teaching = teaching
    face = ClockFace(timeZone: .utc, options: options)
    var look = face.look
    var theme = look.light
    for role in [SceneRole.rim, .minuteTick, .hourTick, .numeral, .hourHand, .minuteHand, .label] {
      theme = theme.with(role, Self.darkened(theme.color(for: role)))
    }
    if teaching {
      theme = theme.with(.hourHand, Self.hourInk).with(.numeral, Self.hourInk)
        .with(.minuteHand, Self.minuteInk).with(.minuteTick, Self.minuteInk)
    }
    look.light = theme
    self.look = look
  }

  /// How far the face reaches past its rim, in radii.
  package var reach: Double { teaching ? Self.teachingReach : 1 }

  /// The face at `reading`, with its hands or without (a face to draw them on: marks, numerals
  /// and the pivot kept).
  package func scene(at reading: ClockReading, hands: Bool) -> ClockScene {
    let scene = face.scene(at: reading.localTime)
    var still = scene.staticLayers
    if teaching { still.append(Self.minuteNumbers) }
    let moving = hands ? scene.movingLayers : scene.movingLayers.filter { $0.part.hand == nil && !$0.part.isShadow }
    return ClockScene(staticLayers: still, movingLayers: moving)
  }

  /// 5 … 60 outside the rim, upright, in the minute colour.
  private static let minuteNumbers = SceneLayer(
    .numerals,
    (1...12).map { step in
      let angle = DialAngle(degrees: Double(step) * 30)
      return .text(String(step * 5), center: angle.point(atRadius: 1.095), size: 0.12, bold: true, role: .minuteTick)
    })

  /// `color` darkened, its hue kept, until its relative luminance is at most ``lightestInk``.
  static func darkened(_ color: RGBAColor) -> RGBAColor {
    func scaled(_ factor: Double) -> RGBAColor {
      RGBAColor(red: color.red * factor, green: color.green * factor, blue: color.blue * factor, alpha: color.alpha)
    }
    guard luminance(color) > lightestInk else { return color }
    // Luminance grows with the factor: bisect for the largest factor still dark enough.
    var dark = 0.0, light = 1.0
    for _ in 0..<40 {
      let middle = (dark + light) / 2
      if luminance(scaled(middle)) > lightestInk { light = middle } else { dark = middle }
    }
    return scaled(dark)
  }

  /// WCAG's relative luminance of `color`.
  static func luminance(_ color: RGBAColor) -> Double {
    func linear(_ channel: Double) -> Double {
      channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055).power(2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }
}

extension Double {
  fileprivate func power(_ exponent: Double) -> Double { pow(self, exponent) }
}
