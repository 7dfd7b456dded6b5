import ClockGeometry
import ClockRender

/// One image of a dataset: the sample drawn as a ``PlacedDialPicture``, and what its hands show.
package struct DatasetImage: Sendable {
  /// The choices.
  package let sample: DatasetSample
  /// The picture's side, in pixels.
  package let side: Int

  /// The dial drawn: the scene at the reading; for an invalid clock, the hour hand's layers
  /// (hand, counterweight, tip, shadow) taken from the scene at the wrong reading.
  package let scene: ClockScene
  /// The picture: the scene placed, over its background.
  package let picture: PlacedDialPicture

  /// The image of `sample` in a `side`-pixel square (its scene built once, here).
  package init(_ sample: DatasetSample, side: Int) {
    self.sample = sample
    self.side = side
    let options = Self.faceOptions(of: sample)
    scene = Self.scene(of: sample, options: options)
    let look = options.look
    picture = PlacedDialPicture(
      scene: scene, look: look, variant: sample.theme, side: side, dialSide: sample.dialSide, center: (sample.center.x, sample.center.y),
      rotation: sample.rotation, mirrored: sample.mirrored, background: sample.background ?? look.theme(sample.theme).backdrop)
  }

  /// The face options of a sample (its style with its typeface, numerals, dial, second hand).
  static func faceOptions(of sample: DatasetSample) -> ClockFaceOptions {
    var style = sample.style
    style.typeface = Typeface(family: sample.font)
    var options = ClockFaceOptions(style: style, dial: sample.dial, secondHand: sample.secondHand ? .ticking : .hidden, pixelSide: sample.dialSide)
    options.numerals = sample.numerals
    return options
  }

  private static func scene(of sample: DatasetSample, options: ClockFaceOptions) -> ClockScene {
    let face = ClockFace(timeZone: .utc, options: options)
    let scene = face.scene(at: sample.reading.localTime)
    guard let wrong = sample.hourHandReading else { return scene }
    var replacements = face.scene(at: wrong.localTime).movingLayers.filter { $0.part.hand?.kind == .hour }[...]
    let moving = scene.movingLayers.map { layer in
      layer.part.hand?.kind == .hour ? (replacements.popFirst() ?? layer) : layer
    }
    return ClockScene(staticLayers: scene.staticLayers, movingLayers: moving)
  }

  /// The hand angles as drawn on the dial (before any turn or mirror of the picture): the hour
  /// hand of a 24-hour dial on its own scale; the second hand nil when it is not drawn.
  package var drawnAngles: (hour: Double, minute: Double, second: Double?) {
    var hour = 0.0, minute = 0.0
    var second: Double?
    for layer in scene.movingLayers {
      guard case .hand(let hand) = layer.part else { continue }
      switch hand.kind {
      case .hour: hour = hand.angle.degrees
      case .minute: minute = hand.angle.degrees
      case .second: second = hand.angle.degrees
      case .gmt: continue  // a second zone's hand is not the reading a dataset labels
      }
    }
    return (hour, minute, second)
  }
}
