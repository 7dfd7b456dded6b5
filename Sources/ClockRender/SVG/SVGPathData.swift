/// Path data (`d`) from cairo's path steps, in absolute coordinates with few digits.
enum SVGPathData {
  static func append(_ steps: [CairoPathStep], into buffer: inout SVGBuffer) {
    for step in steps {
      switch step {
      case .move(let x, let y):
        buffer.append("M")
        buffer.append(x, y)
      case .line(let x, let y):
        buffer.append("L")
        buffer.append(x, y)
      case .curve(let x1, let y1, let x2, let y2, let x, let y):
        buffer.append("C")
        buffer.append(x1, y1)
        buffer.append(" ")
        buffer.append(x2, y2)
        buffer.append(" ")
        buffer.append(x, y)
      case .close:
        buffer.append("Z")
      }
    }
  }
}
