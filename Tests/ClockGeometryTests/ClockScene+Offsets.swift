import ClockGeometry

extension ClockScene {
  /// The offsets in ``movingElements`` of the elements of moving layers drawing `part`.
  func movingOffsets(of part: ScenePart) -> Set<Int> {
    var offsets = Set<Int>(), index = 0
    for layer in movingLayers {
      if layer.part == part { offsets.formUnion(index..<(index + layer.elements.count)) }
      index += layer.elements.count
    }
    return offsets
  }
}
