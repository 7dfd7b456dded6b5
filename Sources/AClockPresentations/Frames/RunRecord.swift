import AClockRuntime
import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `.aclock-frames`: the ``DrawingSignature`` of the run that last drew into an output
/// directory, written before its first frame (so an interrupted run leaves it too). `--resume`
/// keeps frames only when the signature matches: frames of another range or schedule, or drawn
/// at another size, in another style or for other zones, are drawn again.
package enum RunRecord {
  /// The record's file name in the output directory (hidden: it is not a frame).
  package static let fileName = ".aclock-frames"
  /// Version 2 added the schedule to the signature; a version 1 record counts as different.
  private static let header = "aclock frames 2\n"

  /// What the directory's record says about frames drawn with `signature`.
  package enum Comparison: Equatable {
    /// No record: a directory of an aclock from before records (or no run yet); frames that
    /// pass ``FrameCheck`` are kept.
    case missing
    /// The frames were drawn by a run with this signature.
    case same
    /// Another signature, an older record, or something at the name that is not a regular file
    /// aclock wrote (a link, a FIFO): every frame is drawn again.
    case different
  }

  /// Compares the record in `directory` with `signature`.
  package static func compare(_ signature: DrawingSignature, in directory: OutputDirectory) -> Comparison {
    guard directory.status(of: fileName) != nil else { return .missing }
    let expected = text(of: signature)
    // One byte more than expected tells a longer file apart without reading all of it.
    return directory.contents(of: fileName, limit: expected.count + 1) == expected ? .same : .different
  }

  /// Records `signature` in `directory`, atomically (replacing whatever is at the name).
  package static func write(_ signature: DrawingSignature, in directory: OutputDirectory) throws(CLIError) {
    try directory.write(text(of: signature), as: fileName)
  }

  private static func text(of signature: DrawingSignature) -> [UInt8] {
    Array((header + signature.text + "\n").utf8)
  }
}
