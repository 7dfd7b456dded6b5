@testable import AClockRuntime
import ClockText
import Foundation
import Synchronization

/// Sinks for presentations run on ``LiveRunnerTests/Wall``: each notes what it was handed and
/// the simulated instant, as seconds after ``LiveRunnerTests/start`` ("+1.00"), so a test
/// asserts what was shown at which instant without waiting on anything.
enum LiveRecorders {
  /// `instant` as seconds after ``LiveRunnerTests/start``, to the hundredth.
  static func offset(_ instant: Double) -> String {
    String(format: "%+.2f", instant - LiveRunnerTests.start)
  }

  /// The frames a ``DialScreen`` shows: when, the frame's text, and the bells after it.
  final class Frames: FrameSink, Sendable {
    struct Shown: Sendable {
      let at: String
      let lines: [String]
      let bells: Int
    }

    let wall: LiveRunnerTests.Wall
    private let shown = Mutex<[Shown]>([])

    init(_ wall: LiveRunnerTests.Wall) {
      self.wall = wall
    }

    var value: [Shown] { shown.withLock { $0 } }

    func show(_ frame: TextFrame, repaint: Bool, bells: Int) {
      let at = LiveRecorders.offset(wall.now.withLock { $0 })
      shown.withLock { $0.append(Shown(at: at, lines: frame.lines, bells: bells)) }
    }
  }

  /// The lines a presentation writes, each prefixed with its instant: "+1.00 a 0:01 done".
  final class Lines: Sendable {
    let wall: LiveRunnerTests.Wall
    private let written = Mutex<[String]>([])

    init(_ wall: LiveRunnerTests.Wall) {
      self.wall = wall
    }

    var value: [String] { written.withLock { $0 } }

    /// The output a presentation or the runner writes to.
    var output: LineOutput {
      LineOutput { [self] text in
        let at = LiveRecorders.offset(wall.now.withLock { $0 })
        written.withLock { written in
          written += text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "\(at) \($0)" }
        }
      }
    }
  }
}
