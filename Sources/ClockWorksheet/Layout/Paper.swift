import ClockGeometry

/// A sheet of paper: ISO A4 or US Letter.
package enum Paper: String, Sendable, Hashable, CaseIterable {
  /// 210 × 297 mm.
  case a4
  /// 8.5 × 11 in.
  case letter

  /// The width, in points.
  package var width: Double { self == .a4 ? 210 * Self.pointsPerMillimetre : 8.5 * 72 }
  /// The height, in points.
  package var height: Double { self == .a4 ? 297 * Self.pointsPerMillimetre : 11 * 72 }

  /// Points (1/72 in) in a millimetre.
  package static let pointsPerMillimetre = 72 / 25.4

  /// The paper of the territory named in the locale the environment gives for paper
  /// (`LC_ALL`, then `LC_PAPER`, then `LANG`, as glibc reads them): Letter in the Americas that
  /// use it (`en_US`, `en_CA`, `es_MX`, …), A4 everywhere else and when none is set.
  package static func fromLocale(_ environment: [String: String]) -> Paper {
    let locale = ["LC_ALL", "LC_PAPER", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
    // "en_US.UTF-8@euro" → "US".
    let territory = locale.split(separator: "_").dropFirst().first.map { $0.prefix { $0.isLetter } } ?? ""
    return letterTerritories.contains(String(territory)) ? .letter : .a4
  }

  /// The territories whose glibc locales print on Letter.
  private static let letterTerritories: Set<String> = [
    "US", "CA", "MX", "PH", "CL", "CO", "VE", "CR", "GT", "DO", "PA", "PR", "SV", "NI", "HN", "BZ",
  ]
}
