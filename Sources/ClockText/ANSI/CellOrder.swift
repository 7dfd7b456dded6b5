/// The orders, besides screen order, in which ``FrameEncoder`` tries writing a frame's changed
/// cells, keeping the one that takes fewest bytes.
///
/// - **Upward**: the rows from the bottom up, each left to right. A hand leaning one way is
///   cheaper to trace from its tip to its pivot: going down, each row starts left of where the
///   last ended (a long move back); going up, next to it (`ESC M` and a step).
/// - **By attributes**: the cells that show in one set of attributes together, those in the
///   attributes already set first, so a needle crossing another hand or the dial's marks
///   changes colour once each way rather than at every crossing. A space shows no
///   foreground, so it goes with the ink next to it.
/// - Both: by attributes, each group upward.
enum CellOrder {
  /// The other orders of `order` (ascending indices into `frame`'s cells) worth a try, given
  /// that the attributes `style` are set: none when one order is all there is.
  static func alternatives(to order: [Int], in frame: TextFrame, style: TextStyle?) -> [[Int]] {
    guard frame.columns > 0, let first = order.first, let last = order.last else { return [] }
    let columns = frame.columns
    let spansRows = first / columns != last / columns
    var orders: [[Int]] = []
    if spansRows { orders.append(upward(order, columns: columns)) }
    guard let groups = groups(of: order, in: frame, style: style), let groupCount = groups.max().map({ $0 + 1 }) else {
      return orders
    }
    // Stable by group: each group's cells stay in screen order. (Linear passes, not a sort:
    // the encoder asks every frame.)
    var byGroup: [Int] = []
    byGroup.reserveCapacity(order.count)
    var groupStarts: [Int] = []
    for group in 0..<groupCount {
      groupStarts.append(byGroup.count)
      for (position, index) in order.enumerated() where groups[position] == group { byGroup.append(index) }
    }
    orders.append(byGroup)
    if spansRows {
      var upwardByGroup: [Int] = []
      upwardByGroup.reserveCapacity(order.count)
      for (group, start) in groupStarts.enumerated() {
        let end = group + 1 < groupStarts.count ? groupStarts[group + 1] : byGroup.count
        upwardByGroup += upward(Array(byGroup[start..<end]), columns: columns)
      }
      orders.append(upwardByGroup)
    }
    return orders
  }

  /// `order` (ascending) with its rows from the bottom up, each row's cells still left to right.
  private static func upward(_ order: [Int], columns: Int) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(order.count)
    var end = order.count
    while end > 0 {
      var start = end - 1
      let row = order[start] / columns
      while start > 0, order[start - 1] / columns == row { start -= 1 }
      result += order[start..<end]
      end = start
    }
    return result
  }

  /// The attribute group of each cell of `order`, numbered in the order they are to be
  /// written; nil when all cells fall in one group. A space joins the group of the nearest
  /// cell with ink on its row that has its background (an erased needle cell goes with the new
  /// needle beside it), else the first group of its background.
  private static func groups(of order: [Int], in frame: TextFrame, style: TextStyle?) -> [Int]? {
    let columns = frame.columns
    var inks: [TextStyle] = style.map { [$0] } ?? []
    var groups = [Int](repeating: -1, count: order.count)
    for (position, index) in order.enumerated() where frame.cells[index].character != " " {
      let ink = frame.cells[index].style
      if let group = inks.firstIndex(of: ink) {
        groups[position] = group
      } else {
        groups[position] = inks.count
        inks.append(ink)
      }
    }
    for (position, index) in order.enumerated() where groups[position] < 0 {
      let background = frame.cells[index].style.background
      let row = index / columns
      var nearest: (distance: Int, group: Int)?
      // `order` is ascending: the cells of this row are the run around `position`; the nearest
      // ink each way is the first found walking out.
      for step in [-1, 1] {
        var other = position + step
        while order.indices.contains(other), order[other] / columns == row {
          if groups[other] >= 0, inks[groups[other]].background == background {
            let distance = abs(order[other] - index)
            if distance < nearest?.distance ?? Int.max { nearest = (distance, groups[other]) }
            break
          }
          other += step
        }
      }
      groups[position] = nearest?.group ?? inks.firstIndex { $0.background == background } ?? inks.count
    }
    guard let first = groups.first, groups.contains(where: { $0 != first }) else { return nil }
    return groups
  }
}
