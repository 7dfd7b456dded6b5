/// A random number generator from a seed, the same numbers on every machine and every Swift
/// version: SplitMix64 (Steele, Lea and Flood, 2014), with our own bounded draws, since the
/// standard library's `random(in:using:)` may change how it maps bits to ranges.
package struct SeededGenerator: Sendable {
  private var state: UInt64

  /// A generator whose numbers follow from `seed` alone.
  package init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in 0..<`bound` (`bound` > 0), without modulo bias (Lemire's method with rejection).
  package mutating func next(below bound: Int) -> Int {
    precondition(bound > 0, "a bound must be positive")
    let limit = UInt64(bound)
    var product = next().multipliedFullWidth(by: limit)
    if product.low < limit {
      let threshold = (0 &- limit) % limit
      while product.low < threshold { product = next().multipliedFullWidth(by: limit) }
    }
    return Int(product.high)
  }

  /// A number in [0, 1): the top 53 bits of the next number, as a fraction.
  package mutating func nextUnit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// `items` in a random order (Fisher–Yates).
  package mutating func shuffled<T>(_ items: [T]) -> [T] {
    var items = items
    var index = items.count - 1
    while index > 0 {
      items.swapAt(index, next(below: index + 1))
      index -= 1
    }
    return items
  }
}
