import AClockCLI
import AClockServeOptions
import AClockPresentations
import AClockRuntime
import AClockValues
import ClockRender
import Hummingbird
import Logging
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Answers every request of `aclock serve`: the pictures (`/clock.png`, `.svg`, `.pdf`,
/// `.bmp`), the index page, `/healthz`, the TRMNL calls under `/api/` (``TRMNLResponder``); 404 for any other path, 405 (with `Allow`) for a method
/// other than GET or HEAD, 400/414 for a query refused, 503 when too many renders wait, 429 when
/// one client has had more pictures drawn than its ``RenderAllowance`` lets it. Logs one
/// line per request: method, path, status, bytes, milliseconds, and `drawn` when this request
/// rendered its picture (every other request for it until it changes is served from the cache).
package struct ClockResponder: HTTPResponder {
  /// Hummingbird's context with the client's address.
  package typealias Context = ClockRequestContext

  /// The longest query accepted, in bytes (414 beyond).
  static let longestQuery = 2048
  /// The most parameters in a query (400 beyond).
  static let mostParameters = 32

  let clock: any ServerClock
  let cache: PictureCache
  let renders: RenderPool
  let allowance: RenderAllowance?
  let requests = RequestMemo()
  let trmnl: TRMNLResponder
  let logger: Logger

  /// A responder telling the time by `clock`, rendering at most `renders` pictures at once and
  /// `clientRenders` a minute for one client (nil: no limit), answering the TRMNL `devices`
  /// (none: `/api/*` is 404) with pictures on `publicURL` (nil: on the request's `Host`).
  package init(clock: any ServerClock, renders: Int, clientRenders: Int?, devices: DeviceTable?, publicURL: String?, logger: Logger) {
    self.clock = clock
    cache = PictureCache()
    self.renders = RenderPool(width: renders)
    allowance = clientRenders.map(RenderAllowance.init(perMinute:))
    trmnl = TRMNLResponder(devices: devices, publicURL: publicURL, clock: clock, logger: logger)
    self.logger = logger
  }

  /// The response to `request`, logged.
  package func respond(to request: Request, context: Context) async throws -> Response {
    let start = ContinuousClock.now
    let (response, drawn) = await answer(request, client: context.client)
    let elapsed = start.duration(to: .now)
    let milliseconds = Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
    let bytes = response.body.contentLength ?? 0
    // The path as the client sent it may hold anything: shown escaped and cut, like every value.
    logger.info(
      "\(request.method.rawValue) \(UserText.shown(request.uri.path, limit: UserText.longestPath)) \(response.status.code) \(bytes) B \((milliseconds * 10).rounded() / 10) ms\(drawn ? " drawn" : "")"
    )
    return response
  }

  /// The response, and whether a picture was rendered for it.
  private func answer(_ request: Request, client: String) async -> (Response, drawn: Bool) {
    let path = request.uri.path
    if path == "/api" || path.hasPrefix("/api/") { return (await trmnl.answer(request), false) }
    let format = PictureFormat.allCases.first { path == "/clock.\($0.rawValue)" }
    guard format != nil || path == "/" || path == "/healthz" else {
      return (.text(.notFound, "no such page: try / for the list"), false)
    }
    guard request.method == .get || request.method == .head else {
      var response = Response.text(.methodNotAllowed, "\(request.method.rawValue) is not served here: use GET or HEAD")
      response.headers[.allow] = "GET, HEAD"
      return (response, false)
    }
    let query = request.uri.query ?? ""
    guard query.utf8.count <= Self.longestQuery else {
      return (.text(.uriTooLong, "the query is \(query.utf8.count) bytes long; at most \(Self.longestQuery) are read"), false)
    }
    let items: [(name: String, value: String)]
    do throws(QueryError) {
      items = try QueryItems.parse(query)
    } catch {
      return (.text(.badRequest, error.description), false)
    }
    guard items.count <= Self.mostParameters else {
      return (.text(.badRequest, "the query has \(items.count) parameters; at most \(Self.mostParameters) are read"), false)
    }
    guard let format else {
      if !items.isEmpty { return (.text(.badRequest, "\(path) takes no query"), false) }
      return (path == "/healthz" ? .text(.ok, "ok") : IndexPage.response(), false)
    }
    return await picture(format, items: items, ifNoneMatch: request.headers[.ifNoneMatch], client: client)
  }

  private func picture(
    _ format: PictureFormat, items: [(name: String, value: String)], ifNoneMatch: String?, client: String
  ) async -> (Response, drawn: Bool) {
    let key = PictureKey(format: format, items: items)
    let pictureRequest: PictureRequest
    do throws(PictureQueryError) {
      pictureRequest = try requests.request(key.text) { () throws(PictureQueryError) in try PictureQuery.request(items, format: format) }
    } catch {
      return (.text(.badRequest, error.description), false)
    }
    let now = clock.now
    let shown = pictureRequest.shown(at: now)
    if await renders.queued > 64 * renders.width {
      var response = Response.text(.serviceUnavailable, "too many pictures are waiting to be drawn; try again in a second")
      response.headers[.retryAfter] = "1"
      return (response, false)
    }
    if let allowance, !(await cache.holds(key.text, shown: shown)), let wait = allowance.take(for: client) {
      var response = Response.text(
        .tooManyRequests, "this client has had \(allowance.perMinute) pictures drawn in the last minute; ask for ones already drawn, or wait \(wait) s")
      response.headers[.retryAfter] = String(wait)
      return (response, false)
    }
    let served: ServedPicture
    let drawn: Bool
    do {
      (served, drawn) = try await cache.picture(key.text, shown: shown) {
        let bytes = try await renders.run { fonts throws(CLIError) in
          try pictureRequest.render(at: shown, fonts: fonts, name: "clock.\(format.rawValue)")
        }
        return ServedPicture(body: ByteBuffer(bytes: bytes), shown: shown, etag: key.etag(shown: shown))
      }
    } catch let error as CLIError {
      // The limits on pictures (64) are the client's to change; a render that fails is ours.
      let status: HTTPResponse.Status = error.exitCode == 64 ? .badRequest : .internalServerError
      return (.text(status, ErrorLine.oneLine(error.description)), false)
    } catch {
      return (.text(.internalServerError, "cannot render the picture: \(error)"), false)
    }
    var headers = HTTPFields()
    let maxAge = max(1, Int(pictureRequest.nextChange(after: now).timeIntervalSince(now).rounded(.down)))
    headers[.cacheControl] = "public, max-age=\(maxAge)"
    headers[.eTag] = served.etag
    headers[.lastModified] = HTTPDate.string(served.shown)
    if let ifNoneMatch, EntityTag.matches(ifNoneMatch, served.etag) {
      return (Response(status: .notModified, headers: headers), drawn)
    }
    headers[.contentType] = format.mediaType
    headers[.xContentTypeOptions] = "nosniff"
    return (Response(status: .ok, headers: headers, body: .init(byteBuffer: served.body)), drawn)
  }
}

extension Response {
  /// A plain-text response: `text` and a newline.
  static func text(_ status: HTTPResponse.Status, _ text: String) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = "text/plain; charset=utf-8"
    headers[.xContentTypeOptions] = "nosniff"
    return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text + "\n")))
  }
}

extension PictureFormat {
  /// The media type served.
  var mediaType: String {
    switch self {
    case .png: return "image/png"
    case .svg: return "image/svg+xml"
    case .pdf: return "application/pdf"
    case .bmp: return "image/bmp"
    }
  }
}
