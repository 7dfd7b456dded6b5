@testable import AClockValues
import ClockRender
import Testing

@Suite("--size values")
struct SizeSpecTests {
  @Test("a side, as before", arguments: [("512", 512), ("16", 16), ("8192", 8192), ("300px", 300), (" 64 ", 64)])
  func side(text: String, side: Int) throws {
    #expect(try SizeSpec(parsing: text) == .side(side))
  }

  @Test("a canvas: width first, joined by x, X or ×", arguments: [
    ("800x480", 800, 480), ("800X480", 800, 480), ("800×480", 800, 480), ("758x1024", 758, 1024),
    ("1872x1404px", 1872, 1404), ("16x8192", 16, 8192),
  ])
  func canvas(text: String, width: Int, height: Int) throws {
    let spec = try SizeSpec(parsing: text)
    #expect(spec == .canvas(PictureCanvas.Size(width: width, height: height)))
    #expect(spec.canvasSize == PictureCanvas.Size(width: width, height: height))
    #expect(spec.description == "\(width)x\(height)")
  }

  @Test("rejected with the accepted forms", arguments: [
    "", "15", "8193", "0", "-1", "abc", "800x", "x480", "800x480x2", "800 x 480", "800x15", "9000x480", "800*480",
    "800x480pt", "1e3", "+512", "800xx480",
  ])
  func rejected(text: String) {
    #expect(throws: OptionValueError.size(text)) { try SizeSpec(parsing: text) }
    #expect(OptionValueError.size(text).hint.contains("WIDTHxHEIGHT (800x480)"))
  }
}
