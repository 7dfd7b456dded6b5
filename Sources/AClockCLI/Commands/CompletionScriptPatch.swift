/// Completes the default command's options in the scripts ArgumentParser generates.
///
/// aclock without a subcommand runs `clock`, so `aclock --st<Tab>` should offer `--style` and
/// `aclock --theme <Tab>` the themes; ArgumentParser's scripts offer only the subcommands
/// there. For bash, the branch that offers subcommands also hands the words to `clock`'s
/// completion function. zsh and fish are left as generated (not done yet: their scripts describe
/// the root's arguments declaratively).
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
    guard shell == "bash" else { return script }
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
