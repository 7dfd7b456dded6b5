import ClockGeometry

/// Renders a clock scene into the bytes of a PNG, SVG or PDF file.
///
/// Pictures go to memory rather than straight to a path so that the caller writes each file
/// once, atomically, and a failed render never leaves a broken file.
///
/// ```swift
/// let scene = ClockScene(time: LocalTime(date, in: zone), timeZone: zone)
/// let png = try PictureRenderer(renderer: CairoSceneRenderer(theme: .light)).render(scene, as: .png, size: 512)
/// ```
public struct PictureRenderer: Sendable {
  /// The scene renderer (theme, background, font).
  public var renderer: CairoSceneRenderer

  /// A picture renderer drawing with `renderer`.
  public init(renderer: CairoSceneRenderer) {
    self.renderer = renderer
  }

  /// The encoded picture, `size`×`size`. `creationDate` (ISO 8601) is stamped into PDFs in
  /// place of the current time, so the same inputs give the same bytes.
  public func render(_ scene: ClockScene, as format: PictureFormat, size: Int, creationDate: String? = nil) throws(CairoError) -> [UInt8] {
    switch format {
    case .png:
      return try FastPNGEncoder.encode(try drawnImage(scene, size: size))
    case .svg:
      let surface = try CairoSurface.svg(width: size, height: size)
      try draw(scene, size: size, on: surface)
      return try surface.finishDocument()
    case .pdf:
      let surface = try CairoSurface.pdf(width: size, height: size, creationDate: creationDate)
      try draw(scene, size: size, on: surface)
      return try surface.finishDocument()
    }
  }

  /// The scene drawn on a new `size`×`size` image surface, for callers that read pixels.
  public func drawnImage(_ scene: ClockScene, size: Int) throws(CairoError) -> CairoSurface {
    let surface = try CairoSurface.image(width: size, height: size)
    try draw(scene, size: size, on: surface)
    return surface
  }

  private func draw(_ scene: ClockScene, size: Int, on surface: CairoSurface) throws(CairoError) {
    let context = try CairoContext(surface: surface)
    try renderer.draw(scene, size: Double(size), on: context)
  }
}
