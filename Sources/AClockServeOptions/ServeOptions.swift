import AClockCLI
import AClockRuntime
import AClockValues
import ArgumentParser
import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The options of `aclock-serve` (run as `aclock serve`): where to listen, and a frozen clock
/// for tests and fixed displays.
struct ServeOptions: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "aclock serve",
    abstract: "Serve clock pictures over HTTP/1.1: PNG, SVG, PDF and BMP, cached until the next moment they change.",
    discussion: """
      GET /clock.png, /clock.svg, /clock.pdf and /clock.bmp take the clock's own options as \
      query parameters, by their long names without dashes: tz (repeat it for a world clock), \
      at, size (SIDE or WIDTHxHEIGHT), rotate, style (built-in names only), theme, background, \
      font (installed families only), numerals, dial, label, complications, gmt-zone, palette, \
      dither, svg-text, svg-id, and the flags no-seconds, sweep, seconds, no-shadow, invert (empty or \
      true). BMP needs a \
      palette. A bad value is refused with 400 and the one line aclock would print. GET / lists \
      the endpoints with examples; GET /healthz answers ok.

      Every picture carries Cache-Control max-age up to the next moment it changes (the next \
      second, or the next minute without a second hand), an ETag and Last-Modified, and \
      If-None-Match is answered with 304; each distinct query is rendered once per change \
      whatever the number of clients. One line per request is logged on standard error.

      TRMNL (bring your own server): with --devices FILE the server also answers the \
      firmware's GET /api/setup, GET /api/display and POST /api/log. The file has one device \
      a line, 'ID QUERY [key=SECRET] [format=png|bmp]': ID a MAC address (any case) or * for \
      every other device; QUERY what /clock.png takes (tz=Europe/Berlin&style=station), or - \
      for none, with palette=1bit, size=800x480 and no-seconds added where it gives no \
      palette, no size, and none of no-seconds, seconds, sweep; key=SECRET the Access-Token \
      the device must send (401 otherwise; without it, any is taken); format=bmp to send BMP \
      instead of PNG. '#' starts a comment. Every line is checked at start-up (a bad one: \
      FILE:LINE: and aclock's message, exit 64); at most 1 MiB and 1024 devices. /api/setup \
      hands out the line's key, or 'aclock-' and 16 hex digits of a hash of the ID (not a \
      secret: only key= is checked); an unknown device gets 404. /api/display names \
      /clock.png (or .bmp) with the device's query as image_url, on --public-url or else \
      http:// and the request's Host (400 unless a host name or address and port), a \
      filename that changes exactly when the picture does, and refresh_rate: the seconds to \
      the picture's next change, rounded up, at least 1.

      Exit status: 0 done, 64 bad usage or value, 71 the address cannot be bound, 130/143/129 \
      after SIGINT/SIGTERM/SIGHUP (open requests are finished first).
      """
  )

  @Option(help: ArgumentHelp("The address to listen on: 127.0.0.1, this machine only, unless given (0.0.0.0: every interface).", valueName: "address"))
  var bind = "127.0.0.1"

  @Option(help: ArgumentHelp("The TCP port (0: any free one; the line 'listening on http://…' names it).", valueName: "port"))
  var port = 8080

  @Option(
    name: .customLong("at"),
    help: ArgumentHelp("Freeze the server's clock at this instant (in UTC), for tests and fixed displays.", valueName: "instant"),
    transform: OptionValueHint.transform(InstantSpec.init(parsing:)))
  var at: InstantSpec?

  @Option(help: ArgumentHelp("Answer TRMNL devices as this file lists them (see above).", valueName: "file"))
  var devices: String?

  @Option(
    name: .customLong("public-url"),
    help: ArgumentHelp("The address devices reach this server by, for /api/display's image_url (default: http:// and the Host asked).", valueName: "url"))
  var publicURL: String?

  @Option(help: ArgumentHelp("The most pictures rendered at once (default: the number of processors).", valueName: "count"))
  var renders: Int?

  @Option(
    name: .customLong("client-renders"),
    help: ArgumentHelp(
      "The most pictures one client address may have drawn a minute, beyond what the cache holds (0: no limit; behind a proxy, the proxy is the client).",
      valueName: "count"))
  var clientRenders = 120

  func validate() throws {
    guard (0...65_535).contains(port) else { throw ValidationError("--port \(port): use 0…65535") }
    if let renders, !(1...256).contains(renders) { throw ValidationError("--renders \(renders): use 1…256") }
    if !(0...1_000_000).contains(clientRenders) { throw ValidationError("--client-renders \(clientRenders): use 0…1000000") }
    if let publicURL, PublicURL.base(publicURL) == nil {
      throw ValidationError("--public-url \(UserText.quoted(publicURL)): use http:// or https:// and a host name or address, with a port and a path if need be")
    }
  }

  /// The settings these options give, the devices file read and checked.
  func settings() throws(DeviceFileError) -> ServeSettings {
    ServeSettings(
      address: bind, port: port, frozenAt: at?.resolve(in: .utc, now: Date()),
      renders: renders ?? max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))),
      clientRenders: clientRenders == 0 ? nil : clientRenders,
      devices: try devices.map { path throws(DeviceFileError) in try DeviceFile.table(path: path) },
      publicURL: publicURL.flatMap(PublicURL.base))
  }

  /// Parses `arguments` (aclock-serve's, without the program's name) into settings. `--help`
  /// prints the help and exits 0; a refusal is one line, `aclock: …`, and exit 64, as every
  /// command of aclock.
  static func settings(_ arguments: [String]) -> ServeSettings {
    StandardStreams.secure()
    do {
      let options = try parse(arguments)
      do throws(DeviceFileError) {
        return try options.settings()
      } catch {
        StandardError.writeLine("aclock: " + error.description)
        Glibc.exit(64)
      }
    } catch {
      if exitCode(for: error) == .success {
        print(fullMessage(for: error))
        Glibc.exit(0)
      }
      let text = message(for: error).replacing("Error: ", with: "")
      StandardError.writeLine("aclock: " + ErrorLine.oneLine(ErrorLine.showingArguments(arguments, in: text)))
      Glibc.exit(64)
    }
  }
}

/// Where and how `aclock-serve` runs: a plain value, made by ``ServeOptions``.
package struct ServeSettings: Sendable {
  /// The address to listen on.
  package let address: String
  /// The TCP port; 0: a free one.
  package let port: Int
  /// The instant the server's clock stands at, or nil for the real time.
  package let frozenAt: Date?
  /// The most pictures rendered at once.
  package let renders: Int
  /// The most renders one client address may cause a minute, or nil for no limit.
  package let clientRenders: Int?
  /// The TRMNL devices (`--devices`), or nil: `/api/*` is not served.
  package let devices: DeviceTable?
  /// `--public-url` without a trailing `/`, or nil: image URLs from the request's `Host`.
  package let publicURL: String?
}

/// `aclock-serve`'s entry point for its arguments (`main.swift` calls it).
package enum ServeArguments {
  /// The settings of this process's arguments; exits on `--help` or a refusal.
  package static func settings() -> ServeSettings {
    ServeOptions.settings(Array(CommandLine.arguments.dropFirst()))
  }
}
