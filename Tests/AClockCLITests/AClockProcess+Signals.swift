import Foundation

extension AClockProcess {
  /// Starts `aclock`, waits for its first line on stdout, sends `signal`, and returns how it ended.
  ///
  /// Waiting means blocking on the pipe until the line arrives; the command prints its first
  /// entry at once, after installing its signal handlers.
  static func runUntilFirstLine(_ arguments: [String], thenSend signal: Int32) throws -> (firstLine: String, status: Int32, exited: Bool) {
    let (process, out) = try start(arguments)
    let received = firstLine(of: out)
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    let firstLine = String(decoding: received, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
    return (firstLine, process.terminationStatus, process.terminationReason == .exit)
  }

  /// What `pipe` gives until its first newline (or its end): blocks until then.
  static func firstLine(of pipe: Pipe) -> Data {
    var received = Data()
    while !received.contains(UInt8(ascii: "\n")) {
      let chunk = pipe.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      received.append(chunk)
    }
    return received
  }
}
