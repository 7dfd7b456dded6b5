#!/bin/bash

__aclock_cursor_index_in_current_word() {
    local remaining="${COMP_LINE}"

    local word
    for word in "${COMP_WORDS[@]::COMP_CWORD}"; do
        remaining="${remaining##*([[:space:]])"${word}"*([[:space:]])}"
    done

    local -ir index="$((COMP_POINT - ${#COMP_LINE} + ${#remaining}))"
    if [[ "${index}" -le 0 ]]; then
        printf 0
    else
        printf %s "${index}"
    fi
}

# positional arguments:
#
# - 1: the current (sub)command's count of positional arguments
#
# required variables:
#
# - repeating_flags: the repeating flags that the current (sub)command can accept
# - non_repeating_flags: the non-repeating flags that the current (sub)command can accept
# - repeating_options: the repeating options that the current (sub)command can accept
# - non_repeating_options: the non-repeating options that the current (sub)command can accept
# - positional_number: value ignored
# - unparsed_words: unparsed words from the current command line
#
# modified variables:
#
# - non_repeating_flags: remove flags for this (sub)command that are already on the command line
# - non_repeating_options: remove options for this (sub)command that are already on the command line
# - positional_number: set to the current positional number
# - unparsed_words: remove all flags, options, and option values for this (sub)command
__aclock_offer_flags_options() {
    local -ir positional_count="${1}"
    positional_number=0

    local was_flag_option_terminator_seen=false
    local is_parsing_option_value=false

    local -ar unparsed_word_indices=("${!unparsed_words[@]}")
    local -i word_index
    for word_index in "${unparsed_word_indices[@]}"; do
        if "${is_parsing_option_value}"; then
            # This word is an option value:
            # Reset marker for next word iff not currently the last word
            [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]] && is_parsing_option_value=false
            unset "unparsed_words[${word_index}]"
            # Do not process this word as a flag or an option
            continue
        fi

        local word="${unparsed_words["${word_index}"]}"
        if ! "${was_flag_option_terminator_seen}"; then
            case "${word}" in
            --)
                unset "unparsed_words[${word_index}]"
                # by itself -- is a flag/option terminator, but if it is the last word, it is the start of a completion
                if [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]]; then
                    was_flag_option_terminator_seen=true
                fi
                continue
                ;;
            -*)
                # ${word} is a flag or an option
                # If ${word} is an option, mark that the next word to be parsed is an option value
                local option
                for option in "${repeating_options[@]}" "${non_repeating_options[@]}"; do
                    [[ "${word}" = "${option}" ]] && is_parsing_option_value=true && break
                done

                # Remove ${word} from ${non_repeating_flags} or ${non_repeating_options} so it isn't offered again
                local not_found=true
                local -i index
                for index in "${!non_repeating_flags[@]}"; do
                    if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                        unset "non_repeating_flags[${index}]"
                        non_repeating_flags=("${non_repeating_flags[@]}")
                        not_found=false
                        break
                    fi
                done
                if "${not_found}"; then
                    for index in "${!non_repeating_flags[@]}"; do
                        if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                            unset "non_repeating_flags[${index}]"
                            non_repeating_flags=("${non_repeating_flags[@]}")
                            break
                        fi
                    done
                fi
                unset "unparsed_words[${word_index}]"
                continue
                ;;
            esac
        fi

        # ${word} is neither a flag, nor an option, nor an option value
        if [[ "${positional_number}" -lt "${positional_count}" || "${positional_count}" -lt 0 ]]; then
            # ${word} is a positional
            ((positional_number++))
            unset "unparsed_words[${word_index}]"
        else
            if [[ -z "${word}" ]]; then
                # Could be completing a flag, option, or subcommand
                positional_number=-1
            else
                # ${word} is a subcommand or invalid, so stop processing this (sub)command
                positional_number=-2
            fi
            break
        fi
    done

    unparsed_words=("${unparsed_words[@]}")

    if\
        ! "${was_flag_option_terminator_seen}"\
        && ! "${is_parsing_option_value}"\
        && [[ ("${cur}" = -* && "${positional_number}" -ge 0) || "${positional_number}" -eq -1 ]]
    then
        COMPREPLY+=($(compgen -W "${repeating_flags[*]} ${non_repeating_flags[*]} ${repeating_options[*]} ${non_repeating_options[*]}" -- "${cur}"))
    fi
}

__aclock_add_completions() {
    local completion
    while IFS='' read -r completion; do
        COMPREPLY+=("${completion}")
    done < <(IFS=$'\n' compgen "${@}" -- "${cur}")
}

__aclock_custom_complete() {
    if [[ -n "${cur}" || -z ${COMP_WORDS[${COMP_CWORD}]} || "${COMP_LINE:${COMP_POINT}:1}" != ' ' ]]; then
        local -ar words=("${COMP_WORDS[@]}")
    else
        local -ar words=("${COMP_WORDS[@]::${COMP_CWORD}}" '' "${COMP_WORDS[@]:${COMP_CWORD}}")
    fi

    "${COMP_WORDS[0]}" "${@}" "${words[@]}"
}

_aclock() {
    local state
    state="$(shopt -p;shopt -po)"
    trap "${state//$'\n'/;}" RETURN
    shopt -s extglob
    set +o history +o posix

    local -xr SAP_SHELL=bash
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(IFS='.';printf %s "${BASH_VERSINFO[*]}")"
    local -r SAP_SHELL_VERSION

    local -r cur="${2}"
    local -r prev="${3}"

    local -i positional_number
    local -a unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")

    local -a repeating_flags=()
    local -a non_repeating_flags=(--version -h --help)
    local -a repeating_options=()
    local -a non_repeating_options=()
    __aclock_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    clock|stopwatch|timer|ticks|frames|angles|styles|worksheet|dataset|serve|help)
        # Offer subcommand argument completions
        "_aclock_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'clock stopwatch timer ticks frames angles styles worksheet dataset serve help' -- "${cur}"))
        # Without a subcommand aclock runs `clock`: complete its options and their values.
        if (( COMP_CWORD > 1 )) || [[ "${cur}" == -* ]]; then
            (( COMP_CWORD > 1 )) && COMPREPLY=()
            unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")
            _aclock_clock
        fi
        ;;
    esac
}

_aclock_clock() {
    repeating_flags=()
    non_repeating_flags=(--invert --no-seconds --sweep --seconds --no-shadow --ascii --blocks --braille --once --live --every-minute --version -h --help)
    repeating_options=(--timezone --tz)
    non_repeating_options=(--png --svg --pdf --bmp --size --rotate --svg-text --svg-id --palette --dither --max-bytes --changed-since --animate --html --at --style --theme --background --font --numerals --dial --label --complications --gmt-zone --cell-aspect --rows --cols --color --fps --every --count --speed --status --status-format)
    __aclock_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--png')
        return
        ;;
    '--svg')
        return
        ;;
    '--pdf')
        return
        ;;
    '--bmp')
        return
        ;;
    '--size')
        return
        ;;
    '--rotate')
        __aclock_add_completions -W '0'$'\n''90'$'\n''180'$'\n''270'
        return
        ;;
    '--svg-text')
        __aclock_add_completions -W 'text'$'\n''outline'
        return
        ;;
    '--svg-id')
        return
        ;;
    '--palette')
        __aclock_add_completions -W 'color'$'\n''1bit'$'\n''gray4'$'\n''gray16'
        return
        ;;
    '--dither')
        __aclock_add_completions -W 'none'$'\n''ordered'$'\n''diffusion'
        return
        ;;
    '--max-bytes')
        return
        ;;
    '--changed-since')
        return
        ;;
    '--animate')
        __aclock_add_completions -W 'css'$'\n''live'
        return
        ;;
    '--html')
        return
        ;;
    '--at')
        return
        ;;
    '--timezone'|'--tz')
        __aclock_add_completions -W "$(__aclock_custom_complete ---completion clock -- --timezone "${COMP_CWORD}" "$(__aclock_cursor_index_in_current_word)")"
        return
        ;;
    '--style')
        __aclock_add_completions -W 'classic'$'\n''station'$'\n''minimal'$'\n''breguet'$'\n''contrast'$'\n''pilot'$'\n''bauhaus'
        return
        ;;
    '--theme')
        __aclock_add_completions -W 'light'$'\n''dark'$'\n''auto'
        return
        ;;
    '--background')
        return
        ;;
    '--font')
        return
        ;;
    '--numerals')
        __aclock_add_completions -W 'arabic'$'\n''roman'$'\n''none'
        return
        ;;
    '--dial')
        __aclock_add_completions -W '12'$'\n''24'
        return
        ;;
    '--label')
        __aclock_add_completions -W 'none'$'\n''time'$'\n''zone'$'\n''both'$'\n''date'$'\n''12h'
        return
        ;;
    '--complications')
        return
        ;;
    '--gmt-zone')
        __aclock_add_completions -W "$(__aclock_custom_complete ---completion clock -- --gmt-zone "${COMP_CWORD}" "$(__aclock_cursor_index_in_current_word)")"
        return
        ;;
    '--cell-aspect')
        return
        ;;
    '--rows')
        return
        ;;
    '--cols')
        return
        ;;
    '--color')
        __aclock_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--fps')
        return
        ;;
    '--every')
        return
        ;;
    '--count')
        return
        ;;
    '--speed')
        return
        ;;
    '--status')
        __aclock_add_completions -W 'text'$'\n''json'
        return
        ;;
    '--status-format')
        return
        ;;
    esac
}

_aclock_stopwatch() {
    repeating_flags=()
    non_repeating_flags=(--invert --ascii --blocks --braille --once --version -h --help)
    repeating_options=()
    non_repeating_options=(--start --elapsed --at --timezone --tz --status --status-format --png --svg --pdf --bmp --size --rotate --svg-text --svg-id --palette --dither --max-bytes --style --theme --background --font --cell-aspect --rows --cols --color)
    __aclock_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--start')
        return
        ;;
    '--elapsed')
        return
        ;;
    '--at')
        return
        ;;
    '--timezone'|'--tz')
        __aclock_add_completions -W "$(__aclock_custom_complete ---completion stopwatch -- --timezone "${COMP_CWORD}" "$(__aclock_cursor_index_in_current_word)")"
        return
        ;;
    '--status')
        __aclock_add_completions -W 'text'$'\n''json'
        return
        ;;
    '--status-format')
        return
        ;;
    '--png')
        return
        ;;
    '--svg')
        return
        ;;
    '--pdf')
        return
        ;;
    '--bmp')
        return
        ;;
    '--size')
        return
        ;;
    '--rotate')
        __aclock_add_completions -W '0'$'\n''90'$'\n''180'$'\n''270'
        return
        ;;
    '--svg-text')
        __aclock_add_completions -W 'text'$'\n''outline'
        return
        ;;
    '--svg-id')
        return
        ;;
    '--palette')
        __aclock_add_completions -W 'color'$'\n''1bit'$'\n''gray4'$'\n''gray16'
        return
        ;;
    '--dither')
        __aclock_add_completions -W 'none'$'\n''ordered'$'\n''diffusion'
        return
        ;;
    '--max-bytes')
        return
        ;;
    '--style')
        __aclock_add_completions -W 'classic'$'\n''station'$'\n''minimal'$'\n''breguet'$'\n''contrast'$'\n''pilot'$'\n''bauhaus'
        return
        ;;
    '--theme')
        __aclock_add_completions -W 'light'$'\n''dark'$'\n''auto'
        return
        ;;
    '--background')
        return
        ;;
    '--font')
        return
        ;;
    '--cell-aspect')
        return
        ;;
    '--rows')
        return
        ;;
    '--cols')
        return
        ;;
    '--color')
        __aclock_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    esac
}

_aclock_timer() {
    repeating_flags=()
    non_repeating_flags=(--no-bell --hold --notify --chain --invert --ascii --blocks --braille --once --version -h --help)
    repeating_options=(--label)
    non_repeating_options=(--ends --start --exec --face --repeat --at --timezone --tz --status --status-format --png --svg --pdf --bmp --size --rotate --svg-text --svg-id --palette --dither --max-bytes --style --theme --background --font --cell-aspect --rows --cols --color)
    __aclock_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--label')
        return
        ;;
    '--ends')
        return
        ;;
    '--start')
        return
        ;;
    '--exec')
        return
        ;;
    '--face')
        __aclock_add_completions -W 'rings'$'\n''disc'
        return
        ;;
    '--repeat')
        return
        ;;
    '--at')
        return
        ;;
    '--timezone'|'--tz')
        __aclock_add_completions -W "$(__aclock_custom_complete ---completion timer -- --timezone "${COMP_CWORD}" "$(__aclock_cursor_index_in_current_word)")"
        return
        ;;
    '--status')
        __aclock_add_completions -W 'text'$'\n''json'
        return
        ;;
    '--status-format')
        return
        ;;
    '--png')
        return
        ;;
    '--svg')
        return
        ;;
    '--pdf')
        return
        ;;
    '--bmp')
        return
        ;;
    '--size')
        return
        ;;
    '--rotate')
        __aclock_add_completions -W '0'$'\n''90'$'\n''180'$'\n''270'
        return
        ;;
    '--svg-text')
        __aclock_add_completions -W 'text'$'\n''outline'
        return
        ;;
    '--svg-id')
        return
        ;;
    '--palette')
        __aclock_add_completions -W 'color'$'\n''1bit'$'\n''gray4'$'\n''gray16'
        return
        ;;
    '--dither')
        __aclock_add_completions -W 'none'$'\n''ordered'$'\n''diffusion'
        return
        ;;
    '--max-bytes')
        return
        ;;
    '--style')
        __aclock_add_completions -W 'classic'$'\n''station'$'\n''minimal'$'\n''breguet'$'\n''contrast'$'\n''pilot'$'\n''bauhaus'
        return
        ;;
    '--theme')
        __aclock_add_completions -W 'light'$'\n''dark'$'\n''auto'
        return
        ;;
    '--background')
        return
        ;;
    '--font')
        return
        ;;
    '--cell-aspect')
        return
        ;;
    '--rows')
        return
        ;;
    '--cols')
        return
        ;;
    '--color')
        __aclock_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    esac
}

_aclock_ticks() {
    repeating_flags=()
    non_repeating_flags=(--every-minute --no-wait --version -h --help)
    repeating_options=(--explicit)
    non_repeating_options=(--every --count --speed --anchor --timezone --tz --from --format)
    __aclock_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--every')
        return
        ;;
    '--count')
        return
        ;;
    '--speed')
        return
        ;;
    '--explicit')
        return
        ;;
    '--anchor')
        return
        ;;
    '--timezone'|'--tz')
        __aclock_add_completions -W "$(__aclock_custom_complete ---completion ticks -- --timezone "${COMP_CWORD}" "$(__aclock_cursor_index_in_current_word)")"
        return
        ;;
    '--from')
        return
        ;;
    '--format')
        __aclock_add_completions -W 'iso'$'\n''unix'
        return
        ;;
    esac
}

_aclock_frames() {
    repeating_flags=()
    non_repeating_flags=(--every-minute --invert --no-seconds --sweep --seconds --no-shadow --resume --quiet --version -h --help)
    repeating_options=(--timezone --tz)
    non_repeating_options=(--from --to --instants --name --every --format --out --video --fps --names --size --rotate --palette --dither --max-bytes --svg-text --svg-id --style --theme --background --font --numerals --dial --label --complications --gmt-zone --max-frames --jobs)
    __aclock_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--from')
        return
        ;;
    '--to')
        return
        ;;
    '--instants')
        __aclock_add_completions -f
        return
        ;;
    '--name')
        return
        ;;
    '--every')
        return
        ;;
    '--format')
        __aclock_add_completions -W 'png'$'\n''bmp'$'\n''svg'$'\n''pdf'$'\n''txt'
        return
        ;;
    '--out')
        return
        ;;
    '--video')
        __aclock_add_completions -o plusdirs -fX '!*.@(webm|mov|mp4|gif|png)'
        return
        ;;
    '--fps')
        return
        ;;
    '--names')
        __aclock_add_completions -W 'number'$'\n''hhmm'
        return
        ;;
    '--size')
        return
        ;;
    '--rotate')
        __aclock_add_completions -W '0'$'\n''90'$'\n''180'$'\n''270'
        return
        ;;
    '--palette')
        __aclock_add_completions -W 'color'$'\n''1bit'$'\n''gray4'$'\n''gray16'
        return
        ;;
    '--dither')
        __aclock_add_completions -W 'none'$'\n''ordered'$'\n''diffusion'
        return
        ;;
    '--max-bytes')
        return
        ;;
    '--svg-text')
        __aclock_add_completions -W 'text'$'\n''outline'
        return
        ;;
    '--svg-id')
        return
        ;;
    '--timezone'|'--tz')
        __aclock_add_completions -W "$(__aclock_custom_complete ---completion frames -- --timezone "${COMP_CWORD}" "$(__aclock_cursor_index_in_current_word)")"
        return
        ;;
    '--style')
        __aclock_add_completions -W 'classic'$'\n''station'$'\n''minimal'$'\n''breguet'$'\n''contrast'$'\n''pilot'$'\n''bauhaus'
        return
        ;;
    '--theme')
        __aclock_add_completions -W 'light'$'\n''dark'$'\n''auto'
        return
        ;;
    '--background')
        return
        ;;
    '--font')
        return
        ;;
    '--numerals')
        __aclock_add_completions -W 'arabic'$'\n''roman'$'\n''none'
        return
        ;;
    '--dial')
        __aclock_add_completions -W '12'$'\n''24'
        return
        ;;
    '--label')
        __aclock_add_completions -W 'none'$'\n''time'$'\n''zone'$'\n''both'$'\n''date'$'\n''12h'
        return
        ;;
    '--complications')
        return
        ;;
    '--gmt-zone')
        __aclock_add_completions -W "$(__aclock_custom_complete ---completion frames -- --gmt-zone "${COMP_CWORD}" "$(__aclock_cursor_index_in_current_word)")"
        return
        ;;
    '--max-frames')
        return
        ;;
    '--jobs')
        return
        ;;
    esac
}

_aclock_angles() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=(--timezone --tz)
    non_repeating_options=(--at)
    __aclock_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--at')
        return
        ;;
    '--timezone'|'--tz')
        __aclock_add_completions -W "$(__aclock_custom_complete ---completion angles -- --timezone "${COMP_CWORD}" "$(__aclock_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_aclock_styles() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __aclock_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    list|show)
        # Offer subcommand argument completions
        "_aclock_styles_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'list show' -- "${cur}"))
        ;;
    esac
}

_aclock_styles_list() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __aclock_offer_flags_options 0
}

_aclock_styles_show() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __aclock_offer_flags_options 1
}

_aclock_worksheet() {
    repeating_flags=()
    non_repeating_flags=(--teaching-face --version -h --help)
    repeating_options=(--kind)
    non_repeating_options=(--pdf --level --count --seed --paper --words --digital --prompts --title --style --font --numerals)
    __aclock_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--pdf')
        return
        ;;
    '--level')
        __aclock_add_completions -W 'hour'$'\n''half'$'\n''quarter'$'\n''five'$'\n''minute'$'\n''second'
        return
        ;;
    '--kind')
        __aclock_add_completions -W 'read'$'\n''draw'$'\n''match'$'\n''elapsed'$'\n''mixed'
        return
        ;;
    '--count')
        return
        ;;
    '--seed')
        return
        ;;
    '--paper')
        __aclock_add_completions -W 'a4'$'\n''letter'
        return
        ;;
    '--words')
        __aclock_add_completions -W 'en-GB'$'\n''en-US'
        return
        ;;
    '--digital')
        __aclock_add_completions -W '12'$'\n''24'
        return
        ;;
    '--prompts')
        __aclock_add_completions -W 'digits'$'\n''words'$'\n''both'
        return
        ;;
    '--title')
        return
        ;;
    '--style')
        __aclock_add_completions -W 'classic'$'\n''station'$'\n''minimal'$'\n''breguet'$'\n''contrast'$'\n''pilot'$'\n''bauhaus'
        return
        ;;
    '--font')
        return
        ;;
    '--numerals')
        __aclock_add_completions -W 'arabic'$'\n''roman'$'\n''none'
        return
        ;;
    esac
}

_aclock_dataset() {
    repeating_flags=()
    non_repeating_flags=(--quiet --version -h --help)
    repeating_options=(--style)
    non_repeating_options=(--count --out --seed --size --level --vary --numerals --dial --invalid --shard --jobs)
    __aclock_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--count')
        return
        ;;
    '--out')
        return
        ;;
    '--seed')
        return
        ;;
    '--size')
        return
        ;;
    '--level')
        __aclock_add_completions -W 'uniform'$'\n''hour'$'\n''half'$'\n''quarter'$'\n''five'$'\n''minute'$'\n''second'
        return
        ;;
    '--vary')
        return
        ;;
    '--style')
        return
        ;;
    '--numerals')
        __aclock_add_completions -W 'arabic'$'\n''roman'$'\n''none'
        return
        ;;
    '--dial')
        __aclock_add_completions -W '12'$'\n''24'
        return
        ;;
    '--invalid')
        return
        ;;
    '--shard')
        return
        ;;
    '--jobs')
        return
        ;;
    esac
}

_aclock_serve() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __aclock_offer_flags_options -1

    # Offer positional completions
    case "${positional_number}" in
    *)
        __aclock_add_completions -W '--bind'$'\n''--port'$'\n''--at'$'\n''--devices'$'\n''--public-url'$'\n''--renders'$'\n''--client-renders'$'\n''--help'
        return
        ;;
    esac
}

_aclock_help() {
    repeating_flags=()
    non_repeating_flags=(--version)
    repeating_options=()
    non_repeating_options=()
    __aclock_offer_flags_options -1
}

complete -o filenames -F _aclock aclock
