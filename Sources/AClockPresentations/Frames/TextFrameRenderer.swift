import AClockRuntime
import ClockText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--format txt` frames: the terminal clock's ASCII frame as plain text, 80×24 (the frame a
/// pipe gets from `aclock --at INSTANT`), one board kept per worker.
package final class TextFrameRenderer: FrameRenderer {
  private var clock: TerminalClock
  package static let size = TerminalSize.fallback

  package init(layout: FrameLayout) {
    clock = TerminalClock(zones: layout.timeZones, face: layout.face, theme: nil, mode: .ascii, cellAspect: TextClockRenderer.defaultCellAspect)
  }

  package func render(at instant: Date) throws -> [UInt8] {
    Array(clock.frame(at: instant, size: Self.size).printable(styled: false).utf8)
  }
}
