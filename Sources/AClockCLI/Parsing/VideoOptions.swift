import AClockPresentations
import AClockRuntime
import AClockValues
import ArgumentParser
import ClockGeometry

/// `frames --video FILE` and `--fps N`: the frames encoded into one video through ffmpeg, the
/// container and codec chosen by FILE's extension (``VideoContainer``).
struct VideoOptions: ParsableArguments {
  /// The frame rate when `--fps` is not given: common to editors, OBS and browsers.
  static let defaultFPS = 30

  @Option(help: ArgumentHelp(
    "Also encode the frames, in order, into one video through ffmpeg: .webm (VP9 with alpha), .mov (ProRes 4444 with alpha), .mp4 (H.264, no alpha), .gif or .png (animated PNG).",
    valueName: "file"), completion: .file(extensions: VideoContainer.allCases.map(\.rawValue)))
  var video: String?

  @Option(help: ArgumentHelp("Frames a second of the --video, 1 to 240 (default: 30).", valueName: "n"))
  var fps: Int?

  /// The container of `--video`, or nil without it; refuses (64) another extension, `--fps`
  /// without `--video` or out of range, and `--video` with a frame format other than PNG or
  /// with `--resume`.
  func container(format: FrameFormat, resume: Bool) throws(CLIError) -> VideoContainer? {
    guard let video else {
      if fps != nil { throw .badUsage("--fps is the frame rate of --video FILE: give --video too") }
      return nil
    }
    guard let container = VideoContainer(path: video) else {
      throw .badUsage("--video \(UserText.quotedPath(video)): the extension chooses the format; use \(VideoContainer.acceptedExtensions)")
    }
    if let fps, !(1...240).contains(fps) { throw .badUsage("--fps must be from 1 to 240, not \(fps)") }
    if format != .png { throw .badUsage("--video encodes PNG frames: --format \(format.rawValue) cannot be used with it") }
    if resume { throw .badUsage("--resume keeps frame files, but a video is encoded whole: leave out --resume or --video") }
    return container
  }

  /// Refuses (64) an MP4 of a picture whose `backdrop` is not opaque: H.264 has no alpha, and
  /// flattening it onto a colour aclock chose would hide the mistake.
  static func checkAlpha(of container: VideoContainer?, backdrop: RGBAColor) throws(CLIError) {
    if let container, !container.keepsAlpha, backdrop.alpha < 1 {
      throw .badUsage("--video .\(container.rawValue) has no alpha channel: give an opaque --background COLOR, or use .webm or .mov to keep transparency")
    }
  }

  /// The in-order hand-over for `workers` threads: a window of four batches each.
  static func sequence(count: Int, workers: Int) -> FrameSequence {
    FrameSequence(count: count, window: 4 * FrameRun.orderedBatchSize * workers)
  }

  /// Frames a second.
  var framesPerSecond: Int { fps ?? Self.defaultFPS }
}
