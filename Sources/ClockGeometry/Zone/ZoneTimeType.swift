/// One kind of local time a zone keeps: its offset from UTC, whether it is daylight-saving
/// time, and its abbreviation (`CEST`, `LMT`, `+0545`). A TZif file's "local time type".
struct ZoneTimeType: Sendable, Hashable {
  /// Seconds east of UTC.
  let utcOffset: Int
  let isDaylightSavingTime: Bool
  let abbreviation: String
}

/// A stretch of time over which a zone keeps one local time type: Unix seconds in
/// `[from, until)`, `Int.min`/`Int.max` where it is unbounded.
///
/// A span may end where nothing changes (at a new year, where rules are evaluated year by
/// year); callers that cache an offset only ask again a little early.
struct ZoneSpan: Sendable, Hashable {
  let type: ZoneTimeType
  let from: Int
  let until: Int

  func contains(_ unixSeconds: Int) -> Bool { from <= unixSeconds && unixSeconds < until }
}
