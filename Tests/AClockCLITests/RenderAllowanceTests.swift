@testable import AClockServer
import Testing

/// The per-client render allowance: a bucket of `perMinute` per address, refilled at that rate,
/// worked by hand on a clock the test moves.
@Suite("Render allowance")
struct RenderAllowanceTests {
  static let start = ContinuousClock.now

  @Test func aClientGetsItsMinuteThenWaitsForTheRefill() {
    let allowance = RenderAllowance(perMinute: 3)
    // Three renders at once, then the fourth must wait: one token comes back every 20 s.
    #expect((0..<3).map { _ in allowance.take(for: "192.0.2.1", at: Self.start) } == [nil, nil, nil])
    #expect(allowance.take(for: "192.0.2.1", at: Self.start) == 20)
    #expect(allowance.take(for: "192.0.2.1", at: Self.start + .seconds(15)) == 5)
    #expect(allowance.take(for: "192.0.2.1", at: Self.start + .seconds(20)) == nil)
    #expect(allowance.take(for: "192.0.2.1", at: Self.start + .seconds(20)) == 20)
    // Another address has its own bucket.
    #expect(allowance.take(for: "192.0.2.2", at: Self.start + .seconds(20)) == nil)
    // A quiet minute refills the bucket, but never past its depth.
    let later = Self.start + .seconds(600)
    #expect((0..<4).map { _ in allowance.take(for: "192.0.2.1", at: later) } == [nil, nil, nil, 20])
  }

  @Test func theTableOfAddressesIsBounded() {
    let allowance = RenderAllowance(perMinute: 1)
    for client in 0...RenderAllowance.mostClients {
      _ = allowance.take(for: "client \(client)", at: Self.start + .milliseconds(client))
    }
    // The first address seen was dropped to make room: it comes back with a full bucket.
    #expect(allowance.take(for: "client 0", at: Self.start + .seconds(10)) == nil)
    #expect(allowance.take(for: "client \(RenderAllowance.mostClients)", at: Self.start + .seconds(10)) != nil)
  }
}
