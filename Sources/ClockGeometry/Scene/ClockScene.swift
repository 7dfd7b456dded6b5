#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A dial at one instant, as an ordered list of primitives in unit dial space: a clock face
/// (``ClockFace``), a stopwatch (``StopwatchFace``) or countdown rings (``CountdownFace``).
///
/// The scene is where time becomes geometry for every renderer: Cairo pictures, terminal text,
/// and tools that draw for themselves. Elements are in painting order (face first, the cap over
/// the pivot last); nothing in a renderer computes time.
///
/// ```swift
/// let time = LocalTime(Date(), in: .local())
/// let scene = ClockScene(time: time, timeZone: .local(), options: ClockFaceOptions(label: .time))
/// for element in scene.elements { draw(element, colour: ClockTheme.light.color(for: element.role)) }
/// ```
public struct ClockScene: Sendable, Hashable {
  /// The leading elements that do not depend on the instant: the face, rim, ticks, numerals (and
  /// a countdown's caption), the same for every scene with these options and this zone (and
  /// shared by the scenes of one ``ClockFace``). Renderers that draw many instants (a live clock, a timeline of frames) draw
  /// these once and reuse them.
  public var staticElements: ArraySlice<SceneElement> { still[...] }
  /// The elements that move with time, in order: the labels no hand covers at this instant (the
  /// zone's name, the time), shadows, hands and the cap, then any label that found no free place,
  /// each over its plate (a ``SceneElement/polygon(_:role:)`` in the face's colour).
  public var movingElements: ArraySlice<SceneElement> { moving[...] }
  /// All the primitives, in painting order: ``staticElements`` then ``movingElements``.
  ///
  /// Made on each call; a renderer that draws every frame iterates the two parts instead.
  public var elements: [SceneElement] { still + moving }
  /// How many leading ``elements`` are ``staticElements``.
  public var staticElementCount: Int { still.count }

  // Kept apart so that a scene made every second shares its face's still part instead of
  // copying it: half of a terminal frame's cost was building and copying it.
  private let still: [SceneElement]
  private let moving: [SceneElement]
  /// Which ``movingElements`` (by offset from its start) are captions: texts that name
  /// something (a zone) rather than read out the time. A renderer that writes the labels on a
  /// line of its own (the terminal) puts them first and may shorten them.
  package let movingCaptions: Set<Int>
  /// Which ``movingElements`` are plates: the backing of a label drawn over the hands, which a
  /// renderer that writes the labels elsewhere leaves out.
  package let plates: Set<Int>
  /// Which runs of ``movingElements`` are hands turned about a pivot (in painting order), for
  /// renderers that draw a hand as a rotated group (see ``HandTurn``).
  package let turns: [HandTurn]

  /// How far the shadow falls from the hands, in dial radii (down and to the right, as from a
  /// light above the top-left).
  package static let shadowOffset = DialPoint(x: 0.012, y: 0.022)

  /// Builds the face for a wall-clock reading in `timeZone` (used only for the zone label).
  ///
  /// To make many scenes of one face, keep a ``ClockFace`` and ask it for each.
  public init(time: LocalTime, timeZone: ZoneRules, options: ClockFaceOptions = ClockFaceOptions()) {
    self = ClockFace(timeZone: timeZone, options: options).scene(at: time)
  }

  /// A scene from its two parts: what every instant shares (drawn first), then what moves.
  package init(staticElements: [SceneElement], movingElements: [SceneElement]) {
    self.init(staticElements: staticElements, movingElements: movingElements, movingCaptions: [], plates: [], turns: [])
  }

  /// A scene whose moving part has captions, plates and turned hands at these offsets.
  package init(
    staticElements: [SceneElement], movingElements: [SceneElement], movingCaptions: Set<Int>, plates: Set<Int>,
    turns: [HandTurn]
  ) {
    still = staticElements
    moving = movingElements
    self.movingCaptions = movingCaptions
    self.plates = plates
    self.turns = turns
  }
}
