import Foundation
import Testing

/// aclock links FoundationEssentials only: not Foundation, not its internationalization layer
/// and not the ICU data that comes with it (about 30 MB), which a static binary would otherwise
/// carry. Zones come from the system's tz database, so nothing needs them.
@Suite("Linked libraries")
struct LinkedLibrariesTests {
  @Test func theBinaryLinksNeitherFoundationNorICU() throws {
    let result = try AClockProcess.run([AClockProcess.binary.path], executable: URL(fileURLWithPath: "/usr/bin/ldd"))
    #expect(result.status == 0)
    #expect(result.stdout.contains("libFoundationEssentials"), "\(result.stdout)")
    for library in ["libFoundation.so", "libFoundationInternationalization", "lib_FoundationICU"] {
      #expect(!result.stdout.contains(library), "\(library) in:\n\(result.stdout)")
    }
  }
}
