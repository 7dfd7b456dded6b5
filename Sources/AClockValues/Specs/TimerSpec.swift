import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One timer of `aclock timer`: how long it runs or when it ends, and its name if it has one.
///
/// Accepted forms (the one grammar of a timer argument):
/// - `DURATION`: a countdown of that length, unnamed (`--label` captions these by position);
///   any form ``DurationSpec`` reads (`90`, `4m`, `1h30m`, `01:30:00`);
/// - `NAME=DURATION`: the same, named (`tea=4m`, `"stand up=25m"`); after `NAME=` a duration
///   has no `:`, since there `HH:MM` is a time of day (`tea=4:30` is refused, not read as
///   4 min 30 s);
/// - `NAME=@INSTANT`: a countdown to an instant, ISO 8601 with `Z` or an offset
///   (`train=@2024-06-15T17:05:00+02:00`) or Unix seconds (`train=@1718442930`);
/// - `NAME=HH:MM[:SS]`: a countdown to the next time the zone's clocks show that time of day
///   (`lunch=12:00`; tomorrow's if today's has passed).
///
/// The last two are *anchored*: they end at their instant whatever happens, so pausing leaves
/// them running. The name is the text before the first `=`, spaces around it trimmed; it must
/// not be empty or hold a control character (so a name never reaches a terminal raw).
package struct TimerSpec: Sendable, Equatable {
  /// How the timer ends.
  package enum End: Sendable, Equatable {
    /// After this much running time.
    case after(DurationSpec)
    /// At this instant.
    case at(Date)
    /// At the next instant the zone's clocks show this time of day.
    case timeOfDay(TimeOfDay)
  }

  /// What is wrong with a timer argument, as the clause that follows the value in the message.
  package enum Problem: Sendable, Equatable {
    case noName
    case nothingAfterEquals
    case controlCharacterInName(Unicode.Scalar)
    case notADuration
    case notATimeOfDay
    case timeOfDayWithAt
    case notAnInstant
    case instantOutOfRange

    package var hint: String {
      switch self {
      case .noName: return "no name before '=': write NAME=DURATION (tea=4m), " + TimerSpec.anchoredForms
      case .nothingAfterEquals: return "nothing after '=': write NAME=DURATION (tea=4m), " + TimerSpec.anchoredForms
      case .controlCharacterInName(let scalar):
        return "the name holds the control character \(UserText.codePoint(scalar)); a name is plain text"
      case .notADuration:
        return "after NAME= use a positive duration with units (90, 1.5s, 4m, 1h30m), " + TimerSpec.anchoredForms
      case .notATimeOfDay:
        return "after NAME= a value with ':' is a time of day HH:MM or HH:MM:SS (17:00, 07:30:15); "
          + "write a duration with units (4m30s)"
      case .timeOfDayWithAt:
        return "@ marks an instant with a date (@2024-06-15T17:00:00Z); a time of day is NAME=HH:MM, without @"
      case .notAnInstant:
        return "after NAME=@ use ISO 8601 with Z or an offset (@2024-06-15T17:00:00Z) or Unix seconds (@1718442930.5)"
      case .instantOutOfRange: return "instants must lie in the years 0001 to 9999"
      }
    }
  }

  /// The forms that end at an instant, for hints.
  package static let anchoredForms = "NAME=@INSTANT (train=@2024-06-15T17:05:00Z) or NAME=HH:MM (lunch=12:00)"

  /// The argument as typed, for messages.
  package let text: String
  /// The name, or nil for a bare DURATION.
  package let name: String?
  package let end: End

  /// Whether the timer ends at a fixed instant, whatever happens (pausing leaves it running).
  package var isAnchored: Bool {
    if case .after = end { return false }
    return true
  }

  /// Parses any accepted form; throws ``OptionValueError/duration(_:)`` for a bare value that
  /// is no duration, ``OptionValueError/timer(_:_:)`` for a named one that is wrong.
  package init(parsing text: String) throws(OptionValueError) {
    self.text = text
    guard let equals = text.firstIndex(of: "=") else {
      name = nil
      end = .after(try DurationSpec(parsing: text))
      return
    }
    let name = String(text[..<equals]).trimmingSpaces()
    let value = String(text[text.index(after: equals)...]).trimmingSpaces()
    guard !name.isEmpty else { throw .timer(text, .noName) }
    if let control = UserText.firstControlCharacter(in: name) { throw .timer(text, .controlCharacterInName(control)) }
    guard !value.isEmpty else { throw .timer(text, .nothingAfterEquals) }
    self.name = name
    if value.hasPrefix("@") {
      end = .at(try Self.instant(value, text: text))
    } else if value.contains(":") {
      guard let time = Self.timeOfDay(value) else { throw .timer(text, .notATimeOfDay) }
      end = .timeOfDay(time)
    } else {
      guard let duration = try? DurationSpec(parsing: value) else { throw .timer(text, .notADuration) }
      end = .after(duration)
    }
  }

  /// The countdown from `start`: of the duration, to the instant, or to the next time of day
  /// after `start` in `zone`. Nil for an instant that is not after `start`.
  package func countdown(start: Date, zone: ZoneRules) -> Countdown? {
    switch end {
    case .after(let duration): return Countdown(start: start, length: duration.duration)
    case .at(let instant): return instant > start ? Countdown(start..<instant) : nil
    case .timeOfDay(let time): return Countdown(start..<time.nextOccurrence(after: start, in: zone))
    }
  }

  /// `@` followed by Unix seconds or ISO 8601 with an offset (never a wall time, which has no
  /// date: that is the `HH:MM` form).
  private static func instant(_ value: String, text: String) throws(OptionValueError) -> Date {
    let rest = String(value.dropFirst())
    let spec: InstantSpec
    do throws(OptionValueError) {
      // `@1718442930.5` is InstantSpec's own Unix form; `@2024-06-15T…` is ISO 8601 after the @.
      spec = rest.contains(where: { $0 == ":" || $0 == "T" || $0 == "t" || $0 == "Z" || $0 == "z" })
        ? try InstantSpec(parsing: rest) : try InstantSpec(parsing: value)
    } catch .instantOutOfRange {
      throw .timer(text, .instantOutOfRange)
    } catch {
      throw .timer(text, .notAnInstant)
    }
    switch spec {
    case .absolute(let date): return date
    case .localTimeToday: throw .timer(text, .timeOfDayWithAt)
    }
  }

  /// `HH:MM` or `HH:MM:SS`, two digits each, in range.
  private static func timeOfDay(_ value: String) -> TimeOfDay? {
    var cursor = TextCursor(value)
    guard let hour = cursor.digits(exactly: 2), cursor.skip(":"), let minute = cursor.digits(exactly: 2) else { return nil }
    var second = 0
    if cursor.skip(":") {
      guard let value = cursor.digits(exactly: 2) else { return nil }
      second = value
    }
    guard cursor.isAtEnd else { return nil }
    return TimeOfDay(hour: hour, minute: minute, second: second)
  }
}
