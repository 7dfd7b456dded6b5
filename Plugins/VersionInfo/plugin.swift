import Foundation
import PackagePlugin

/// Writes `BuildVersion.swift` before each build of the target: the version from the package's
/// `VERSION` file (the single source that `make`, the Debian package and CHANGELOG.md follow)
/// and, when the package is a git checkout, its revision.
///
/// A prebuild command, because only those may run a system program (`/bin/sh`, `git`); the
/// script rewrites the file only when its text changes, so an unchanged revision rebuilds nothing.
@main
struct VersionInfo: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("generated")
    let script = #"""
      root=$1; out=$2; mkdir -p "$out"
      version=$(tr -d ' \n' < "$root/VERSION" 2>/dev/null)
      revision=$(git -C "$root" rev-parse --short=12 HEAD 2>/dev/null || true)
      [ -n "$revision" ] && revision="\"$revision\"" || revision=nil
      text="/// Written by the VersionInfo plugin from VERSION and git; not in the repository.
      enum BuildVersion {
        /// The release, from VERSION.
        static let number = \"${version:-unknown}\"
        /// The git revision built, when built from a checkout.
        static let revision: String? = $revision
      }"
      if [ "$(cat "$out/BuildVersion.swift" 2>/dev/null)" != "$text" ]; then printf '%s\n' "$text" > "$out/BuildVersion.swift"; fi
      """#
    return [
      .prebuildCommand(
        displayName: "aclock version from VERSION and git",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", script, "sh", context.package.directoryURL.path, output.path],
        outputFilesDirectory: output
      )
    ]
  }
}
