import Foundation
import Testing

/// `.ci/run` runs README's test command exactly: the command's line in the script is the second
/// command of README's "Two commands".
@Suite("CI runs README's test command")
struct CIScriptTests {
  @Test func theScriptsCommandIsREADMEs() throws {
    let root = VersionTests.root
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let script = try String(contentsOf: root.appendingPathComponent(".ci/run"), encoding: .utf8)
    let readmeCommands = readme.split(separator: "\n").filter { $0.hasPrefix("scripts/install-deps") }
    let scriptCommand = script.split(separator: "\n").last { !$0.isEmpty && !$0.hasPrefix("#") }
    #expect(readmeCommands.count >= 2)
    #expect(scriptCommand.map(String.init) == readmeCommands.first { $0.contains("--test") }.map(String.init))
  }
}
