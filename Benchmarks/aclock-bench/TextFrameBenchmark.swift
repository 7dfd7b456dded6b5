import ClockGeometry
import ClockText
import Foundation

/// The work of one live terminal frame inside the process, per mode and size: the scene for the
/// next second, the board's update (only the cells under the old and new hands) and the bytes
/// that update the screen; as the live clock does it.
///
/// Hot: 600 consecutive seconds back to back. Cold: the live clock sleeps a second between
/// frames while other programs run, so its caches hold little of its code or data when a frame
/// starts; cold frames are timed one by one after walking 32 MiB to evict them. Full: a whole
/// frame drawn and compared cell by cell (`--once`, `frames --format txt`, a resize).
func benchmarkTextFrames() {
  let zone = ZoneRules.utc
  let start = 1_718_442_930.0
  print("text frames: scene + update + encoded difference per second (best of 3; hot: 600 consecutive seconds, cold: 60 after evicting the caches, full: whole frames)")
  var evictor = [UInt8](repeating: 1, count: 32 << 20)
  for (columns, rows) in [(80, 24), (200, 60)] {
    for mode in TextMode.allCases {
      let options = ClockFaceOptions(minuteHand: .jumping)
      let theme: ClockTheme? = ProcessInfo.processInfo.environment["NO_COLOR"] == nil ? .dark : nil
      let board = TextClockBoard(columns: columns, rows: rows, count: 1, mode: mode, options: options, theme: theme)
      var decomposer = LocalTimeDecomposer(timeZone: zone)
      func scene(_ second: Int) -> ClockScene {
        let instant = Date(timeIntervalSince1970: start + Double(second))
        return ClockScene(time: decomposer.localTime(for: instant), timeZone: zone, options: options)
      }
      var bytes = 0
      let frames = 600
      let hot = nanosecondsPerCall(count: frames) {
        var live = board
        var encoder = FrameEncoder(lineFeedMovesDown: true)
        _ = encoder.encode(live.update([scene(-1)]))
        var total = 0
        for second in 0..<frames {
          total += encoder.encode(live.update([scene(second)])).count
        }
        bytes = total
        return total
      }
      let full = nanosecondsPerCall(count: frames) {
        var encoder = FrameEncoder(lineFeedMovesDown: true)
        return (0..<frames).reduce(0) { $0 + encoder.encode(board.frame([scene($1)])).count }
      }

      var coldBest = Double.infinity
      for _ in 0..<3 {
        var live = board
        var encoder = FrameEncoder(lineFeedMovesDown: true)
        _ = encoder.encode(live.update([scene(-1)]))
        var elapsed = Duration.zero
        var checksum = 0
        for second in 0..<60 {
          evictor.withUnsafeMutableBufferPointer { buffer in
            for index in stride(from: 0, to: buffer.count, by: 64) { buffer[index] &+= 1 }
          }
          let began = ContinuousClock.now
          checksum &+= encoder.encode(live.update([scene(second)])).count
          elapsed += ContinuousClock.now - began
        }
        precondition(checksum >= 0)
        coldBest = min(coldBest, (Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12) / 60)
      }
      print(String(
        format: "  %3d×%-2d %-7@ hot %6.1f µs/frame, cold %6.1f µs/frame, full %6.1f µs/frame, %6.1f B/frame",
        columns, rows, mode.rawValue as NSString, hot.ns / 1000, coldBest, full.ns / 1000, Double(bytes) / Double(frames)))
    }
  }
}
