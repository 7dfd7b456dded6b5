import ClockRender

/// The TRMNL devices `aclock-serve --devices FILE` answers, each with its clock: read once at
/// start-up (``DeviceFile``), every line's query parsed and checked then, so `/api/display`
/// never meets a bad one.
///
/// ```swift
/// let table = try DeviceFile.table(text: "AA:BB:CC:DD:EE:FF tz=Europe/Berlin key=s3cret\n* -\n", source: "devices")
/// table.entry(for: "aa:bb:cc:dd:ee:ff")?.key  // "s3cret"
/// table.entry(for: "11:22:33:44:55:66")?.id   // .any: the `*` line
/// ```
package struct DeviceTable: Sendable {
  /// The lines naming a device, by its MAC address in capitals.
  package let devices: [String: DeviceEntry]
  /// The `*` line: any other device; nil when there is none.
  package let fallback: DeviceEntry?

  /// The entry for the device whose `ID` header is `id`: its own line, else the `*` line; nil
  /// for an ID that is not a MAC address, or a device no line is for.
  package func entry(for id: String) -> DeviceEntry? {
    guard let mac = DeviceID.mac(id) else { return nil }
    return devices[mac] ?? fallback
  }
}

/// One line of a devices file: which device, its clock, its key and format.
package struct DeviceEntry: Sendable {
  /// The device: a MAC address in capitals, or `*`.
  package let id: String
  /// The line's query as parameters, the TRMNL defaults added (`palette=1bit`, `size=800x480`,
  /// `no-seconds`) where the line gives none of them.
  package let items: [(name: String, value: String)]
  /// PNG, or BMP when the line says `format=bmp`.
  package let format: PictureFormat
  /// The `Access-Token` the device must send (`key=`), or nil: any.
  package let key: String?
  /// The picture, parsed by the command line's parsers.
  package let request: PictureRequest
  /// The line it was read from (1-based).
  package let line: Int
}

/// A device ID as the firmware sends it: the Wi-Fi MAC address, six pairs of hex digits joined
/// by colons (any case).
package enum DeviceID {
  /// `text` in capitals when it is a MAC address, else nil.
  package static func mac(_ text: String) -> String? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 6, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isHexDigit) }) else { return nil }
    return text.uppercased()
  }
}
