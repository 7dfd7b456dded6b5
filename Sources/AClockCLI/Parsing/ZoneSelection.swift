import AClockValues
import ArgumentParser

/// A `--timezone` option group, one zone or several: what ``TimeOptions`` needs of it.
package protocol ZoneSelection: ParsableArguments {
  /// The zone instants are read in: the one given, or the first of several (default: local).
  var timeZone: TimeZoneSpec { get }
}
