/// Cell indices made distinct and ascending without sorting what repeats: a mark per cell,
/// kept between calls (all clear when a call returns), so a live frame's list of changed cells
/// costs a pass over the dots and a sort of the few cells they fall in.
///
/// A second hand in Braille paints a few hundred dots over a few dozen cells; sorting the dots'
/// cells with their repeats, as before, was about 5 % of a live Braille clock's samples in
/// `perf` (Docs/decisions/0056).
///
/// ```swift
/// var marks = CellMarks()
/// marks.distinct([7, 3, 7, 1])             // [1, 3, 7]
/// marks.distinct([14, 6, 15]) { $0 / 2 }   // [3, 7]
/// ```
struct CellMarks: Sendable {
  /// Per cell index: whether the call in progress has met it. False everywhere between calls.
  private var marked: [Bool] = []

  /// The indices `cell` gives for `values` (each ≥ 0), each once, ascending.
  mutating func distinct(_ values: [Int], cell: (Int) -> Int = { $0 }) -> [Int] {
    var result: [Int] = []
    for value in values {
      let index = cell(value)
      if index >= marked.count { marked += repeatElement(false, count: index + 1 - marked.count) }
      guard !marked[index] else { continue }
      marked[index] = true
      result.append(index)
    }
    for index in result { marked[index] = false }
    result.sort()
    return result
  }
}
