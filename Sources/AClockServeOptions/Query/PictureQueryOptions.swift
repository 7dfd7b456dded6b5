import AClockCLI
import AClockPresentations
import AClockRuntime
import AClockValues
import ArgumentParser
import ClockGeometry
import ClockRender

/// The picture options a query may set, as the option groups the clock command has: `--tz`
/// and `--at`, the face, `--size` and `--rotate`, the panel's palette and the SVG writer's.
/// ``PictureQuery`` fills them from a query's parameters by their long names.
struct PictureQueryOptions: ParsableArguments {
  @OptionGroup var time: TimeOptions<ZoneOptions>
  @OptionGroup var face: FaceOptions
  @OptionGroup var canvas: CanvasOptions
  @OptionGroup var panel: PanelOptions
  @OptionGroup var svgWriter: SVGWriterOptions

  /// The picture these options ask for in `format`, refused (exit 64's message) where the
  /// command would refuse the same options with `--png`, `--svg`, `--pdf` or `--bmp`.
  func request(format: PictureFormat) throws(CLIError) -> PictureRequest {
    try svgWriter.validate(writesSVG: format == .svg)
    try panel.validate(formats: [format], writesHTML: false)
    let zones = time.zone.all
    let geometry = try PictureGeometry(size: canvas.size, rotation: canvas.rotate, count: zones.count, captioned: zones.count > 1)
    let faceOptions = face.faceOptions(side: geometry.side)
    return PictureRequest(
      format: format, at: time.at, zones: zones.map(\.timeZone), face: faceOptions,
      pictures: panel.applied(to: face.look.pictures(painting: faceOptions.look)), geometry: geometry,
      // Serial 0, as a one-shot command draws: the same options and instant, the same bytes.
      svg: svgWriter.options(followsColorScheme: face.look.followsViewerScheme, serial: 0))
  }
}
