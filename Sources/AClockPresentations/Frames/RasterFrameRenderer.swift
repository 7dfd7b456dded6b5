import AClockValues
import ClockRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// PNG and BMP frames: the still layer of the face drawn once, the hands drawn over a copy of it
/// for each frame, and the image encoded. Full-colour PNGs go through ``FastPNGEncoder``, which
/// compresses only the bands the hands touched; with a gray palette (``FrameLayout/pictures``'
/// `gray`) the image is mapped to the panel's grays and written by ``GrayPNGEncoder`` or
/// ``IndexedBMPEncoder``.
///
/// In a gray palette it keeps the last frame's raster, so that ``changes(from:to:)`` for
/// consecutive frames draws and quantizes each frame once: a worker asks for the changes of
/// frame n, then renders it. Full-colour frames, made for video rather than panels, have no
/// changes: comparing them cost 13–16 % of a frame.
package final class RasterFrameRenderer: FrameRenderer {
  private let layout: FrameLayout
  private let format: FrameFormat
  private let rasterizer: StillLayerRasterizer
  private let bands: PNGBandCache?
  /// The rasterizer's image (valid until it draws again) and the instant it shows.
  private var drawn: (instant: Date, image: CairoSurface)?
  /// The last gray frame compared, and its instant.
  private var last: (instant: Date, raster: GrayRaster)?
  /// The rows in which the rasterizer's image differs from the still layer, known when the
  /// image last drawn was then encoded with `bands`: the rows the next drawing restores.
  private var changedRows: [Range<Int>]?

  /// Throws ``CairoError`` if drawing the still layer fails, ``PNGEncodingError`` if compressing it does.
  package init(layout: FrameLayout, format: FrameFormat) throws {
    self.layout = layout
    self.format = format
    // Any instant gives the still layer: it holds only what no instant changes.
    rasterizer = try StillLayerRasterizer(renderer: layout.pictures.renderer, template: layout.board(at: Date(timeIntervalSince1970: 0)), side: layout.side,
      canvas: layout.canvas)
    bands = layout.pictures.gray == nil ? try PNGBandCache(still: rasterizer.still) : nil
  }

  package func render(at instant: Date) throws -> [UInt8] {
    let image = try image(at: instant)
    guard let gray = layout.pictures.gray else {
      guard let bands else { throw BMPEncodingError.noGrayPalette }
      let png = try FastPNGEncoder.encode(image, reusing: bands)
      changedRows = bands.changedRows
      return png
    }
    let raster: GrayRaster
    if let last, last.instant == instant {
      raster = last.raster
    } else {
      raster = try gray.raster(of: image)
    }
    return format == .bmp ? try IndexedBMPEncoder.encode(raster) : try GrayPNGEncoder.encode(raster)
  }

  package func changes(from earlier: Date, to instant: Date) throws -> ChangedRegion? {
    guard let gray = layout.pictures.gray else { return nil }
    let before = try last.flatMap { $0.instant == earlier ? $0.raster : nil } ?? gray.raster(of: try image(at: earlier))
    let after = try gray.raster(of: try image(at: instant))
    last = (instant, after)
    return try ChangedRegion(between: before, and: after)
  }

  /// The rasterizer's image of `instant`, drawn unless it already shows it.
  private func image(at instant: Date) throws -> CairoSurface {
    if let drawn, drawn.instant == instant { return drawn.image }
    // Unknown from here until this image is encoded (a failure on the way leaves it unknown).
    let restoring = changedRows
    changedRows = nil
    let image = try rasterizer.image(of: layout.board(at: instant), changedRows: restoring)
    drawn = (instant, image)
    return image
  }
}
