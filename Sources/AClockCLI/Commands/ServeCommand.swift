import AClockRuntime
import AClockValues
import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif

/// `aclock serve`: hands over to `aclock-serve`, the clock-picture server installed beside
/// `aclock`, with every argument as given (`--help` too). The server is its own executable so
/// that `aclock` links no network stack (Docs/decisions/0041).
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve clock pictures over HTTP (runs aclock-serve; 'aclock serve --help' for its options).",
    discussion: """
      Runs aclock-serve, installed beside aclock, with these arguments. Exit status: that of \
      aclock-serve, or 69 when it is not installed.
      """
  )

  // Completions offer aclock-serve's option names (its own parser is in the other executable;
  // ServeCompletionTests keeps this list equal to its options).
  @Argument(
    parsing: .captureForPassthrough, help: ArgumentHelp("Options of aclock-serve.", valueName: "options"),
    completion: .list(Self.serverOptions))
  var arguments: [String] = []

  /// aclock-serve's options, for completion.
  static let serverOptions = [
    "--bind", "--port", "--at", "--devices", "--public-url", "--renders", "--client-renders", "--help",
  ]

  /// The server's file name, looked for in the folder of the running `aclock`.
  static let serverName = "aclock-serve"

  func run() throws {
    let server = Self.serverPath()
    guard access(server, X_OK) == 0 else {
      throw CLIError.unavailable("cannot run \(UserText.quotedPath(server)): aclock serve needs aclock-serve installed beside aclock")
    }
    // Signals held for the clock's own handlers (TerminationSignals.holdIgnoredSignals) would
    // stay blocked across exec: the server gets the mask aclock started with.
    var held = sigset_t()
    sigemptyset(&held)
    for number in TerminationSignals.numbers { sigaddset(&held, number) }
    sigprocmask(SIG_UNBLOCK, &held, nil)
    let argv = [server] + arguments
    var pointers = argv.map { strdup($0) } + [nil]
    execv(server, &pointers)
    let reason = String(cString: strerror(errno))
    throw CLIError.unavailable("cannot run \(UserText.quotedPath(server)): \(reason)")
  }

  /// `aclock-serve` in the folder of this process's executable (`/proc/self/exe`, links resolved).
  static func serverPath() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, Int(PATH_MAX))
    guard count > 0 else { return serverName }
    let executable = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let slash = executable.lastIndex(of: "/") else { return serverName }
    return String(executable[...slash]) + serverName
  }
}
