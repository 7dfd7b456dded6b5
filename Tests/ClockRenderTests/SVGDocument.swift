import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What the tests read out of an SVG: whether it parses, its root's size, its elements (each
/// with the classes it and its ancestors have) and its ids.
struct SVGDocument {
  /// An element: its name, attributes, and every class on it or on an enclosing element.
  struct Element {
    let name: String
    let attributes: [String: String]
    let classes: Set<String>
  }

  let rootName: String
  let width: String?
  let height: String?
  let viewBox: String?
  let elementCount: Int
  /// Every element, in document order.
  let elements: [Element]
  /// The attributes of every `<path>`, in document order.
  var paths: [[String: String]] { elements.filter { $0.name == "path" }.map(\.attributes) }
  /// Every `id`.
  var ids: [String] { elements.compactMap { $0.attributes["id"] } }
  /// The text of `<title>` and `<desc>`.
  let title: String
  let desc: String

  /// Parses `bytes` as XML; nil if it is not well-formed.
  init?(_ bytes: [UInt8]) {
    final class Collector: NSObject, XMLParserDelegate {
      var elements: [Element] = []
      var stack: [Set<String>] = []
      var open: [String] = []
      var title = "", desc = ""
      func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        let own = Set((attributes["class"] ?? "").split(separator: " ").map(String.init))
        let classes = own.union(stack.last ?? [])
        stack.append(classes)
        open.append(name)
        elements.append(Element(name: name, attributes: attributes, classes: classes))
      }
      func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
        open.removeLast()
      }
      func parser(_ parser: XMLParser, foundCharacters string: String) {
        if open.last == "title" { title += string }
        if open.last == "desc" { desc += string }
      }
    }
    let parser = XMLParser(data: Data(bytes))
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse(), let root = collector.elements.first else { return nil }
    rootName = root.name
    width = root.attributes["width"]
    height = root.attributes["height"]
    viewBox = root.attributes["viewBox"]
    elementCount = collector.elements.count
    elements = collector.elements
    title = collector.title
    desc = collector.desc
  }
}
