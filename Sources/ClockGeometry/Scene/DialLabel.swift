/// A text a face writes on its dial (the time, a zone's name, a readout, a caption) before
/// ``LabelPlacement`` decides where it goes.
struct DialLabel: Hashable {
  var text: String
  /// The em height, in dial radii.
  var size: Double
  var bold: Bool
  var role: SceneRole
  /// Where its ink is centred when nothing is in the way.
  var preferred: DialPoint
  /// Whether it names something (a zone, a timer) rather than reads out the time: a caption may
  /// be shortened with an ellipsis to fit; a readout never is.
  var isCaption: Bool

  /// The part its layer draws.
  var part: ScenePart { isCaption ? .caption : .readout }

  /// Its estimated ink centred on `center`.
  func box(at center: DialPoint) -> InkBox {
    let ink = TextInkEstimate.size(of: text, size: size, bold: bold)
    return InkBox(center: center, halfWidth: ink.width / 2, halfHeight: ink.height / 2)
  }

  /// The text element drawing it at `center`.
  func element(at center: DialPoint) -> SceneElement {
    .text(text, center: center, size: size, bold: bold, role: role)
  }
}
