import AClockServeOptions
import Synchronization

/// The parsed request of each canonical query, so a cached picture is served without running
/// the option parsers again (they took about 0.6 ms of a 0.7 ms cached response). At most
/// ``capacity`` are kept; when full, the memo starts over (a flood of distinct queries costs
/// parsing, never memory).
final class RequestMemo: Sendable {
  let capacity: Int
  private let requests = Mutex<[String: PictureRequest]>([:])

  init(capacity: Int = 1024) { self.capacity = capacity }

  /// The request of `key`, parsed by `parse` when not already known; a refusal is not kept.
  func request<Failure: Error>(_ key: String, parse: () throws(Failure) -> PictureRequest) throws(Failure) -> PictureRequest {
    if let known = requests.withLock({ $0[key] }) { return known }
    let request = try parse()
    requests.withLock { requests in
      if requests.count >= capacity { requests.removeAll(keepingCapacity: true) }
      requests[key] = request
    }
    return request
  }
}
