/// The pixel grid under a dial drawn `side` pixels square, as every renderer places it: the
/// centre at `side / 2` on both axes, the face's radius ``faceRadiusFraction`` of the side.
///
/// It turns designs in dial radii into ones that land on whole pixels. A radial mark on an axis
/// (at 12, 3, 6 or 9) has solid columns only when both its edges lie on pixel boundaries: its
/// width must be even on an even side (whose centre is a boundary) and odd on an odd one (whose
/// centre is a pixel's middle), and its ends must be a whole number of pixels from the
/// boundary nearest the centre.
///
/// ```swift
/// let grid = DialPixels(side: 16)     // 7.52 px a radius, centre on a boundary
/// grid.axisWidth(0.09, least: 1)      // 2 px (0.68 px rounded to the even side's parity)
/// grid.boundary(atMost: 0.68)         // 5 px from the centre, in radii
/// ```
package struct DialPixels: Sendable, Hashable {
  /// The fraction of a picture's side that the face's radius takes.
  package static let faceRadiusFraction = 0.47

  /// The picture's side in pixels.
  package let side: Int

  /// The grid of a picture `side` pixels square.
  package init(side: Int) {
    self.side = side
  }

  /// Pixels per dial radius.
  package var perRadius: Double { Double(side) * Self.faceRadiusFraction }

  /// `pixels` in dial radii.
  package func radii(_ pixels: Double) -> Double { pixels / perRadius }

  /// `fraction` of the radius as a whole number of pixels, at least `least`, in dial radii.
  package func whole(_ fraction: Double, least: Double) -> Double {
    radii(max(least, (fraction * perRadius).rounded()))
  }

  /// `fraction` of the radius in half pixels, at least `least` pixels, in dial radii.
  package func halves(_ fraction: Double, least: Double) -> Double {
    radii(max(least, (fraction * perRadius * 2).rounded() / 2))
  }

  /// The distance from the centre of the pixel boundary nearest `fraction` but not beyond it
  /// (along an axis), in dial radii.
  package func boundary(atMost fraction: Double) -> Double {
    let offset = Double(side % 2) / 2
    return radii((fraction * perRadius - offset + 1e-9).rounded(.down) + offset)
  }

  /// The distance from the centre of the pixel boundary nearest `fraction`, in dial radii.
  package func boundary(nearest fraction: Double) -> Double {
    let offset = Double(side % 2) / 2
    return radii((fraction * perRadius - offset).rounded() + offset)
  }

  /// The width nearest `fraction` (at least `least` pixels) whose edges are pixel boundaries
  /// when it is centred on an axis: an even number of pixels on an even side, odd on an odd
  /// one. In dial radii.
  package func axisWidth(_ fraction: Double, least: Int) -> Double {
    let parity = side % 2
    var pixels = max(least, Int((fraction * perRadius).rounded()))
    if pixels % 2 != parity {
      // The nearer of the two neighbours of the right parity, the wider on a tie.
      pixels += fraction * perRadius > Double(pixels) || pixels - 1 < max(least, 1) ? 1 : -1
    }
    return radii(Double(pixels))
  }
}
