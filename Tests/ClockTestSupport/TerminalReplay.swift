import Foundation

/// A live display's byte stream replayed through pyte, a terminal emulator that is not aclock's
/// (`scripts/terminal-replay`): after each update, the screen, and how it differs from a full
/// redraw of the frame that update should show.
public struct TerminalReplay {
  /// One screen as `scripts/terminal-replay` prints it.
  public struct Screen: Decodable, Sendable {
    /// Cells that look different from the redraw's.
    public let differences: Int
    /// The first of them, described.
    public let first: String?
    /// The replayed screen's rows without trailing spaces.
    public let lines: [String]
  }

  private var records: Data

  /// A replay on a terminal `columns` × `rows` cells large.
  public init(columns: Int, rows: Int) {
    records = Data("\(columns) \(rows)\n".utf8)
  }

  /// Adds an update as sent, and the bytes that draw the frame it should show on a blank screen.
  public mutating func append(update: [UInt8], redraw: [UInt8]) {
    records += Data("\(update.count) \(redraw.count)\n".utf8) + Data(update) + Data(redraw)
  }

  /// The screen after each update, in order.
  public func screens() throws -> [Screen] {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-replay-\(UUID().uuidString)")
    try records.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    // Debian's python3-pyte belongs to the system Python: a python3 earlier on PATH may lack it.
    let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "python3"
    let output = try Tool.output(python, [ExpectationScript.path("terminal-replay"), file.path])
    return output.split(separator: "\n").compactMap { try? JSONDecoder().decode(Screen.self, from: Data($0.utf8)) }
  }
}
