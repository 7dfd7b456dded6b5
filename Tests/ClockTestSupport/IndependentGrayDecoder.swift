import Foundation
import Testing

/// Reads PNG and BMP files with decoders that are not aclock's: PIL (python3-pil) and, for PNG,
/// a chunk-by-chunk reader in Python over `zlib` that checks every CRC and unpacks the samples
/// itself; for BMP, the header fields as `struct` reads them.
public enum IndependentGrayDecoder {
  /// What the decoders saw in one file.
  public struct Decoded: Decodable, Sendable {
    /// PIL's mode ('1', 'L', 'P') and size.
    public let mode: String
    public let width: Int
    public let height: Int
    /// Every pixel's gray as PIL gives it (`convert('L')`), rows from the top.
    public let pil: [Int]
    /// PNG only: IHDR's bit depth and colour type, and every pixel's gray from the script's own
    /// unpacking (`sample × 255 / (2^depth − 1)`); the names of chunks in order.
    public let depth: Int?
    public let colourType: Int?
    public let own: [Int]?
    public let chunks: [String]?
    /// BMP only: the header fields firmware reads, and the file's real length.
    public let bmp: [String: Int]?
  }

  static let script = #"""
    import json, struct, sys, zlib
    from PIL import Image
    path, kind = sys.argv[1], sys.argv[2]
    data = open(path, 'rb').read()
    im = Image.open(path)
    out = {'mode': im.mode, 'width': im.size[0], 'height': im.size[1], 'pil': list(im.convert('L').getdata())}
    if kind == 'png':
        assert data[:8] == b'\x89PNG\r\n\x1a\n', 'signature'
        pos, chunks, idat = 8, [], b''
        while pos < len(data):
            length, name = struct.unpack('>I4s', data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            crc, = struct.unpack('>I', data[pos + 8 + length:pos + 12 + length])
            assert zlib.crc32(name + body) == crc, 'CRC of ' + name.decode()
            chunks.append(name.decode())
            if name == b'IHDR':
                width, height, depth, colour, method, filt, interlace = struct.unpack('>IIBBBBB', body)
                assert (method, filt, interlace) == (0, 0, 0)
            if name == b'IDAT':
                idat += body
            pos += 12 + length
        raw = zlib.decompress(idat)
        stride = (width * depth + 7) // 8
        assert len(raw) == height * (1 + stride), 'scanline bytes'
        own = []
        for y in range(height):
            row = raw[y * (1 + stride):(y + 1) * (1 + stride)]
            assert row[0] == 0, 'filter type'
            bits = ''.join(format(b, '08b') for b in row[1:])
            for x in range(width):
                own.append(int(bits[x * depth:(x + 1) * depth], 2) * 255 // (2 ** depth - 1))
        out.update(depth=depth, colourType=colour, own=own, chunks=chunks)
    else:
        names = ['bfSize', 'bfReserved', 'bfOffBits', 'biSize', 'biWidth', 'biHeight', 'biPlanes', 'biBitCount',
                 'biCompression', 'biSizeImage', 'biXPelsPerMeter', 'biYPelsPerMeter', 'biClrUsed', 'biClrImportant']
        assert data[:2] == b'BM'
        fields = dict(zip(names, struct.unpack('<IIIIiiHHIIiiII', data[2:54])))
        fields['fileLength'] = len(data)
        out['bmp'] = fields
    print(json.dumps(out))
    """#

  /// `bytes` written to a temporary file and read back by the decoders; `kind` is "png" or "bmp".
  public static func decode(_ bytes: [UInt8], as kind: String) throws -> Decoded {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-gray-\(UUID().uuidString).\(kind)").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    // Debian's python3-pil is the system Python's: a python3 earlier on PATH (pyenv) lacks it.
    let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "python3"
    let output = try Tool.output(python, ["-c", script, path, kind])
    let decoded = try? JSONDecoder().decode(Decoded.self, from: Data(output.utf8))
    return try #require(decoded, "python3 with PIL could not read the \(kind) (output '\(output.prefix(200))')")
  }
}
