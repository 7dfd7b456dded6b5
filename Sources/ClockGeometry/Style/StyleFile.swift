#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The style file format: plain text a person can read and edit, one `key = value` per line
/// (lines end with LF, CRLF or CR; a leading UTF-8 byte-order mark is skipped).
///
/// ```
/// # Lines starting with # are comments; blank lines are ignored.
/// name = mine
/// base = station          # optional: start from a built-in style, change only what follows
/// [hour-hand]             # a section: the keys below belong to the hour hand
/// width = 0.1
/// [light]
/// second-hand = rebeccapurple
/// ```
///
/// The keys and sections are listed in ``schema``; numbers are in dial radii (the face's
/// radius is 1); colours are `#RGB`, `#RRGGBB`, `#RRGGBBAA`, `transparent` or a CSS colour
/// name. Without `base`, every key must be given (every built-in style's file gives them all,
/// so a copy of one is a complete file to change).
enum StyleFile {
  /// Every section and its keys, in the order a file lists them. The unnamed first section
  /// holds the style-wide keys.
  static let schema: [(section: String, keys: [String])] = [
    ("", ["name", "about", "base", "font-family", "font-regular", "font-bold", "shadow", "second-hand-turn", "minute-hand-motion", "complications"]),
    ("dial", ["rim", "cap", "numerals", "numeral-reach", "numeral-size", "numeral-weight", "twelve-marker"]),
    ("minute-ticks", ["show", "inner", "outer", "width", "rails"]),
    ("hour-ticks", ["inner", "outer", "width"]),
    ("hour-hand", handKeys),
    ("minute-hand", handKeys),
    ("second-hand", handKeys),
    ("light", colorKeys),
    ("dark", colorKeys),
  ]

  static let handKeys = ["outline", "length", "tail", "width", "tip-width", "counterweight", "tip-disc"]
  static let colorKeys = ["backdrop"] + SceneRole.allCases.map(fileKey(of:))

  /// `minuteTick` → `minute-tick`.
  static func fileKey(of role: SceneRole) -> String {
    role.rawValue.reduce(into: "") { key, character in
      if character.isUppercase { key += "-" + character.lowercased() } else { key.append(character) }
    }
  }

  /// `style` as a complete style file (every key, no comments), which parses back to `style`:
  /// how a tool records exactly what it drew with (`aclock frames` for `--resume`).
  static func text(of style: ClockStyle) -> String {
    func number(_ value: Double) -> String { "\(value)" }
    func hand(_ hand: HandDesign) -> [String] {
      ["outline = \(hand.outline.rawValue)", "length = \(number(hand.length))", "tail = \(number(hand.tail))",
       "width = \(number(hand.width))", "tip-width = \(number(hand.tipWidth))",
       "counterweight = \(number(hand.counterweight))", "tip-disc = \(number(hand.tipDisc))"]
    }
    func theme(_ theme: ClockTheme) -> [String] {
      ["backdrop = \(theme.backdrop)"] + SceneRole.allCases.map { "\(fileKey(of: $0)) = \(theme.color(for: $0))" }
    }
    let dial = style.dial
    // A style without a minute track still lists one (show = no), as a file without base must.
    let minuteTicks = dial.minuteTicks ?? DialDesign.Ticks(inner: 0.9, outer: 0.95, width: 0.01)
    var top: [String] = [
      "name = \(style.name)", "about = \(style.about)", "font-family = \(style.typeface.family)",
      "font-regular = \(value(of: style.typeface.regular))", "font-bold = \(value(of: style.typeface.bold))",
      "shadow = \(style.shadow ? "yes" : "no")", "second-hand-turn = \(number(style.secondHandTurn))",
      "minute-hand-motion = \(style.minuteHandMotion.rawValue)",
    ]
    // Only when there are some: files and built-ins without complications read as before.
    if !style.complications.isEmpty {
      top.append("complications = " + style.complications.map(\.rawValue).joined(separator: " "))
    }
    // The look primitives added later are written only when not their default, so that files
    // written before them read, and are written back, as they were.
    let twelveMarker = dial.twelveMarker == .none ? [] : ["twelve-marker = \(dial.twelveMarker.rawValue)"]
    let rails = dial.railWidth == 0 ? [] : ["rails = \(number(dial.railWidth))"]
    let lines: [String] = top + [
      "[dial]", "rim = \(number(dial.rim))", "cap = \(number(dial.cap))", "numerals = \(dial.numerals.rawValue)",
      "numeral-reach = \(number(dial.numeralReach))", "numeral-size = \(number(dial.numeralSize))",
      "numeral-weight = \(dial.numeralBold ? "bold" : "regular")",
    ] + twelveMarker + [
      "[minute-ticks]", "show = \(dial.minuteTicks == nil ? "no" : "yes")", "inner = \(number(minuteTicks.inner))",
      "outer = \(number(minuteTicks.outer))", "width = \(number(minuteTicks.width))",
    ] + rails + [
      "[hour-ticks]", "inner = \(number(dial.hourTicks.inner))", "outer = \(number(dial.hourTicks.outer))",
      "width = \(number(dial.hourTicks.width))",
      "[hour-hand]",
    ] + hand(style.hourHand) + ["[minute-hand]"] + hand(style.minuteHand) + ["[second-hand]"] + hand(style.secondHand)
      + ["[light]"] + theme(style.light) + ["[dark]"] + theme(style.dark)
    return lines.joined(separator: "\n") + "\n"
  }

  /// How a file gives a typeface's face: a weight's name (`semibold`) or the font file's path.
  static func value(of face: Typeface.Face) -> String {
    switch face {
    case .weight(let weight): weight.rawValue
    case .file(let path): path
    }
  }

  /// The face a `font-regular` or `font-bold` value names: a weight (`regular`, `medium`,
  /// `semibold`, `bold`) of the family, anything else a font file.
  static func face(_ value: String) -> Typeface.Face {
    Typeface.Weight(rawValue: value).map(Typeface.Face.weight) ?? .file(value)
  }

  /// `text` with its typeface lines (`font-family`, `font-regular`, `font-bold`) giving
  /// `typeface` instead, every other line as it was: a built-in's file, comments kept, with the
  /// font files a renderer found for its weights.
  static func text(_ text: String, withTypeface typeface: Typeface) -> String {
    let values = ["font-family": typeface.family, "font-regular": value(of: typeface.regular), "font-bold": value(of: typeface.bold)]
    return Reader.lines(of: text).map { line -> String in
      for (key, value) in values where line.hasPrefix(key + " =") { return key + " = " + value }
      return String(line)
    }.joined(separator: "\n")
  }

  /// The style `text` describes; `source` names it in errors.
  static func parse(_ text: String, source: String) throws(StyleFileError) -> ClockStyle {
    let reader = try Reader(text: text, source: source)
    let base: ClockStyle?
    if let baseName = reader.entries["base"] {
      guard let builtIn = BuiltInStyles.style(named: baseName.value) else {
        throw reader.error(at: "base", "unknown base style '\(UserFacing.escaped(baseName.value))'; built-in styles: \(BuiltInStyles.names.joined(separator: ", "))")
      }
      base = builtIn
    } else {
      base = nil
    }
    return try reader.style(base: base)
  }
}

/// Text shown to a person: control characters escaped, long values cut.
enum UserFacing {
  static func escaped(_ text: String, limit: Int = 60) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if result.unicodeScalars.count >= limit { return result + "…" }
      if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
        result += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// The entries of one file, keyed `section.key` (or `key` before any section), and the
/// typed reading of each.
private struct Reader {
  struct Entry { let value: String; let line: Int }

  let source: String
  var entries: [String: Entry] = [:]

  init(text: String, source: String) throws(StyleFileError) {
    self.source = source
    let sections = Dictionary(uniqueKeysWithValues: StyleFile.schema.map { ($0.section, $0.keys) })
    var section = ""
    for (index, rawLine) in Self.lines(of: text).enumerated() {
      let lineNumber = index + 1
      let line = Self.withoutComment(Substring(rawLine))
      let trimmed = line.trimmingSpaces()
      if trimmed.isEmpty { continue }
      if trimmed.hasPrefix("[") {
        guard trimmed.hasSuffix("]") else {
          throw StyleFileError(source: source, line: lineNumber, message: "a section is written [name]; got '\(UserFacing.escaped(trimmed))'")
        }
        let name = trimmed.dropFirst().dropLast().trimmingSpaces()
        guard sections[name] != nil, !name.isEmpty else {
          throw StyleFileError(
            source: source, line: lineNumber,
            message: "unknown section [\(UserFacing.escaped(name))]; sections: " + StyleFile.schema.dropFirst().map { "[\($0.section)]" }.joined(separator: ", "))
        }
        section = name
        continue
      }
      guard let equals = trimmed.firstIndex(of: "=") else {
        throw StyleFileError(source: source, line: lineNumber, message: "expected key = value; got '\(UserFacing.escaped(trimmed))'")
      }
      let key = trimmed[..<equals].trimmingSpaces()
      let value = trimmed[trimmed.index(after: equals)...].trimmingSpaces()
      let accepted = sections[section] ?? []
      guard accepted.contains(key) else {
        let place = section.isEmpty ? "before the first section" : "in [\(section)]"
        throw StyleFileError(
          source: source, line: lineNumber,
          message: "unknown key '\(UserFacing.escaped(key))' \(place); accepted: \(accepted.joined(separator: ", "))")
      }
      let fullKey = section.isEmpty ? key : section + "." + key
      if let earlier = entries[fullKey] {
        throw StyleFileError(source: source, line: lineNumber, message: "'\(key)' given twice (first on line \(earlier.line))")
      }
      entries[fullKey] = Entry(value: value, line: lineNumber)
    }
  }

  /// The lines of `text`, ended by LF, CRLF or a lone CR (files from Windows and classic Mac
  /// OS editors), after a leading byte-order mark. CRLF is one `Character`, so it never splits
  /// as two line ends; U+2028 and the other Unicode line breaks stay inside a value.
  static func lines(of text: String) -> [Substring] {
    var body = Substring(text)
    if body.unicodeScalars.first == "\u{FEFF}" { body = Substring(body.unicodeScalars.dropFirst()) }
    return body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
  }

  /// `line` without its comment: from a `#` that starts the line or follows a space, except
  /// the `#` that starts a value (`face = #FFFFFF  # white`).
  private static func withoutComment(_ line: Substring) -> Substring {
    var previous: Character = " "
    for index in line.indices {
      let character = line[index]
      if character == "#", previous.isWhitespace || index == line.startIndex {
        let before = line[..<index].trimmingSpaces()
        if !before.hasSuffix("=") { return line[..<index] }
      }
      previous = character
    }
    return line
  }

  func error(at key: String, _ message: String) -> StyleFileError {
    StyleFileError(source: source, line: entries[key]?.line, message: message)
  }

  private func describe(_ key: String) -> String {
    let parts = key.split(separator: ".")
    return parts.count == 2 ? "'\(parts[1])' in [\(parts[0])]" : "'\(key)'"
  }

  func string(_ key: String, base: String?) throws(StyleFileError) -> String {
    if let entry = entries[key] { return entry.value }
    if let base { return base }
    throw missing(key)
  }

  func face(_ key: String, base: Typeface.Face?) throws(StyleFileError) -> Typeface.Face {
    if let entry = entries[key] { return StyleFile.face(entry.value) }
    if let base { return base }
    throw missing(key)
  }

  func missing(_ key: String) -> StyleFileError {
    StyleFileError(source: source, line: nil, message: "missing \(describe(key)) (or give base = NAME to start from a built-in style)")
  }

  func number(_ key: String, base: Double?, in range: ClosedRange<Double> = 0...2) throws(StyleFileError) -> Double {
    guard let entry = entries[key] else {
      if let base { return base }
      throw missing(key)
    }
    guard let value = Double(entry.value), value.isFinite, range.contains(value) else {
      throw error(at: key, "\(describe(key)) must be a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)); got '\(UserFacing.escaped(entry.value))'")
    }
    return value
  }

  func choice<T: RawRepresentable & CaseIterable>(_ key: String, base: T?) throws(StyleFileError) -> T where T.RawValue == String {
    guard let entry = entries[key] else {
      if let base { return base }
      throw missing(key)
    }
    guard let value = T(rawValue: entry.value) else {
      throw error(at: key, "\(describe(key)) must be one of \(T.allCases.map(\.rawValue).joined(separator: ", ")); got '\(UserFacing.escaped(entry.value))'")
    }
    return value
  }

  func flag(_ key: String, base: Bool?) throws(StyleFileError) -> Bool {
    guard let entry = entries[key] else {
      if let base { return base }
      throw missing(key)
    }
    switch entry.value {
    case "yes", "true", "on": return true
    case "no", "false", "off": return false
    default: throw error(at: key, "\(describe(key)) must be yes or no; got '\(UserFacing.escaped(entry.value))'")
    }
  }

  func color(_ key: String, base: RGBAColor?) throws(StyleFileError) -> RGBAColor {
    guard let entry = entries[key] else {
      if let base { return base }
      throw missing(key)
    }
    guard let color = RGBAColor(parsing: entry.value) else {
      throw error(at: key, "\(describe(key)) must be a colour: #RGB, #RRGGBB, #RRGGBBAA, transparent or a CSS name such as rebeccapurple; got '\(UserFacing.escaped(entry.value))'")
    }
    return color
  }

  static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  func hand(_ section: String, base: HandDesign?) throws(StyleFileError) -> HandDesign {
    HandDesign(
      outline: try choice(section + ".outline", base: base?.outline),
      length: try number(section + ".length", base: base?.length, in: 0...1.2),
      tail: try number(section + ".tail", base: base?.tail, in: 0...1),
      width: try number(section + ".width", base: base?.width, in: 0...0.5),
      tipWidth: try number(section + ".tip-width", base: base?.tipWidth, in: 0...0.5),
      counterweight: try number(section + ".counterweight", base: base?.counterweight, in: 0...0.5),
      tipDisc: try number(section + ".tip-disc", base: base?.tipDisc, in: 0...0.5))
  }

  func ticks(_ section: String, base: DialDesign.Ticks?) throws(StyleFileError) -> DialDesign.Ticks {
    let ticks = DialDesign.Ticks(
      inner: try number(section + ".inner", base: base?.inner, in: 0...1),
      outer: try number(section + ".outer", base: base?.outer, in: 0...1),
      width: try number(section + ".width", base: base?.width, in: 0...0.5))
    guard ticks.inner <= ticks.outer else {
      throw error(at: section + ".inner", "'inner' in [\(section)] must not be beyond 'outer' (\(Self.format(ticks.outer))); got \(Self.format(ticks.inner))")
    }
    return ticks
  }

  func theme(_ section: String, name: ClockTheme.Name, base: ClockTheme?) throws(StyleFileError) -> ClockTheme {
    var colors: [SceneRole: RGBAColor] = [:]
    for role in SceneRole.allCases {
      colors[role] = try color(section + "." + StyleFile.fileKey(of: role), base: base?.color(for: role))
    }
    return ClockTheme(name: name, backdrop: try color(section + ".backdrop", base: base?.backdrop), colors: colors)
  }

  func style(base: ClockStyle?) throws(StyleFileError) -> ClockStyle {
    // Read in the order a file lists its keys, so a file missing several is told the first.
    let name = try string("name", base: base?.name)
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
      throw error(at: "name", "'name' must be letters, digits, - or _; got '\(UserFacing.escaped(name))'")
    }
    let about = try string("about", base: base?.about)
    let typeface = Typeface(
      family: try string("font-family", base: base?.typeface.family),
      regular: try face("font-regular", base: base?.typeface.regular),
      bold: try face("font-bold", base: base?.typeface.bold))
    let shadow = try flag("shadow", base: base?.shadow)
    let secondHandTurn = try number("second-hand-turn", base: base?.secondHandTurn, in: 30...60)
    // Gliding when a file without base leaves it out: files written before the key existed
    // still load, and draw as they did.
    let minuteHandMotion: ClockFaceOptions.MinuteHand = try choice("minute-hand-motion", base: base?.minuteHandMotion ?? .gliding)
    let complications = try complicationList("complications", base: base?.complications ?? [])
    let rim = try number("dial.rim", base: base?.dial.rim, in: 0...0.3)
    let cap = try number("dial.cap", base: base?.dial.cap, in: 0...0.5)
    let numerals: NumeralStyle = try choice("dial.numerals", base: base?.dial.numerals)
    let numeralReach = try number("dial.numeral-reach", base: base?.dial.numeralReach, in: 0...1)
    let numeralSize = try number("dial.numeral-size", base: base?.dial.numeralSize, in: 0...0.5)
    let numeralWeight: Weight = try choice("dial.numeral-weight", base: base.map { Weight(bold: $0.dial.numeralBold) })
    let minuteTicksShown = try flag("minute-ticks.show", base: base.map { $0.dial.minuteTicks != nil })
    // A base without a minute track still offers one to turn on (show = yes).
    let baseMinuteTicks = base?.dial.minuteTicks ?? base.map { _ in DialDesign.Ticks(inner: 0.9, outer: 0.95, width: 0.01) }
    let minuteTicks = try ticks("minute-ticks", base: baseMinuteTicks)
    var dial = DialDesign(
      rim: rim, minuteTicks: minuteTicksShown ? minuteTicks : nil, hourTicks: try ticks("hour-ticks", base: base?.dial.hourTicks),
      numerals: numerals, numeralReach: numeralReach, numeralSize: numeralSize, numeralBold: numeralWeight == .bold, cap: cap)
    // The newer keys default to none when a file without base leaves them out.
    dial.twelveMarker = try choice("dial.twelve-marker", base: base?.dial.twelveMarker ?? TwelveMarker.none)
    dial.railWidth = try number("minute-ticks.rails", base: base?.dial.railWidth ?? 0, in: 0...0.05)
    var style = ClockStyle(
      name: name,
      about: about,
      typeface: typeface,
      dial: dial,
      hourHand: try hand("hour-hand", base: base?.hourHand),
      minuteHand: try hand("minute-hand", base: base?.minuteHand),
      secondHand: try hand("second-hand", base: base?.secondHand),
      secondHandTurn: secondHandTurn,
      minuteHandMotion: minuteHandMotion,
      shadow: shadow,
      light: try theme("light", name: .light, base: base?.light),
      dark: try theme("dark", name: .dark, base: base?.dark))
    style.complications = complications
    return style
  }

  /// A list of complications, separated by spaces or commas, each once; `none` for none.
  func complicationList(_ key: String, base: [Complication]) throws(StyleFileError) -> [Complication] {
    guard let entry = entries[key] else { return base }
    let words = entry.value.split { $0 == " " || $0 == "," }.map(String.init)
    if words == ["none"] { return [] }
    var list: [Complication] = []
    for word in words {
      guard let complication = Complication(rawValue: word), !list.contains(complication) else {
        throw error(at: key, "\(describe(key)) must list some of \(Complication.allCases.map(\.rawValue).joined(separator: ", ")) once each, or none; got '\(UserFacing.escaped(entry.value))'")
      }
      list.append(complication)
    }
    return list
  }

  enum Weight: String, CaseIterable {
    case regular, bold
    init(bold: Bool) { self = bold ? .bold : .regular }
  }
}

extension ClockStyle {
  /// The style a style file's `text` describes; `source` (the file's name) is quoted in errors.
  /// Lines may end with LF, CRLF or CR; a leading byte-order mark is skipped.
  public init(fileText text: String, source: String) throws(StyleFileError) {
    self = try StyleFile.parse(text, source: source)
  }

  /// The built-in style called `name`, or nil.
  public static func named(_ name: String) -> ClockStyle? { BuiltInStyles.style(named: name) }

  /// The built-in styles' names, in the order `aclock styles` lists them.
  public static var builtInNames: [String] { BuiltInStyles.names }

  /// `self` as a complete style file without comments, every key given: parsing it gives this
  /// style back. (A built-in's own file, with its comments, is ``builtInFileText(named:)``.)
  package var fileText: String { StyleFile.text(of: self) }

  /// The style file that defines the built-in style `name`, or nil.
  package static func builtInFileText(named name: String) -> String? { BuiltInStyles.fileText(named: name) }

  /// The style file that defines the built-in style `name`, its typeface given as `typeface`
  /// (the font files a renderer found for the style's weights), or nil.
  package static func builtInFileText(named name: String, typeface: Typeface) -> String? {
    BuiltInStyles.fileText(named: name).map { StyleFile.text($0, withTypeface: typeface) }
  }

  /// aclock's own face, the default.
  public static var classic: ClockStyle { BuiltInStyles.classic }
}
