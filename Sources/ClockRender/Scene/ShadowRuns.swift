import ClockGeometry

/// Scene elements cut into their longest runs of shadows and of everything else, in order.
///
/// Both renderers draw a run of shadows as one piece (cairo as one soft layer, the SVG writer as
/// one blurred group), so both walk a scene this way.
struct ShadowRuns: Sequence, IteratorProtocol {
  private let elements: ArraySlice<SceneElement>
  private var index: Int

  init(_ elements: ArraySlice<SceneElement>) {
    self.elements = elements
    index = elements.startIndex
  }

  /// The next run, and whether it is of shadows.
  mutating func next() -> (run: ArraySlice<SceneElement>, isShadow: Bool)? {
    guard index < elements.endIndex else { return nil }
    let isShadow = elements[index].role == .shadow
    var end = index + 1
    while end < elements.endIndex, (elements[end].role == .shadow) == isShadow { end += 1 }
    defer { index = end }
    return (elements[index..<end], isShadow)
  }
}
