import CCairo

/// Owns one cairo surface: an image in memory, or a PDF document streamed to memory.
///
/// A class only to own the C handle (destroyed in `deinit`); not `Sendable`, so a surface stays
/// inside the task that made it.
package final class CairoSurface {
  let pointer: OpaquePointer
  private let sink: ByteSink?
  /// Width in pixels (image) or points (PDF).
  package let width: Int
  /// Height in pixels (image) or document units.
  package let height: Int

  private init(_ pointer: OpaquePointer, sink: ByteSink?, width: Int, height: Int, operation: String) throws(CairoError) {
    self.pointer = pointer
    self.sink = sink
    self.width = width
    self.height = height
    try CairoError.check(cairo_surface_status(pointer), operation)
  }

  deinit { cairo_surface_destroy(pointer) }

  /// A transparent ARGB32 image of `width`×`height` pixels.
  package static func image(width: Int, height: Int) throws(CairoError) -> CairoSurface {
    try CairoLibrary.load()
    let pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    guard let pointer else { throw CairoError("creating a \(width)×\(height) image", status: CAIRO_STATUS_NO_MEMORY) }
    return try CairoSurface(pointer, sink: nil, width: width, height: height, operation: "creating a \(width)×\(height) image")
  }

  /// A one-page PDF document of `width`×`height` pt. `creationDate` (ISO 8601, e.g. the
  /// instant shown) replaces cairo's "now", so the same picture gives the same bytes.
  package static func pdf(width: Int, height: Int, creationDate: String?) throws(CairoError) -> CairoSurface {
    try CairoLibrary.load()
    let sink = ByteSink()
    let pointer = cairo_pdf_surface_create_for_stream(ByteSink.write, sink.opaque, Double(width), Double(height))
    guard let pointer else { throw CairoError("creating a PDF document", status: CAIRO_STATUS_NO_MEMORY) }
    let surface = try CairoSurface(pointer, sink: sink, width: width, height: height, operation: "creating a PDF document")
    if let creationDate {
      cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_CREATE_DATE, creationDate)
    }
    cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_CREATOR, "aclock")
    return surface
  }

  /// A PDF document of pages `width`×`height` pt (fractions kept: A4 is 595.28 × 841.89),
  /// titled `title`, stamped with `creationDate` (ISO 8601) in place of cairo's "now".
  package static func pdf(width: Double, height: Double, creationDate: String, title: String) throws(CairoError) -> CairoSurface {
    try CairoLibrary.load()
    let sink = ByteSink()
    let pointer = cairo_pdf_surface_create_for_stream(ByteSink.write, sink.opaque, width, height)
    guard let pointer else { throw CairoError("creating a PDF document", status: CAIRO_STATUS_NO_MEMORY) }
    let surface = try CairoSurface(
      pointer, sink: sink, width: Int(width.rounded()), height: Int(height.rounded()), operation: "creating a PDF document")
    cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_CREATE_DATE, creationDate)
    cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_CREATOR, "aclock")
    cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_TITLE, title)
    return surface
  }

  /// Sets the size of the PDF pages drawn from now on, in points.
  package func setPageSize(width: Double, height: Double) {
    cairo_pdf_surface_set_size(pointer, width, height)
  }

  /// A recording of drawing calls over `width`×`height` units, replayed (as vectors) when
  /// painted onto another surface: how a PDF is drawn upright and then turned.
  package static func recording(width: Int, height: Int) throws(CairoError) -> CairoSurface {
    try CairoLibrary.load()
    var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(width), height: Double(height))
    let pointer = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)
    guard let pointer else { throw CairoError("recording a \(width)×\(height) drawing", status: CAIRO_STATUS_NO_MEMORY) }
    return try CairoSurface(pointer, sink: nil, width: width, height: height, operation: "recording a \(width)×\(height) drawing")
  }

  /// Decodes a PNG into an image surface.
  package static func image(png bytes: [UInt8]) throws(CairoError) -> CairoSurface {
    try CairoLibrary.load()
    let source = ByteSource(bytes)
    let pointer = withExtendedLifetime(source) {
      cairo_image_surface_create_from_png_stream(ByteSource.read, source.opaque)
    }
    guard let pointer else { throw CairoError("reading a PNG", status: CAIRO_STATUS_NO_MEMORY) }
    let surface = try CairoSurface(
      pointer, sink: nil, width: Int(cairo_image_surface_get_width(pointer)),
      height: Int(cairo_image_surface_get_height(pointer)), operation: "reading a PNG")
    return surface
  }

  /// Encodes an image surface as PNG, with cairo's encoder.
  package func pngBytes() throws(CairoError) -> [UInt8] {
    let sink = ByteSink()
    cairo_surface_flush(pointer)
    let status = withExtendedLifetime(sink) { cairo_surface_write_to_png_stream(pointer, ByteSink.write, sink.opaque) }
    try CairoError.check(status, "encoding a PNG")
    return sink.bytes
  }

  /// Finishes a PDF document and returns its bytes; errors in the document surface here.
  package func finishDocument() throws(CairoError) -> [UInt8] {
    cairo_surface_finish(pointer)
    try CairoError.check(cairo_surface_status(pointer), "finishing the document")
    return sink?.bytes ?? []
  }

  /// Calls `body` with an image surface's pixels in place: native ARGB32 words (B, G, R, A bytes
  /// in memory on little-endian machines), premultiplied, rows `stride` bytes apart; nil for
  /// non-image surfaces. The bytes are raw: read them with `load`/`loadUnaligned`, never through
  /// a typed pointer, since Swift has not bound cairo's buffer to any type. They are valid only
  /// during `body`.
  func withPixelBytes<Result, Failure: Error>(
    _ body: (UnsafeRawBufferPointer, _ stride: Int) throws(Failure) -> Result
  ) throws(Failure) -> Result? {
    // Sound: cairo owns the buffer until the surface is destroyed, which `withExtendedLifetime`
    // puts off until `body` returns; the flush first makes cairo finish any pending drawing into
    // it. An image surface's buffer holds `stride × height` bytes.
    try withExtendedLifetime(self) { () throws(Failure) -> Result? in
      cairo_surface_flush(pointer)
      guard let data = cairo_image_surface_get_data(pointer) else { return nil }
      let stride = Int(cairo_image_surface_get_stride(pointer))
      return try body(UnsafeRawBufferPointer(start: data, count: stride * height), stride)
    }
  }

  /// The colour of one pixel of an image surface, un-premultiplied to 0…255 channels; nil
  /// outside the image or for non-image surfaces.
  package func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
    guard x >= 0, y >= 0, x < width, y < height else { return nil }
    // ARGB32 is one native-endian 32-bit word per pixel, colour premultiplied by alpha; a raw
    // load, inside the buffer since x < width and y < height.
    guard let word = withPixelBytes({ bytes, stride in bytes.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self) })
    else { return nil }
    let alpha = UInt8(word >> 24)
    func channel(_ shift: UInt32) -> UInt8 { Self.unpremultiplied(UInt8(word >> shift & 0xFF), alpha: alpha) }
    return (channel(16), channel(8), channel(0), alpha)
  }

  /// A colour channel divided back by its alpha (cairo stores colour premultiplied; PNG and
  /// people want it straight), rounded to nearest.
  static func unpremultiplied(_ value: UInt8, alpha: UInt8) -> UInt8 {
    guard alpha > 0 else { return 0 }
    return UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)))
  }
}
