import ClockTestSupport
import Foundation
import Testing

/// The public API of each library product is what `Docs/API/LIBRARY.txt` lists, so it changes
/// only on purpose, in a diff a reviewer reads; and every public declaration has a `///` comment.
///
/// `scripts/api-listing` writes the listings from the modules this very build compiled (the
/// compiler's symbol graph, through `swift-symbolgraph-extract`): nothing is rebuilt, about 2 s.
@Suite("Public API")
struct PublicAPITests {
  static let libraries = ["ClockGeometry", "ClockSchedule", "ClockText"]

  static let committed = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Docs/API")

  /// The listings of this build, written once for all the tests here.
  static let generated = Result { try Listings() }

  @Test(arguments: libraries)
  func listingMatchesTheBuild(library: String) throws {
    let listings = try Self.generated.get()
    let fresh = try listings.lines(of: library)
    let committed = try String(
      contentsOf: Self.committed.appendingPathComponent("\(library).txt"), encoding: .utf8
    ).split(separator: "\n").map(String.init)
    guard committed != fresh else { return }
    // The lines are sorted and unique, so what changed is what is in one and not the other.
    let (freshSet, committedSet) = (Set(fresh), Set(committed))
    let gone = committed.filter { !freshSet.contains($0) }
    let new = fresh.filter { !committedSet.contains($0) }
    Issue.record(
      """
      Docs/API/\(library).txt differs from the public API of this build \
      (- listed but no longer in the build, + in the build but not listed):
      \((gone.map { "- \($0)" } + new.map { "+ \($0)" }).joined(separator: "\n"))
      If the change is on purpose, run scripts/api-listing and commit the listing.
      """)
  }

  /// Not vacuous: the listing is the compiler's view, with parameters as callers write them.
  @Test func listingSpellsDeclarationsAsCallersSeeThem() throws {
    let lines = try Self.generated.get().lines(of: "ClockGeometry")
    #expect(lines.contains("struct ClockGeometry.HandAngles: Equatable, Hashable, Sendable, SendableMetatype"))
    #expect(lines.contains("ClockGeometry.HandAngles.init(_: LocalTime)"))
    #expect(lines.contains("static func ClockGeometry.ZoneRules.named(_: String) -> ZoneRules?"))
    // `package` declarations are not public API.
    #expect(!lines.contains { $0.contains("digitalTime") })
  }

  @Test func everyPublicDeclarationHasADocComment() throws {
    let undocumented = try Self.generated.get().undocumented
    #expect(undocumented.isEmpty, "public declarations without a /// comment:\n\(undocumented)")
  }

  /// What `scripts/api-listing` writes for the build running this test (into a temporary
  /// directory, removed again), and the declarations it reports undocumented.
  struct Listings {
    let listings: [String: [String]]
    let undocumented: String

    init() throws {
      // `swift test` runs the test bundle from the build's products directory.
      let build = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent("api-listing-\(UUID())")
      defer { try? FileManager.default.removeItem(at: directory) }
      let output = try ExpectationScript.output(
        "api-listing", ["--build", build.path, "--out", directory.path], timeout: 120)
      undocumented = String(decoding: output, as: UTF8.self)
      var listings: [String: [String]] = [:]
      for library in PublicAPITests.libraries {
        listings[library] = try String(
          contentsOf: directory.appendingPathComponent("\(library).txt"), encoding: .utf8
        ).split(separator: "\n").map(String.init)
      }
      self.listings = listings
    }

    func lines(of library: String) throws -> [String] {
      try #require(listings[library])
    }
  }
}
