import CCairo

/// A cairo call that failed, with cairo's own reason.
///
/// Cairo reports errors through status codes, not NULL pointers: a failed surface is a valid
/// object in an error state. Every wrapper here checks the status after the step that could set
/// it and throws this.
package struct CairoError: Error, Hashable, CustomStringConvertible {
  /// What aclock was doing, e.g. "creating a 512×512 image".
  package let operation: String
  /// Cairo's status code.
  package let status: Int32
  /// Cairo's description of the status.
  package let reason: String

  /// cairo's library could not be opened, for `reason` (dlerror's words).
  init(unavailable reason: String) {
    self.operation = "loading cairo"
    self.status = CairoError.unavailableStatus
    self.reason = reason
  }

  /// Whether cairo's library itself could not be opened (``init(unavailable:)``), rather than
  /// a drawing step failing.
  package var isUnavailable: Bool { status == Self.unavailableStatus }

  /// The status of ``init(unavailable:)``: no status of cairo's own is negative.
  static let unavailableStatus: Int32 = -1

  init(_ operation: String, status: cairo_status_t) {
    self.operation = operation
    self.status = Int32(bitPattern: status.rawValue)
    self.reason = String(cString: cairo_status_to_string(status))
  }

  /// `cairo failed while <operation>: <reason>`, or for a missing library what to install.
  package var description: String {
    if isUnavailable {
      return "cannot draw pictures without cairo: \(reason) (Debian's package libcairo2 provides it)"
    }
    return "cairo failed while \(operation): \(reason)"
  }

  /// Throws if `status` is not success.
  static func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws(CairoError) {
    if status != CAIRO_STATUS_SUCCESS { throw CairoError(operation(), status: status) }
  }
}
