/// Where a live presentation's lines go (timers finishing in a script, status lines, the
/// farewell after a live screen): standard output in the tool, each line one `write(2)`; a
/// recorder in tests, which then see every line at the simulated instant it is written.
package struct LineOutput: Sendable {
  private let body: @Sendable (String) throws(CLIError) -> Void

  /// Lines handed to `write`.
  package init(_ write: @escaping @Sendable (String) throws(CLIError) -> Void) {
    body = write
  }

  /// Standard output, as ``StandardOutput/write(_:)`` writes it.
  package static let standardOutput = LineOutput { text throws(CLIError) in try StandardOutput.write(text) }

  /// Writes `text` (one or more whole lines).
  package func write(_ text: String) throws(CLIError) {
    try body(text)
  }
}
