import ClockGeometry

/// Where each exercise of a plan goes on the pages: rows of two exercises (one for a wide
/// match or elapsed-time exercise), three rows a page, the same places on the student pages and
/// on the answer key's.
///
/// Faces are at least 45 mm across at six exercises a page on A4 and Letter (the teaching face's
/// minute numbers outside that), within 12 mm margins: inside any printer's unprintable edge.
package struct WorksheetLayout: Sendable {
  /// One clock of an exercise and where its time is written.
  package struct FacePlace: Sendable, Hashable {
    /// The centre of the face.
    package var center: DialPoint
    /// The radius of the face (its rim), in points.
    package var radius: Double
    /// The time it shows (on the key; on the student page too when ``handsOnStudentPage``).
    package var reading: ClockReading
    /// Whether the student page draws its hands (no: the child draws them).
    package var handsOnStudentPage: Bool
    /// Where the time is written under it: the centre of its figures' baseline.
    package var answer: DialPoint
  }

  /// One exercise and its places.
  package struct Slot: Sendable, Hashable {
    /// Its number on the sheet, from 1.
    package var number: Int
    /// The exercise.
    package var exercise: Exercise
    /// The area it owns.
    package var frame: PageRect
    /// Its clocks, in the exercise's order.
    package var faces: [FacePlace]
    /// For a match, the boxes its digital times are printed in, left to right, holding the
    /// readings in ``Exercise/matchOrder``.
    package var matchBoxes: [PageRect]
  }

  /// The paper.
  package let paper: Paper
  /// Each page's slots; the key repeats them.
  package let pages: [[Slot]]
  /// How far faces reach past their rim, in radii (the teaching face's minute numbers).
  package let faceReach: Double
  /// The width of a narrow exercise (half a row).
  package let cellWidth: Double

  /// The white edge around everything printed: 12 mm.
  package static let margin = 12 * Paper.pointsPerMillimetre
  /// The title and the name and date lines.
  package static let headerHeight = 56.0
  /// The footer's line.
  package static let footerHeight = 16.0
  /// Rows of exercises on a page.
  package static let rowsPerPage = 3
  /// The space between the two exercises of a row.
  package static let gutter = 14.0
  /// The number and instruction above an exercise.
  static let instructionHeight = 20.0
  /// The answer under a face: figures and words.
  static let answerHeight = 44.0
  /// The match boxes' row under a match's faces.
  static let matchBoxesHeight = 76.0

  /// Places `plan`'s exercises on `paper`; `faceReach` is how far a face reaches past its rim
  /// in radii (1 for a plain face).
  package init(plan: WorksheetPlan, paper: Paper, faceReach: Double = 1) {
    self.paper = paper
    self.faceReach = faceReach
    let margin = Self.margin
    let top = margin + Self.headerHeight, bottom = paper.height - margin - Self.footerHeight
    let contentWidth = paper.width - 2 * margin
    let rowHeight = (bottom - top) / Double(Self.rowsPerPage)
    let cellWidth = (contentWidth - Self.gutter) / 2
    self.cellWidth = cellWidth
    var pages: [[Slot]] = []
    var row = 0, column = 0
    func frame(wide: Bool) -> PageRect {
      let y = top + Double(row % Self.rowsPerPage) * rowHeight
      return PageRect(x: margin + Double(column) * (cellWidth + Self.gutter), y: y, width: wide ? contentWidth : cellWidth, height: rowHeight)
    }
    for (index, exercise) in plan.exercises.enumerated() {
      if exercise.kind.isWide, column == 1 { (row, column) = (row + 1, 0) }
      if row / Self.rowsPerPage >= pages.count { pages.append([]) }
      let area = frame(wide: exercise.kind.isWide)
      pages[row / Self.rowsPerPage].append(Self.slot(number: index + 1, exercise: exercise, frame: area, reach: faceReach))
      if exercise.kind.isWide || column == 1 { (row, column) = (row + 1, 0) } else { column = 1 }
    }
    self.pages = pages
  }

  /// The places of one exercise within `frame`.
  private static func slot(number: Int, exercise: Exercise, frame: PageRect, reach: Double) -> Slot {
    let zoneTop = frame.y + instructionHeight
    switch exercise.kind {
    case .read, .draw:
      let zone = frame.maxY - answerHeight - zoneTop
      let radius = min(zone, frame.width * 0.9) / 2 / reach
      let center = DialPoint(x: frame.midX, y: zoneTop + zone / 2)
      let face = FacePlace(
        center: center, radius: radius, reading: exercise.readings[0], handsOnStudentPage: exercise.kind == .read,
        answer: DialPoint(x: frame.midX, y: frame.maxY - 24))
      return Slot(number: number, exercise: exercise, frame: frame, faces: [face], matchBoxes: [])
    case .elapsed:
      let zone = frame.maxY - answerHeight - zoneTop
      let radius = min(zone, frame.width * 0.45) / 2 / reach
      let faces = [0.22, 0.78].enumerated().map { index, fraction in
        let x = frame.x + frame.width * fraction
        return FacePlace(
          center: DialPoint(x: x, y: zoneTop + zone / 2), radius: radius, reading: exercise.readings[index],
          handsOnStudentPage: index == 0, answer: DialPoint(x: x, y: frame.maxY - 24))
      }
      return Slot(number: number, exercise: exercise, frame: frame, faces: faces, matchBoxes: [])
    case .match:
      let zone = frame.maxY - matchBoxesHeight - zoneTop
      let column = frame.width / 3
      let radius = min(zone, column * 0.8) / 2 / reach
      let faces = exercise.readings.enumerated().map { index, reading in
        let x = frame.x + column * (Double(index) + 0.5)
        return FacePlace(
          center: DialPoint(x: x, y: zoneTop + zone / 2), radius: radius, reading: reading, handsOnStudentPage: true,
          answer: DialPoint(x: x, y: zoneTop + zone + 15))
      }
      let boxes = (0..<3).map { index in
        PageRect(x: frame.x + column * (Double(index) + 0.1), y: frame.maxY - 36, width: column * 0.8, height: 28)
      }
      return Slot(number: number, exercise: exercise, frame: frame, faces: faces, matchBoxes: boxes)
    }
  }
}
