#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ClockRender

/// A query's canonical form, which names its picture in the cache and in the entity tag: the
/// format, then the parameters sorted by name (a repeated one, `tz`, keeps its order), each
/// percent-encoded.
///
/// ```swift
/// PictureKey(format: .png, items: [("size", "300"), ("tz", "UTC")]).text  // "png?size=300&tz=UTC"
/// ```
struct PictureKey: Sendable, Hashable {
  /// The canonical text.
  let text: String

  init(format: PictureFormat, items: [(name: String, value: String)]) {
    // A stable sort: the parameters of one name keep the order given.
    let sorted = items.enumerated().sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }.map(\.element)
    text = format.rawValue + "?" + sorted.map { Self.encoded($0.name) + "=" + Self.encoded($0.value) }.joined(separator: "&")
  }

  /// A strong entity tag for the picture of this query showing `shown`: a 64-bit FNV-1a hash of
  /// the canonical text and the instant (to the nanosecond), in hex.
  func etag(shown: Date) -> String {
    let nanoseconds = (shown.timeIntervalSince1970 * 1e9).rounded()
    return "\"" + FNV1a.hex(Array(text.utf8) + Array("@\(nanoseconds)".utf8)) + "\""
  }

  /// `text` with every byte but unreserved ones (RFC 3986: letters, digits, `-._~`) as `%XX`.
  private static func encoded(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return result
  }
}
