import ClockRender
import Foundation

/// A rectangle of a picture for tesseract: its grey levels (luma, 0.299 R + 0.587 G + 0.114 B;
/// white outside the picture), and those levels as a binary PGM scaled 2×, dark text on light.
enum GreyCrop {
  /// The levels of the `columns` × `rows` pixels from `left`, `top`, row by row.
  static func levels(_ image: CairoSurface, left: Int, top: Int, columns: Int, rows: Int) -> [UInt8] {
    var levels: [UInt8] = []
    levels.reserveCapacity(columns * rows)
    for y in 0..<rows {
      for x in 0..<columns {
        guard let pixel = image.pixel(x: left + x, y: top + y) else {
          levels.append(255)
          continue
        }
        let red = Int(pixel.red) * 299, green = Int(pixel.green) * 587, blue = Int(pixel.blue) * 114
        levels.append(UInt8((red + green + blue) / 1000))
      }
    }
    return levels
  }

  /// `levels` (`columns` × `rows`) as a binary PGM twice the size; light text on a dark ground
  /// (a mean below mid-grey) is turned dark on light.
  static func pgm(_ levels: [UInt8], columns: Int, rows: Int) -> Data {
    var levels = levels
    let mean = levels.reduce(0) { $0 + Int($1) } / max(1, levels.count)
    if mean < 128 { levels = levels.map { 255 - $0 } }
    var data = Data("P5\n\(2 * columns) \(2 * rows)\n255\n".utf8)
    for y in 0..<(2 * rows) {
      for x in 0..<(2 * columns) { data.append(levels[(y / 2) * columns + x / 2]) }
    }
    return data
  }
}
