import AClockCLI
import AClockServeOptions
import AClockRuntime
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import UnixSignals
#if canImport(Glibc)
import Glibc
#endif

/// `aclock-serve`: the clock-picture server on Hummingbird, run until SIGTERM, SIGINT or SIGHUP.
///
/// A signal shuts it down gracefully (no new connection is taken, open requests are answered),
/// then it exits as every command of aclock does after that signal: 143, 130 or 129.
package enum ClockServer {
  /// Serves with `settings` until a signal or a failure; returns the exit status.
  package static func run(_ settings: ServeSettings) async -> Int32 {
    LoggingSystem.bootstrap(StreamLogHandler.standardError)
    var logger = Logger(label: "aclock-serve")
    logger.logLevel = .info
    let clock: any ServerClock = settings.frozenAt.map { FrozenServerClock(at: $0) } ?? SystemServerClock()
    let responder = ClockResponder(
      clock: clock, renders: settings.renders, clientRenders: settings.clientRenders, devices: settings.devices, publicURL: settings.publicURL, logger: logger)
    let host = settings.address.contains(":") ? "[\(settings.address)]" : settings.address
    let app = Application(
      responder: responder,
      configuration: ApplicationConfiguration(address: .hostname(settings.address, port: settings.port), serverName: nil),
      onServerRunning: { channel in
        // Tests and scripts read the port from this line (with --port 0, the one the system chose).
        try? StandardOutput.write("listening on http://\(host):\(channel.localAddress?.port ?? settings.port)\n")
      },
      logger: logger)
    let group = ServiceGroup(configuration: ServiceGroupConfiguration(services: [app], logger: logger))
    let signals = await UnixSignalsSequence(trapping: .sigterm, .sigint, .sighup)
    return await withTaskGroup(of: Int32?.self) { tasks in
      tasks.addTask {
        do {
          try await group.run()
          return 0
        } catch {
          let reason = (error as? IOError).map { String(cString: strerror($0.errnoCode)) } ?? "\(error)"
          StandardError.writeLine("aclock: cannot serve on \(host):\(settings.port): \(reason)")
          return 71
        }
      }
      tasks.addTask {
        for await signal in signals {
          await group.triggerGracefulShutdown()
          return 128 + signal.rawValue
        }
        return nil
      }
      var status: Int32 = 0
      // The first to end decides: a signal's status once the group has stopped, or the group's own.
      if let first = await tasks.next() ?? nil {
        status = first
        if first == 0 || first == 71 { tasks.cancelAll() }
      }
      for await other in tasks where status == 0 || status == 71 {
        if let other, other > 128 { status = other }
      }
      return status
    }
  }
}
