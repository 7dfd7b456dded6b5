import ClockGeometry

/// Scene layers cut into their longest runs of shadows (``ScenePart/shadow(of:offset:)``) and of
/// everything else, in order.
///
/// Both renderers draw a run of shadows as one piece (cairo as one soft layer, the SVG writer as
/// one blurred group), so both walk a scene this way.
struct ShadowRuns: Sequence, IteratorProtocol {
  private let layers: [SceneLayer]
  private var index = 0

  init(_ layers: [SceneLayer]) {
    self.layers = layers
  }

  /// The next run, and whether it is of shadows.
  mutating func next() -> (run: ArraySlice<SceneLayer>, isShadow: Bool)? {
    guard index < layers.endIndex else { return nil }
    let isShadow = layers[index].part.isShadow
    var end = index + 1
    while end < layers.endIndex, layers[end].part.isShadow == isShadow { end += 1 }
    defer { index = end }
    return (layers[index..<end], isShadow)
  }
}
