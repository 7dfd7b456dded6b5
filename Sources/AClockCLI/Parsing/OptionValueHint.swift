import AClockValues
/// The error an option's transform throws: ArgumentParser names the option and the value, so
/// this carries only what is accepted.
package struct OptionValueHint: Error, CustomStringConvertible {
  /// What the option accepts.
  package let description: String

  /// Wraps a typed parser for `@Option(transform:)`.
  package static func transform<Value>(
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
