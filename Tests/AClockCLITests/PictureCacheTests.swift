@testable import AClockServer
import Foundation
import NIOCore
import Synchronization
import Testing

/// The server's picture cache: one render per key and instant however many ask at once, a new
/// one when the instant changes, and bounds on entries and bytes that drop the least recently
/// used picture first.
@Suite("Picture cache")
struct PictureCacheTests {
  static let noon = Date(timeIntervalSince1970: 1_795_780_800)

  final class Counter: Sendable {
    let count = Atomic(0)
  }

  static func picture(_ bytes: Int, shown: Date = noon) -> ServedPicture {
    ServedPicture(body: ByteBuffer(repeating: 0, count: bytes), shown: shown, etag: "\"x\"")
  }

  @Test func concurrentRequestsShareOneRender() async throws {
    let cache = PictureCache()
    let renders = Counter()
    // The render waits until every other request waits for it (the stream's end opens the gate).
    let (gate, opener) = AsyncStream<Void>.makeStream()
    let drawn = try await withThrowingTaskGroup(of: Bool.self) { tasks in
      for _ in 0..<20 {
        tasks.addTask {
          try await cache.picture("png?size=100", shown: Self.noon) {
            renders.count.add(1, ordering: .relaxed)
            for await _ in gate { break }
            return Self.picture(10)
          }.drawn
        }
      }
      // Each request reaches the actor before the gate opens: give them their turn (bounded,
      // so a cache that renders for each request fails here rather than hanging).
      var turns = 0
      while await cache.waiting < 19, turns < 100_000 {
        await Task.yield()
        turns += 1
      }
      opener.finish()
      return try await tasks.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(renders.count.load(ordering: .relaxed) == 1)
    #expect(drawn.filter { $0 }.count == 1)
  }

  @Test func aNewInstantIsRenderedAgain() async throws {
    let cache = PictureCache()
    #expect(try await cache.picture("k", shown: Self.noon) { Self.picture(10) }.drawn)
    #expect(try await !cache.picture("k", shown: Self.noon) { Self.picture(10) }.drawn)
    let later = Self.noon.addingTimeInterval(1)
    #expect(try await cache.picture("k", shown: later) { Self.picture(10, shown: later) }.drawn)
  }

  @Test func theLeastRecentlyUsedGoFirst() async throws {
    let cache = PictureCache(maximumEntries: 3, maximumBytes: 1000)
    for key in ["a", "b", "c"] { _ = try await cache.picture(key, shown: Self.noon) { Self.picture(10) } }
    _ = try await cache.picture("a", shown: Self.noon) { Self.picture(10) }  // a is used again: b is now the oldest
    _ = try await cache.picture("d", shown: Self.noon) { Self.picture(10) }
    #expect(await cache.keys == ["a", "c", "d"])
    let bytes = PictureCache(maximumEntries: 100, maximumBytes: 100)
    for key in ["a", "b", "c"] { _ = try await bytes.picture(key, shown: Self.noon) { Self.picture(40) } }
    #expect(await bytes.keys == ["b", "c"])
    #expect(await bytes.byteCount == 80)
  }

  @Test func aFailedRenderIsNotKept() async throws {
    struct Failure: Error {}
    let cache = PictureCache()
    await #expect(throws: Failure.self) { try await cache.picture("k", shown: Self.noon) { throw Failure() } }
    #expect(await cache.keys == [])
    #expect(try await cache.picture("k", shown: Self.noon) { Self.picture(10) }.drawn)
  }
}
