@testable import AClockCLI
import Foundation
import Testing

/// `aclock serve`'s completions offer the server's options: the list in ServeCommand must be the
/// options `aclock-serve --help` names.
@Suite("aclock serve completions")
struct ServeCompletionTests {
  @Test func theListIsTheServersOptions() throws {
    let help = try AClockProcess.run(["serve", "--help"])
    #expect(help.status == 0)
    let named = Set(help.stdout.matches(of: /(?m)^  (?:-h, )?(--[a-z-]+)/).map { String($0.1) })
    #expect(named == Set(ServeCommand.serverOptions), "\(named.sorted())")
  }
}
