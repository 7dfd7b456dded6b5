import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `.aclock-frames`: the ``DrawingSignature`` of the run that last drew into an output
/// directory, written before its first frame (so an interrupted run leaves it too). `--resume`
/// keeps frames only when the signature matches: frames drawn at another size, in another style
/// or for other zones are drawn again.
enum RunRecord {
  /// The record's file name in the output directory (hidden: it is not a frame).
  static let fileName = ".aclock-frames"
  private static let header = "aclock frames 1\n"

  /// The signature recorded in `directory`, or nil when there is none or it is not readable.
  static func read(in directory: String) -> DrawingSignature? {
    guard let data = FileManager.default.contents(atPath: directory + "/" + fileName),
          let text = String(data: data, encoding: .utf8), text.hasPrefix(header)
    else { return nil }
    return DrawingSignature(text: text.dropFirst(header.count).trimming(while: \.isNewline))
  }

  /// Records `signature` in `directory`, atomically.
  static func write(_ signature: DrawingSignature, in directory: String) throws(CLIError) {
    try AtomicFile.write(Array((header + signature.text + "\n").utf8), to: directory + "/" + fileName)
  }
}
