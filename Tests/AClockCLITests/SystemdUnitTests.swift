import ClockTestSupport
import Foundation
import Testing

/// The systemd unit for `aclock-serve` (`packaging/systemd/aclock-serve.service.in`, which `make
/// install` copies with `@BINDIR@` replaced): systemd's own `systemd-analyze verify` accepts it
/// with its `ExecStart` pointing at a real server, and its sandbox is the one it promises.
/// `InstallTests` runs ``check(unit:server:)`` on the unit that install wrote.
@Suite("aclock-serve's systemd unit", .tags(.integration, .systemd))
struct SystemdUnitTests {
  static let template = VersionTests.root.appendingPathComponent("packaging/systemd/aclock-serve.service.in")

  /// The sandboxing settings the unit must keep (a hardening that goes missing fails here, not
  /// only in `systemd-analyze security`'s score).
  static let sandbox: [String: String] = [
    "DynamicUser": "yes", "NoNewPrivileges": "yes", "ProtectSystem": "strict", "ProtectHome": "yes",
    "PrivateTmp": "yes", "PrivateDevices": "yes", "CapabilityBoundingSet": "", "RestrictSUIDSGID": "yes",
    "MemoryDenyWriteExecute": "yes", "LockPersonality": "yes", "ProtectKernelTunables": "yes",
    "ProtectKernelModules": "yes", "ProtectControlGroups": "yes", "RestrictNamespaces": "yes",
    "RestrictAddressFamilies": "AF_INET AF_INET6 AF_UNIX", "SystemCallArchitectures": "native",
  ]

  /// `Key=value` lines of `unit`'s `[section]`, the last value of each key.
  static func settings(of unit: String, section: String) -> [String: String] {
    var current = ""
    var values: [String: String] = [:]
    for line in unit.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) where !line.hasPrefix("#") {
      if line.hasPrefix("[") { current = line; continue }
      guard current == "[\(section)]", let equals = line.firstIndex(of: "=") else { continue }
      values[String(line[..<equals])] = String(line[line.index(after: equals)...])
    }
    return values
  }

  /// `systemd-analyze verify` passes `unit` without a word (an unknown key is only a warning
  /// there, so its stderr must be empty too), its offline security score is at most 2.0 ("OK"),
  /// it runs `server`, is not enabled by anything but `systemctl enable`, and keeps ``sandbox``.
  static func check(unit: URL, server: URL) throws {
    let analyze = URL(fileURLWithPath: "/usr/bin/systemd-analyze")
    let verify = try AClockProcess.run(["verify", "--man=no", unit.path], executable: analyze)
    #expect(verify.status == 0 && verify.stderr.isEmpty && verify.stdout.isEmpty, "\(verify.stdout)\(verify.stderr)")
    let security = try AClockProcess.run(["security", "--offline=true", "--threshold=20", unit.path], executable: analyze)
    #expect(security.status == 0, "\(security.stdout.split(separator: "\n").suffix(3))")

    let text = try String(contentsOf: unit, encoding: .utf8)
    #expect(text.firstMatch(of: /@[A-Z]+@/) == nil, "a placeholder was left")
    let service = settings(of: text, section: "Service")
    #expect(service["ExecStart"]?.hasPrefix(server.path + " ") == true, "\(service["ExecStart"] ?? "none")")
    for (key, value) in sandbox {
      #expect(service[key] == value, "\(key)=\(service[key] ?? "missing")")
    }
    #expect(settings(of: text, section: "Install") == ["WantedBy": "multi-user.target"])
  }

  @Test func theUnitVerifiesWithTheBuiltServerAndKeepsItsSandbox() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-unit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let server = ServerProcess.serverBinary
    let unit = directory.appendingPathComponent("aclock-serve.service")
    let text = try String(contentsOf: Self.template, encoding: .utf8)
    try #require(text.components(separatedBy: "@BINDIR@").count == 2)
    try text.replacingOccurrences(of: "@BINDIR@", with: server.deletingLastPathComponent().path)
      .write(to: unit, atomically: true, encoding: .utf8)
    try Self.check(unit: unit, server: server)
  }

  @Test func aUnitNamingAMissingServerOrAnUnknownKeyFailsTheCheck() throws {
    // The check itself can fail: systemd-analyze refuses a server that is not there and
    // warns of a misspelt key.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-unit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let unit = directory.appendingPathComponent("aclock-serve.service")
    let text = try String(contentsOf: Self.template, encoding: .utf8)
    let analyze = URL(fileURLWithPath: "/usr/bin/systemd-analyze")
    try text.replacingOccurrences(of: "@BINDIR@", with: directory.path).write(to: unit, atomically: true, encoding: .utf8)
    let missing = try AClockProcess.run(["verify", "--man=no", unit.path], executable: analyze)
    #expect(missing.status != 0 && missing.stderr.contains("is not executable"), "\(missing.stderr)")
    try text.replacingOccurrences(of: "@BINDIR@", with: ServerProcess.serverBinary.deletingLastPathComponent().path)
      .replacingOccurrences(of: "DynamicUser=", with: "DynamicUsr=").write(to: unit, atomically: true, encoding: .utf8)
    let misspelt = try AClockProcess.run(["verify", "--man=no", unit.path], executable: analyze)
    #expect(misspelt.stderr.contains("Unknown key 'DynamicUsr'"), "\(misspelt.stderr)")
  }
}
