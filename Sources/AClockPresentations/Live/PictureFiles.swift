import AClockRuntime
import AClockValues
import ClockRender
import ClockSchedule
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Picture files kept up to date (`--live`): drawn again at every entry of the schedule, each
/// time replacing them atomically, so a reader never sees a partial file.
package struct PictureFiles: LivePresentation {
  private var job: PictureJob
  private let outputs: [(format: PictureFormat, path: String)]
  package let changes: TickSchedule

  /// `job` drawn into `outputs` at each entry of `changes`.
  package init(job: PictureJob, outputs: [(format: PictureFormat, path: String)], changes: TickSchedule) {
    self.job = job
    self.outputs = outputs
    self.changes = changes
  }

  package mutating func show(_ moment: LiveMoment) throws(CLIError) -> LiveProgress {
    guard case .entry(let entry, _) = moment else { return .unchanged }
    job.instant = entry
    try job.run(outputs: outputs)
    return .shown
  }
}
