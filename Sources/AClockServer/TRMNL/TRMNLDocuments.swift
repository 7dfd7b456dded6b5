import Hummingbird
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `/api/setup`'s answer, as the TRMNL firmware reads it (`parse_response_api_setup.cpp`):
/// anything but `status` 200 is a failure.
struct SetupDocument: Encodable {
  let status = 200
  /// The `Access-Token` the device sends from now on.
  let apiKey: String
  /// The short name the device shows.
  let friendlyID: String
  /// The picture it shows now.
  let imageURL: String
  let message: String

  enum CodingKeys: String, CodingKey {
    case status, message
    case apiKey = "api_key", friendlyID = "friendly_id", imageURL = "image_url"
  }
}

/// `/api/display`'s answer (`parse_response_api_display.cpp`, `handleApiDisplayResponse`):
/// `status` 0 shows `image_url` unless `filename` is the one shown last; the device then
/// sleeps `refresh_rate` seconds.
struct DisplayDocument: Encodable {
  /// An absolute URL: the firmware opens it as given.
  let imageURL: String
  /// Changes exactly when the picture does.
  let filename: String
  /// Whole seconds to the picture's next change.
  let refreshRate: Int

  enum CodingKeys: String, CodingKey {
    case status, filename
    case imageURL = "image_url", refreshRate = "refresh_rate", resetFirmware = "reset_firmware"
    case updateFirmware = "update_firmware", firmwareURL = "firmware_url", specialFunction = "special_function"
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(0, forKey: .status)
    try container.encode(imageURL, forKey: .imageURL)
    try container.encode(filename, forKey: .filename)
    try container.encode(refreshRate, forKey: .refreshRate)
    try container.encode(false, forKey: .resetFirmware)
    try container.encode(false, forKey: .updateFirmware)
    try container.encodeNil(forKey: .firmwareURL)
    try container.encode("sleep", forKey: .specialFunction)
  }
}

/// Any other answer of `/api/*`: a status and one line saying why.
struct MessageDocument: Encodable {
  let status: Int
  let message: String
}

extension Response {
  /// `document` as JSON (keys sorted, `/` unescaped), with `status`.
  static func json(_ status: HTTPResponse.Status, _ document: some Encodable) -> Response {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(document) else { return .text(.internalServerError, "cannot encode the answer") }
    var headers = HTTPFields()
    headers[.contentType] = "application/json"
    headers[.xContentTypeOptions] = "nosniff"
    return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: Array(data) + [0x0A])))
  }

  /// A ``MessageDocument`` whose `status` is the HTTP status's code.
  static func jsonMessage(_ status: HTTPResponse.Status, _ message: String) -> Response {
    .json(status, MessageDocument(status: status.code, message: message))
  }
}
