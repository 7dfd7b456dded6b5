import ClockGeometry

extension ReadingLevel {
  /// How the level is named in a worksheet's title: "Half hours".
  package var title: String {
    switch self {
    case .hour: "Hours"
    case .half: "Half hours"
    case .quarter: "Quarter hours"
    case .five: "Five minutes"
    case .minute: "Minutes"
    case .second: "Seconds"
    }
  }

  /// The steps of "how much later" an elapsed-time exercise asks at this level, in minutes:
  /// whole hours, then half hours, quarters, five minutes, and any minutes up to two hours.
  package var elapsedMinutes: [Int] {
    switch self {
    case .hour: Array(1...5).map { $0 * 60 }
    case .half: Array(1...6).map { $0 * 30 }
    case .quarter: Array(1...8).map { $0 * 15 }
    case .five: Array(1...24).map { $0 * 5 }
    case .minute, .second: Array(1...120)
    }
  }
}
