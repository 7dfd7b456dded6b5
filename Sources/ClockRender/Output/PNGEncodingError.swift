import CZlib

/// Why ``FastPNGEncoder`` or ``PNGBandCache`` could not write a PNG.
///
/// Its own type rather than a ``CairoError``: the encoder runs after cairo has drawn, and its
/// failures come from zlib or from how it was called, never from cairo.
package enum PNGEncodingError: Error, Hashable, CustomStringConvertible {
  /// The surface has no pixels to encode: an SVG or PDF document, or an image with no rows.
  case notAnImageSurface
  /// A frame given to ``FastPNGEncoder/encode(_:reusing:)`` differs in size from the still layer
  /// its ``PNGBandCache`` was made from.
  case sizeMismatch(width: Int, height: Int, stillWidth: Int, stillHeight: Int)
  /// A zlib call (`deflateInit2`, `deflateReset`, `deflate`) returned `status`, one of zlib's
  /// `Z_…_ERROR` codes.
  case zlib(function: String, status: Int32)

  /// What failed, and what to do about it.
  package var description: String {
    switch self {
    case .notAnImageSurface:
      return "cannot encode a PNG: the surface has no pixels (it is an SVG or PDF document, or an empty image)"
    case let .sizeMismatch(width, height, stillWidth, stillHeight):
      return "cannot encode a PNG frame of \(width)×\(height) px over a still layer of \(stillWidth)×\(stillHeight) px: "
        + "make the band cache from the still layer of the same layout"
    case let .zlib(function, status):
      return "zlib's \(function) failed while encoding a PNG (status \(status)): \(Self.advice(forZlibStatus: status))"
    }
  }

  /// zlib's meaning of `status`, and what a user can do about it.
  private static func advice(forZlibStatus status: Int32) -> String {
    switch status {
    case Z_MEM_ERROR:
      return "out of memory; free some memory or render smaller pictures"
    case Z_VERSION_ERROR:
      return "the zlib library loaded at run time is incompatible with the one aclock was built with; reinstall zlib"
    default:
      return "aclock used zlib wrongly; please report this as a bug"
    }
  }
}
