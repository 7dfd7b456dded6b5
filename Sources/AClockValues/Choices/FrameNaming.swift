/// The value of `aclock frames --names`: how frame files are named.
package enum FrameNaming: String, CaseIterable, Sendable {
  /// `frame-000123.png`: the frame's number, zero-padded to sort in time order.
  case number
  /// `0915.png`: the local hour and minute in the first zone, for a device that looks up the
  /// picture of the minute it is in (a day of `--every-minute` is 0000 … 2359).
  case hhmm
}
