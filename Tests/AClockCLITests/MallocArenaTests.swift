import ClockTestSupport
import Foundation
import Testing

/// `frames` under an address-space limit: malloc must not retry a per-thread arena that cannot
/// be mapped on every allocation (millions of failing `mmap` calls, seconds of kernel time; see
/// `MallocArenas`). Counted with strace rather than timed.
@Suite("malloc arenas under ulimit -v", .tags(.integration, .strace))
struct MallocArenaTests {
  @Test func framesUnderAnAddressSpaceLimitMapMemoryWithoutFailingOverAndOver() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-arenas-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let summary = directory.appendingPathComponent("strace.txt")
    let command = "ulimit -v 100000; '\(AClockProcess.binary.path)' frames --from @0 --to @4 --every 1s --out frames --quiet"
    let result = try AClockProcess.run(
      ["-f", "-c", "-e", "trace=mmap", "-o", summary.path, "/bin/bash", "-c", command],
      executable: URL(fileURLWithPath: "/usr/bin/strace"), in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("frames").path).count >= 4)
    // strace -c: "% time  seconds  usecs/call  calls  errors  syscall"; errors is blank when none.
    let row = try String(contentsOf: summary, encoding: .utf8).split(separator: "\n").first { $0.hasSuffix(" mmap") }
    let fields = try #require(row).split(separator: " ")
    let failed = try fields.count == 6 ? #require(Int(fields[4]), "errors column of \(row ?? "")") : 0
    // Before: about 600,000 failing calls for these 4 frames.
    #expect(failed < 100, "\(row ?? "")")
  }
}
