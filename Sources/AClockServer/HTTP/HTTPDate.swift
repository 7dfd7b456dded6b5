import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// HTTP's date format (RFC 9110 IMF-fixdate, always GMT): `Sun, 06 Nov 1994 08:49:37 GMT`, the
/// whole second at or before the instant.
enum HTTPDate {
  private static let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
  private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  /// `instant` as an IMF-fixdate.
  static func string(_ instant: Date) -> String {
    let time = LocalTime(instant, in: .utc)
    let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
    // 1970-01-01 was a Thursday; floor division keeps days before 1970 right.
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let weekday = weekdays[((days % 7) + 7) % 7]
    func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    let year = String(repeating: "0", count: max(0, 4 - String(time.year).count)) + String(time.year)
    return "\(weekday), \(two(time.day)) \(months[time.month - 1]) \(year) \(two(time.hour)):\(two(time.minute)):\(two(time.second)) GMT"
  }
}
