import Foundation
import Testing

/// `make install` copies what `make` built and nothing else: it runs with root's secure PATH
/// and no Swift, writes nothing into the clone, and works for a user who is not root into a
/// prefix of their own. (Part of `InstallTests`, so it runs in that suite's order, after
/// nothing else is building.)
extension InstallTests {
  /// sudo's `secure_path`, and what `env -i` leaves of the environment.
  static let securePath = "PATH=/usr/sbin:/usr/bin:/sbin:/bin"
  /// `nobody` on Debian: a user who owns nothing here.
  static let user = "65534"

  /// Every entry under `directory` (and itself) as its time of change to the nanosecond, owner,
  /// group, mode, size and path: what writing anything there, or as anyone else, would change.
  static func listing(of directory: URL) throws -> [String] {
    let find = try AClockProcess.run(
      [directory.path, "-printf", "%T@ %U %G %m %s %P\n"], executable: URL(fileURLWithPath: "/usr/bin/find"))
    try #require(find.status == 0, "\(find.stderr)")
    return find.stdout.split(separator: "\n").map(String.init).sorted()
  }

  /// `make arguments` in `clone` with `env -i` and root's PATH, as `user` when given. Where a
  /// system has Swift on that PATH (in /usr/bin, say), `false` is mounted over it in a mount
  /// namespace of the command's own, so a make that runs Swift fails here too.
  static func secureMake(_ arguments: [String], in clone: URL, as user: String? = nil) throws -> AClockProcess.Result {
    let become = user.map { ["setpriv", "--reuid=\($0)", "--regid=\($0)", "--clear-groups"] } ?? []
    let command = become + ["env", "-i", securePath, "make", "--no-print-directory", "-C", clone.path] + arguments
    let script = """
      for swift in $(env -i \(securePath) sh -c 'command -v swift swiftc swift-build'); do
        mount --bind /bin/false "$(readlink -f "$swift")" || exit 99
      done
      exec "$@"
      """
    return try AClockProcess.run(["-m", "/bin/sh", "-c", script, "sh"] + command, executable: URL(fileURLWithPath: "/usr/bin/unshare"))
  }

  /// A directory of its own under the temporary one, that any user can enter.
  static func scratch(_ name: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
    return directory
  }

  @Test func installWithRootsSecurePathCopiesWhatMakeBuiltAndLeavesTheCloneAsItWas() throws {
    try #require(getuid() == 0, "sudo's case, and unshare needs root")
    try Self.build()
    let destination = try Self.scratch("destdir")
    defer { try? FileManager.default.removeItem(at: destination) }

    let before = try Self.listing(of: Self.root)
    let install = try Self.secureMake(["install", "DESTDIR=\(destination.path)"], in: Self.root)
    let after = try Self.listing(of: Self.root)
    #expect(install.status == 0, "\(install.stderr)")
    #expect(after == before, "\(Set(after).symmetricDifference(before).sorted())")
    let prefix = destination.appendingPathComponent("usr/local")
    // Under a DESTDIR (a packager's staging area) no list of created directories is written.
    #expect(try Self.files(under: prefix) == Self.installed)
    let staged = try Data(contentsOf: Self.root.appendingPathComponent(".build-static/stage/aclock"))
    #expect(try Data(contentsOf: prefix.appendingPathComponent("bin/aclock")) == staged)
  }

  @Test func aUserWhoIsNotRootInstallsIntoTheirOwnPrefixFromTheirOwnBuild() throws {
    try #require(getuid() == 0, "setpriv needs root to become another user")
    try Self.build()
    // The user's clone: what install reads, with `make`'s products copied in (a build of its
    // own as that user would take minutes for the same files).
    let home = try Self.scratch("user")
    defer { try? FileManager.default.removeItem(at: home) }
    let clone = home.appendingPathComponent("aclock")
    let stage = clone.appendingPathComponent(".build-static/stage")
    try FileManager.default.createDirectory(at: stage, withIntermediateDirectories: true)
    for file in ["Makefile", "VERSION", "CHANGELOG.md"] {
      try FileManager.default.copyItem(at: Self.root.appendingPathComponent(file), to: clone.appendingPathComponent(file))
    }
    let prefix = home.appendingPathComponent(".local")
    try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
    let chown = try AClockProcess.run(["-R", "\(Self.user):\(Self.user)", home.path], executable: URL(fileURLWithPath: "/bin/chown"))
    try #require(chown.status == 0, "\(chown.stderr)")

    // Before `make`: one line saying what to do, and nothing written.
    let early = try Self.secureMake(["install", "PREFIX=\(prefix.path)"], in: clone, as: Self.user)
    #expect(early.status != 0)
    #expect(early.stderr.split(separator: "\n").count == 1, "\(early.stderr)")
    #expect(early.stderr.contains("run \"make\" first"), "\(early.stderr)")
    #expect(try Self.entries(under: prefix).isEmpty)

    // Every file make staged (not the plugin's man/ folder, which install does not read).
    let built = Self.root.appendingPathComponent(".build-static/stage")
    for file in try Self.files(under: built) where !file.contains("/") {
      try FileManager.default.copyItem(at: built.appendingPathComponent(file), to: stage.appendingPathComponent(file))
    }
    #expect(try AClockProcess.run(["-R", "\(Self.user):\(Self.user)", clone.path], executable: URL(fileURLWithPath: "/bin/chown")).status == 0)
    let before = try Self.listing(of: clone)
    let install = try Self.secureMake(["install", "PREFIX=\(prefix.path)"], in: clone, as: Self.user)
    #expect(install.status == 0, "\(install.stderr)")
    #expect(try Self.listing(of: clone) == before)
    #expect(try Self.files(under: prefix) == (Self.installed + [Self.record]).sorted())
    let owners = try Self.listing(of: prefix).map { $0.split(separator: " ")[1] }
    #expect(Set(owners) == [Substring(Self.user)])
    let version = try AClockProcess.run(["--version"], executable: prefix.appendingPathComponent("bin/aclock"))
    #expect(version.stdout.hasPrefix(try VersionTests.version))

    let uninstall = try Self.secureMake(["uninstall", "PREFIX=\(prefix.path)"], in: clone, as: Self.user)
    #expect(uninstall.status == 0, "\(uninstall.stderr)")
    #expect(try Self.entries(under: prefix).isEmpty)
  }
}
