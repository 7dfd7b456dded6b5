/// The kind of file `aclock frames --video FILE` makes, chosen by FILE's extension, and what
/// ffmpeg is told to encode it with.
///
/// | extension | codec | pixels | alpha |
/// | --- | --- | --- | --- |
/// | `.webm` | VP9 (libvpx-vp9) | yuva420p | yes (VP9's alpha side track, `ALPHA_MODE=1`) |
/// | `.mov` | ProRes 4444 (prores_ks) | yuva444p10le | yes |
/// | `.mp4` | H.264 (libx264) | yuv420p, even sides (an odd one cropped by a pixel) | no: a transparent background is refused |
/// | `.gif` | GIF (palettegen, paletteuse) | 256 colours | 1 bit |
/// | `.png` | animated PNG (apng) | rgba | yes |
package enum VideoContainer: String, CaseIterable, Sendable {
  case webm, mov, mp4, gif
  /// An animated PNG (APNG).
  case png

  /// The container for `path`'s extension (case-insensitive), or nil for any other.
  package init?(path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    self.init(rawValue: path[path.index(after: dot)...].lowercased())
  }

  /// The accepted extensions, for messages: `.webm, .mov, .mp4, .gif or .png`.
  package static var acceptedExtensions: String {
    let names = allCases.map { "." + $0.rawValue }
    return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
  }

  /// Whether the video keeps the frames' transparency (GIF's is one bit: a pixel is clear or not).
  package var keepsAlpha: Bool { self != .mp4 }

  /// ffmpeg's arguments after the input: codec, pixel format and muxer, ending before the
  /// output's name.
  package var encoderArguments: [String] {
    switch self {
    case .webm:
      // -auto-alt-ref 0: libvpx refuses alternate reference frames with alpha.
      return ["-c:v", "libvpx-vp9", "-pix_fmt", "yuva420p", "-auto-alt-ref", "0", "-b:v", "0", "-crf", "30", "-row-mt", "1", "-f", "webm"]
    case .mov:
      return ["-c:v", "prores_ks", "-profile:v", "4444", "-pix_fmt", "yuva444p10le", "-f", "mov"]
    case .mp4:
      // H.264's 4:2:0 needs even sides: an odd one loses its last row or column, background (the
      // dial never reaches the edge), where padding would add a black line.
      return [
        "-vf", "crop=trunc(iw/2)*2:trunc(ih/2)*2:0:0", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "18",
        "-movflags", "+faststart", "-f", "mp4",
      ]
    case .gif:
      // One palette for the whole clip, a slot kept for transparency; a pixel under half alpha is clear.
      return [
        "-filter_complex", "[0:v]split[a][b];[a]palettegen=reserve_transparent=1:stats_mode=full[p];[b][p]paletteuse=alpha_threshold=128",
        "-loop", "0", "-f", "gif",
      ]
    case .png:
      return ["-c:v", "apng", "-pix_fmt", "rgba", "-plays", "0", "-f", "apng"]
    }
  }
}
