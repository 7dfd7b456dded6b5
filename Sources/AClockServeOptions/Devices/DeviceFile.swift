import AClockCLI
import AClockValues
import ClockGeometry
import ClockRender

/// The text of a devices file (`aclock-serve --devices FILE`), read into a ``DeviceTable``.
///
/// One device a line, its columns separated by spaces or tabs:
///
/// ```
/// # ID                QUERY                              OPTIONS
/// AA:BB:CC:DD:EE:FF   tz=Europe/Berlin&style=station     key=s3cret
/// 11:22:33:44:55:66   tz=Asia/Tokyo&label=zone           format=bmp
/// *                   -
/// ```
///
/// ID is a MAC address (any case) or `*`, for every device without a line of its own. QUERY is
/// what `/clock.png?` takes, or `-` for none; `palette=1bit`, `size=800x480` and `no-seconds` are
/// added where it gives no `palette`, no `size`, and none of `no-seconds`, `seconds`, `sweep`.
/// Then, in any order: `key=SECRET`, the `Access-Token` that device must send; `format=png` (the
/// default) or `format=bmp`. A word starting with `#` starts a comment; blank lines are skipped.
package enum DeviceFile {
  /// The largest devices file read: 1 MiB (as a style file), refused whole beyond.
  package static let byteLimit = 1 << 20
  /// The most device lines.
  package static let mostDevices = 1024
  /// The longest key.
  static let longestKey = 256

  /// The table of the file at `path` (a regular file, or `/dev/stdin`), refused whole past
  /// ``byteLimit`` bytes or when it is not UTF-8.
  package static func table(path: String) throws(DeviceFileError) -> DeviceTable {
    let bytes: [UInt8]
    do throws(InputFileError) {
      bytes = try InputFile(path: path).bytes(limit: byteLimit)
    } catch {
      throw DeviceFileError(source: path, line: nil, message: "cannot read devices file \(UserText.quotedPath(path)): \(error)")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw DeviceFileError(source: path, line: nil, message: "devices file \(UserText.quotedPath(path)) is not UTF-8 text")
    }
    return try table(text: text, source: path)
  }

  /// The table of `text`; `source` names the file in errors. Throws at the first bad line.
  package static func table(text: String, source: String) throws(DeviceFileError) -> DeviceTable {
    var devices: [String: DeviceEntry] = [:]
    var fallback: DeviceEntry?
    for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
      func failure(_ message: String) -> DeviceFileError { DeviceFileError(source: source, line: index + 1, message: message) }
      var words = rawLine.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      if let comment = words.firstIndex(where: { $0.hasPrefix("#") }) { words.removeSubrange(comment...) }
      if words.isEmpty { continue }
      let entry: DeviceEntry
      do throws(DeviceLineError) {
        entry = try self.entry(words, line: index + 1)
      } catch {
        throw failure(error.message)
      }
      if entry.id == "*" {
        if let earlier = fallback { throw failure("'*' given twice (first on line \(earlier.line))") }
        fallback = entry
      } else {
        if let earlier = devices[entry.id] { throw failure("\(entry.id) given twice (first on line \(earlier.line))") }
        devices[entry.id] = entry
      }
      if devices.count + (fallback == nil ? 0 : 1) > mostDevices { throw failure("more than \(mostDevices) devices") }
    }
    return DeviceTable(devices: devices, fallback: fallback)
  }

  private static func entry(_ words: [String], line: Int) throws(DeviceLineError) -> DeviceEntry {
    let id: String
    if words[0] == "*" {
      id = "*"
    } else if let mac = DeviceID.mac(words[0]) {
      id = mac
    } else {
      throw DeviceLineError(message: "\(UserText.quoted(words[0])) is not a device ID: use a MAC address such as AA:BB:CC:DD:EE:FF, or *")
    }
    guard words.count >= 2 else { throw DeviceLineError(message: "\(id) has no query: give one, or - for the defaults") }
    var items: [(name: String, value: String)] = []
    if words[1] != "-" {
      do throws(QueryError) {
        items = try QueryItems.parse(words[1])
      } catch {
        throw DeviceLineError(message: error.description)
      }
    }
    let names = Set(items.map(\.name))
    if !names.contains("palette") { items.append(("palette", "1bit")) }
    if !names.contains("size") { items.append(("size", "800x480")) }
    if names.isDisjoint(with: ["no-seconds", "seconds", "sweep"]) { items.append(("no-seconds", "")) }
    var key: String?
    var format = PictureFormat.png
    for word in words.dropFirst(2) {
      if word.hasPrefix("key=") {
        let secret = String(word.dropFirst(4))
        guard !secret.isEmpty, secret.utf8.count <= longestKey, secret.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
          throw DeviceLineError(message: "a key is 1 to \(longestKey) visible ASCII characters")
        }
        key = secret
      } else if word == "format=png" || word == "format=bmp" {
        format = word == "format=png" ? .png : .bmp
      } else {
        throw DeviceLineError(message: "unknown column \(UserText.quoted(word)): use key=SECRET or format=png|bmp after the query")
      }
    }
    do throws(PictureQueryError) {
      let request = try PictureQuery.request(items, format: format)
      return DeviceEntry(id: id, items: items, format: format, key: key, request: request, line: line)
    } catch {
      throw DeviceLineError(message: error.description)
    }
  }
}

/// Why a line was refused, before the file and line are known.
private struct DeviceLineError: Error {
  let message: String
}

/// A devices file that cannot be used: `devices.txt:3: …` for a line, on one line; the message
/// alone (`cannot read devices file …`) when the file itself cannot be read (`line` nil).
package struct DeviceFileError: Error, Equatable, CustomStringConvertible {
  /// The file's name as given.
  package let source: String
  /// The 1-based line, or nil.
  package let line: Int?
  /// What is wrong, as the command line says it.
  package let message: String

  /// `FILE:LINE: message`, or the message alone.
  package var description: String {
    let file = UserText.shown(source, limit: UserText.longestPath)
    return ErrorLine.oneLine(line.map { "\(file):\($0): \(message)" } ?? message)
  }
}
