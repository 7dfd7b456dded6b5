import AClockCLI
import AClockServeOptions
import ClockGeometry
import ClockRender
import Hummingbird

/// `GET /`: a small page listing the endpoints, each with a live example, the parameters and
/// the built-in styles. Every string placed in it is escaped, though none comes from a request.
enum IndexPage {
  /// Example queries, each shown as a link and, for pictures, as an image.
  static let examples = [
    "/clock.png?size=240",
    "/clock.svg?size=240&style=\(ClockStyle.builtInNames.last ?? "classic")&label=zone&tz=Asia/Tokyo",
    "/clock.png?size=480x160&tz=Europe/London&tz=America/New_York&tz=Asia/Tokyo&no-seconds",
    "/clock.png?size=400x240&palette=gray4&no-seconds&label=date",
    "/clock.bmp?size=400x240&palette=1bit&dither=ordered&no-seconds",
    "/clock.pdf?size=300",
  ]

  /// The page, as HTML text.
  static var html: String {
    func escaped(_ text: String) -> String { MarkupEscaping.escaped(text) }
    var page = """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>aclock serve</title>
      <style>body{font-family:sans-serif;max-width:60em;margin:2em auto;padding:0 1em}img{border:1px solid #ccc;max-width:100%}code{background:#f4f4f4}</style>
      </head><body>
      <h1>aclock serve</h1>
      <p>Analog clocks as pictures, each cached until the moment it changes. <code>GET /clock.png</code>,
      <code>/clock.svg</code>, <code>/clock.pdf</code> and <code>/clock.bmp</code> (with a gray <code>palette</code>)
      take aclock's options as query parameters; <code>GET /healthz</code> answers <code>ok</code>.</p>
      <h2>Examples</h2>

      """
    for example in examples {
      let link = escaped(example)
      page += "<p><a href=\"\(link)\"><code>\(link)</code></a></p>\n"
      if example.hasPrefix("/clock.png") || example.hasPrefix("/clock.svg") {
        page += "<p><img src=\"\(link)\" alt=\"a clock\"></p>\n"
      }
    }
    page += "<h2>Parameters</h2>\n<p>" + PictureQuery.names.map { "<code>\(escaped($0))</code>" }.joined(separator: ", ") + "</p>\n"
    page += "<h2>Styles</h2>\n<p>" + ClockStyle.builtInNames.map { "<code>\(escaped($0))</code>" }.joined(separator: ", ") + "</p>\n"
    page += "</body></html>\n"
    return page
  }

  /// The page as a response.
  static func response() -> Response {
    var headers = HTTPFields()
    headers[.contentType] = "text/html; charset=utf-8"
    headers[.xContentTypeOptions] = "nosniff"
    return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: html)))
  }
}
