/// A scene's part (still or moving) as one array of elements in painting order, cut into
/// layers: the elements are stored once, and each ``SceneLayer`` is a slice of them.
package struct SceneLayers: Sendable, Hashable {
  /// Every element, in painting order.
  package private(set) var elements: [SceneElement] = []
  private var parts: [ScenePart] = []
  private var starts: [Int] = []

  /// No layers.
  package init() {}

  /// `layers` as given, in order.
  package init(_ layers: [SceneLayer]) {
    for layer in layers { append(layer.part, layer.elements, joiningTheLast: false) }
  }

  /// Adds `new` as a layer drawing `part`; with `joiningTheLast`, to the last layer when that
  /// draws the same part (a run of ticks of one kind is one layer). Nothing for no elements.
  package mutating func append(_ part: ScenePart, _ new: some Collection<SceneElement>, joiningTheLast: Bool = true) {
    guard !new.isEmpty else { return }
    if !joiningTheLast || parts.last != part {
      parts.append(part)
      starts.append(elements.count)
    }
    elements.append(contentsOf: new)
  }

  /// Adds `element` as ``append(_:_:joiningTheLast:)`` does.
  package mutating func append(_ part: ScenePart, _ element: SceneElement, joiningTheLast: Bool = true) {
    append(part, CollectionOfOne(element), joiningTheLast: joiningTheLast)
  }

  /// The layers, each a slice of ``elements``.
  package var layers: [SceneLayer] {
    parts.indices.map { index in
      let end = index + 1 < starts.count ? starts[index + 1] : elements.count
      return SceneLayer(parts[index], slice: elements[starts[index]..<end])
    }
  }
}
