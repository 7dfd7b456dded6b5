import ClockGeometry
import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// Pictures and frames from aclock's PNG writer (zlib's deflate, libdeflate's checksums) read by
/// Python: every chunk's CRC-32 and the stream's Adler-32 as Python's zlib computes them, the
/// raw deflate inflated by zlib, and the pixels PIL decodes equal to the drawn image's.
@Suite("PNG checksums and pixels, read by Python")
struct PNGChecksumTests {
  static let zone = Zones.named("UTC")
  /// 09:15:15 UTC: every hand near the horizontal, so a frame's top and bottom bands are the
  /// still layer's and are reused, and the middle ones compressed anew.
  static let quarterPast = Date(timeIntervalSince1970: 1_718_442_915)
  static let renderer = CairoSceneRenderer(look: ClockLook(style: .classic), variant: .light)

  /// What the script saw in one file.
  struct Reading: Decodable {
    /// Chunks in order; whether every CRC-32 and the Adler-32 matched Python's zlib.
    let chunks: [String]
    let crcsMatch: Bool
    let adlerMatches: Bool
    let width: Int
    let height: Int
    /// PIL's RGBA bytes, hex, rows from the top; empty, with PIL's message, if it refused the file.
    let rgba: String
    let pilError: String?
  }

  static let script = #"""
    import json, struct, sys, zlib
    from PIL import Image
    path = sys.argv[1]
    data = open(path, 'rb').read()
    assert data[:8] == b'\x89PNG\r\n\x1a\n', 'signature'
    pos, chunks, idat, crcs = 8, [], b'', True
    while pos < len(data):
        length, name = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        crc, = struct.unpack('>I', data[pos + 12 + length - 4:pos + 12 + length])
        crcs = crcs and zlib.crc32(name + body) == crc
        chunks.append(name.decode())
        if name == b'IDAT':
            idat += body
        pos += 12 + length
    raw = zlib.decompressobj(-15).decompress(idat[2:-4])
    adler = zlib.adler32(raw) == struct.unpack('>I', idat[-4:])[0]
    out = {'chunks': chunks, 'crcsMatch': crcs, 'adlerMatches': adler, 'width': 0, 'height': 0, 'rgba': ''}
    try:
        im = Image.open(path).convert('RGBA')
        out.update(width=im.size[0], height=im.size[1], rgba=im.tobytes().hex())
    except Exception as error:  # PIL refuses a bad CRC: the fields above say which
        out['pilError'] = str(error)
    print(json.dumps(out))
    """#

  /// `png` written to a temporary file and read by the script.
  static func read(_ png: [UInt8]) throws -> Reading {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-checksums-\(UUID().uuidString).png").path
    try Data(png).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    // Debian's python3-pil is the system Python's: a python3 earlier on PATH (pyenv) lacks it.
    let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "python3"
    let output = try Tool.output(python, ["-c", script, path])
    let reading = try? JSONDecoder().decode(Reading.self, from: Data(output.utf8))
    return try #require(reading, "python3 with PIL could not read the PNG (output '\(output.prefix(300))')")
  }

  /// The image's pixels as RGBA hex, rows from the top (an opaque image: no premultiplication).
  static func rgba(of image: CairoSurface) -> String {
    (0..<image.height).flatMap { y in (0..<image.width).flatMap { x in
      image.pixel(x: x, y: y).map { [$0.red, $0.green, $0.blue, $0.alpha] } ?? []
    } }.map { String(format: "%02x", $0) }.joined()
  }

  static func expectValid(_ reading: Reading, of image: CairoSurface, _ what: String) {
    #expect(reading.chunks == ["IHDR", "IDAT", "IEND"], "\(what)")
    #expect(reading.crcsMatch, "\(what): a CRC-32 differs from Python's")
    #expect(reading.adlerMatches, "\(what): the Adler-32 differs from Python's")
    #expect(reading.pilError == nil, "\(what): PIL: \(reading.pilError ?? "")")
    #expect(reading.width == image.width && reading.height == image.height, "\(what)")
    // Compared apart, so that a failure does not print two strings of a megabyte.
    let samePixels = reading.rgba == rgba(of: image)
    #expect(samePixels, "\(what): PIL's pixels differ from the drawn image's")
  }

  /// 300 px: more rows than one chunk handed to zlib, so the stream and its Adler-32 carry on
  /// across calls.
  @Test func aPictureDecodesToItsPixels() throws {
    let image = try PictureRenderer(look: Self.renderer.look, variant: Self.renderer.variant)
      .drawnImage(ClockBoard(instant: Self.quarterPast, timeZones: [Self.zone]), side: 300)
    Self.expectValid(try Self.read(try FastPNGEncoder.encode(image)), of: image, "picture")
  }

  @Test func aFrameOfReusedAndNewBandsDecodesToItsPixels() throws {
    let board = { (instant: Date) in ClockBoard(instant: instant, timeZones: [Self.zone]) }
    let rasterizer = try StillLayerRasterizer(renderer: Self.renderer, template: board(Self.quarterPast), side: 256)
    let bands = try PNGBandCache(still: rasterizer.still)
    let image = try rasterizer.image(of: board(Self.quarterPast))
    let frame = try FastPNGEncoder.encode(image, reusing: bands)
    // Bands compressed apart (reused or anew, the same bytes) and joined, their Adler-32s
    // combined: not the stream the whole image makes.
    #expect(frame != (try FastPNGEncoder.encode(image)))
    Self.expectValid(try Self.read(frame), of: image, "frame")
  }

  /// At 09:15:30 and 09:16:30 the second hand points down alone (the minute hand near 3, the hour
  /// hand near 9): the bands under the hub are the same in both frames, and the second frame
  /// takes their bytes from the first (`BandRepeats`) instead of compressing them again.
  @Test func aFrameRepeatingAnEarlierFramesBandsDecodesToItsPixels() throws {
    let board = { (instant: Date) in ClockBoard(instant: instant, timeZones: [Self.zone]) }
    let rasterizer = try StillLayerRasterizer(renderer: Self.renderer, template: board(Self.quarterPast), side: 256)
    let bands = try PNGBandCache(still: rasterizer.still)
    _ = try FastPNGEncoder.encode(try rasterizer.image(of: board(Self.quarterPast + 15)), reusing: bands)
    #expect(bands.repeatedBands == 0)
    let image = try rasterizer.image(of: board(Self.quarterPast + 75))
    let frame = try FastPNGEncoder.encode(image, reusing: bands)
    #expect(bands.repeatedBands >= 2)
    // The same bytes as compressing every changed band anew (a cache with no earlier frames).
    #expect(frame == (try FastPNGEncoder.encode(image, reusing: try PNGBandCache(still: rasterizer.still))))
    Self.expectValid(try Self.read(frame), of: image, "frame with repeated bands")
  }
}
