import Dispatch

/// Runs the same work on several worker threads and waits for them all, calling back a few
/// times a second while it waits (for a progress line): how `frames` and `dataset` spread their
/// files over the cores.
package enum WorkerGroup {
  /// Starts `workers` threads running `work` (each with a stack the size of the main thread's:
  /// cairo and FreeType like one), runs `meanwhile` on the calling thread (a consumer of what
  /// they make, say), then waits until every one has returned, calling `waiting` every 250 ms.
  /// If some threads cannot be started (memory or thread limits), the ones running share the
  /// work; if none can, throws naming `path`.
  package static func run(
    workers: Int, path: String, work: @escaping @Sendable () -> Void, meanwhile: () -> Void = {}, waiting: () -> Void
  ) throws(CLIError) {
    let group = DispatchGroup()
    var started = 0
    for _ in 0..<workers {
      group.enter()
      if WorkerThread.start(stackSize: 8 << 20, {
        work()
        group.leave()
      }) {
        started += 1
      } else {
        group.leave()
      }
    }
    if started == 0 {
      throw .renderFailed(path: path, reason: "no worker thread could be started (memory or thread limit)")
    }
    meanwhile()
    while group.wait(timeout: .now() + .milliseconds(250)) == .timedOut { waiting() }
  }
}
