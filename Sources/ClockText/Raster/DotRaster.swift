import ClockGeometry

/// A grid of dots, each remembering the topmost scene role painted on it and, for ASCII, the
/// character that follows the stroke through it.
///
/// Painting happens in scene order, so a later element covers an earlier one exactly as in the
/// cairo renderer. The raster remembers which dots were painted since ``forgetPainted()``, so a
/// renderer that paints hands over a copy of the still face re-assembles only their cells.
struct DotRaster: Sendable, Hashable {
  let width: Int
  let height: Int
  /// 0 for an empty dot, otherwise ``SceneRole/paintRank`` + 1.
  private(set) var ranks: [UInt8]
  /// The ASCII character for each painted dot.
  private(set) var glyphs: [UInt8]
  /// The index (`y * width + x`) of every dot painted since ``forgetPainted()``, repeats included.
  private(set) var painted: [Int] = []

  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    ranks = Array(repeating: 0, count: self.width * self.height)
    glyphs = Array(repeating: UInt8(ascii: " "), count: self.width * self.height)
  }

  @inline(__always)
  mutating func plot(x: Int, y: Int, role: SceneRole, glyph: UInt8) {
    guard x >= 0, x < width, y >= 0, y < height else { return }
    ranks[y * width + x] = role.paintRank + 1
    glyphs[y * width + x] = glyph
    painted.append(y * width + x)
  }

  /// Clears a dot (recorded like a painted one, so ``restorePainted(from:)`` puts it back).
  @inline(__always)
  mutating func erase(x: Int, y: Int) {
    guard x >= 0, x < width, y >= 0, y < height else { return }
    ranks[y * width + x] = 0
    glyphs[y * width + x] = UInt8(ascii: " ")
    painted.append(y * width + x)
  }

  /// Starts a new record of painted dots (the dots themselves stay).
  mutating func forgetPainted() {
    painted.removeAll(keepingCapacity: true)
  }

  /// Puts back the dots painted since ``forgetPainted()`` as `original` has them, and starts a
  /// new record: undoes the hands of the last frame.
  mutating func restorePainted(from original: DotRaster) {
    for index in painted {
      ranks[index] = original.ranks[index]
      glyphs[index] = original.glyphs[index]
    }
    forgetPainted()
  }

  /// The rank stored at a dot (0: empty), for fast cell assembly.
  @inline(__always)
  func rank(x: Int, y: Int) -> UInt8 { ranks[y * width + x] }

  /// The ASCII glyph stored at a dot.
  @inline(__always)
  func glyph(x: Int, y: Int) -> UInt8 { glyphs[y * width + x] }
}

extension SceneRole {
  /// Position in painting order: a role with a higher rank is drawn over one with a lower.
  var paintRank: UInt8 {
    switch self {
    case .face: return 0
    case .rim: return 1
    case .track: return 2
    case .minuteTick: return 3
    case .hourTick: return 4
    case .numeral: return 5
    case .label: return 6
    case .shadow: return 7
    case .hourHand: return 8
    case .minuteHand: return 9
    case .secondHand: return 10
    case .finished: return 11
    }
  }

  static let byPaintRank: [SceneRole] = SceneRole.allCases.sorted { $0.paintRank < $1.paintRank }
}
