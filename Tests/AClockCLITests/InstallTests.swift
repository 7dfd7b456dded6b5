import ClockTestSupport
import Foundation
import Testing

/// `make` then `make install` from this checkout, as a user would run them: the files install
/// writes, a binary that runs with the Swift toolchain hidden, a manual page `man` renders, and
/// `make uninstall` removing exactly what was written (and the directories install created, when
/// empty); install with root's secure PATH and as a user who is not root
/// (`InstallTests+Ownership.swift`); then `make deb`, and the package installed by apt on a fresh
/// Debian root that has no Swift.
///
/// They build release binaries (a few minutes on two cores), which slowed the timing-sensitive
/// tmux tests running beside them into failure, so they run in a step of their own: README's
/// test command runs `swift test` again with ACLOCK_PACKAGING=1 and `--filter InstallTests`.
@Suite("make install", .serialized, .enabled(if: ProcessInfo.processInfo.environment["ACLOCK_PACKAGING"] == "1"), .tags(.integration, .packaging))
struct InstallTests {
  static let root = VersionTests.root
  static let installed = [
    "bin/aclock", "bin/aclock-serve", "lib/systemd/system/aclock-serve.service", "share/bash-completion/completions/aclock",
    "share/fish/vendor_completions.d/aclock.fish", "share/man/man1/aclock-serve.1", "share/man/man1/aclock.1",
    "share/zsh/site-functions/_aclock",
  ]
  /// Where install lists the directories it created under the prefix (not under a DESTDIR).
  static let record = "share/aclock/created-directories"

  static func make(_ arguments: [String]) throws -> AClockProcess.Result {
    try AClockProcess.run(["-C", root.path] + arguments, executable: URL(fileURLWithPath: "/usr/bin/make"))
  }

  /// `make`, which builds (`make install` only copies): a few minutes the first time, then SwiftPM's
  /// check that nothing changed.
  static func build() throws {
    let build = try make([])
    try #require(build.status == 0, "\(build.stderr.suffix(2000))")
  }

  /// Every file and directory under `directory`, relative to it, files and directories alike.
  static func entries(under directory: URL) throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: directory.path).sorted()
  }

  static func files(under prefix: URL) throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: prefix.path).filter { path in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }.sorted()
  }

  /// The toolchain's root: the folder above `usr/bin/swift`'s `usr`.
  static func toolchainRoot() throws -> String {
    let which = try AClockProcess.run(["-c", "readlink -f \"$(command -v swift)\""], executable: URL(fileURLWithPath: "/bin/sh"))
    return URL(fileURLWithPath: which.stdout.trimmingCharacters(in: .newlines))
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
  }

  @Test func installRunsWithoutTheToolchainAndUninstallRemovesExactlyWhatItWrote() throws {
    try Self.build()
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-install-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: prefix) }
    // zsh's package makes share/zsh/site-functions: not install's to remove, even empty.
    let zsh = prefix.appendingPathComponent("share/zsh/site-functions")
    try FileManager.default.createDirectory(at: zsh, withIntermediateDirectories: true)
    let install = try Self.make(["install", "PREFIX=\(prefix.path)"])
    try #require(install.status == 0, "\(install.stderr.suffix(2000))")
    #expect(try Self.files(under: prefix) == (Self.installed + [Self.record]).sorted())
    // What install created (not share/zsh/site-functions, share/zsh or share), deepest first, so
    // that uninstall can remove each once what was in it has gone.
    let created = try String(contentsOf: prefix.appendingPathComponent(Self.record), encoding: .utf8).split(separator: "\n")
    #expect(created.sorted() == [
      "bin", "lib", "lib/systemd", "lib/systemd/system", "share/aclock", "share/bash-completion", "share/bash-completion/completions", "share/fish",
      "share/fish/vendor_completions.d", "share/man", "share/man/man1",
    ])
    let depths = created.map { $0.split(separator: "/").count }
    #expect(depths == depths.sorted(by: >), "\(created)")

    // The unit runs the installed server (not enabled: nothing but the file is written).
    try SystemdUnitTests.check(
      unit: prefix.appendingPathComponent("lib/systemd/system/aclock-serve.service"), server: prefix.appendingPathComponent("bin/aclock-serve"))

    let binary = prefix.appendingPathComponent("bin/aclock").path
    let ldd = try AClockProcess.run([binary], executable: URL(fileURLWithPath: "/usr/bin/ldd"))
    let toolchain = try Self.toolchainRoot()
    #expect(!ldd.stdout.contains(toolchain), "\(ldd.stdout)")
    #expect(!ldd.stdout.contains("libswift"), "\(ldd.stdout)")
    // No RUNPATH or RPATH (#31): with `$ORIGIN` every start looked in bin/ first, where a library
    // of the same name as one aclock links would have been loaded.
    for program in ["bin/aclock", "bin/aclock-serve"] {
      let dynamic = try AClockProcess.run(["-d", prefix.appendingPathComponent(program).path], executable: URL(fileURLWithPath: "/usr/bin/readelf"))
      #expect(dynamic.status == 0 && dynamic.stdout.contains("NEEDED"), "\(dynamic.stderr)")
      #expect(!dynamic.stdout.contains("RUNPATH") && !dynamic.stdout.contains("RPATH"), "\(program): \(dynamic.stdout)")
    }

    // Hidden: a private mount namespace with an empty tmpfs over the toolchain.
    let work = prefix.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let script = """
      mount -t tmpfs none '\(toolchain)' && [ -z "$(ls '\(toolchain)')" ] && cd '\(work.path)' \
      && '\(binary)' --png a.png --at @0 --tz UTC && '\(binary)' --svg a.svg --at @0 --tz UTC \
      && '\(binary)' --once --cols 40 --rows 12 --at @0 --tz UTC > frame.txt \
      && '\(binary)' angles --at @0 --tz Asia/Tokyo > angles.txt
      """
    let hidden = try AClockProcess.run(["-m", "/bin/sh", "-c", script], executable: URL(fileURLWithPath: "/usr/bin/unshare"))
    #expect(hidden.status == 0, "\(hidden.stderr)")
    let png = try Data(contentsOf: work.appendingPathComponent("a.png"))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(try String(contentsOf: work.appendingPathComponent("a.svg"), encoding: .utf8).contains("<svg"))
    #expect(try String(contentsOf: work.appendingPathComponent("frame.txt"), encoding: .utf8).split(separator: "\n").count >= 10)
    #expect(try String(contentsOf: work.appendingPathComponent("angles.txt"), encoding: .utf8)
      .hasPrefix("1970-01-01T09:00:00.000+09:00 Asia/Tokyo  hour 270.000°"))
    try FileManager.default.removeItem(at: work)

    let man = try AClockProcess.run(
      ["-l", prefix.appendingPathComponent("share/man/man1/aclock.1").path], environment: ["MANPAGER": "cat", "MANWIDTH": "80"],
      executable: URL(fileURLWithPath: "/usr/bin/man"))
    #expect(man.status == 0)
    #expect(man.stdout.contains("Analog clocks for the terminal"))
    #expect(man.stdout.contains("stopwatch"))
    // Every subcommand and its options are in the page (generated from the help): the newest too.
    for text in ["worksheet", "--teaching-face", "--words", "dataset", "--shard", "--invalid", "--instants", "--video"] {
      #expect(man.stdout.contains(text), "the manual page lacks \(text)")
    }
    let serverPage = try AClockProcess.run(
      ["-l", prefix.appendingPathComponent("share/man/man1/aclock-serve.1").path], environment: ["MANPAGER": "cat", "MANWIDTH": "80"],
      executable: URL(fileURLWithPath: "/usr/bin/man"))
    #expect(serverPage.status == 0 && serverPage.stdout.contains("aclock-serve") && serverPage.stdout.contains("--renders"), "\(serverPage.stdout)")

    let version = try AClockProcess.run(["--version"], executable: URL(fileURLWithPath: binary))
    #expect(version.stdout.hasPrefix(try VersionTests.version))

    // The user's own files stay, and so do the directories holding them, though install made them.
    try Data("keep".utf8).write(to: prefix.appendingPathComponent("bin/mine"))
    try Data("keep".utf8).write(to: prefix.appendingPathComponent("share/fish/vendor_completions.d/mine.fish"))
    let uninstall = try Self.make(["uninstall", "PREFIX=\(prefix.path)"])
    #expect(uninstall.status == 0, "\(uninstall.stderr)")
    #expect(try Self.entries(under: prefix) == [
      "bin", "bin/mine", "share", "share/fish", "share/fish/vendor_completions.d", "share/fish/vendor_completions.d/mine.fish",
      "share/zsh", "share/zsh/site-functions",
    ])
  }

  @Test func theDebianPackageHoldsTheSameFilesUnderUsrAndDependsOnWhatTheBinaryLinks() throws {
    // xz at preset 1 rather than 6: the same package, compressed in a quarter of the time.
    let build = try Self.make(["deb", "DEB_XZ_LEVEL=1"])
    try #require(build.status == 0, "\(build.stderr.suffix(2000))")
    // dpkg-shlibdeps once warned 12 times: of a libpng linked for nothing, an empty file name, and $ORIGIN.
    // (SwiftPM's notes on a dependency's own files, printed whenever it plans the build again, are
    // not the package's.)
    let warnings = (build.stdout + build.stderr).split(separator: "\n").filter {
      $0.contains("warning:") && !$0.contains("which are unhandled; explicitly declare them as resources")
    }
    #expect(warnings.isEmpty, "\(warnings)")
    let version = try VersionTests.version
    let package = Self.root.appendingPathComponent("dist/aclock_\(version)_amd64.deb").path
    let dpkgDeb = URL(fileURLWithPath: "/usr/bin/dpkg-deb")

    let contents = try AClockProcess.run(["--contents", package], executable: dpkgDeb)
    let files = contents.stdout.split(separator: "\n").filter { $0.hasPrefix("-") }.compactMap { $0.split(separator: " ").last.map(String.init) }
    #expect(files.sorted() == [
      "./usr/bin/aclock", "./usr/bin/aclock-serve", "./usr/lib/systemd/system/aclock-serve.service",
      "./usr/share/bash-completion/completions/aclock", "./usr/share/doc/aclock/changelog.gz", "./usr/share/doc/aclock/copyright",
      "./usr/share/fish/vendor_completions.d/aclock.fish",
      "./usr/share/man/man1/aclock-serve.1.gz", "./usr/share/man/man1/aclock.1.gz", "./usr/share/zsh/vendor-completions/_aclock",
    ])

    let field = { (name: String) throws -> String in
      try AClockProcess.run(["--field", package, name], executable: dpkgDeb).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    #expect(try field("Version") == version)
    let depends = try field("Depends")
    // What the binary links (dpkg-shlibdeps), what it opens when it draws (cairo and FreeType,
    // with dlopen: Docs/decisions/0043) and what it reads: fonts and zone files; no Swift, and
    // no libpng (cairo's dependency, not aclock's).
    for name in ["libc6", "libcairo2", "zlib1g", "libfreetype6", "fonts-dejavu-core", "fonts-linuxlibertine", "tzdata"] {
      #expect(depends.contains(name), "\(name) missing from \(depends)")
    }
    // libdeflate: the PNG writer's Adler-32 and CRC-32 (Docs/decisions/0044).
    #expect(depends.contains("libdeflate0"), "libdeflate0 missing from \(depends)")
    #expect(!depends.lowercased().contains("swift"), "\(depends)")
    #expect(!depends.contains("libpng"), "\(depends)")

    // Debian's place for units (lintian 2.116 takes /lib or /usr/lib; /usr/lib is the one that
    // stays after the /usr merge), running the package's server.
    let unit = try AClockProcess.run(
      ["-c", "dpkg-deb --fsys-tarfile \"$0\" | tar -xO ./usr/lib/systemd/system/aclock-serve.service", package],
      executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(SystemdUnitTests.settings(of: unit.stdout, section: "Service")["ExecStart"]?.hasPrefix("/usr/bin/aclock-serve ") == true)
    // The packaged programs carry no RUNPATH either (read from the package, not the stage).
    for program in ["aclock", "aclock-serve"] {
      let dynamic = try AClockProcess.run(
        ["-c", "dpkg-deb --fsys-tarfile \"$0\" | tar -xO ./usr/bin/\(program) > \"$1\" && readelf -d \"$1\"; rm -f \"$1\"", package,
         FileManager.default.temporaryDirectory.appendingPathComponent("aclock-deb-\(program)-\(UUID().uuidString)").path],
        executable: URL(fileURLWithPath: "/bin/sh"))
      #expect(dynamic.stdout.contains("NEEDED") && !dynamic.stdout.contains("RUNPATH") && !dynamic.stdout.contains("RPATH"), "\(program): \(dynamic.stdout)")
    }

    let lintian = try AClockProcess.run(["--tag-display-limit", "0", package], executable: URL(fileURLWithPath: "/usr/bin/lintian"))
    let tags = lintian.stdout.split(separator: "\n").filter { $0.hasPrefix("E:") || $0.hasPrefix("W:") }
    #expect(tags.isEmpty, "\(tags)")

    try Self.installOnAFreshDebian(package)
  }

  /// `apt-get install ./aclock.deb` on a fresh Debian root of this machine's release, built by
  /// mmdebstrap from the machine's apt sources, where Swift never was: apt must find everything
  /// the binary needs through the package's Depends, and the installed binary must draw.
  static func installOnAFreshDebian(_ package: String) throws {
    try #require(getuid() == 0, "mmdebstrap --mode=root and chroot need root")
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-debian-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let name = URL(fileURLWithPath: package).lastPathComponent
    let bootstrap = """
      . /etc/os-release
      sources=/etc/apt/sources.list.d/debian.sources; [ -e "$sources" ] || sources=/etc/apt/sources.list
      mmdebstrap --quiet --variant=apt --mode=root --customize-hook='copy-in \(package) /root' \
        --customize-hook='chroot "$1" apt-get install --yes --quiet /root/\(name)' \
        "$VERSION_CODENAME" '\(root.path)' "$sources"
      """
    let built = try AClockProcess.run(["-c", bootstrap], executable: URL(fileURLWithPath: "/bin/sh"))
    try #require(built.status == 0, "\(built.stderr.suffix(3000))")

    // The C library and the Swift runtime need /proc, which a bare chroot lacks.
    let checks = """
      command -v swift && exit 10; find /usr -name 'libswiftCore*' | grep . && exit 11
      dpkg-query --show --showformat='${Status}' aclock > /tmp/status
      cd /tmp && aclock --png a.png --at @0 --tz UTC && aclock --svg a.svg --at @0 --tz UTC \
        && aclock --once --cols 40 --rows 12 --at @0 --tz UTC > frame.txt && aclock angles --at @0 --tz Asia/Tokyo > angles.txt
      """
    let run = try AClockProcess.run(
      ["-m", "/bin/sh", "-c", "mount -t proc proc \"$0/proc\" && chroot \"$0\" /bin/sh -c \"$1\"", root.path, checks],
      executable: URL(fileURLWithPath: "/usr/bin/unshare"))
    #expect(run.status == 0, "\(run.stdout) \(run.stderr)")
    let tmp = root.appendingPathComponent("tmp")
    #expect(try String(contentsOf: tmp.appendingPathComponent("status"), encoding: .utf8) == "install ok installed")
    #expect(try Data(contentsOf: tmp.appendingPathComponent("a.png")).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(try String(contentsOf: tmp.appendingPathComponent("a.svg"), encoding: .utf8).contains("<svg"))
    #expect(try String(contentsOf: tmp.appendingPathComponent("frame.txt"), encoding: .utf8).split(separator: "\n").count >= 10)
    #expect(try String(contentsOf: tmp.appendingPathComponent("angles.txt"), encoding: .utf8)
      .hasPrefix("1970-01-01T09:00:00.000+09:00 Asia/Tokyo  hour 270.000°"))
  }
}
