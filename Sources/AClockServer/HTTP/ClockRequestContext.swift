import Hummingbird
import NIOCore

/// Hummingbird's per-request context, with the client's address: what the render allowance
/// counts by.
package struct ClockRequestContext: RequestContext {
  /// Hummingbird's own storage (logger, allocator, parameters).
  package var coreContext: CoreRequestContextStorage
  /// The client's IP address as text, or "" when the socket has none (not one of ours).
  package let client: String

  /// The context of a request arriving on `source`'s channel.
  package init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    client = source.channel.remoteAddress?.ipAddress ?? ""
  }
}
