import AClockValues
/// An option whose value may be left out: `--status` alone is `--status text`, `--animate`
/// alone `--animate css`.
///
/// ArgumentParser has no such options, so the arguments are rewritten before it reads them: the
/// option given last, or followed by anything but one of its ``values``, becomes
/// `--option=fallback`. Only those values are taken as its value, so what follows stays what it
/// was: `aclock timer --status 5m` is a five-minute timer with text lines, and `--status yaml`
/// leaves `yaml` to be refused as the argument it then is. `--option=value` is never touched,
/// nor anything after `--`.
struct OmittableValue: Sendable {
  /// The option as typed: `--status`.
  let option: String
  /// The values it takes from the next argument.
  let values: [String]
  /// The value it has alone.
  let fallback: String

  /// Every option of aclock whose value may be left out.
  static let all = [WebOptions.omittableAnimation, StatusOutput.omittable]

  /// `arguments` with each bare ``option`` written as `--option=fallback`.
  func filledIn(_ arguments: [String]) -> [String] {
    var result = arguments
    for index in result.indices {
      if result[index] == "--" { break }
      guard result[index] == option else { continue }
      let next = index + 1 < result.endIndex ? result[index + 1] : nil
      if !values.contains(next ?? "") { result[index] = option + "=" + fallback }
    }
    return result
  }

  /// `arguments` with every bare option of ``all`` filled in.
  static func filledIn(_ arguments: [String]) -> [String] {
    all.reduce(arguments) { $1.filledIn($0) }
  }

  /// A hint for a refusal (`message`) of the argument after a bare option of ``all``, which was
  /// perhaps meant as its value (`--status yaml`: "Unexpected argument 'yaml'"), after a `; `;
  /// empty for any other.
  static func hint(for message: String, in arguments: [String]) -> String {
    for (argument, next) in zip(arguments, arguments.dropFirst()) {
      guard let option = all.first(where: { $0.option == argument }), !option.values.contains(next),
            !next.hasPrefix("-"), message.contains("'\(next)'")
      else { continue }
      return "; \(option.option) takes " + option.values.joined(separator: " or ") + ", and alone means \(option.option) \(option.fallback)"
    }
    return ""
  }
}
