import ClockSchedule
import ClockText
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The live clock on a terminal: takes the screen over, redraws on every entry of the schedule,
/// follows the window's size, answers keys, and gives the terminal back on every way out.
struct LiveTerminalClock {
  var clock: TerminalClock
  let options: TerminalOptions
  let schedule: TickSchedule
  let wallClock: WallClock
  let count: Int?

  /// A full repaint this often heals damage left by other programs writing to the terminal.
  static let healingInterval: Duration = .seconds(300)

  private enum Event: Sendable {
    case tick(Date)
    case key(KeyCommand)
    case resize
    case scheduleEnded
  }

  /// Runs until `q`, Esc, the schedule's end or `--count`; signals and Ctrl-C exit from within.
  mutating func run() async {
    TerminationSignals.exitCleanly()
    let session = TerminalSession()
    defer { session.restore() }
    let (events, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(64))
    SignalRelay.handle([SIGWINCH]) { _ in continuation.yield(.resize) }
    KeyReader.start { continuation.yield(.key($0)) }
    let ticker = Ticker(schedule: schedule, clock: ContinuousClock(), wallClock: wallClock)
    let ticks = Task {
      for await entry in ticker { continuation.yield(.tick(entry)) }
      continuation.yield(.scheduleEnded)
    }
    defer { ticks.cancel() }

    var encoder = FrameEncoder(lineFeedMovesDown: session.lineFeedMovesDown)
    var size = options.size(terminal: TerminalSize.of(descriptor: STDOUT_FILENO))
    var shown: Date?
    var drawn = 0
    var lastRepaint = ContinuousClock.now
    for await event in events {
      var repaint = false
      switch event {
      case .tick(let instant):
        shown = instant
        drawn += 1
        repaint = ContinuousClock.now - lastRepaint >= Self.healingInterval
      case .resize:
        size = options.size(terminal: TerminalSize.of(descriptor: STDOUT_FILENO))
        repaint = true
      case .key(.quit):
        return
      case .key(.interrupt):
        TerminationSignals.exit(status: 130)
      case .key(.redraw):
        repaint = true
      case .key:
        continue
      case .scheduleEnded:
        return
      }
      guard let instant = shown else { continue }
      if repaint { lastRepaint = ContinuousClock.now }
      session.write(encoder.encode(clock.frame(at: instant, size: size), repaint: repaint))
      if let count, drawn >= count, case .tick = event { return }
    }
  }
}
