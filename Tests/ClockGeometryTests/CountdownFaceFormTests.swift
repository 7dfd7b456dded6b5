import ClockGeometry
import Testing

/// What a countdown face holds in each form and state, read from its scene's parts.
@Suite("Countdown face forms")
struct CountdownFaceFormTests {
  private static func texts(_ scene: ClockScene) -> [String] {
    (scene.staticElements + scene.movingElements).compactMap { element in
      switch element {
      case .text(let text, _, _, _, _), .radialText(let text, _, _, _, _, _): text
      default: nil
      }
    }
  }

  private static func parts(_ scene: ClockScene) -> [ScenePart] {
    (scene.staticLayers + scene.movingLayers).map(\.part)
  }

  @Test func anIconIsTheRingOrTheSectorAlone() {
    for kind in CountdownDialKind.allCases {
      let face = CountdownFace(length: .seconds(7200), caption: "Tea", kind: kind, pixelSide: 48)
      let scene = face.scene(remaining: .seconds(900))
      #expect(Self.texts(scene).isEmpty, "\(kind)")
      #expect(!Self.parts(scene).contains(.majorTicks) && !Self.parts(scene).contains(.minorTicks), "\(kind)")
      // One lit arc: the outer ring, or the sector.
      #expect(scene.movingElements.count == 1, "\(kind)")
    }
  }

  @Test func theFullDiscHasItsScaleAndTexts() {
    let face = CountdownFace(length: .seconds(1500), caption: "Tea", kind: .disc, pixelSide: 512)
    let texts = Self.texts(face.scene(remaining: .seconds(900)))
    #expect(texts.contains("Tea") && texts.contains("00:15:00") && texts.contains("45"))
    // The small form: quarter numerals only.
    let small = Self.texts(CountdownFace(length: .seconds(1500), caption: "Tea", kind: .disc, pixelSide: 128).scene(remaining: .seconds(900)))
    #expect(small.sorted() == ["0", "00:15:00", "15", "30", "45", "Tea"])
  }

  @Test func doneIsAFilledFaceWithACheckMarkAndTheWord() {
    for kind in CountdownDialKind.allCases {
      let scene = CountdownFace(length: .seconds(240), caption: "Tea", kind: kind).scene(remaining: .zero)
      let fills = scene.movingElements.filter { if case .disc(_, let radius, .finished) = $0 { radius > 0.95 } else { false } }
      #expect(fills.count == 1, "\(kind)")
      let strokes = scene.movingElements.filter { if case .segment(_, _, _, _, .face) = $0 { true } else { false } }
      #expect(strokes.count == 2, "\(kind)")
      #expect(Self.texts(scene).contains(CountdownFace.doneText) && Self.texts(scene).contains("Tea"), "\(kind)")
    }
    // The icon keeps the check mark, without words.
    let icon = CountdownFace(length: .seconds(240), caption: "Tea", kind: .disc, pixelSide: 24).scene(remaining: .zero)
    #expect(Self.texts(icon).isEmpty && icon.movingElements.count == 3)
  }
}
