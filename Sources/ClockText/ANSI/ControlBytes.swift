/// Building blocks of escape sequences, written as bytes: frames are encoded every second, and
/// going through `String` interpolation for each number cost more than the rest of the encoder.
enum ControlBytes {
  /// ESC [
  static let csi: [UInt8] = [0x1B, 0x5B]

  /// `CSI n letter`, with n left out when it is 1 (the default).
  static func csi(_ count: Int, _ letter: UInt8) -> [UInt8] {
    var bytes = csi
    if count != 1 { bytes.appendDecimal(count) }
    bytes.append(letter)
    return bytes
  }
}

extension Array where Element == UInt8 {
  /// Appends the decimal digits of a non-negative `value` (a negative one is written as 0).
  mutating func appendDecimal(_ value: Int) {
    guard value > 0 else {
      append(UInt8(ascii: "0"))
      return
    }
    var divisor = 1
    while divisor <= value / 10 { divisor *= 10 }
    while divisor > 0 {
      append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / divisor % 10))
      divisor /= 10
    }
  }
}
