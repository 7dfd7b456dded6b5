import ClockRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// PNG frames: the still layer of the face drawn (and compressed, in bands) once, the hands
/// drawn over a copy of it for each frame, and the image encoded by ``FastPNGEncoder``, which
/// compresses only the bands the hands touched.
package final class RasterFrameRenderer: FrameRenderer {
  private let layout: FrameLayout
  private let rasterizer: StillLayerRasterizer
  private let bands: PNGBandCache

  /// Throws ``CairoError`` if drawing the still layer fails, ``PNGEncodingError`` if compressing it does.
  package init(layout: FrameLayout) throws {
    self.layout = layout
    // Any instant gives the still layer: it holds only what no instant changes.
    rasterizer = try StillLayerRasterizer(renderer: layout.pictures.renderer, template: layout.board(at: Date(timeIntervalSince1970: 0)), side: layout.side,
      canvas: layout.canvas)
    bands = try PNGBandCache(still: rasterizer.still)
  }

  package func render(at instant: Date) throws -> [UInt8] {
    try FastPNGEncoder.encode(try rasterizer.image(of: layout.board(at: instant)), reusing: bands)
  }
}
