import AClockPresentations
import AClockRuntime
import AClockValues
import ClockGeometry
import ClockRender
import ClockText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

/// How the stopwatch and the timers show themselves, the same way for both: picture files at one
/// instant, one text frame (with `--once`, or when stdout is not a terminal), or live on the
/// terminal.
struct DialOutput {
  let pictures: PictureOptions
  let terminal: TerminalOptions
  let look: StyleOptions

  /// Checks the options that do not fit together, before anything is drawn.
  func validate(atWasGiven: Bool) throws(CLIError) {
    try pictures.checkSVGWriter()
    try pictures.checkPanel()
    if !pictures.outputs.isEmpty {
      if terminal.isSet {
        throw .badUsage("--ascii, --blocks, --braille, --rows, --cols, --color, --cell-aspect and --once draw in the terminal; leave them out with --png, --svg or --pdf")
      }
      return
    }
    if look.background != nil {
      throw .badUsage("--background fills around a picture's face; the terminal keeps its own background")
    }
    if atWasGiven && OutputTerminal.standardOutput.isCapable && !terminal.once {
      throw .badUsage("--at shows one moment: add --once, or write a picture with --png, --svg or --pdf")
    }
  }

  /// Shows `display` at `instant`: in the pictures if any were asked for (its dials in a grid
  /// that fits 16:9, one tile for one dial), else as text, once or live.
  func show<Display: DialDisplay>(_ display: Display, at instant: Date, in zone: ZoneRules) throws(CLIError) {
    let outputs = pictures.outputs
    if !outputs.isEmpty {
      let count = display.dials(at: instant, pixelSide: nil).count
      let geometry = try PictureGeometry(size: pictures.canvas.size, rotation: pictures.canvas.rotate, count: count, captioned: false)
      let dials = display.dials(at: instant, pixelSide: geometry.side)
      let scenes = dials.map { $0.scene(at: instant) }
      let grid = geometry.grid ?? TileGrid.fitting(count: scenes.count, width: 16, height: 9)
      let board = ClockBoard(scenes: scenes.map { ($0, nil) }, grid: grid)
      let creationDate = LocalTime(instant, in: zone).iso8601String(fractionDigits: 0)
      try PictureJob.write(
        board, pictures: pictures.panel.applied(to: look.pictures(painting: ClockLook(style: look.clockStyle))), side: geometry.side,
        canvas: geometry.canvas, creationDate: creationDate,
        svg: pictures.svgWriter.options(followsColorScheme: look.followsViewerScheme),
        description: SVGDescription.dials(dials, at: instant), outputs: outputs, maxBytes: pictures.panel.maxBytes?.bytes)
      return
    }
    let output = OutputTerminal.standardOutput
    guard output.isCapable && !terminal.once else {
      var display = display
      try StandardOutput.write(display.frame(at: instant, size: terminal.oneFrameSize(on: output)).printable(styled: terminal.colorsStandardOutput))
      return
    }
    try LiveRunner().runToExit(DialScreen(display: display, layout: terminal.layout))
  }

  /// The colours for text: the theme (dark unless asked) when colouring, else none.
  var textTheme: ClockTheme? {
    terminal.colorsStandardOutput ? look.theme(default: .dark) : nil
  }
}
