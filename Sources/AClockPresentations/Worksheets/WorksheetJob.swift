import AClockRuntime
import ClockRender
import ClockWorksheet

/// Writes one worksheet PDF: its exercises drawn from the seed, laid out, rendered whole in
/// memory, then written at once (nothing half-written; a failure replaces no file).
package struct WorksheetJob: Sendable {
  /// The exercises' settings.
  package var plan: WorksheetPlan.Settings
  /// The paper.
  package var paper: Paper
  /// The clock face.
  package var face: WorksheetFace
  /// The title, words, prompts and reprint line.
  package var wording: WorksheetDocument.Wording

  /// A job from its parts.
  package init(plan: WorksheetPlan.Settings, paper: Paper, face: WorksheetFace, wording: WorksheetDocument.Wording) {
    self.plan = plan
    self.paper = paper
    self.face = face
    self.wording = wording
  }

  /// The PDF's bytes: the same settings give the same bytes. Throws ``CLIError``: a bad
  /// usage when the level has too few times, or cairo's failure naming `path`.
  package func render(naming path: String) throws(CLIError) -> [UInt8] {
    let document: WorksheetDocument
    do {
      document = WorksheetDocument(plan: try WorksheetPlan(plan), paper: paper, face: face, wording: wording)
    } catch {
      throw .badUsage(error.description)
    }
    let writer = PrintedDocumentWriter(typeface: WorksheetDocument.typeface, title: wording.title, creationDate: Self.creationDate)
    do {
      return try writer.pdf(document.pages)
    } catch {
      throw .rendering(path, error)
    }
  }

  /// Renders the worksheet and writes it to `path` (`-`: standard output).
  package func run(writingTo path: String) throws(CLIError) {
    try AtomicFile.write(try render(naming: path), to: path)
  }

  /// A worksheet shows no instant, so its PDF is stamped with a fixed date: the same seed gives
  /// the same bytes on any day.
  static let creationDate = "2001-01-01T00:00:00Z"
}
