import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What the tests read out of an SVG: whether it parses, its root's size, and its paths.
struct SVGDocument {
  let rootName: String
  let width: String?
  let height: String?
  let elementCount: Int
  /// The attributes of every `<path>`, in document order.
  let paths: [[String: String]]

  /// Parses `bytes` as XML; nil if it is not well-formed.
  init?(_ bytes: [UInt8]) {
    final class Collector: NSObject, XMLParserDelegate {
      var root: (name: String, attributes: [String: String])?
      var count = 0
      var paths: [[String: String]] = []
      func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if root == nil { root = (name, attributes) }
        if name == "path" { paths.append(attributes) }
        count += 1
      }
    }
    let parser = XMLParser(data: Data(bytes))
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse(), let root = collector.root else { return nil }
    rootName = root.name
    width = root.attributes["width"]
    height = root.attributes["height"]
    elementCount = collector.count
    paths = collector.paths
  }

  /// The text with cairo's process-wide surface and glyph ids (`surface12`, `glyph3-1`)
  /// renumbered in order of appearance, so two renders of one picture compare equal.
  static func normalized(_ bytes: [UInt8]) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    var result = ""
    var mapping: [String: String] = [:]
    var index = text.startIndex
    let prefixes = ["surface", "glyph", "clip", "mask", "pattern", "image"]
    while index < text.endIndex {
      if let prefix = prefixes.first(where: { text[index...].hasPrefix($0) }) {
        var end = text.index(index, offsetBy: prefix.count)
        while end < text.endIndex, text[end].isNumber || text[end] == "-" { end = text.index(after: end) }
        let token = String(text[index..<end])
        if token.count > prefix.count {
          let replacement = mapping[token] ?? "\(prefix)#\(mapping.count)"
          mapping[token] = replacement
          result += replacement
        } else {
          result += token
        }
        index = end
      } else {
        result.append(text[index])
        index = text.index(after: index)
      }
    }
    return result
  }
}
