import ClockGeometry

/// How a worksheet prints the times it asks for (draw prompts, match boxes): in figures, in
/// words, or both.
package enum PromptForm: String, Sendable, Hashable, CaseIterable {
  /// "7:30".
  case digits
  /// "half past seven".
  case words
  /// "7:30" over "half past seven".
  case both
}
