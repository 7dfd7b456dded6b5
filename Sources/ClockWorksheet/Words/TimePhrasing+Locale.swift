import ClockGeometry

extension TimePhrasing {
  /// American phrasing under a US locale (`LC_ALL`, `LC_MESSAGES`, then `LANG`), British
  /// everywhere else.
  package static func fromLocale(_ environment: [String: String]) -> TimePhrasing {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
    return locale.hasPrefix("en_US") ? .american : .british
  }
}
