import ClockGeometry
import Foundation

let chatham = ZoneRules.named("Pacific/Chatham") ?? .utc
var decomposer = LocalTimeDecomposer(timeZone: chatham)
let reading = decomposer.localTime(for: Date())     // wall time, exact, ~15 ns once warm
let angles = HandAngles(reading)                    // degrees clockwise from 12, in [0, 360)
let layout = DialLayout(kind: .twelveHour, numerals: .roman)
let tip = layout.minuteHand.tip(at: angles.minute)  // unit space: centre (0,0), radius 1, y down
print(reading.iso8601String(), "hour", angles.hour.degrees, "minute", angles.minute.degrees, "tip", tip.x, tip.y)
