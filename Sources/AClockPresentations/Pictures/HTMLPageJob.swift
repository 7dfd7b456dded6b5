import AClockRuntime
import ClockGeometry
import ClockRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `--html` page: one live clock per zone, each its own SVG document (own id prefix,
/// animated, with the live script), captioned with its zone when there are several
/// (``HTMLClockPage``).
package struct HTMLPageJob {
  /// Where the page goes.
  package let path: String
  /// Text or outlines, and a given `--svg-id` (each clock then gets it with its number).
  package let text: SVGOptions.TextMode
  package let fixedPrefix: String?
  /// Whether the dark colours go to viewers that prefer them (`--theme auto`).
  package let followsColorScheme: Bool
  /// One serial a clock, taken when the job is made: a live page keeps its ids.
  private let serials: [UInt64]

  package init(path: String, zoneCount: Int, text: SVGOptions.TextMode, fixedPrefix: String?, followsColorScheme: Bool) {
    self.path = path
    self.text = text
    self.fixedPrefix = fixedPrefix
    self.followsColorScheme = followsColorScheme
    serials = fixedPrefix == nil ? (0..<zoneCount).map { _ in SVGIDPrefix.nextSerial() } : []
  }

  /// The page at `instant` in `timeZones`, drawn with `face` and painted by `pictures`, each
  /// clock `side` px, measuring its text with `fonts`.
  package func render(
    instant: Date, timeZones: [ZoneRules], face: ClockFaceOptions, pictures: PictureRenderer, side: Int,
    fonts: CairoFontCache
  ) throws(CLIError) -> [UInt8] {
    var clocks: [HTMLClockPage.Clock] = []
    // The page's hands run on: a label moved aside for the first minute would be wrong later.
    var face = face
    face.labelsStayInPlace = true
    for (index, zone) in timeZones.enumerated() {
      let prefix: SVGIDPrefix =
        fixedPrefix.map { .fixed(timeZones.count == 1 ? $0 : "\($0)-\(index + 1)") } ?? .derived(serial: serials[index])
      let options = SVGOptions(text: text, idPrefix: prefix, motion: .live(zones: SVGLiveZone(zone).map { [$0] } ?? []), followsColorScheme: followsColorScheme)
      // One clock a board: its caption is the page's, so the dial gets a world clock's options
      // (no city inside it as well).
      let board = ClockBoard(instant: instant, timeZones: [zone], options: timeZones.count > 1 ? ClockBoard.tileOptions(face) : face)
      do {
        let svg = try pictures.render(
          board, as: .svg, side: side, svg: options, description: SVGDescription.live(in: [zone]), fonts: fonts)
        if timeZones.count > 1 {
          let caption = BoardCaption(
            zone: zone, instant: instant, reference: timeZones[0], label: face.label, withSeconds: face.secondHand != .hidden)
          clocks.append(HTMLClockPage.Clock(svg: svg, caption: caption.title, cues: HTMLClockPage.Clock.Cues(caption, zone: zone)))
        } else {
          clocks.append(HTMLClockPage.Clock(svg: svg, caption: nil))
        }
      } catch {
        throw .rendering(path, error)
      }
    }
    let titles = timeZones.map { ZoneTitle.title(for: $0) }
    let page = HTMLClockPage(
      title: (timeZones.count > 1 ? "World clock: " : "Clock: ") + titles.joined(separator: ", "),
      clocks: clocks, side: side, look: pictures.look, variant: pictures.variant, followsColorScheme: followsColorScheme)
    return page.document()
  }
}
