import Foundation

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
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) && isDirectory.boolValue
      ? candidate : nil
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
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
          let file = FileHandle(forReadingAtPath: path)
    else { return nil }
    defer { try? file.close() }
    guard let data = try? file.read(upToCount: ZoneTable.largestTZifFile + 1) else { return nil }
    return ZoneTable(tzif: [UInt8](data))
  }

  /// Every zone name in the database, sorted: its TZif files, but for the `posix/` and `right/`
  /// copies and `posixrules`, as Python's `zoneinfo.available_timezones()` lists them.
  static func names(in directory: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
    var names: [String] = []
    while let path = walker.nextObject() as? String {
      if path == "posix" || path == "right" {
        walker.skipDescendants()
        continue
      }
      guard path != "posixrules", isPlausibleName(path), !path.contains("."), startsWithMagic(directory + "/" + path) else {
        continue
      }
      names.append(path)
    }
    return names.sorted()
  }

  private static func startsWithMagic(_ path: String) -> Bool {
    guard let file = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? file.close() }
    return (try? file.read(upToCount: 4)) == Data("TZif".utf8)
  }

  /// The zone name a path inside a tz database stands for: `/usr/share/zoneinfo/Europe/Paris`
  /// → `Europe/Paris`.
  static func zoneName(ofPath path: String) -> String? {
    guard let range = path.range(of: "zoneinfo/", options: .backwards) else { return nil }
    let name = String(path[range.upperBound...])
    return isPlausibleName(name) ? name : nil
  }
}
