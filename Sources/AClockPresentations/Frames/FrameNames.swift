/// File names of frames: `frame-000123.png`, zero-padded so that names sort in time order.
///
/// Six digits cover the default `--max-frames` (1,000,000 frames: 0…999999); a larger range
/// gets as many digits as its last number needs. The width depends only on the frame count, so a
/// `--resume` of the same command finds the same names.
package struct FrameNames: Sendable {
  /// Digits in every number.
  package let digits: Int
  /// The extension, without the dot.
  package let fileExtension: String

  /// Names for `count` frames of files ending in `.fileExtension`.
  package init(count: Int, fileExtension: String) {
    digits = max(6, String(max(0, count - 1)).count)
    self.fileExtension = fileExtension
  }

  /// `frame-000123.png` for frame 123.
  package func name(of index: Int) -> String {
    let number = String(index)
    return "frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number + "." + fileExtension
  }

  /// Whether `name` is a frame's name of this run (`frame-` and as many digits as ``digits``).
  package func isFrameName(_ name: String) -> Bool {
    let prefix = "frame-", suffix = "." + fileExtension
    guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return false }
    let number = name.dropFirst(prefix.count).dropLast(suffix.count)
    return number.count == digits && number.allSatisfy { $0.isASCII && $0.isNumber }
  }
}
