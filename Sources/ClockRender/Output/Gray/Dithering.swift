/// What ``GrayQuantizer`` does with a gray between two of a palette's levels: soft parts of a
/// face (antialiased edges, shadows, gradients).
package enum Dithering: String, Sendable, Hashable, CaseIterable {
  /// The nearest level: flat areas stay flat, edges become hard steps.
  case none
  /// An 8×8 Bayer threshold matrix: a fixed, regular pattern per area of gray, the same for
  /// the same pixels wherever they are (so unchanged areas stay unchanged between frames).
  case ordered
  /// Floyd–Steinberg error diffusion, serpentine (rows alternate direction): the finest
  /// tones, but a change anywhere can move the pattern in the rows below it.
  case diffusion
}
