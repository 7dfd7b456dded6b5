/// Text made safe for XML and HTML, in element content and quoted attribute values alike, as
/// aclock's SVG writer escapes it (``SVGBuffer/appendEscaped(_:)``).
///
/// ```swift
/// MarkupEscaping.escaped("/clock.png?a=1&b=<2>")  // "/clock.png?a=1&amp;b=&lt;2&gt;"
/// ```
package enum MarkupEscaping {
  /// `text` with `&`, `<`, `>`, `"` and `'` as entities and characters XML forbids as U+FFFD.
  package static func escaped(_ text: String) -> String {
    var buffer = SVGBuffer(capacity: text.utf8.count + 16)
    buffer.appendEscaped(text)
    return String(decoding: buffer.bytes, as: UTF8.self)
  }
}
