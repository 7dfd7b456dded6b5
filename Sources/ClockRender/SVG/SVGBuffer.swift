/// The bytes of an SVG document as it is written: markup, numbers in few digits, text escaped
/// for XML, and a placeholder (``prefixMarker``) wherever the document's id prefix goes, so the
/// prefix can be derived from the finished content (see ``SVGIDPrefix``).
struct SVGBuffer {
  /// Stands for the id prefix until the document is done: a byte no escaped text contains
  /// (control characters are replaced in ``appendEscaped(_:)``), and not valid XML, so a
  /// forgotten substitution cannot pass as a document.
  static let prefixMarker: UInt8 = 0x01

  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

  /// A buffer holding `bytes` (a finished document, to be placed in another).
  init(bytes: [UInt8]) { self.bytes = bytes }

  /// Appends markup written by aclock (never user text).
  mutating func append(_ markup: String) {
    var markup = markup
    markup.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends raw bytes (another buffer's).
  mutating func append(contentsOf other: SVGBuffer) { bytes.append(contentsOf: other.bytes) }

  /// Appends the id prefix's placeholder.
  mutating func appendPrefix() { bytes.append(Self.prefixMarker) }

  /// Appends `id="PREFIX-name"` (or `id="PREFIX"` for an empty name).
  mutating func appendID(_ name: String) {
    append(" id=\"")
    appendPrefix()
    if !name.isEmpty { append("-" + name) }
    append("\"")
  }

  /// Appends `value` with at most two decimals, no trailing zeros and no leading zero
  /// (`12.5`, `.25`, `-3`): a hundredth of a pixel is below what any rasteriser shows.
  mutating func append(_ value: Double) {
    guard value.isFinite else { bytes.append(UInt8(ascii: "0")); return }
    var hundredths = Int((value * 100).rounded())
    if hundredths < 0 {
      bytes.append(UInt8(ascii: "-"))
      hundredths = -hundredths
    }
    let whole = hundredths / 100, fraction = hundredths % 100
    if whole > 0 || fraction == 0 { appendDigits(whole) }
    guard fraction > 0 else { return }
    bytes.append(UInt8(ascii: "."))
    bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
    if fraction % 10 > 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
  }

  /// Appends a whole number.
  mutating func append(_ value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDigits(value.magnitude)
  }

  private mutating func appendDigits<Number: BinaryInteger>(_ value: Number) {
    if value >= 10 { appendDigits(value / 10) }
    bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
  }

  /// Appends `x y` (a point of path data or a transform's centre).
  mutating func append(_ x: Double, _ y: Double) {
    append(x)
    // A separator is needed only where the next number does not start with '-'.
    if !(y * 100).rounded().isLess(than: 0) { bytes.append(UInt8(ascii: " ")) }
    append(y)
  }

  /// Appends text for element content or an attribute value: `&`, `<`, `>`, `"` and `'` as
  /// entities; characters XML 1.0 forbids (control characters other than tab, line feed and
  /// carriage return; U+FFFE, U+FFFF) as U+FFFD, since not even a character reference may
  /// stand for them.
  mutating func appendEscaped(_ text: String) {
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": append("&amp;")
      case "<": append("&lt;")
      case ">": append("&gt;")
      case "\"": append("&quot;")
      case "'": append("&apos;")
      default:
        let value = scalar.value
        if (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || value == 0xFFFE || value == 0xFFFF {
          append("\u{FFFD}")
        } else if value < 0x80 {
          bytes.append(UInt8(value))
        } else {
          bytes.append(contentsOf: String(scalar).utf8)
        }
      }
    }
  }
}
