import Synchronization

/// How many pictures each client address may still have drawn: a token bucket per address,
/// `perMinute` deep and refilled at `perMinute` a minute, taken from only when a request misses
/// the cache. A dashboard asking for the same few pictures never comes near it; a flood of
/// distinct queries from one address gets 429 after the first `perMinute`, so one client cannot
/// keep the renderers busy for everyone else (the bound on concurrent renders and the cache's
/// bounds hold memory; this holds fairness).
///
/// Addresses are kept in a table of at most ``mostClients``; when it is full, the address seen
/// longest ago is dropped (it comes back with a full bucket, which is what a long-quiet client
/// would have by then anyway).
final class RenderAllowance: Sendable {
  private struct Bucket {
    var tokens: Double
    var updated: ContinuousClock.Instant
  }

  /// The most addresses remembered.
  static let mostClients = 4096

  let perMinute: Int
  private let buckets = Mutex<[String: Bucket]>([:])

  /// An allowance of `perMinute` renders a minute for each address.
  init(perMinute: Int) {
    self.perMinute = perMinute
  }

  /// Takes one render for `client` at `now`: nil when allowed, else the whole seconds until one
  /// is (for `Retry-After`), at least 1.
  func take(for client: String, at now: ContinuousClock.Instant = .now) -> Int? {
    let rate = Double(perMinute) / 60  // tokens a second
    return buckets.withLock { buckets in
      var bucket = buckets[client] ?? Bucket(tokens: Double(perMinute), updated: now)
      let elapsed = bucket.updated.duration(to: now)
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      bucket.tokens = min(Double(perMinute), bucket.tokens + max(0, seconds) * rate)
      bucket.updated = now
      defer {
        if buckets[client] == nil, buckets.count >= Self.mostClients,
           let oldest = buckets.min(by: { $0.value.updated < $1.value.updated })?.key {
          buckets.removeValue(forKey: oldest)
        }
        buckets[client] = bucket
      }
      guard bucket.tokens >= 1 else { return max(1, Int(((1 - bucket.tokens) / rate).rounded(.up))) }
      bucket.tokens -= 1
      return nil
    }
  }
}
