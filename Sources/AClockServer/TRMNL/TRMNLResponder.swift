import AClockServeOptions
import AClockValues
import ClockGeometry
import ClockRender
import Hummingbird
import Logging
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The TRMNL firmware's "bring your own server" calls (`aclock-serve --devices FILE`):
/// `GET /api/setup` hands out a key, `GET /api/display` names the device's picture (a
/// `/clock.png` URL the picture routes serve from their cache) and when to ask again,
/// `POST /api/log` logs what the device reports. Every answer is JSON from `JSONEncoder`; no
/// header set here holds a byte from the request.
struct TRMNLResponder: Sendable {
  /// The largest log body read (413 beyond).
  static let largestLog = 64 << 10
  /// The most characters of a log body shown in the server's log.
  static let longestLogLine = 240

  let devices: DeviceTable?
  let publicURL: String?
  let clock: any ServerClock
  let logger: Logger

  /// The answer to `request` for a path under `/api/`.
  func answer(_ request: Request) async -> Response {
    guard let devices else {
      return .jsonMessage(.notFound, "TRMNL devices are not served: start aclock-serve with --devices FILE")
    }
    let path = request.uri.path
    let method: HTTPRequest.Method = path == "/api/log" ? .post : .get
    guard ["/api/setup", "/api/display", "/api/log"].contains(path) else {
      return .jsonMessage(.notFound, "no such call: /api/setup, /api/display and /api/log are served")
    }
    guard request.method == method else {
      var response = Response.jsonMessage(.methodNotAllowed, "\(path) takes \(method.rawValue) only")
      response.headers[.allow] = method.rawValue
      return response
    }
    let id = Self.header("ID", of: request) ?? ""
    if path == "/api/log" { return await log(request, id: id) }
    guard DeviceID.mac(id) != nil else {
      return .jsonMessage(.badRequest, "the ID header must be the device's MAC address, such as AA:BB:CC:DD:EE:FF")
    }
    guard let entry = devices.entry(for: id) else {
      return .jsonMessage(.notFound, "device \(id.uppercased()) is not in the devices file")
    }
    guard let base = publicURL ?? request.head.authority.flatMap(PublicURL.host).map({ "http://" + $0 }) else {
      return .jsonMessage(.badRequest, "the Host header must be a host name or address and a port; or start aclock-serve with --public-url")
    }
    let picture = DevicePicture(entry: entry, at: clock.now, base: base)
    if path == "/api/setup" {
      return .json(
        .ok,
        SetupDocument(apiKey: entry.key ?? Self.defaultKey(id), friendlyID: Self.friendlyID(id), imageURL: picture.url, message: "aclock"))
    }
    if let key = entry.key, !Self.same(Self.header("Access-Token", of: request) ?? "", key) {
      return .jsonMessage(.unauthorized, "wrong or missing Access-Token for \(id.uppercased()): ask /api/setup")
    }
    return .json(.ok, DisplayDocument(imageURL: picture.url, filename: picture.filename, refreshRate: picture.refreshRate))
  }

  /// Logs one line for a device's log: its ID (escaped unless a MAC address) and the body,
  /// escaped and cut.
  private func log(_ request: Request, id: String) async -> Response {
    if let length = Self.header("Content-Length", of: request).flatMap(Int.init), length > Self.largestLog {
      return .jsonMessage(.contentTooLarge, "a log is read up to \(Self.largestLog) bytes")
    }
    let body: ByteBuffer
    do {
      body = try await request.body.collect(upTo: Self.largestLog)
    } catch {
      return .jsonMessage(.contentTooLarge, "a log is read up to \(Self.largestLog) bytes")
    }
    let device = DeviceID.mac(id) ?? UserText.quoted(id, limit: 32)
    let text = String(decoding: body.readableBytesView, as: UTF8.self)
    logger.info("TRMNL log from \(device): \(UserText.shown(text, limit: Self.longestLogLine))")
    return .json(.ok, MessageDocument(status: 200, message: "logged"))
  }

  /// The key `/api/setup` hands a device whose line has no `key=`: `aclock-` and the FNV-1a
  /// hash of its ID in capitals. Stable across restarts; not a secret, and not checked.
  static func defaultKey(_ id: String) -> String { "aclock-" + FNV1a.hex(Array("key:\(id.uppercased())".utf8)) }

  /// Six capital hex digits of a hash of the ID: the name the device shows.
  static func friendlyID(_ id: String) -> String { String(FNV1a.hex(Array("friendly:\(id.uppercased())".utf8)).prefix(6)).uppercased() }

  private static func header(_ name: String, of request: Request) -> String? {
    // HTTPField is HTTPFields' element (Hummingbird exports the collection, not the field).
    HTTPFields.Element.Name(name).flatMap { request.headers[$0] }
  }

  /// Whether `a` equals `b`, in a time that does not depend on where they first differ.
  private static func same(_ a: String, _ b: String) -> Bool {
    let (x, y) = (Array(a.utf8), Array(b.utf8))
    guard x.count == y.count else { return false }
    return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
  }
}
