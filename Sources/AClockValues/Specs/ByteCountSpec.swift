import ClockGeometry

/// The value of `--max-bytes`: a file length in bytes, as a whole number with an optional unit,
/// decimal (`kB`, `MB`: 1000, 1000²) or binary (`KiB`, `MiB`: 1024, 1024²), case aside, so a
/// panel's published limit ("under 90KB") can be written as it is published.
///
/// ```swift
/// try ByteCountSpec(parsing: "90kB").bytes   // 90000
/// try ByteCountSpec(parsing: "64KiB").bytes  // 65536
/// ```
package struct ByteCountSpec: Sendable, Equatable, CustomStringConvertible {
  /// The accepted lengths: at least one byte, at most 1 TiB (more than any picture aclock draws).
  package static let range = 1...(1 << 40)

  /// The length, in bytes.
  package let bytes: Int

  /// The units, lowercased, and their sizes in bytes; no unit means bytes.
  private static let units: [(suffix: String, factor: Int)] = [
    ("kib", 1 << 10), ("mib", 1 << 20), ("kb", 1000), ("mb", 1_000_000), ("b", 1),
  ]

  /// Parses digits with an optional unit (`90000`, `90kB`, `64KiB`, `1MB`), the result in
  /// ``range``; spaces around the value or before the unit are allowed.
  package init(parsing text: String) throws(OptionValueError) {
    var rest = Substring(text.trimmingSpaces().lowercased())
    var factor = 1
    if let unit = Self.units.first(where: { rest.hasSuffix($0.suffix) }) {
      rest = Substring(rest.dropLast(unit.suffix.count).trimmingSpaces())
      factor = unit.factor
    }
    guard !rest.isEmpty, rest.allSatisfy(\.isASCIIDigit), let count = Int(rest) else { throw .byteCount(text) }
    let (bytes, overflow) = count.multipliedReportingOverflow(by: factor)
    guard !overflow, Self.range.contains(bytes) else { throw .byteCount(text) }
    self.bytes = bytes
  }

  package var description: String { String(bytes) }
}
