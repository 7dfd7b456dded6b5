/// `If-None-Match` against an entity tag (RFC 9110 §13.1.2: weak comparison, so `W/"x"`
/// matches `"x"`; `*` matches any).
enum EntityTag {
  /// Whether the header's list names `etag`.
  static func matches(_ header: String, _ etag: String) -> Bool {
    header.split(separator: ",").contains { candidate in
      var tag = candidate.trimmingPrefix(while: { $0 == " " || $0 == "\t" })
      while let last = tag.last, last == " " || last == "\t" { tag = tag.dropLast() }
      if tag == "*" { return true }
      if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
      return tag == etag
    }
  }
}
