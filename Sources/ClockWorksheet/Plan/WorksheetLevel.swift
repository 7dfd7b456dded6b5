/// How fine the times on a worksheet are, in the order children learn them (Common Core
/// 1.MD.B.3 and after: hours and half hours in grade 1, quarters and five minutes in grade 2,
/// single minutes in grade 3).
package enum WorksheetLevel: String, Sendable, Hashable, CaseIterable {
  /// O'clock only.
  case hour
  /// O'clock and half past.
  case half
  /// The four quarters.
  case quarter
  /// Every five minutes.
  case five
  /// Every minute.
  case minute
  /// Every second, with a second hand (for the keen).
  case second

  /// The step between the level's times, in seconds.
  package var stepSeconds: Int {
    switch self {
    case .hour: 3600
    case .half: 1800
    case .quarter: 900
    case .five: 300
    case .minute: 60
    case .second: 1
    }
  }

  /// Whether the faces show a second hand and the answers seconds.
  package var showsSeconds: Bool { self == .second }

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
