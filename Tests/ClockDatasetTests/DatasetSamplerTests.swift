import ClockDataset
import ClockGeometry
import Testing

/// Each image's choices: from the seed and its index alone, fitting the level, invalid clocks
/// truly wrong.
@Suite("Dataset sampling")
struct DatasetSamplerTests {
  static func settings(seed: UInt64 = 1, count: Int = 500, level: ReadingLevel? = nil, invalid: Double = 0) -> DatasetSettings {
    DatasetSettings(
      seed: seed, count: count, size: 96, level: level, variations: Set(DatasetVariation.allCases),
      styles: ClockStyle.builtInNames.compactMap(ClockStyle.named), face: ClockFaceOptions(), invalidShare: invalid)
  }

  @Test("The same seed and index give the same image; another seed another")
  func reproducible() {
    let a = DatasetSampler(Self.settings(seed: 9)), b = DatasetSampler(Self.settings(seed: 9)), c = DatasetSampler(Self.settings(seed: 10))
    #expect((0..<50).allSatisfy { a.sample($0) == b.sample($0) })
    #expect((0..<50).filter { a.sample($0).reading == c.sample($0).reading }.count < 5)
  }

  @Test("Times fit the level and the dial's hours", arguments: [nil] + ReadingLevel.allCases.map { Optional($0) })
  func levels(level: ReadingLevel?) {
    let sampler = DatasetSampler(Self.settings(level: level))
    for index in 0..<300 {
      let sample = sampler.sample(index)
      let step = level?.stepSeconds ?? 1
      #expect(sample.reading.secondOfDay % step == 0)
      if sample.dial == .twelveHour { #expect(sample.reading.hour < 12) }
    }
  }

  @Test("Every variation is taken: styles, both themes, the three numerals, both dials, mirrors and turns")
  func variety() {
    let samples = (0..<500).map(DatasetSampler(Self.settings()).sample)
    #expect(Set(samples.map(\.style.name)) == Set(ClockStyle.builtInNames))
    #expect(Set(samples.map(\.theme)).count == 2)
    #expect(Set(samples.map(\.numerals)).count == 3)
    #expect(Set(samples.map(\.dial)).count == 2)
    #expect(samples.contains { $0.mirrored } && samples.contains { !$0.mirrored })
    #expect(samples.allSatisfy { abs($0.rotation) <= 30 && $0.dialSide <= 96 && $0.dialSide >= 57 })
    #expect(samples.allSatisfy { $0.center.x - Double($0.dialSide) / 2 >= 0 && $0.center.x + Double($0.dialSide) / 2 <= 96 })
  }

  @Test("Invalid clocks: the drawn hour hand is at least 7.5° from where the time puts it; valid ones exactly there")
  func invalid() {
    let sampler = DatasetSampler(Self.settings(invalid: 0.5))
    var invalid = 0
    for index in 0..<300 {
      let image = DatasetImage(sampler.sample(index), side: 96)
      let label = DatasetLabel(image, file: "x.png")
      // A jumping minute hand (station's) takes the hour hand with it in whole minutes.
      let secondsOfHour = sample(label.time).second
      let jumps = image.sample.style.minuteHandMotion == .jumping
      let expected = (label.dial == 24 ? label.angles.hour24 : label.angles.hour)
        - (jumps ? Double(secondsOfHour) / (label.dial == 24 ? 240 : 120) : 0)
      let off = abs((label.drawn.hour - expected + 540).truncatingRemainder(dividingBy: 360) - 180)
      if label.valid {
        #expect(off < 1e-9, "\(label.time): \(label.drawn.hour) against \(expected)")
      } else {
        #expect(off >= 7.5 / (label.dial == 24 ? 2 : 1), "\(label.time): \(label.drawn.hour) against \(expected)")
        invalid += 1
      }
    }
    #expect((100...200).contains(invalid))
  }

  @Test("K/N is read strictly")
  func shardParsing() {
    #expect(DatasetShard(parsing: "2/3") == DatasetShard(parsing: "2/3"))
    for bad in ["0/3", "4/3", "1/0", "1", "1/2/3", "-1/2", "+1/2", " 1/2", "a/b", "1/", "/2", "１/2"] {
      #expect(DatasetShard(parsing: bad) == nil, "\(bad)")
    }
  }

  /// Hours, minutes and seconds of an `HH:MM:SS` label.
  func sample(_ time: String) -> (hour: Int, minute: Int, second: Int) {
    let parts = time.split(separator: ":").compactMap { Int($0) }
    return (parts[0], parts[1], parts[2])
  }

  @Test("Shards split the indices with no overlap and nothing left out")
  func shards() {
    for count in [1, 7, 100] {
      for shards in 1...5 {
        let parts = (1...shards).compactMap { DatasetShard(parsing: "\($0)/\(shards)") }.map { Array($0.indices(of: count)) }
        #expect(parts.count == shards)
        #expect(parts.flatMap { $0 }.sorted() == Array(0..<count))
      }
    }
  }
}
