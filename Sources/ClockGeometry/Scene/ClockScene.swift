#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A dial at one instant, as an ordered list of primitives in unit dial space, cut into typed
/// layers: a clock face (``ClockFace``), a stopwatch (``StopwatchFace``) or countdown rings
/// (``CountdownFace``).
///
/// The scene is where time becomes geometry for every renderer: Cairo pictures, terminal text,
/// and tools that draw for themselves. Elements are in painting order (face first, the cap over
/// the pivot last); nothing in a renderer computes time. Each element carries its colour
/// (``SceneRole``); each layer says what part of the dial its elements draw (``ScenePart``): a
/// hand with its angle and pivot, its shadow, the cap, a caption, a readout, ticks.
///
/// ```swift
/// let time = LocalTime(Date(), in: .local())
/// let scene = ClockScene(time: time, timeZone: .local(), options: ClockFaceOptions(label: .time))
/// for element in scene.elements { draw(element, colour: ClockTheme.light.color(for: element.role)) }
/// for layer in scene.movingLayers {
///   if case .hand(let hand) = layer.part { print(hand.kind, hand.angle.degrees) }
/// }
/// ```
public struct ClockScene: Sendable, Hashable {
  /// The leading elements that do not depend on the instant: the face, rim, ticks, numerals (and
  /// a countdown's caption), the same for every scene with these options and this zone (and
  /// shared by the scenes of one ``ClockFace``). Renderers that draw many instants (a live
  /// clock, a timeline of frames) draw these once and reuse them.
  public var staticElements: ArraySlice<SceneElement> { still.elements[...] }
  /// The elements that move with time, in order: the labels (the zone's name, the time), in the
  /// places the hour and minute hands leave free this minute, then shadows, hands and the cap
  /// over them: no label is ever drawn over a hand.
  public var movingElements: ArraySlice<SceneElement> { moving.elements[...] }
  /// All the primitives, in painting order: ``staticElements`` then ``movingElements``.
  ///
  /// Made on each call; a renderer that draws every frame iterates the two parts instead.
  public var elements: [SceneElement] { still.elements + moving.elements }
  /// How many leading ``elements`` are ``staticElements``.
  public var staticElementCount: Int { still.elements.count }
  /// ``staticElements`` cut into layers, each drawing one part of the dial.
  public var staticLayers: [SceneLayer] { still.layers }
  /// ``movingElements`` cut into layers: captions and readouts, shadows, hands, the cap.
  public var movingLayers: [SceneLayer] { moving.layers }
  /// All the layers, in painting order: ``staticLayers`` then ``movingLayers``.
  public var layers: [SceneLayer] { still.layers + moving.layers }

  // Kept apart so that a scene made every second shares its face's still part instead of
  // copying it: half of a terminal frame's cost was building and copying it.
  private let still: SceneLayers
  private let moving: SceneLayers

  /// How far the shadow falls from the hands, in dial radii (down and to the right, as from a
  /// light above the top-left).
  package static let shadowOffset = DialPoint(x: 0.012, y: 0.022)

  /// Builds the face for a wall-clock reading in `timeZone` (used only for the zone label).
  ///
  /// To make many scenes of one face, keep a ``ClockFace`` and ask it for each.
  public init(time: LocalTime, timeZone: ZoneRules, options: ClockFaceOptions = ClockFaceOptions()) {
    self = ClockFace(timeZone: timeZone, options: options).scene(at: time)
  }

  /// A scene of your own from its two parts, as layers: what every instant shares (drawn
  /// first), then what moves.
  public init(staticLayers: [SceneLayer], movingLayers: [SceneLayer]) {
    self.init(still: SceneLayers(staticLayers), moving: SceneLayers(movingLayers))
  }

  /// A scene from its two parts, their layers already built.
  package init(still: SceneLayers, moving: SceneLayers) {
    self.still = still
    self.moving = moving
  }
}
