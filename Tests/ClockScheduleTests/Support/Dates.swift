import Foundation

/// An instant given as Unix seconds, the way expected values are written in these tests.
func unix(_ seconds: Double) -> Date {
  Date(timeIntervalSince1970: seconds)
}

/// Unix seconds of a date, for readable failure messages.
func unixSeconds(_ dates: [Date]) -> [Double] {
  dates.map(\.timeIntervalSince1970)
}
