import ClockGeometry
import ClockRender
import Foundation

/// Renders one instant to every requested picture file: one scene, drawn once per format,
/// all rendered before any file is written, and all files replaced or none.
struct PictureJob {
  var instant: Date
  let timeZone: TimeZone
  let face: ClockFaceOptions
  let renderer: CairoSceneRenderer
  let size: Int

  func run(outputs: [(format: PictureFormat, path: String)]) throws(CLIError) {
    let reading = LocalTime(instant, in: timeZone)
    let scene = ClockScene(time: reading, timeZone: timeZone, options: face)
    let pictures = PictureRenderer(renderer: renderer)
    let creationDate = reading.iso8601String(fractionDigits: 0)
    var rendered: [(bytes: [UInt8], path: String)] = []
    for (format, path) in outputs {
      do {
        let bytes = try pictures.render(scene, as: format, size: size, creationDate: creationDate)
        rendered.append((bytes, path))
      } catch {
        throw .renderFailed(path: path, reason: error.description)
      }
    }
    try AtomicFile.write(rendered)
  }
}
