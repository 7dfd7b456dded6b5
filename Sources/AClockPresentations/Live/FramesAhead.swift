import AClockRuntime
import ClockSchedule
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The live clock's next frames, drawn and encoded in one go right after a frame is written,
/// then written one at a time as their entries come due [0059].
///
/// Why: at one frame a second, each frame drawn on its own tick runs with caches and TLB gone
/// cold after a second asleep, at two to three times the cost of the same frame drawn right
/// after another. Drawn in a batch, a minute of frames costs about what two cold ones did,
/// and a tick is little more than waking up and writing.
///
/// The clock and the screen's encoder are values, so the frames ahead are drawn on copies;
/// the copies become the clock and screen once the last frame ahead is taken. Until then the
/// originals stay as they were when the frames were drawn, and anything other than the next
/// entry (a key, a resize, a late or stepped wall clock, a healing repaint) first calls
/// ``settle(clock:screen:)``: it draws again on the originals the frames taken so far, which
/// leaves them as the terminal shows, and forgets the rest.
struct FramesAhead {
  /// At most this many frames ahead…
  static let frameLimit = 60
  /// …and none further ahead than this, in seconds.
  static let secondsLimit = 60.0

  private struct Frame {
    let entry: Date
    let bytes: [UInt8]
  }

  private var frames: [Frame] = []
  private var taken = 0
  private var size = TerminalSize(columns: 0, rows: 0)
  /// The copies the frames were drawn on, as the last one left them.
  private var after: (clock: TerminalClock, screen: TerminalScreen)?

  /// Frames drawn ahead and not yet taken.
  var count: Int { frames.count - taken }
  /// Whether no frames are drawn ahead (none were, or all were taken, or they were forgotten).
  var isEmpty: Bool { frames.isEmpty }

  /// Draws and encodes the frames of `schedule`'s entries after `entry` (the one just written),
  /// `size` cells large, on copies of `clock` and `screen` as they are now.
  mutating func draw(after entry: Date, on schedule: TickSchedule, clock: TerminalClock, screen: TerminalScreen, size: TerminalSize) {
    var clock = clock, screen = screen
    let timeline = schedule.entries(from: entry)
    var drawn: [Frame] = []
    drawn.reserveCapacity(Self.frameLimit)
    var last = entry
    while drawn.count < Self.frameLimit, let next = timeline.firstEntry(after: last),
          next.timeIntervalSince(entry) <= Self.secondsLimit {
      drawn.append(Frame(entry: next, bytes: screen.encode(clock.update(at: next, size: size), repaint: false)))
      last = next
    }
    frames = drawn
    taken = 0
    self.size = size
    after = (clock, screen)
  }

  /// The bytes of `entry` when it is the next frame ahead, counted as taken; after the last,
  /// `clock` and `screen` become the copies the frames were drawn on. Nil for any other entry.
  /// (The screen is the caller's optional as it is: unwrapping it into a copy and back cost
  /// every tick an outlined copy and destroy of the encoder [0060].)
  mutating func take(_ entry: Date, clock: inout TerminalClock, screen: inout TerminalScreen?) -> [UInt8]? {
    guard taken < frames.count, frames[taken].entry == entry else { return nil }
    let bytes = frames[taken].bytes
    taken += 1
    if taken == frames.count, let after {
      clock = after.clock
      screen = after.screen
      forget()
    }
    return bytes
  }

  /// Brings `clock` and `screen` to the frame on the terminal (the last one taken) and forgets
  /// the frames ahead.
  mutating func settle(clock: inout TerminalClock, screen: inout TerminalScreen) {
    for frame in frames.prefix(taken) {
      _ = screen.encode(clock.update(at: frame.entry, size: size), repaint: false)
    }
    forget()
  }

  private mutating func forget() {
    frames = []
    taken = 0
    after = nil
  }
}
