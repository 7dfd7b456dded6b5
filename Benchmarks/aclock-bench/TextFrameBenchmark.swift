import ClockGeometry
import ClockText
import Foundation

/// The work of one live terminal frame inside the process: the scene for the next second, the
/// text frame, and the bytes that update the screen, per mode and size.
func benchmarkTextFrames() {
  guard let zone = TimeZone(identifier: "UTC") else { return }
  let start = 1_718_442_930.0
  print("text frames: scene + frame + encoded difference per second (best of 3, 600 consecutive seconds)")
  for (columns, rows) in [(80, 24), (200, 60)] {
    for mode in TextMode.allCases {
      let options = ClockFaceOptions(minuteHand: .jumping)
      let board = TextClockBoard(columns: columns, rows: rows, count: 1, mode: mode, options: options, theme: ProcessInfo.processInfo.environment["NO_COLOR"] == nil ? .dark : nil)
      var bytes = 0
      let frames = 600
      let result = nanosecondsPerCall(count: frames) {
        var encoder = FrameEncoder(lineFeedMovesDown: true)
        _ = encoder.encode(board.frame([ClockScene(time: LocalTime(Date(timeIntervalSince1970: start - 1), in: zone), timeZone: zone, options: options)]))
        var total = 0
        for second in 0..<frames {
          let instant = Date(timeIntervalSince1970: start + Double(second))
          let scene = ClockScene(time: LocalTime(instant, in: zone), timeZone: zone, options: options)
          total += encoder.encode(board.frame([scene])).count
        }
        bytes = total
        return total
      }
      print(String(format: "  %3d×%-2d %-7@ %7.1f µs/frame, %6.1f B/frame", columns, rows, mode.rawValue as NSString, result.ns / 1000, Double(bytes) / Double(frames)))
    }
  }
}
