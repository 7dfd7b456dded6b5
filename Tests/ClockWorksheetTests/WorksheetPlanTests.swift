import ClockGeometry

import ClockWorksheet
import Testing

/// The exercises drawn from a seed: reproducible, fitting the level, never asked twice.
@Suite("Worksheet plans")
struct WorksheetPlanTests {
  @Test("SplitMix64 gives the reference outputs")
  func splitMix() {
    // The first outputs for seed 0 of the reference C code (Vigna, splitmix64.c).
    var generator = SeededGenerator(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(generator.next() == 0x06C4_5D18_8009_454F)
  }

  @Test("Bounded draws stay in range and reach every value")
  func bounded() {
    var generator = SeededGenerator(seed: 42)
    var seen = Set<Int>()
    for _ in 0..<1000 {
      let value = generator.next(below: 7)
      #expect((0..<7).contains(value))
      seen.insert(value)
    }
    #expect(seen.count == 7)
  }

  @Test("Every level's times fit it", arguments: ReadingLevel.allCases)
  func levels(level: ReadingLevel) throws {
    let plan = try WorksheetPlan(.init(level: level, kinds: ExerciseKind.allCases, count: 8, seed: 11))
    for exercise in plan.exercises {
      for reading in exercise.askedReadings {
        switch level {
        case .hour: #expect(reading.minute == 0 && reading.second == 0)
        case .half: #expect([0, 30].contains(reading.minute) && reading.second == 0)
        case .quarter: #expect(reading.minute % 15 == 0 && reading.second == 0)
        case .five: #expect(reading.minute % 5 == 0 && reading.second == 0)
        case .minute: #expect(reading.second == 0)
        case .second: break
        }
        #expect(reading.hour < 12)
      }
    }
  }

  @Test("The same seed gives the same exercises; another seed others")
  func reproducible() throws {
    let settings = WorksheetPlan.Settings(level: .five, kinds: ExerciseKind.allCases, count: 12, seed: 2026)
    #expect(try WorksheetPlan(settings) == WorksheetPlan(settings))
    var other = settings
    other.seed = 2027
    #expect(try WorksheetPlan(settings).exercises != WorksheetPlan(other).exercises)
  }

  @Test("No time is asked twice on a sheet, and every kind comes in turn")
  func distinct() throws {
    let plan = try WorksheetPlan(.init(level: .hour, kinds: [.read, .match], count: 6, seed: 5))
    let asked = plan.exercises.flatMap(\.askedReadings)
    #expect(asked.count == 12)
    #expect(Set(asked).count == asked.count)
    #expect(plan.exercises.map(\.kind) == [.read, .match, .read, .match, .read, .match])
  }

  @Test("A match never prints a time under its own clock; an elapsed answer is the start plus the minutes")
  func matchAndElapsed() throws {
    let plan = try WorksheetPlan(.init(level: .minute, kinds: [.match, .elapsed], count: 40, seed: 9))
    for exercise in plan.exercises {
      if exercise.kind == .match {
        #expect(Set(exercise.matchOrder) == [0, 1, 2])
        #expect(exercise.matchOrder.enumerated().allSatisfy { $0.offset != $0.element })
      } else {
        let start = exercise.readings[0], end = exercise.readings[1]
        #expect((1...120).contains(exercise.elapsedMinutes))
        #expect((end.secondOfDay - start.secondOfDay + 86_400) % 86_400 == exercise.elapsedMinutes * 60)
      }
    }
  }

  @Test("24-hour sheets take times from the whole day")
  func wholeDay() throws {
    let plan = try WorksheetPlan(.init(level: .hour, kinds: [.read], count: 24, seed: 1, twentyFourHour: true))
    #expect(Set(plan.exercises.map { $0.readings[0].hour }) == Set(0..<24))
  }

  @Test("Too few times for the count, or a count out of range, is refused with the numbers")
  func refusals() {
    #expect(throws: WorksheetError.tooFewTimes(level: .hour, available: 12, needed: 13)) {
      try WorksheetPlan(.init(level: .hour, kinds: [.read], count: 13, seed: 1))
    }
    #expect(throws: WorksheetError.countOutOfRange(0)) { try WorksheetPlan(.init(level: .minute, kinds: [.read], count: 0, seed: 1)) }
    #expect(throws: WorksheetError.countOutOfRange(61)) { try WorksheetPlan(.init(level: .minute, kinds: [.read], count: 61, seed: 1)) }
    #expect(WorksheetError.tooFewTimes(level: .hour, available: 12, needed: 13).description.contains("--level hour has 12 different times"))
  }
}
