import ClockGeometry
import ClockRender

/// A worksheet as pages: the student pages, then the answer key's, each with the title, the
/// name and date lines (the key says "Answer key" instead), and a footer with the command that
/// prints the same sheet again and the page number.
package struct WorksheetDocument: Sendable {
  /// What the pages say and how.
  package struct Wording: Sendable, Hashable {
    /// The title at the top of every page (the caller makes user text safe).
    package var title: String
    /// British or American words.
    package var phrasing: TimePhrasing
    /// How draw prompts and match boxes give their times.
    package var prompts: PromptForm
    /// The footer's command line that prints this sheet again (with its seed).
    package var reprint: String

    /// Wording as given.
    package init(title: String, phrasing: TimePhrasing, prompts: PromptForm, reprint: String) {
      self.title = title
      self.phrasing = phrasing
      self.prompts = prompts
      self.reprint = reprint
    }
  }

  /// The exercises.
  package let plan: WorksheetPlan
  /// Where they go.
  package let layout: WorksheetLayout
  /// The clock face.
  package let face: WorksheetFace
  /// What the pages say.
  package let wording: Wording

  /// The document of `plan` on `paper` with `face`.
  package init(plan: WorksheetPlan, paper: Paper, face: WorksheetFace, wording: Wording) {
    self.plan = plan
    self.face = face
    self.wording = wording
    layout = WorksheetLayout(plan: plan, paper: paper, faceReach: face.reach)
  }

  /// The typeface of the pages' text: DejaVu Sans, whose figures OCR and children read alike.
  package static let typeface = Typeface(family: "DejaVu Sans")

  private static let ink = RGBAColor(red: 0, green: 0, blue: 0)
  private static let quiet = RGBAColor(red: 0.3, green: 0.3, blue: 0.3)

  /// Every page: the student pages, then the key's.
  package var pages: [PrintedPage] {
    let total = 2 * layout.pages.count
    let student = layout.pages.enumerated().map { index, slots in page(slots, key: false, number: index + 1, of: total) }
    let key = layout.pages.enumerated().map { index, slots in
      page(slots, key: true, number: layout.pages.count + index + 1, of: total)
    }
    return student + key
  }

  private var twentyFourHour: Bool { plan.settings.twentyFourHour }
  private var seconds: Bool { plan.settings.level.showsSeconds }

  private func digits(_ reading: ClockReading) -> String {
    DigitalTime.text(reading, twentyFourHour: twentyFourHour, seconds: seconds)
  }

  private func words(_ reading: ClockReading) -> String {
    wording.phrasing.words(for: reading, seconds: seconds, twentyFourHour: twentyFourHour)
  }

  private func page(_ slots: [WorksheetLayout.Slot], key: Bool, number: Int, of total: Int) -> PrintedPage {
    let paper = layout.paper, margin = WorksheetLayout.margin
    var items: [PrintedPage.Item] = []
    let left = margin, right = paper.width - margin
    items.append(.text(PrintedText(wording.title, x: left, baseline: margin + 18, size: 18, bold: true)))
    if key {
      items.append(.text(PrintedText("Answer key", x: left, baseline: margin + 42, size: 12, bold: true)))
    } else {
      let nameEnd = left + (right - left) * 0.62
      items.append(.text(PrintedText("Name", x: left, baseline: margin + 42, size: 11)))
      items.append(.line(from: DialPoint(x: left + 36, y: margin + 44), to: DialPoint(x: nameEnd, y: margin + 44), width: 0.8, color: Self.ink))
      items.append(.text(PrintedText("Date", x: nameEnd + 14, baseline: margin + 42, size: 11)))
      items.append(.line(from: DialPoint(x: nameEnd + 44, y: margin + 44), to: DialPoint(x: right, y: margin + 44), width: 0.8, color: Self.ink))
    }
    let footer = paper.height - margin
    items.append(.text(PrintedText(wording.reprint, x: left, baseline: footer, size: 7.5, color: Self.quiet)))
    items.append(.text(PrintedText("Page \(number) of \(total)", x: right, baseline: footer, size: 9, alignment: .trailing)))
    for slot in slots { items += exercise(slot, key: key) }
    return PrintedPage(width: paper.width, height: paper.height, items: items)
  }

  private func exercise(_ slot: WorksheetLayout.Slot, key: Bool) -> [PrintedPage.Item] {
    var items: [PrintedPage.Item] = [
      .text(PrintedText("\(slot.number).", x: slot.frame.x, baseline: slot.frame.y + 13, size: 11, bold: true)),
      .text(PrintedText(slot.exercise.kind.instruction, x: slot.frame.x + 22, baseline: slot.frame.y + 13, size: 11)),
    ]
    for (index, place) in slot.faces.enumerated() {
      let hands = key || place.handsOnStudentPage
      items.append(.dial(face.scene(at: place.reading, hands: hands), look: face.look, center: place.center, radius: place.radius))
      switch slot.exercise.kind {
      case .read:
        items += key ? answer(place) : writingLine(under: place)
      case .draw:
        items += key ? answer(place) : prompt(place)
      case .elapsed:
        if index == 1 { items += key ? answer(place) : writingLine(under: place) }
        if index == 0, key { items += answer(place) }
      case .match:
        if key { items.append(.text(PrintedText(digits(place.reading), x: place.answer.x, baseline: place.answer.y, size: 12, bold: true, alignment: .center))) }
      }
    }
    if slot.exercise.kind == .elapsed { items += elapsedArrow(slot) }
    if slot.exercise.kind == .match { items += matchBoxes(slot, key: key) }
    return items
  }

  /// The time in figures and in words: a key's answer.
  private func answer(_ place: WorksheetLayout.FacePlace) -> [PrintedPage.Item] {
    [
      .text(PrintedText(digits(place.reading), x: place.answer.x, baseline: place.answer.y, size: 20, bold: true, alignment: .center)),
      .text(
        PrintedText(
          words(place.reading), x: place.answer.x, baseline: place.answer.y + 16,
          size: TextFit.size(words(place.reading), width: answerWidth, largest: 10), alignment: .center)),
    ]
  }

  /// How wide an answer's words may run: a narrow cell's width, less a little air.
  private var answerWidth: Double { layout.cellWidth - 8 }

  /// The time to draw, as ``Wording/prompts`` says.
  private func prompt(_ place: WorksheetLayout.FacePlace) -> [PrintedPage.Item] {
    switch wording.prompts {
    case .both: return answer(place)
    case .digits:
      return [.text(PrintedText(digits(place.reading), x: place.answer.x, baseline: place.answer.y, size: 20, bold: true, alignment: .center))]
    case .words:
      let text = words(place.reading)
      return [.text(PrintedText(text, x: place.answer.x, baseline: place.answer.y, size: TextFit.size(text, width: answerWidth, largest: 13), alignment: .center))]
    }
  }

  /// Lines to write the time on, with the colons of the figures in place: hours and minutes,
  /// and seconds at the second level.
  private func writingLine(under place: WorksheetLayout.FacePlace) -> [PrintedPage.Item] {
    let fields = seconds ? 3 : 2, field = seconds ? 40.0 : 55.0, colon = 14.0, y = place.answer.y + 2
    let width = Double(fields) * field + Double(fields - 1) * colon
    var items: [PrintedPage.Item] = []
    var x = place.answer.x - width / 2
    for index in 0..<fields {
      items.append(.line(from: DialPoint(x: x, y: y), to: DialPoint(x: x + field, y: y), width: 0.9, color: Self.ink))
      x += field
      if index < fields - 1 {
        items.append(.text(PrintedText(":", x: x + colon / 2, baseline: y - 1, size: 18, bold: true, alignment: .center)))
        x += colon
      }
    }
    return items
  }

  /// The arrow between an elapsed-time exercise's clocks, and how much later.
  private func elapsedArrow(_ slot: WorksheetLayout.Slot) -> [PrintedPage.Item] {
    let start = slot.faces[0], end = slot.faces[1]
    let reach = start.radius * face.reach
    let from = DialPoint(x: start.center.x + reach + 16, y: start.center.y)
    let to = DialPoint(x: end.center.x - reach - 16, y: end.center.y)
    let later = wording.phrasing.span(minutes: slot.exercise.elapsedMinutes) + " later"
    // Over the arrow, in as many lines as its length needs ("1 hour 15 minutes" / "later").
    let lines = TextFit.lines(later, width: to.x - from.x, size: 13)
    var items: [PrintedPage.Item] = [
      .line(from: from, to: to, width: 1.5, color: Self.ink),
      .line(from: to, to: DialPoint(x: to.x - 9, y: to.y - 6), width: 1.5, color: Self.ink),
      .line(from: to, to: DialPoint(x: to.x - 9, y: to.y + 6), width: 1.5, color: Self.ink),
    ]
    for (index, line) in lines.enumerated() {
      let baseline = from.y - 10 - Double(lines.count - 1 - index) * 16
      items.append(.text(PrintedText(line, x: (from.x + to.x) / 2, baseline: baseline, size: 13, bold: true, alignment: .center)))
    }
    return items
  }

  /// A match's boxes of times, in their shuffled order; on the key, the lines joining each
  /// clock to its box.
  private func matchBoxes(_ slot: WorksheetLayout.Slot, key: Bool) -> [PrintedPage.Item] {
    var items: [PrintedPage.Item] = []
    for (slotBox, readingIndex) in zip(slot.matchBoxes, slot.exercise.matchOrder) {
      let reading = slot.exercise.readings[readingIndex]
      var box = slotBox
      if wording.prompts == .words {
        // Words in up to three lines, the box grown upwards to hold them.
        let lines = TextFit.lines(words(reading), width: box.width - 8, size: 9)
        let height = max(box.height, Double(lines.count) * 11 + 9)
        box = PageRect(x: box.x, y: box.maxY - height, width: box.width, height: height)
        for (index, line) in lines.enumerated() {
          let baseline = box.y + 14 + Double(index) * 11
          items.append(.text(PrintedText(line, x: box.midX, baseline: baseline, size: 9, alignment: .center)))
        }
      } else {
        items.append(.text(PrintedText(digits(reading), x: box.midX, baseline: box.y + 20, size: 15, bold: true, alignment: .center)))
      }
      items.append(.box(x: box.x, y: box.y, width: box.width, height: box.height, lineWidth: 1, color: Self.ink))
      if key {
        let place = slot.faces[readingIndex]
        items.append(.line(from: DialPoint(x: place.answer.x, y: place.answer.y + 6), to: DialPoint(x: box.midX, y: box.y), width: 1.2, color: Self.ink))
      }
    }
    return items
  }
}
