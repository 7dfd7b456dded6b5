import ClockText
import Testing

/// `{glyph}`: the clock face nearest the time, on the twelve-hour dial, rounding at a quarter
/// past and a quarter to.
@Suite("Clock face emoji")
struct ClockFaceEmojiTests {
  static func glyph(_ hour: Int, _ minute: Int, _ second: Int = 0) -> String {
    String(ClockFaceEmoji.nearest(hour: hour, minute: minute, second: second))
  }

  @Test func eachHourAndHalfHourHasItsFace() {
    let hours = ["🕛", "🕐", "🕑", "🕒", "🕓", "🕔", "🕕", "🕖", "🕗", "🕘", "🕙", "🕚"]
    let halves = ["🕧", "🕜", "🕝", "🕞", "🕟", "🕠", "🕡", "🕢", "🕣", "🕤", "🕥", "🕦"]
    for hour in 0..<24 {
      #expect(Self.glyph(hour, 0) == hours[hour % 12], "\(hour):00")
      #expect(Self.glyph(hour, 30) == halves[hour % 12], "\(hour):30")
    }
    #expect(hours.map { $0.unicodeScalars.first?.value } == [0x1F55B] + (0x1F550...0x1F55A).map { $0 })
    #expect(halves.map { $0.unicodeScalars.first?.value } == [0x1F567] + (0x1F55C...0x1F566).map { $0 })
  }

  @Test func aQuarterPastAndAQuarterToRoundUp() {
    #expect(Self.glyph(10, 14, 59) == "🕙")
    #expect(Self.glyph(10, 15, 0) == "🕥")
    #expect(Self.glyph(10, 44, 59) == "🕥")
    #expect(Self.glyph(10, 45, 0) == "🕚")
    #expect(Self.glyph(10, 9, 37) == "🕙")
    #expect(Self.glyph(11, 45) == "🕛")
    #expect(Self.glyph(23, 44, 59) == "🕦")
    #expect(Self.glyph(23, 45) == "🕛")
    #expect(Self.glyph(0, 14, 59) == "🕛")
    #expect(Self.glyph(0, 15) == "🕧")
    #expect(Self.glyph(12, 0) == "🕛")
    #expect(Self.glyph(13, 0) == "🕐")
  }

  /// Over a whole day, second by second: the face changes 48 times (at every :15 and :45), and
  /// each of the 24 faces shows for an hour in all (half an hour either side of its time, twice).
  @Test func aDayShowsEachFaceForAnHour() {
    var seconds: [String: Int] = [:]
    var changes = 0
    var previous = Self.glyph(23, 59, 59)
    for second in 0..<86_400 {
      let glyph = Self.glyph(second / 3600, second / 60 % 60, second % 60)
      seconds[glyph, default: 0] += 1
      if glyph != previous { changes += 1 }
      previous = glyph
    }
    #expect(changes == 48)
    #expect(seconds.count == 24)
    #expect(seconds.values.allSatisfy { $0 == 3600 })
  }

  @Test func outOfRangeValuesWrap() {
    #expect(Self.glyph(-1, 0) == "🕚")
    #expect(Self.glyph(25, 30) == "🕜")
  }
}
