import ClockRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--changed-since`'s line on standard output: the rectangles of a picture that differ from
/// the same picture at an earlier instant, in the file's pixels, for a panel's partial refresh.
///
/// ```json
/// {"changed":[{"height":161,"width":150,"x":240,"y":90}],"height":480,"width":800}
/// ```
package struct ChangedRegionReport: Encodable, Sendable {
  /// One rectangle: its top-left pixel and its size.
  package struct Rectangle: Encodable, Sendable {
    let x: Int
    let y: Int
    let width: Int
    let height: Int

    /// The rectangle of `pixels`.
    init(_ pixels: PixelRectangle) {
      x = pixels.x
      y = pixels.y
      width = pixels.width
      height = pixels.height
    }
  }

  /// The disjoint rectangles holding every differing pixel (empty: nothing changed).
  let changed: [Rectangle]
  /// The picture's width, in pixels.
  let width: Int
  /// The picture's height, in pixels.
  let height: Int

  /// The report of `region`: its bands.
  package init(_ region: ChangedRegion) {
    changed = region.rectangles.map(Rectangle.init)
    width = region.width
    height = region.height
  }

  /// One line of JSON, keys sorted, as `angles --json` writes.
  package func json() throws -> String {
    String(decoding: try AnglesReport.encoder().encode(self), as: UTF8.self)
  }
}
