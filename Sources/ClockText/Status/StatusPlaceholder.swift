/// A value a status line's template names between braces (`{time}`): what `aclock --status`
/// fills in at each change.
///
/// Each command offers the ones whose value changes on its own schedule: the clock `{time}`,
/// `{date}`, `{zone}` and `{glyph}`; timers `{name}`, `{left}` and `{elapsed}`; the stopwatch
/// `{elapsed}`.
package enum StatusPlaceholder: String, CaseIterable, Sendable, Hashable {
  /// A timer's name (or label).
  case name
  /// A timer's time left.
  case left
  /// A timer's or the stopwatch's time gone.
  case elapsed
  /// The wall time, `HH:MM:SS` (or `HH:MM`).
  case time
  /// The local date, `YYYY-MM-DD`.
  case date
  /// The zone's abbreviation at the instant (`CEST`, `UTC`, `+0545`).
  case zone
  /// The Unicode clock face nearest the time (``ClockFaceEmoji``).
  case glyph

  /// The placeholder as a template writes it: `{time}`.
  package var written: String { "{" + rawValue + "}" }
}
