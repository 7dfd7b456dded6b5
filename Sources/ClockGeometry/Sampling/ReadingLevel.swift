/// How fine sampled clock times are, in the order children learn to read them (Common Core
/// 1.MD.B.3 and after: hours and half hours in grade 1, quarters and five minutes in grade 2,
/// single minutes in grade 3): the levels of worksheets and of datasets.
package enum ReadingLevel: String, Sendable, Hashable, CaseIterable {
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
}
