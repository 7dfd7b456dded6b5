#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The system's tz database: zone files under `TZDIR` or /usr/share/zoneinfo, read as the C
/// library reads them.
///
/// On Apple platforms there is no such lookup: `TimeZone` there already follows the operating
/// system's zone data, so ``ZoneRules`` uses it directly.
enum ZoneDatabase {
  /// The database directory: `TZDIR` when set and not empty, else /usr/share/zoneinfo; nil where
  /// neither exists, and on Apple platforms.
  static var directory: String? {
    #if canImport(Darwin)
    return nil
    #else
    let candidate = ProcessInfo.processInfo.environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
    return FileProbe.kind(of: candidate) == .directory ? candidate : nil
    #endif
  }

  /// Whether `name` can name a zone file inside the database: relative, no `.` or `..`
  /// component, only the characters zone names use. Keeps `../../etc/passwd` and control
  /// characters out of file paths.
  static func isPlausibleName(_ name: String) -> Bool {
    guard !name.isEmpty, name.utf8.count <= 255 else { return false }
    let components = name.split(separator: "/", omittingEmptySubsequences: false)
    return components.allSatisfy { component in
      !component.isEmpty && component != "." && component != ".."
        && component.unicodeScalars.allSatisfy { $0.isASCII && (isNameCharacter(UInt8($0.value))) }
    }
  }

  private static func isNameCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
         UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
      return true
    default:
      return false
    }
  }

  /// The rules of the zone file `name` in `directory`, if it is one.
  static func table(named name: String, in directory: String) -> ZoneTable? {
    guard isPlausibleName(name) else { return nil }
    return table(atPath: directory + "/" + name)
  }

  /// The rules in the TZif file at `path`, if it is one.
  static func table(atPath path: String) -> ZoneTable? {
    guard let bytes = contents(ofFile: path, upTo: ZoneTable.largestTZifFile) else { return nil }
    return ZoneTable(tzif: bytes)
  }

  /// Every zone name in the database, sorted: its TZif files, but for the `posix/` and `right/`
  /// copies and `posixrules`, as Python's `zoneinfo.available_timezones()` lists them.
  static func names(in directory: String) -> [String] {
    let paths = (try? FileManager.default.subpathsOfDirectory(atPath: directory)) ?? []
    return paths.filter { path in
      !path.hasPrefix("posix/") && !path.hasPrefix("right/") && path != "posix" && path != "right"
        && path != "posixrules" && isPlausibleName(path) && !path.contains(".")
        // The magic is enough to tell a zone file: four bytes, not the whole file.
        && FileProbe.kind(of: directory + "/" + path) == .file
        && FileProbe.bytes(atPath: directory + "/" + path, limit: 4)?.elementsEqual("TZif".utf8) == true
    }.sorted()
  }

  /// The bytes of a file of at most `limit` bytes; nil for anything else, so a directory or a
  /// huge file named in `TZ` costs nothing.
  private static func contents(ofFile path: String, upTo limit: Int) -> [UInt8]? {
    guard FileProbe.kind(of: path) == .file else { return nil }
    return FileProbe.bytes(atPath: path, limit: limit, refusingLonger: true)
  }

  /// The zone name a path inside a tz database stands for: `/usr/share/zoneinfo/Europe/Paris`
  /// → `Europe/Paris`.
  static func zoneName(ofPath path: String) -> String? {
    // A byte search of its own: `ranges(of:)` brought the regex library's string searcher into
    // every start, 400 KB of code mapped by the live clock (Docs/decisions/0058).
    let bytes = Array(path.utf8), marker = Array("zoneinfo/".utf8)
    guard bytes.count >= marker.count else { return nil }
    let starts = stride(from: bytes.count - marker.count, through: 0, by: -1)
    guard let start = starts.first(where: { bytes[$0..<$0 + marker.count].elementsEqual(marker) }) else { return nil }
    let name = String(decoding: bytes[(start + marker.count)...], as: UTF8.self)
    return isPlausibleName(name) ? name : nil
  }
}
