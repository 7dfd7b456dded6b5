#if canImport(Glibc)
import Glibc
#endif

/// Starts a detached POSIX thread and says whether it started.
///
/// Foundation's `Thread.start()` does not report a failed `pthread_create` (under `ulimit -v`,
/// eight-megabyte stacks run out of address space): the body never runs, and a run waiting for
/// every worker to finish waited for ever (`frames` hung at 0 % CPU after writing every frame).
package enum WorkerThread {
  /// Runs `body` on a new thread with a `stackSize`-byte stack; false if no thread could be made.
  package static func start(stackSize: Int, _ body: @escaping @Sendable () -> Void) -> Bool {
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return false }
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    // Sound: the box is retained here and released exactly once, by the thread that takes it,
    // or below if no thread was made.
    let box = Unmanaged.passRetained(Body(body)).toOpaque()
    var thread = pthread_t()
    let started = pthread_create(&thread, &attributes, { argument in
      guard let argument else { return nil }
      Unmanaged<Body>.fromOpaque(argument).takeRetainedValue().run()
      return nil
    }, box)
    if started != 0 { Unmanaged<Body>.fromOpaque(box).release() }
    return started == 0
  }

  private final class Body: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }
}
