import AClockValues

#if canImport(Glibc)
import Glibc
#endif

/// The file `aclock frames --video FILE` writes: PNG frames piped into ffmpeg, which encodes
/// them into a temporary file beside FILE; ``finish()`` renames it over FILE only when ffmpeg
/// succeeded, so a failure, a Ctrl-C or a SIGTERM leaves FILE as it was and no temporary file.
///
/// ```swift
/// let video = try VideoFile(path: "clock.webm", container: .webm, fps: 30)
/// try video.start()
/// for png in frames { try video.append(png) }
/// try video.finish()
/// ```
///
/// Only a regular file (or a new one) is written: ffmpeg seeks in MP4 and MOV output, so standard
/// output (`-`), a FIFO or a device is refused. On a signal, ``TerminationSignals`` removes the
/// temporary file and then runs this file's clean-up: ffmpeg is killed and waited for, and the
/// temporary name removed again (ffmpeg reopens an MP4 by name to move its index to the front).
package final class VideoFile {
  /// FILE as the user gave it, for messages.
  package let shownPath: String
  private let temporary: TemporaryFile
  private let arguments: [String]
  private var ffmpeg: FFmpegProcess?

  /// The error when no `ffmpeg` is on `PATH` (exit 69).
  package static let missingFFmpeg = CLIError.unavailable("--video needs ffmpeg (Debian package ffmpeg): not found on PATH")

  /// The first `ffmpeg` on `PATH`; throws ``missingFFmpeg`` (69) when there is none.
  package static func ffmpegPath() throws(CLIError) -> String {
    guard let program = ChildSpawn.find("ffmpeg") else { throw missingFFmpeg }
    return program
  }

  /// Makes the temporary file beside `path` that ffmpeg will encode `container` into at `fps`
  /// frames a second (before anything else is created, so a FILE that cannot be written leaves
  /// nothing behind). Throws ``missingFFmpeg`` (69), `.badUsage` for `-` or a special file (64),
  /// or `.cannotCreateOutput` (73) when the temporary file cannot be made.
  package init(path: String, container: VideoContainer, fps: Int) throws(CLIError) {
    let program = try Self.ffmpegPath()
    let target = try OutputTarget.resolve(path)
    guard case .replaced(_, let resolvedPath, let ownership) = target else {
      throw .badUsage(
        "--video \(UserText.quotedPath(path)): ffmpeg needs a regular file to write and seek in, not standard output, a FIFO or a device")
    }
    shownPath = path
    temporary = try TemporaryFile(beside: resolvedPath, shownAs: path, keeping: ownership)
    // `file:` keeps a name with a colon from being read as a protocol; -y: the name exists (ours).
    arguments = [program, "-hide_banner", "-nostdin", "-nostats", "-loglevel", "error",
                     "-f", "image2pipe", "-c:v", "png", "-framerate", String(fps), "-i", "-"]
      + container.encoderArguments + ["-y", "file:" + temporary.temporaryName]
  }

  /// Starts ffmpeg (exit 69 if it cannot be started), killed and its output removed if a signal
  /// ends aclock.
  package func start() throws(CLIError) {
    let started: FFmpegProcess
    do {
      started = try FFmpegProcess.start(arguments)
    } catch {
      temporary.discard()
      throw .unavailable("--video: cannot start \(UserText.quotedPath(arguments[0])): \(error)")
    }
    ffmpeg = started
    let temporaryName = temporary.temporaryName
    TerminationSignals.beforeExit { _ in
      if started.kill() { unlink(temporaryName) }
    }
  }

  /// Pipes one PNG frame to ffmpeg. A failure stops ffmpeg, removes the temporary file and is
  /// thrown: ffmpeg's own last line when it has ended (70), else the system's reason (73).
  package func append(_ png: [UInt8]) throws(CLIError) {
    guard let ffmpeg else { return }
    guard let code = ffmpeg.write(png) else { return }
    if code == EPIPE {
      let outcome = ffmpeg.finish()
      temporary.discard()
      throw failure(outcome)
    }
    abandon()
    throw .cannotCreateOutput(path: shownPath, reason: "writing to ffmpeg: " + String(cString: strerror(code)))
  }

  /// Ends ffmpeg's input, waits for it, and renames the video over FILE if it succeeded; else
  /// removes the temporary file and throws ffmpeg's last line (70).
  package func finish() throws(CLIError) {
    guard let ffmpeg else { return temporary.discard() }
    let outcome = ffmpeg.finish()
    guard outcome.succeeded else {
      temporary.discard()
      throw failure(outcome)
    }
    try temporary.commit()
  }

  /// Kills ffmpeg and removes the temporary file: after a failure elsewhere.
  package func abandon() {
    ffmpeg?.kill()
    temporary.discard()
  }

  private func failure(_ outcome: FFmpegProcess.Outcome) -> CLIError {
    let said = outcome.lastLine.map { ": " + UserText.shown($0) } ?? " (nothing on stderr)"
    return .renderFailed(path: shownPath, reason: "ffmpeg failed (\(ChildSpawn.describe(status: outcome.status)))\(said)")
  }
}
