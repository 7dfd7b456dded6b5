/// A base URL for the addresses `aclock-serve` hands to devices: `--public-url`, or `http://`
/// and a request's `Host`, each checked so that no byte a client sent reaches a response
/// unless it is one a host name, an address or a port is made of.
///
/// ```swift
/// PublicURL.base("https://clock.example.org/aclock/")  // "https://clock.example.org/aclock"
/// PublicURL.host("192.168.1.5:8080")                    // "192.168.1.5:8080"
/// PublicURL.host("evil\"\r\n")                           // nil
/// ```
package enum PublicURL {
  /// The longest host (with its port) taken.
  static let longestHost = 255

  /// `host` (a `Host` header: a name, an IPv4 address or a bracketed IPv6 one, and an optional
  /// port) when it holds only letters, digits and `.-:[]`; nil otherwise.
  package static func host(_ host: String) -> String? {
    guard !host.isEmpty, host.utf8.count <= longestHost, host.utf8.allSatisfy({ isAlphanumeric($0) || Array(".-:[]".utf8).contains($0) })
    else { return nil }
    return host
  }

  /// `url` without its trailing `/` when it is `http://` or `https://`, a valid ``host(_:)``,
  /// and a path of letters, digits and `/-._~`; nil otherwise.
  package static func base(_ url: String) -> String? {
    let lowered = url.lowercased()
    guard let scheme = ["http://", "https://"].first(where: { lowered.hasPrefix($0) }) else { return nil }
    let rest = url.dropFirst(scheme.count)
    let hostPart = rest.prefix { $0 != "/" }
    let path = rest.dropFirst(hostPart.count)
    guard host(String(hostPart)) != nil, path.utf8.allSatisfy({ isAlphanumeric($0) || Array("/-._~".utf8).contains($0) }) else { return nil }
    var base = url
    while base.hasSuffix("/") { base.removeLast() }
    return base
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
    default: return false
    }
  }
}
