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

  /// The PNG writer uses zlib alone (cairo links libpng for itself): a libpng NEEDED by the
  /// binary was a dependency for nothing, which `dpkg-shlibdeps` warned about. cairo is opened
  /// with dlopen when a picture is drawn (Docs/decisions/0043), so it is not NEEDED either.
  @Test func theBinaryNeedsZlibButNeitherCairoNorLibpng() throws {
    let result = try AClockProcess.run(["--dynamic", AClockProcess.binary.path], executable: URL(fileURLWithPath: "/usr/bin/readelf"))
    #expect(result.status == 0, "\(result.stderr)")
    let needed = result.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }
    #expect(needed.contains { $0.contains("[libz.so") }, "\(needed)")
    #expect(!needed.contains { $0.contains("[libcairo.so") || $0.contains("[libfreetype.so") }, "\(needed)")
    #expect(!needed.contains { $0.contains("libpng") }, "\(needed)")
  }

  /// The PNG writer's checksums come from libdeflate (Docs/decisions/0044), a library of its own
  /// that the binary names: so `dpkg-shlibdeps` puts it in the package's Depends.
  @Test func theBinaryNeedsLibdeflate() throws {
    let result = try AClockProcess.run(["--dynamic", AClockProcess.binary.path], executable: URL(fileURLWithPath: "/usr/bin/readelf"))
    #expect(result.status == 0, "\(result.stderr)")
    let needed = result.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }
    #expect(needed.contains { $0.contains("[libdeflate.so.0]") }, "\(needed)")
  }
}
