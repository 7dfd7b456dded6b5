/// A URL query's parameters, in order, percent-decoded (`+` is a space, as forms send it).
///
/// ```swift
/// try QueryItems.parse("tz=Asia%2FTokyo&tz=UTC&no-seconds")  // [("tz", "Asia/Tokyo"), ("tz", "UTC"), ("no-seconds", "")]
/// ```
package enum QueryItems {
  /// The parameters of `query` (the text after `?`). Throws ``QueryError`` for a broken escape or
  /// text that is not UTF-8.
  package static func parse(_ query: String) throws(QueryError) -> [(name: String, value: String)] {
    var items: [(name: String, value: String)] = []
    for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = try decoded(parts[0])
      let value = parts.count > 1 ? try decoded(parts[1]) : ""
      items.append((name, value))
    }
    return items
  }

  private static func decoded(_ text: Substring) throws(QueryError) -> String {
    var bytes: [UInt8] = []
    var index = text.utf8.startIndex
    let utf8 = text.utf8
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: "%") {
        let first = utf8.index(after: index)
        guard first < utf8.endIndex, utf8.index(after: first) < utf8.endIndex,
          let high = hexValue(utf8[first]), let low = hexValue(utf8[utf8.index(after: first)])
        else { throw .badEscape }
        bytes.append(high << 4 | low)
        index = utf8.index(first, offsetBy: 2)
        continue
      }
      bytes.append(byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
      index = utf8.index(after: index)
    }
    guard let decoded = String(validating: bytes, as: UTF8.self) else { throw .notUTF8 }
    return decoded
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}

/// Why a query could not be read.
package enum QueryError: Error, Equatable, CustomStringConvertible {
  /// A `%` not followed by two hex digits.
  case badEscape
  /// Decoded bytes that are not UTF-8.
  case notUTF8

  package var description: String {
    switch self {
    case .badEscape: return "the query has a '%' without two hex digits after it"
    case .notUTF8: return "the query is not UTF-8 once decoded"
    }
  }
}
