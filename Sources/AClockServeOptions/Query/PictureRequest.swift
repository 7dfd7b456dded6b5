import AClockPresentations
import AClockRuntime
import AClockValues
import ClockGeometry
import ClockRender
import ClockSchedule
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One picture asked for by its options alone: the format, the zones, the face and its paint,
/// the layout and `--at`, with no instant and no file. A server turns a query into one (through
/// the command line's parsers) and renders it at the instant its clock shows.
///
/// What the picture shows changes only on ``changes``: every second with a second hand, else
/// at each local minute of every zone shown. ``shown(at:)`` is the instant drawn at a moment,
/// and ``nextChange(after:)`` when the picture will next differ.
///
/// ```swift
/// let shown = request.shown(at: now)              // 10:09:00 for 10:09:37 without seconds
/// let bytes = try request.job(at: shown, fonts: fonts).render(as: request.format, name: "clock.png")
/// let maxAge = request.nextChange(after: now).timeIntervalSince(now)
/// ```
package struct PictureRequest: Sendable {
  /// The picture's format (the extension of the path asked for).
  package let format: PictureFormat
  /// `--at`, resolved at each moment in the first zone; nil: the moment itself.
  package let at: InstantSpec?
  /// The zones shown, in order.
  package let zones: [ZoneRules]
  /// The face, sized for ``geometry``'s side.
  package let face: ClockFaceOptions
  /// The paint (look, variant, background, gray palette).
  package let pictures: PictureRenderer
  /// Each clock's side, the grid and the canvas.
  package let geometry: PictureGeometry
  /// How SVG is written: still, with the content's own id prefix unless one is given.
  package let svg: SVGOptions
  /// The instants at which the picture changes.
  package let changes: TickSchedule

  /// The request, its schedule taken from the face: with no second hand (`--no-seconds`, or
  /// an icon's), each local minute of every zone; otherwise each second.
  package init(
    format: PictureFormat, at: InstantSpec?, zones: [ZoneRules], face: ClockFaceOptions, pictures: PictureRenderer,
    geometry: PictureGeometry, svg: SVGOptions
  ) {
    self.format = format
    self.at = at
    self.zones = zones
    self.face = face
    self.pictures = pictures
    self.geometry = geometry
    self.svg = svg
    // A zone whose offset is not whole minutes (a historical local mean time) turns its minute
    // hand at other instants than UTC's: the union holds each zone's.
    changes = face.secondHand == .hidden ? .union(zones.map { TickSchedule.everyMinute(in: $0) }) : .everySecond
  }

  /// The instant the picture shows at `moment`: the latest change at or before it (a whole
  /// second, or a whole minute), or `--at` resolved against that instant.
  package func shown(at moment: Date) -> Date {
    let tick = changes.entries(from: moment).first ?? moment
    return at?.resolve(in: zones.first ?? .utc, now: tick) ?? tick
  }

  /// When the picture next changes after `moment` (a second after it at most, with a hand that
  /// moves every second; at most a minute otherwise).
  package func nextChange(after moment: Date) -> Date {
    changes.entries(from: moment).firstEntry(after: moment) ?? moment.addingTimeInterval(1)
  }

  /// The job that draws the picture at `instant` with `fonts` (kept by the caller's thread).
  package func job(at instant: Date, fonts: CairoFontCache) -> PictureJob {
    PictureJob(
      instant: instant, timeZones: zones, face: face, pictures: pictures, size: geometry.side,
      layout: (geometry.grid, geometry.canvas), svg: svg, fonts: fonts)
  }

  /// The picture at `instant`, as the command line writes it to a file `name` (which errors name).
  package func render(at instant: Date, fonts: CairoFontCache, name: String) throws(CLIError) -> [UInt8] {
    try job(at: instant, fonts: fonts).render(as: format, name: name)
  }
}
