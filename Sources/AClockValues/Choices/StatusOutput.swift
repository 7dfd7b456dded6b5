/// How status lines are printed: plain text, or Waybar's custom-module JSON.
package enum StatusOutput: String, CaseIterable, Sendable {
  /// The template's text, one line per change.
  case text
  /// One JSON object per change: `text`, `tooltip`, `class`, `percentage`.
  case json
}
