import ClockGeometry
import ClockRender
import ClockWorksheet
import Testing

/// The pages' geometry: faces big enough to draw on, nothing in the printer's margin.
@Suite("Worksheet layout")
struct WorksheetLayoutTests {
  static let millimetre = 72 / 25.4

  @Test("Six faces a page are at least 45 mm across on A4 and Letter, taught or not", arguments: Paper.allCases, [false, true])
  func faceSize(paper: Paper, teaching: Bool) throws {
    let plan = try WorksheetPlan(.init(level: .five, kinds: [.draw], count: 6, seed: 1))
    let layout = WorksheetLayout(plan: plan, paper: paper, faceReach: teaching ? WorksheetFace.teachingReach : 1)
    #expect(layout.pages.count == 1)
    for slot in layout.pages[0] {
      #expect(2 * slot.faces[0].radius >= 45 * Self.millimetre)
    }
  }

  @Test("Everything printed is inside 12 mm margins", arguments: Paper.allCases)
  func margins(paper: Paper) throws {
    let plan = try WorksheetPlan(.init(level: .minute, kinds: ExerciseKind.allCases, count: 20, seed: 3))
    let face = WorksheetFace(options: ClockFaceOptions(), seconds: false, teaching: true)
    let document = WorksheetDocument(
      plan: plan, paper: paper, face: face, wording: .init(title: "T", phrasing: .british, prompts: .both, reprint: "r"))
    let margin = 12 * Self.millimetre
    let pages = document.pages
    #expect(pages.count == 2 * document.layout.pages.count)
    for page in pages {
      for item in page.items {
        switch item {
        case .dial(_, _, let center, let radius):
          let reach = radius * face.reach
          #expect(center.x - reach >= margin && center.x + reach <= paper.width - margin)
          #expect(center.y - reach >= margin && center.y + reach <= paper.height - margin)
        case .text(let text):
          #expect(text.baseline <= paper.height - margin && text.baseline - text.size >= margin)
          if text.alignment == .leading { #expect(text.x >= margin) }
          if text.alignment == .trailing { #expect(text.x <= paper.width - margin) }
        case .line(let from, let to, _, _):
          for point in [from, to] {
            #expect(point.x >= margin && point.x <= paper.width - margin && point.y >= margin && point.y <= paper.height - margin)
          }
        case .box(let x, let y, let width, let height, _, _):
          #expect(x >= margin && y >= margin && x + width <= paper.width - margin && y + height <= paper.height - margin)
        }
      }
    }
  }

  @Test("Wide exercises take a row; narrow ones share one")
  func rows() throws {
    let plan = try WorksheetPlan(.init(level: .five, kinds: [.read, .match, .draw, .draw, .elapsed], count: 5, seed: 4))
    let layout = WorksheetLayout(plan: plan, paper: .a4)
    let frames = layout.pages.flatMap { $0 }.map(\.frame)
    // read alone (the match starts a row), match, two draws, then elapsed on page two.
    #expect(layout.pages.count == 2)
    #expect(frames[0].y < frames[1].y && frames[1].y < frames[2].y)
    #expect(frames[2].y == frames[3].y && frames[3].x > frames[2].x)
    #expect(layout.pages[1].count == 1 && layout.pages[1][0].exercise.kind == .elapsed)
  }

  @Test("A face to draw on keeps its marks and numerals and loses its hands")
  func handless() {
    let face = WorksheetFace(options: ClockFaceOptions(), seconds: false, teaching: false)
    let reading = ClockReading(hour: 7, minute: 30)
    let drawn = face.scene(at: reading, hands: true), blank = face.scene(at: reading, hands: false)
    #expect(drawn.layers.contains { $0.part.hand != nil })
    #expect(!blank.layers.contains { $0.part.hand != nil || $0.part.isShadow })
    #expect(blank.staticLayers == drawn.staticLayers)
    #expect(blank.layers.contains { $0.part == .numerals })
  }
}
