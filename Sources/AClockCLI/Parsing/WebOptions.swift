import AClockRuntime
import AClockValues
import ArgumentParser
import ClockGeometry
import ClockRender

/// `--animate` and `--html`: clocks that keep running in a browser (the clock command only;
/// a stopwatch's or a timer's picture shows one reading).
struct WebOptions: ParsableArguments {
  /// What `--animate` asks for.
  enum Animation: String, Sendable, CaseIterable, ExpressibleByArgument {
    /// CSS animations only.
    case css
    /// CSS animations and the script that sets the hands from the viewer's clock.
    case live
  }

  @Option(help: ArgumentHelp(
    "Keep the SVG's hands moving from the drawn instant: css (the default when no mode follows; CSS animations, which run in <img> too) or live (also a script setting them from the viewer's clock in the zone, where scripts run).",
    valueName: "css|live"))
  var animate: Animation?

  @Option(help: ArgumentHelp(
    "Write one standalone HTML page of live clocks, one per zone, to this file ('-': standard output).",
    valueName: "file"))
  var html: String?

  /// `--animate` alone means `--animate css` (see ``OmittableValue``).
  static let omittableAnimation = OmittableValue(
    option: "--animate", values: Animation.allCases.map(\.rawValue), fallback: Animation.css.rawValue)

  /// Refuses what cannot be animated: `--animate` without an SVG, and a readout label (time,
  /// 12h or date: it shows the drawn instant, which an animated clock leaves behind), and zones a browser's script cannot
  /// follow for `--animate live` and `--html`.
  func validate(writesSVG: Bool, label: ClockFaceOptions.Label, zones: [TimeZoneSpec]) throws(CLIError) {
    if animate != nil && !writesSVG {
      throw .badUsage("--animate moves the hands of an SVG; add --svg FILE (an --html page is always live)")
    }
    guard animate != nil || html != nil else { return }
    let option = html != nil ? "--html" : "--animate"
    // Every readout but the zone's name is of the drawn instant (the date too, past midnight).
    if label != .none && label != .zone {
      throw .badUsage("--label \(label.rawValue) shows the drawn instant, which \(option)'s moving hands leave behind; use --label zone or none")
    }
    guard animate == .live || html != nil else { return }
    for zone in zones where SVGLiveZone(zone.timeZone) == nil {
      throw .badUsage(
        "--timezone \(UserText.quoted(zone.text)) is \(UserText.quoted(zone.timeZone.identifier)), which a browser cannot follow; "
          + "\(animate == .live ? "--animate live" : "--html") needs an IANA name, UTC or an offset (+05:45)")
    }
  }

  /// How the SVG's hands move.
  func motion(zones: [ZoneRules]) -> SVGOptions.Motion {
    switch animate {
    case nil: .still
    case .css: .animated
    case .live: .live(zones: zones.compactMap(SVGLiveZone.init))
    }
  }
}
