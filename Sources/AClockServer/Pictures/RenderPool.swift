import ClockRender
import NIOPosix

/// Renders pictures on NIO's blocking-work threads, at most ``width`` at once, each with font
/// caches kept across renders (a cache made per render would load the fonts every time, and
/// cairo would keep each load's face).
///
/// Waiting for a turn suspends the request's task; the event loops and the other requests go on.
actor RenderPool {
  /// The most renders at once.
  let width: Int
  private var idle: [RenderSlot]
  private var waiting: [CheckedContinuation<RenderSlot, Never>] = []
  private let threads: NIOThreadPool

  /// A pool of `width` slots rendering on `threads`.
  init(width: Int, threads: NIOThreadPool = .singleton) {
    self.width = width
    idle = (0..<width).map { _ in RenderSlot() }
    self.threads = threads
  }

  /// How many renders wait for a turn.
  var queued: Int { waiting.count }

  /// `work` run on a blocking thread with a slot's font cache, once a slot is free.
  func run<Result: Sendable>(_ work: @escaping @Sendable (CairoFontCache) throws -> Result) async throws -> Result {
    let slot = await acquire()
    defer { release(slot) }
    return try await threads.runIfActive { try work(slot.fonts) }
  }

  private func acquire() async -> RenderSlot {
    if let slot = idle.popLast() { return slot }
    return await withCheckedContinuation { waiting.append($0) }
  }

  private func release(_ slot: RenderSlot) {
    if waiting.isEmpty {
      idle.append(slot)
    } else {
      waiting.removeFirst().resume(returning: slot)
    }
  }
}

/// One render's font cache. `@unchecked Sendable`: the pool hands a slot to one render at a
/// time and takes it back when that render has returned, so the cache is never used by two
/// threads at once.
final class RenderSlot: @unchecked Sendable {
  let fonts = CairoFontCache()
}
