# Prints, one a line, the matches zsh's completion system offers for the command line $2 when
# Tab is pressed at its end, with the completion functions of directory $1 on fpath.
#
# Completion widgets run only in an interactive shell's line editor, so this drives one on a
# pseudo-terminal (zsh/zpty): Tab runs complete-word, compadd is wrapped to print each match it
# adds, and a post-completion hook prints an end marker and exits. The markers are split in the
# source ("<<""match>>") because the pseudo-terminal echoes what is written to it.
zmodload zsh/zpty || exit 2
local functions_dir=$1 line=$2 out
zpty shell zsh -f -i
zpty -w shell "PROMPT= RPROMPT= PS2=; fpath=(${(q)functions_dir} \$fpath); autoload -Uz compinit; compinit -u -D"
zpty -w shell 'compadd() { local -a __m; builtin compadd -O __m "$@"; builtin compadd "$@"; local m; for m in $__m; do print -r -- "<<""match>>$m"; done }'
zpty -w shell 'zstyle ":completion:*" insert-tab false; bindkey "^I" complete-word; comppostfuncs=(__done); __done() { print -r -- "<<""done>>"; exit }'
zpty -w -n shell "$line"$'\t'
while zpty -r shell out; do
  [[ $out == *'<<done>>'* ]] && break
  [[ $out == *'<<match>>'* ]] && print -r -- ${${out##*<<match>>}%%$'\r'*}
done
zpty -d shell
