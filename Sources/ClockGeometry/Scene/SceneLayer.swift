/// A run of a scene's elements that draws one part of the dial (``ScenePart``), in painting
/// order.
///
/// ```swift
/// for layer in scene.movingLayers {
///   if case .hand(let hand) = layer.part { print(hand.hand, hand.angle.degrees, layer.elements.count) }
/// }
/// ```
public struct SceneLayer: Sendable, Hashable {
  /// What the elements draw.
  public let part: ScenePart
  /// The elements, each with its own colour role.
  public let elements: ArraySlice<SceneElement>

  /// A layer of `elements` drawing `part`.
  public init(_ part: ScenePart, _ elements: [SceneElement]) {
    self.init(part, slice: elements[...])
  }

  /// A layer of a slice of a scene's elements.
  package init(_ part: ScenePart, slice: ArraySlice<SceneElement>) {
    self.part = part
    elements = slice
  }
}
