import Foundation
import Testing

/// How `make` links the release binary so that a live terminal clock maps little of it
/// (Docs/decisions/0058): the code the text paths run first in `.text`, in the order
/// `packaging/link-order.txt` gives, the compiler's shared helpers gathered just before it, the
/// C++ runtime linked in, and no symbol table exported. Each is a flag in the Makefile that
/// nothing else would notice going missing: the binary would still run, only larger in memory.
/// (Part of `InstallTests`: it reads what `make` built, after nothing else is building.)
extension InstallTests {
  static func tool(_ name: String, _ arguments: [String]) throws -> String {
    let result = try AClockProcess.run(arguments, executable: URL(fileURLWithPath: "/usr/bin/\(name)"))
    try #require(result.status == 0, "\(name) \(arguments): \(result.stderr)")
    return result.stdout
  }

  /// `name`'s address in `sections` (`readelf -SW` output), or nil.
  static func sectionAddress(_ name: String, in sections: String) -> UInt64? {
    for line in sections.split(separator: "\n") {
      let fields = line.split(separator: "]", maxSplits: 1).last?.split(separator: " ") ?? []
      if fields.count > 2, fields[0] == name { return UInt64(fields[2], radix: 16) }
    }
    return nil
  }

  @Test func theReleaseBinaryPutsTheTextPathsCodeFirst() throws {
    try Self.build()
    let binary = Self.root.appendingPathComponent(".build-static/release/aclock").path
    let order = try String(contentsOf: Self.root.appendingPathComponent("packaging/link-order.txt"), encoding: .utf8)
      .split(separator: "\n").map(String.init)
    try #require(order.count > 1_000, "packaging/link-order.txt has \(order.count) names")

    // The symbol table: name → address (the release binary is not stripped; the staged one is).
    var addresses: [String: UInt64] = [:]
    for line in try Self.tool("nm", [binary]).split(separator: "\n") {
      let fields = line.split(separator: " ")
      if fields.count == 3, let address = UInt64(fields[0], radix: 16) { addresses[String(fields[2])] = address }
    }
    // A list gone stale costs memory: more than a tenth of its names missing means the code
    // moved on without `scripts/generate-link-order` being run again.
    let present = order.filter { addresses[$0] != nil }.count
    #expect(present * 10 >= order.count * 9, "\(order.count - present) of \(order.count) names in packaging/link-order.txt are not in the binary")

    let sections = try Self.tool("readelf", ["-SW", binary])
    let text = try #require(Self.sectionAddress(".text", in: sections), "no .text: \(sections)")
    let helpers = try #require(Self.sectionAddress(".text.helpers", in: sections), "no .text.helpers (packaging/text-order.ld): \(sections)")
    #expect(helpers < text)
    // The list's first name opens .text; its first thousand names lie in the first 3 MB.
    let first = try #require(order.first { addresses[$0] != nil })
    #expect(addresses[first] == text, "\(first) at \(String(addresses[first] ?? 0, radix: 16)), .text at \(String(text, radix: 16))")
    let far = order.prefix(1_000).filter { name in addresses[name].map { $0 >= text + (3 << 20) } ?? false }
    #expect(far.isEmpty, "\(far.count) of the first 1,000 listed functions lie beyond .text's first 3 MB: \(far.prefix(3))")

    let dynamic = try Self.tool("readelf", ["-d", binary])
    #expect(!dynamic.contains("libstdc++"), "\(dynamic)")
    let exported = try Self.tool("nm", ["-D", "--defined-only", binary])
    #expect(exported.isEmpty, "exported: \(exported.prefix(500))")
  }
}
