import Foundation

/// Runs a command-line tool from PATH; returns its exit status.
public enum Tool {
  public static func run(_ name: String, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [name] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// What `name` (found on PATH) prints on stdout; its stderr is dropped.
  public static func output(_ name: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [name] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

extension Tool {
  /// What tesseract reads in each image, one text line per image (`--psm 7`), in one process:
  /// loading its model costs about as much as reading a few labels, so a test hands over every
  /// crop at once (a list file; tesseract ends each page's text with a form feed).
  public static func readLines(_ images: [URL], options: [String] = []) throws -> [String] {
    guard let first = images.first else { return [] }
    let list = first.deletingLastPathComponent().appendingPathComponent("tesseract-list-\(UUID().uuidString).txt")
    try Data(images.map { $0.path + "\n" }.joined().utf8).write(to: list)
    defer { try? FileManager.default.removeItem(at: list) }
    let pages = try output("tesseract", [list.path, "stdout", "--psm", "7"] + options).components(separatedBy: "\u{0C}")
    // The last page has no form feed after it.
    guard pages.count == images.count else {
      throw ToolFailure(description: "tesseract read \(pages.count) pages for \(images.count) images")
    }
    return pages.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
  }
}

/// A tool that ran but did not give what was asked of it.
public struct ToolFailure: Error, CustomStringConvertible {
  /// What went wrong.
  public var description: String
}
