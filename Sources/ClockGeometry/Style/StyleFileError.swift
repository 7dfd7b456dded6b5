/// What is wrong with a style file: where (file and line), which key, and what is accepted.
public struct StyleFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file's name as the user gave it (or a built-in style's name).
  public let source: String
  /// The 1-based line, or nil when the problem is the whole file (a missing key).
  public let line: Int?
  /// What is wrong and what would be accepted.
  public let message: String

  /// An error at `line` of `source`.
  public init(source: String, line: Int?, message: String) {
    self.source = source
    self.line = line
    self.message = message
  }

  /// `mine.style:12: …`, on one line.
  public var description: String {
    "\(source)\(line.map { ":\($0)" } ?? ""): \(message)"
  }
}
