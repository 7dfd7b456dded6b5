/// Completes the default command's options in the scripts ArgumentParser generates.
///
/// aclock without a subcommand runs `clock`, so `aclock --st<Tab>` should offer `--style` and
/// `aclock --theme <Tab>` the themes; ArgumentParser's scripts offer only the subcommands
/// there. The bash, zsh and fish scripts are edited as they are generated (see each function);
/// a script whose shape is not the expected one is left as generated.
enum CompletionScriptPatch {
  /// The shell a `--generate-completion-script` request in `arguments` names, if any.
  static func requestedShell(_ arguments: [String]) -> String? {
    for (index, argument) in arguments.enumerated() {
      if argument == "--generate-completion-script", index + 1 < arguments.count { return arguments[index + 1] }
      if argument.hasPrefix("--generate-completion-script=") { return String(argument.dropFirst(29)) }
    }
    return nil
  }

  /// `script` with the default command's completions added, for `shell`.
  static func patched(_ script: String, shell: String) -> String {
    switch shell {
    case "bash": bash(script)
    case "zsh": zsh(script)
    case "fish": fish(script)
    default: script
    }
  }

  /// fish: the root's words are parsed with `clock`'s options, and every completion of `clock`'s
  /// options is offered at the root too (but `--version` and `--help`, which the root has).
  static func fish(_ script: String) -> String {
    var lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let clockCase = lines.firstIndex(of: "        case 'clock'"), clockCase + 1 < lines.count,
          let rootParse = lines.firstIndex(of: "        __aclock_parse_subcommand 0 'version' 'h/help'")
    else { return script }
    lines[rootParse] = lines[clockCase + 1].replacing("            __aclock", with: "        __aclock")
    var patched: [String] = []
    for line in lines {
      patched.append(line)
      // `"aclock clock" png'` for an option given once, `"aclock clock"'` for a repeatable one.
      let clockOption = "complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options \"aclock clock\""
      if line.hasPrefix(clockOption + " ") || line.hasPrefix(clockOption + "'"),
         !line.hasPrefix(clockOption + " version'"), !line.hasPrefix(clockOption + " h help'") {
        patched.append(line.replacing("\"aclock clock\"", with: "\"aclock\""))
      }
    }
    return patched.joined(separator: "\n")
  }

  /// zsh: once the first word starts with a dash, the words are `clock`'s: its function completes
  /// them (the root's `--version` and `--help` are among its options). An empty first word offers
  /// the subcommands, then `clock`'s options, as `aclock <Tab>` runs either.
  static func zsh(_ script: String) -> String {
    let marker = "        '(-)*:: :->arg'\n    )\n"
    let subcommands = "        _describe -V subcommand subcommands && ret=0\n"
    guard let range = script.firstRange(of: marker),
          let offer = script[range.upperBound...].firstRange(of: subcommands)
    else { return script }
    let addition = """
          # Without a subcommand aclock runs `clock`: complete its options and their values.
          if [[ "${words[2]}" == -* ]]; then
              _aclock_clock
              return
          fi

      """
    let options = """
              # Nothing typed yet: `clock`'s options as well as the subcommands.
              if [[ -z "${PREFIX}${SUFFIX}" ]]; then
                  _aclock_clock && ret=0
              fi

      """
    return String(script[..<range.upperBound]) + addition + String(script[range.upperBound..<offer.upperBound]) + options
      + String(script[offer.upperBound...])
  }

  /// bash: the branch offering subcommands also runs `clock`'s completion on the words typed.
  static func bash(_ script: String) -> String {
    let marker = "        # Offer subcommand completions\n"
    guard let start = script.firstRange(of: marker),
          let end = script[start.upperBound...].firstRange(of: "\n")
    else { return script }
    // Past the first word, the words are `clock`'s alone (what the root offered is dropped); at
    // the first word, its options join the subcommands once the word starts with a dash.
    let addition = """

              # Without a subcommand aclock runs `clock`: complete its options and their values.
              if (( COMP_CWORD > 1 )) || [[ "${cur}" == -* ]]; then
                  (( COMP_CWORD > 1 )) && COMPREPLY=()
                  unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")
                  _aclock_clock
              fi
      """
    return String(script[..<end.lowerBound]) + addition + String(script[end.lowerBound...])
  }
}
