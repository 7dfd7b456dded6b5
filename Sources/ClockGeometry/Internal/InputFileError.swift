/// Why an input file (``InputFile``) cannot be read, phrased to follow "cannot read FILE: ".
package enum InputFileError: Error, Equatable, CustomStringConvertible {
  /// Nothing is there.
  case missing
  /// A directory.
  case directory
  /// A FIFO, device or socket: what it is.
  case notRegular(String)
  /// `open` or `read` failed: the system's reason (`Permission denied`).
  case unreadable(String)
  /// More than `limit` bytes.
  case tooLarge(limit: Int)

  package var description: String {
    switch self {
    case .missing: "no such file"
    case .directory: "it is a directory"
    case .notRegular(let kind): "it is \(kind), not a regular file"
    case .unreadable(let reason): reason
    case .tooLarge(let limit): "it is larger than \(Self.format(bytes: limit)), the limit"
    }
  }

  /// `1 MiB` for 1,048,576; other sizes in bytes.
  private static func format(bytes: Int) -> String {
    bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
  }
}
