import ClockGeometry
import ClockSchedule
import ClockText
import Foundation

let zone = ZoneRules.local()
let options = ClockFaceOptions(minuteHand: .jumping)
var board = TextClockBoard(columns: 80, rows: 24, count: 1, mode: .braille, options: options, theme: .dark)
func scene(at date: Date) -> ClockScene {
  ClockScene(time: LocalTime(date, in: zone), timeZone: zone, options: options)
}
let output = FileHandle.standardOutput  // unbuffered, so the bytes go out in this order

// Once: plain text, for a pipe or a file.
output.write(Data(board.frame([scene(at: Date())]).printable(styled: false).utf8))

// Live: a BlockingTicker waits on this thread for each whole second, without drift. Each update
// redraws only the cells under the old and new hands and names them, so the encoder sends only
// what changed.
var encoder = FrameEncoder(lineFeedMovesDown: false)
for second in BlockingTicker(schedule: .everySecond).prefix(3) {
  output.write(Data(encoder.encode(board.update([scene(at: second)]))))
}
