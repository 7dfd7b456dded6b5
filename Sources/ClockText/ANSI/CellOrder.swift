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
    if spansRows {
      orders.append(order.sorted { $0 / columns != $1 / columns ? $0 / columns > $1 / columns : $0 < $1 })
    }
    guard let groups = groups(of: order, in: frame, style: style) else { return orders }
    let byGroup = zip(order, groups).sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
    orders.append(byGroup)
    if spansRows {
      orders.append(zip(order, groups).sorted { ($0.1, -($0.0 / columns), $0.0) < ($1.1, -($1.0 / columns), $1.0) }.map(\.0))
    }
    return orders
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
