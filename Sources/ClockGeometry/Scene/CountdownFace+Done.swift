extension CountdownFace {
  /// The check mark of the done face: its three points, centred a little above the middle.
  package static let checkMark = [DialPoint(x: -0.3, y: -0.12), DialPoint(x: -0.08, y: 0.1), DialPoint(x: 0.32, y: -0.34)]
  /// The check mark's stroke.
  static let checkWidth = 0.11
  /// Where "done" is written, and how large.
  static let doneCenter = DialPoint(x: 0, y: 0.34), doneSize = 0.2
  /// The word under the check mark (what OCR and a reader look for).
  public static let doneText = "done"

  /// The finished countdown: the whole face in the finished colour, a check mark and "done"
  /// over it in the face's colour, the caption above and the note under it (an icon: the
  /// check mark alone). Two inks, so it reads the same in one bit and without telling colours
  /// apart.
  func doneLayers() -> SceneLayers {
    var layers = SceneLayers()
    let inkRadius = form == .icon ? 0.97 : 0.98
    layers.append(.rings, .disc(center: .center, radius: inkRadius, role: .finished))
    let width = form == .icon ? Self.checkWidth * 1.4 : Self.checkWidth
    layers.append(.rings, [
      .segment(from: Self.checkMark[0], to: Self.checkMark[1], width: width, roundCaps: true, role: .face),
      .segment(from: Self.checkMark[1], to: Self.checkMark[2], width: width, roundCaps: true, role: .face),
    ])
    guard form != .icon else { return layers }
    let placement = LabelPlacement(boundary: 0.9)
    if let caption, !caption.isEmpty {
      let label = placement.fitted(
        DialLabel(text: caption, size: Self.captionSize * 1.2, bold: false, role: .face, preferred: DialPoint(x: 0, y: -0.56), isCaption: true),
        smallest: 0.06)
      layers.append(.caption, label.element(at: label.preferred))
    }
    layers.append(.readout, .text(Self.doneText, center: Self.doneCenter, size: Self.doneSize, bold: true, role: .face))
    if let note, !note.isEmpty {
      let label = placement.fitted(
        DialLabel(text: note, size: Self.noteSize, bold: false, role: .face, preferred: DialPoint(x: 0, y: 0.6), isCaption: true),
        smallest: 0.05)
      layers.append(.caption, label.element(at: label.preferred))
    }
    return layers
  }
}
