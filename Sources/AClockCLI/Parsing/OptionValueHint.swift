import AClockValues
/// The error an option's transform throws: ArgumentParser names the option and the value, so
/// this carries only what is accepted.
struct OptionValueHint: Error, CustomStringConvertible {
  let description: String

  /// Wraps a typed parser for `@Option(transform:)`.
  static func transform<Value>(
    _ parse: @escaping @Sendable (String) throws(OptionValueError) -> Value
  ) -> @Sendable (String) throws -> Value {
    { text in
      do throws(OptionValueError) {
        return try parse(text)
      } catch {
        throw OptionValueHint(description: error.hint)
      }
    }
  }
}
