import ClockGeometry

/// Numbers 0…59 spelled in English, hyphenated as both British and American style guides
/// write them ("twenty-five").
enum NumberWords {
  private static let small = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
  ]
  private static let tens = ["", "", "twenty", "thirty", "forty", "fifty"]

  /// `number` (0…59) in words.
  static func spelled(_ number: Int) -> String {
    if number < 20 { return small[number] }
    let ten = tens[number / 10], one = number % 10
    return one == 0 ? ten : "\(ten)-\(small[one])"
  }
}
