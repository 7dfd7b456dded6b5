#compdef aclock

__aclock_complete() {
    local -ar non_empty_completions=("${@:#(|:*)}")
    local -ar empty_completions=("${(M)@:#(|:*)}")
    _describe -V '' non_empty_completions -- empty_completions -P $'\'\''
}

__aclock_custom_complete() {
    local -a completions
    completions=("${(@f)"$("${command_name}" "${@}" "${command_line[@]}")"}")
    if [[ "${#completions[@]}" -gt 1 ]]; then
        __aclock_complete "${completions[@]:0:-1}"
    fi
}

__aclock_cursor_index_in_current_word() {
    if [[ -z "${QIPREFIX}${IPREFIX}${PREFIX}" ]]; then
        printf 0
    else
        printf %s "${#${(z)LBUFFER}[-1]}"
    fi
}

_aclock() {
    emulate -RL zsh -G
    setopt extendedglob nullglob numericglobsort
    unsetopt aliases banghist

    local -xr SAP_SHELL=zsh
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(builtin emulate zsh -c 'printf %s "${ZSH_VERSION}"')"
    local -r SAP_SHELL_VERSION

    local context state state_descr line
    local -A opt_args

    local -r command_name="${words[1]}"
    local -ar command_line=("${words[@]}")
    local -ir current_word_index="$((CURRENT - 1))"

    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    # Without a subcommand aclock runs `clock`: complete its options and their values.
    if [[ "${words[2]}" == -* ]]; then
        _aclock_clock
        return
    fi
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'clock:The clock (the default command): pictures, the live terminal clock, or one frame of text.'
            'stopwatch:A stopwatch: live in the terminal, or one moment as text or a picture.'
            'timer:Countdown timers as ring dials: live in the terminal, or one moment as text or a picture.'
            'ticks:Print instants on a schedule as they become due, without drift.'
            'frames:Render every entry of a schedule in [--from, --to), or each instant of a file, to files, on all cores.'
            'angles:Print the hand angles for an instant.'
            'styles:List the built-in styles, or print one as a style file.'
            'worksheet:Write a printable telling-time worksheet (PDF) with its answer key.'
            'dataset:Draw a labelled dataset of analog clock images, reproducibly from a seed.'
            'serve:Serve clock pictures over HTTP (runs aclock-serve; '\''aclock serve --help'\'' for its options).'
            'help:Show subcommand help information.'
        )
        _describe -V subcommand subcommands && ret=0
        # Nothing typed yet: `clock`'s options as well as the subcommands.
        if [[ -z "${PREFIX}${SUFFIX}" ]]; then
            _aclock_clock && ret=0
        fi
        ;;
    arg)
        case "${words[1]}" in
        clock|stopwatch|timer|ticks|frames|angles|styles|worksheet|dataset|serve|help)
            "_aclock_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_aclock_clock() {
    local -i ret=1
    local -ar ___rotate=('0' '90' '180' '270')
    local -ar ___svg_text=('text' 'outline')
    local -ar ___palette=('color' '1bit' 'gray4' 'gray16')
    local -ar ___dither=('none' 'ordered' 'diffusion')
    local -ar ___animate=('css' 'live')
    local -ar ___style=('classic' 'station' 'minimal' 'breguet' 'contrast' 'pilot' 'bauhaus')
    local -ar ___theme=('light' 'dark' 'auto')
    local -ar ___numerals=('arabic' 'roman' 'none')
    local -ar ___dial=('12' '24')
    local -ar ___label=('none' 'time' 'zone' 'both' 'date' '12h')
    local -ar ___color=('auto' 'always' 'never')
    local -ar ___status=('text' 'json')
    local -ar arg_specs=(
        '--png[Write a PNG picture to this file ('\''-'\''\: standard output).]:file:'
        '--svg[Write an SVG picture to this file ('\''-'\''\: standard output).]:file:'
        '--pdf[Write a one-page PDF to this file ('\''-'\''\: standard output).]:file:'
        '--bmp[Write a BMP picture in the --palette'\''s grays to this file ('\''-'\''\: standard output).]:file:'
        '--size[Side of each clock, or WIDTHxHEIGHT of a canvas with the clocks centred in it; each 16…8192 (px; pt for PDF).]:size:'
        '--rotate[Turn the finished picture clockwise, in degrees (a panel mounted sideways).]:degrees:{__aclock_complete "${___rotate[@]}"}'
        '--svg-text[SVG numerals and labels\: text (in the style'\''s font; the default) or outline (glyph shapes, exact without the font).]:mode:{__aclock_complete "${___svg_text[@]}"}'
        '--svg-id[Start every id of the SVG with this prefix (default\: one derived from the content).]:prefix:'
        '--palette[Colours of PNG and BMP pictures\: full colour, or an e-paper panel'\''s 2, 4 (0/85/170/255) or 16 grays.]:palette:{__aclock_complete "${___palette[@]}"}'
        '--dither[With a gray palette, for edges and shades\: none (the nearest gray, crisp; the default), ordered (a Bayer pattern, the same in every picture) or diffusion (Floyd–Steinberg, finest shades).]:mode:{__aclock_complete "${___dither[@]}"}'
        '--invert[With a gray palette, swap ink and paper\: white on black.]'
        '--max-bytes[Refuse (exit 73, writing nothing) when a file would be larger than this (90000, 90kB, 64KiB).]:bytes:'
        '--changed-since[Also draw the --png/--bmp picture at this instant and print, as one JSON line, the rectangles whose pixels differ.]:instant:'
        '--animate[Keep the SVG'\''s hands moving from the drawn instant\: css (the default when no mode follows; CSS animations, which run in <img> too) or live (also a script setting them from the viewer'\''s clock in the zone, where scripts run).]:css|live:{__aclock_complete "${___animate[@]}"}'
        '--html[Write one standalone HTML page of live clocks, one per zone, to this file ('\''-'\''\: standard output).]:file:'
        '--at[The instant to show (default\: now).]:instant:'
        '*'{--timezone,--tz}'[A time zone whose wall clock to show; repeat it to show several, in order (default\: local).]:zone:{__aclock_custom_complete ---completion clock -- --timezone "${current_word_index}" "$(__aclock_cursor_index_in_current_word)"}'
        '--style[A built-in style (classic, station, minimal, breguet, contrast, pilot, bauhaus) or a style file; see '\''aclock styles'\''.]:name|file:{__aclock_complete "${___style[@]}"}'
        '--theme[The style'\''s light or dark variant, or auto (default\: light for pictures, dark in the terminal; auto\: SVG and HTML follow the viewer'\''s preference, other outputs the default).]:theme:{__aclock_complete "${___theme[@]}"}'
        '--background[Fill around the face\: #RRGGBB, #RRGGBBAA, a CSS name or transparent (default\: the style'\''s).]:color:'
        '--font[Typeface of numerals and labels\: a font file, or a family under /usr/share/fonts ('\''DejaVu Serif'\'').]:family|file:'
        '--numerals[Hour numerals\: arabic, roman (IIII for four) or none (default\: the style'\''s).]:numerals:{__aclock_complete "${___numerals[@]}"}'
        '--dial[Hours per turn of the hour hand\: 12, or 24 (midnight at the top).]:12|24:{__aclock_complete "${___dial[@]}"}'
        '--label[Text inside the face\: none, time (HH\:MM\:SS), zone (the city), both, date (YYYY-MM-DD Www) or 12h (h\:MM\:SS AM); a world clock writes the time and city under each face.]:label:{__aclock_complete "${___label[@]}"}'
        '--complications[Complications on the dial, in pictures\: some of date, day-night, moon-phase, gmt (a date window at 3, a 24-hour day-and-night dial at 9, the moon at 6, a second-zone hand on a 24-hour scale), or none (default\: the style'\''s).]:list:'
        '--gmt-zone[The zone a second-zone (GMT) hand shows, once round a day against a 24-hour scale; adds gmt to the complications, the style'\''s or those given (default with gmt\: UTC).]:zone:{__aclock_custom_complete ---completion clock -- --gmt-zone "${current_word_index}" "$(__aclock_cursor_index_in_current_word)"}'
        '--no-seconds[Leave out the second hand.]'
        '--sweep[Sweep the second hand smoothly instead of ticking.]'
        '--seconds[Show the second hand on icons too (pictures under 72 px leave it out).]'
        '--no-shadow[Draw the hands without their shadow.]'
        '--ascii[Draw with 7-bit ASCII characters that follow each line (the default).]'
        '--blocks[Draw with Unicode quadrant blocks\: 2×2 dots a cell.]'
        '--braille[Draw with Unicode Braille patterns\: 2×4 dots a cell, the finest.]'
        '--cell-aspect[A character cell'\''s height ÷ width, 0.5…4.0\: raise it if the dial looks tall.]:ratio:'
        '--rows[Rows to draw in (default\: the window'\''s; 24 when not a terminal).]:n:'
        '--cols[Columns to draw in (default\: the window'\''s; 80 when not a terminal).]:n:'
        '--color[Colour\: auto (when stdout is a terminal and NO_COLOR is unset), always or never.]:color:{__aclock_complete "${___color[@]}"}'
        '--once[Print one frame and exit, even on a terminal.]'
        '--fps[Frames a second for --sweep in the terminal, 1…60 (default\: 10).]:n:'
        '--live[Keep the files up to date\: draw them again on every tick until interrupted.]'
        '--every[Tick every DURATION (500ms, 1.5s, 5m, 1h30m, 01\:30\:00).]:duration:'
        '--every-minute[Tick at the start of every local minute.]'
        '--count[Stop after this many ticks.]:n:'
        '--speed[Run displayed time this many times as fast as real time (live only; 0.000001 to 1000000).]:factor:'
        '--status[Print a line on stdout at each change instead of drawing\: text (also --status alone) or json (for Waybar).]:text|json:{__aclock_complete "${___status[@]}"}'
        '--status-format[The text of each status line (default\: {time}, or {time} {zone} for several zones).]:template:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_aclock_stopwatch() {
    local -i ret=1
    local -ar ___status=('text' 'json')
    local -ar ___rotate=('0' '90' '180' '270')
    local -ar ___svg_text=('text' 'outline')
    local -ar ___palette=('color' '1bit' 'gray4' 'gray16')
    local -ar ___dither=('none' 'ordered' 'diffusion')
    local -ar ___style=('classic' 'station' 'minimal' 'breguet' 'contrast' 'pilot' 'bauhaus')
    local -ar ___theme=('light' 'dark' 'auto')
    local -ar ___color=('auto' 'always' 'never')
    local -ar arg_specs=(
        '--start[The stopwatch was started at this instant (it is running).]:instant:'
        '--elapsed[With --png, --svg or --pdf\: draw the dial after this much time.]:duration:'
        '--at[The instant to show (default\: now).]:instant:'
        '(--timezone --tz)'{--timezone,--tz}'[The time zone of local times, in values and in what is shown (default\: local).]:zone:{__aclock_custom_complete ---completion stopwatch -- --timezone "${current_word_index}" "$(__aclock_cursor_index_in_current_word)"}'
        '--status[Print a line on stdout at each change instead of drawing\: text (also --status alone) or json (for Waybar).]:text|json:{__aclock_complete "${___status[@]}"}'
        '--status-format[The text of each status line (default\: {elapsed}).]:template:'
        '--png[Write a PNG picture to this file ('\''-'\''\: standard output).]:file:'
        '--svg[Write an SVG picture to this file ('\''-'\''\: standard output).]:file:'
        '--pdf[Write a one-page PDF to this file ('\''-'\''\: standard output).]:file:'
        '--bmp[Write a BMP picture in the --palette'\''s grays to this file ('\''-'\''\: standard output).]:file:'
        '--size[Side of each clock, or WIDTHxHEIGHT of a canvas with the clocks centred in it; each 16…8192 (px; pt for PDF).]:size:'
        '--rotate[Turn the finished picture clockwise, in degrees (a panel mounted sideways).]:degrees:{__aclock_complete "${___rotate[@]}"}'
        '--svg-text[SVG numerals and labels\: text (in the style'\''s font; the default) or outline (glyph shapes, exact without the font).]:mode:{__aclock_complete "${___svg_text[@]}"}'
        '--svg-id[Start every id of the SVG with this prefix (default\: one derived from the content).]:prefix:'
        '--palette[Colours of PNG and BMP pictures\: full colour, or an e-paper panel'\''s 2, 4 (0/85/170/255) or 16 grays.]:palette:{__aclock_complete "${___palette[@]}"}'
        '--dither[With a gray palette, for edges and shades\: none (the nearest gray, crisp; the default), ordered (a Bayer pattern, the same in every picture) or diffusion (Floyd–Steinberg, finest shades).]:mode:{__aclock_complete "${___dither[@]}"}'
        '--invert[With a gray palette, swap ink and paper\: white on black.]'
        '--max-bytes[Refuse (exit 73, writing nothing) when a file would be larger than this (90000, 90kB, 64KiB).]:bytes:'
        '--style[A built-in style (classic, station, minimal, breguet, contrast, pilot, bauhaus) or a style file; see '\''aclock styles'\''.]:name|file:{__aclock_complete "${___style[@]}"}'
        '--theme[The style'\''s light or dark variant, or auto (default\: light for pictures, dark in the terminal; auto\: SVG and HTML follow the viewer'\''s preference, other outputs the default).]:theme:{__aclock_complete "${___theme[@]}"}'
        '--background[Fill around the face\: #RRGGBB, #RRGGBBAA, a CSS name or transparent (default\: the style'\''s).]:color:'
        '--font[Typeface of numerals and labels\: a font file, or a family under /usr/share/fonts ('\''DejaVu Serif'\'').]:family|file:'
        '--ascii[Draw with 7-bit ASCII characters that follow each line (the default).]'
        '--blocks[Draw with Unicode quadrant blocks\: 2×2 dots a cell.]'
        '--braille[Draw with Unicode Braille patterns\: 2×4 dots a cell, the finest.]'
        '--cell-aspect[A character cell'\''s height ÷ width, 0.5…4.0\: raise it if the dial looks tall.]:ratio:'
        '--rows[Rows to draw in (default\: the window'\''s; 24 when not a terminal).]:n:'
        '--cols[Columns to draw in (default\: the window'\''s; 80 when not a terminal).]:n:'
        '--color[Colour\: auto (when stdout is a terminal and NO_COLOR is unset), always or never.]:color:{__aclock_complete "${___color[@]}"}'
        '--once[Print one frame and exit, even on a terminal.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_aclock_timer() {
    local -i ret=1
    local -ar ___face=('rings' 'disc')
    local -ar ___status=('text' 'json')
    local -ar ___rotate=('0' '90' '180' '270')
    local -ar ___svg_text=('text' 'outline')
    local -ar ___palette=('color' '1bit' 'gray4' 'gray16')
    local -ar ___dither=('none' 'ordered' 'diffusion')
    local -ar ___style=('classic' 'station' 'minimal' 'breguet' 'contrast' 'pilot' 'bauhaus')
    local -ar ___theme=('light' 'dark' 'auto')
    local -ar ___color=('auto' 'always' 'never')
    local -ar arg_specs=(
        '*:timer:'
        '*--label[A caption for each unnamed timer, in the order of the DURATIONs.]:text:'
        '--ends[One timer that finishes at this instant.]:instant:'
        '--start[The timers started at this instant (default\: now).]:instant:'
        '--no-bell[Do not ring the terminal bell when a timer finishes.]'
        '--hold[Keep showing the timers after all have finished, until q.]'
        '--exec[Run CMD through /bin/sh -c when each timer finishes.]:cmd:'
        '--notify[Send a desktop notification (notify-send) when each timer finishes.]'
        '--chain[Run the timers one after the other, each starting when the one before finishes.]'
        '--face[How each dial shows the time left\: rings (default), or disc, a Time-Timer-style sector on a minute scale.]:rings|disc:{__aclock_complete "${___face[@]}"}'
        '--repeat[Run the chain N times (with --chain; 1000 timers in all at most).]:n:'
        '--at[The instant to show (default\: now).]:instant:'
        '(--timezone --tz)'{--timezone,--tz}'[The time zone of local times, in values and in what is shown (default\: local).]:zone:{__aclock_custom_complete ---completion timer -- --timezone "${current_word_index}" "$(__aclock_cursor_index_in_current_word)"}'
        '--status[Print a line on stdout at each change instead of drawing\: text (also --status alone) or json (for Waybar).]:text|json:{__aclock_complete "${___status[@]}"}'
        '--status-format[The text of each status line (default\: {name} {left}).]:template:'
        '--png[Write a PNG picture to this file ('\''-'\''\: standard output).]:file:'
        '--svg[Write an SVG picture to this file ('\''-'\''\: standard output).]:file:'
        '--pdf[Write a one-page PDF to this file ('\''-'\''\: standard output).]:file:'
        '--bmp[Write a BMP picture in the --palette'\''s grays to this file ('\''-'\''\: standard output).]:file:'
        '--size[Side of each clock, or WIDTHxHEIGHT of a canvas with the clocks centred in it; each 16…8192 (px; pt for PDF).]:size:'
        '--rotate[Turn the finished picture clockwise, in degrees (a panel mounted sideways).]:degrees:{__aclock_complete "${___rotate[@]}"}'
        '--svg-text[SVG numerals and labels\: text (in the style'\''s font; the default) or outline (glyph shapes, exact without the font).]:mode:{__aclock_complete "${___svg_text[@]}"}'
        '--svg-id[Start every id of the SVG with this prefix (default\: one derived from the content).]:prefix:'
        '--palette[Colours of PNG and BMP pictures\: full colour, or an e-paper panel'\''s 2, 4 (0/85/170/255) or 16 grays.]:palette:{__aclock_complete "${___palette[@]}"}'
        '--dither[With a gray palette, for edges and shades\: none (the nearest gray, crisp; the default), ordered (a Bayer pattern, the same in every picture) or diffusion (Floyd–Steinberg, finest shades).]:mode:{__aclock_complete "${___dither[@]}"}'
        '--invert[With a gray palette, swap ink and paper\: white on black.]'
        '--max-bytes[Refuse (exit 73, writing nothing) when a file would be larger than this (90000, 90kB, 64KiB).]:bytes:'
        '--style[A built-in style (classic, station, minimal, breguet, contrast, pilot, bauhaus) or a style file; see '\''aclock styles'\''.]:name|file:{__aclock_complete "${___style[@]}"}'
        '--theme[The style'\''s light or dark variant, or auto (default\: light for pictures, dark in the terminal; auto\: SVG and HTML follow the viewer'\''s preference, other outputs the default).]:theme:{__aclock_complete "${___theme[@]}"}'
        '--background[Fill around the face\: #RRGGBB, #RRGGBBAA, a CSS name or transparent (default\: the style'\''s).]:color:'
        '--font[Typeface of numerals and labels\: a font file, or a family under /usr/share/fonts ('\''DejaVu Serif'\'').]:family|file:'
        '--ascii[Draw with 7-bit ASCII characters that follow each line (the default).]'
        '--blocks[Draw with Unicode quadrant blocks\: 2×2 dots a cell.]'
        '--braille[Draw with Unicode Braille patterns\: 2×4 dots a cell, the finest.]'
        '--cell-aspect[A character cell'\''s height ÷ width, 0.5…4.0\: raise it if the dial looks tall.]:ratio:'
        '--rows[Rows to draw in (default\: the window'\''s; 24 when not a terminal).]:n:'
        '--cols[Columns to draw in (default\: the window'\''s; 80 when not a terminal).]:n:'
        '--color[Colour\: auto (when stdout is a terminal and NO_COLOR is unset), always or never.]:color:{__aclock_complete "${___color[@]}"}'
        '--once[Print one frame and exit, even on a terminal.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_aclock_ticks() {
    local -i ret=1
    local -ar ___format=('iso' 'unix')
    local -ar arg_specs=(
        '--every[Tick every DURATION (500ms, 1.5s, 5m, 1h30m, 01\:30\:00).]:duration:'
        '--every-minute[Tick at the start of every local minute.]'
        '--count[Stop after this many ticks.]:n:'
        '--speed[Run displayed time this many times as fast as real time (live only; 0.000001 to 1000000).]:factor:'
        '--explicit[Tick at exactly these instants.]:instant:'
        '--anchor[Anchor --every at this instant (default\: local midnight of the start day).]:instant:'
        '(--timezone --tz)'{--timezone,--tz}'[The time zone of local times, in values and in what is shown (default\: local).]:zone:{__aclock_custom_complete ---completion ticks -- --timezone "${current_word_index}" "$(__aclock_cursor_index_in_current_word)"}'
        '--from[Start the schedule at this instant instead of now.]:instant:'
        '--no-wait[With --from\: print the entries at once instead of waiting for them.]'
        '--format[iso\: ISO 8601 with milliseconds and the offset in the zone; unix\: seconds with milliseconds.]:format:{__aclock_complete "${___format[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_aclock_frames() {
    local -i ret=1
    local -ar ___format=('png' 'bmp' 'svg' 'pdf' 'txt')
    local -ar ___names=('number' 'hhmm')
    local -ar ___rotate=('0' '90' '180' '270')
    local -ar ___palette=('color' '1bit' 'gray4' 'gray16')
    local -ar ___dither=('none' 'ordered' 'diffusion')
    local -ar ___svg_text=('text' 'outline')
    local -ar ___style=('classic' 'station' 'minimal' 'breguet' 'contrast' 'pilot' 'bauhaus')
    local -ar ___theme=('light' 'dark' 'auto')
    local -ar ___numerals=('arabic' 'roman' 'none')
    local -ar ___dial=('12' '24')
    local -ar ___label=('none' 'time' 'zone' 'both' 'date' '12h')
    local -ar arg_specs=(
        '--from[The first instant of the range (included); needed unless --instants.]:instant:'
        '--to[The end of the range (excluded); needed unless --instants.]:instant:'
        '--instants[A file of instants, one a line (- reads standard input); a frame for each, instead of --from, --to and a schedule.]:file:_files'
        '--name[Name each --instants frame by TEMPLATE\: {stem} (the line'\''s name without its extension), {index}, {hhmmss} (first zone'\''s local time); it ends in the format'\''s extension.]:template:'
        '--every[Tick every DURATION (500ms, 1.5s, 5m, 1h30m, 01\:30\:00).]:duration:'
        '--every-minute[Tick at the start of every local minute.]'
        '--format[File format of each frame\: png, bmp (with a gray --palette), svg, pdf, or txt (the 80×24 ASCII terminal frame).]:format:{__aclock_complete "${___format[@]}"}'
        '--out[The directory to write frames into (created if missing); optional with --video.]:dir:'
        '--video[Also encode the frames, in order, into one video through ffmpeg\: .webm (VP9 with alpha), .mov (ProRes 4444 with alpha), .mp4 (H.264, no alpha), .gif or .png (animated PNG).]:file:_files -g '\''*.webm *.mov *.mp4 *.gif *.png'\'''
        '--fps[Frames a second of the --video, 1 to 240 (default\: 30).]:n:'
        '--names[How frame files are named\: number (frame-000123.png) or hhmm (0915.png\: the first zone'\''s local time, at most one frame a local minute).]:naming:{__aclock_complete "${___names[@]}"}'
        '--size[Side of each clock, or WIDTHxHEIGHT of a canvas with the clocks centred in it; each 16…8192 (px; pt for PDF).]:size:'
        '--rotate[Turn the finished picture clockwise, in degrees (a panel mounted sideways).]:degrees:{__aclock_complete "${___rotate[@]}"}'
        '--palette[Colours of PNG and BMP pictures\: full colour, or an e-paper panel'\''s 2, 4 (0/85/170/255) or 16 grays.]:palette:{__aclock_complete "${___palette[@]}"}'
        '--dither[With a gray palette, for edges and shades\: none (the nearest gray, crisp; the default), ordered (a Bayer pattern, the same in every picture) or diffusion (Floyd–Steinberg, finest shades).]:mode:{__aclock_complete "${___dither[@]}"}'
        '--invert[With a gray palette, swap ink and paper\: white on black.]'
        '--max-bytes[Refuse (exit 73, writing nothing) when a file would be larger than this (90000, 90kB, 64KiB).]:bytes:'
        '--svg-text[SVG numerals and labels\: text (in the style'\''s font; the default) or outline (glyph shapes, exact without the font).]:mode:{__aclock_complete "${___svg_text[@]}"}'
        '--svg-id[Start every id of the SVG with this prefix (default\: one derived from the content).]:prefix:'
        '*'{--timezone,--tz}'[A time zone whose wall clock to show; repeat it to show several, in order (default\: local).]:zone:{__aclock_custom_complete ---completion frames -- --timezone "${current_word_index}" "$(__aclock_cursor_index_in_current_word)"}'
        '--style[A built-in style (classic, station, minimal, breguet, contrast, pilot, bauhaus) or a style file; see '\''aclock styles'\''.]:name|file:{__aclock_complete "${___style[@]}"}'
        '--theme[The style'\''s light or dark variant, or auto (default\: light for pictures, dark in the terminal; auto\: SVG and HTML follow the viewer'\''s preference, other outputs the default).]:theme:{__aclock_complete "${___theme[@]}"}'
        '--background[Fill around the face\: #RRGGBB, #RRGGBBAA, a CSS name or transparent (default\: the style'\''s).]:color:'
        '--font[Typeface of numerals and labels\: a font file, or a family under /usr/share/fonts ('\''DejaVu Serif'\'').]:family|file:'
        '--numerals[Hour numerals\: arabic, roman (IIII for four) or none (default\: the style'\''s).]:numerals:{__aclock_complete "${___numerals[@]}"}'
        '--dial[Hours per turn of the hour hand\: 12, or 24 (midnight at the top).]:12|24:{__aclock_complete "${___dial[@]}"}'
        '--label[Text inside the face\: none, time (HH\:MM\:SS), zone (the city), both, date (YYYY-MM-DD Www) or 12h (h\:MM\:SS AM); a world clock writes the time and city under each face.]:label:{__aclock_complete "${___label[@]}"}'
        '--complications[Complications on the dial, in pictures\: some of date, day-night, moon-phase, gmt (a date window at 3, a 24-hour day-and-night dial at 9, the moon at 6, a second-zone hand on a 24-hour scale), or none (default\: the style'\''s).]:list:'
        '--gmt-zone[The zone a second-zone (GMT) hand shows, once round a day against a 24-hour scale; adds gmt to the complications, the style'\''s or those given (default with gmt\: UTC).]:zone:{__aclock_custom_complete ---completion frames -- --gmt-zone "${current_word_index}" "$(__aclock_cursor_index_in_current_word)"}'
        '--no-seconds[Leave out the second hand.]'
        '--sweep[Sweep the second hand smoothly instead of ticking.]'
        '--seconds[Show the second hand on icons too (pictures under 72 px leave it out).]'
        '--no-shadow[Draw the hands without their shadow.]'
        '--resume[Keep frames already in --out and render only the missing ones.]'
        '--quiet[No progress line.]'
        '--max-frames[Refuse ranges of more frames than this (at most 10000000).]:n:'
        '--jobs[Worker threads (default\: one per core; at most 4 per core, or 16).]:n:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_aclock_angles() {
    local -i ret=1
    local -ar arg_specs=(
        '--at[The instant to show (default\: now).]:instant:'
        '*'{--timezone,--tz}'[A time zone whose wall clock to show; repeat it to show several, in order (default\: local).]:zone:{__aclock_custom_complete ---completion angles -- --timezone "${current_word_index}" "$(__aclock_cursor_index_in_current_word)"}'
        '--json[Print one JSON object instead of a line of text.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_aclock_styles() {
    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'list:List the built-in styles: name and what each follows.'
            'show:Print a built-in style as a style file.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        list|show)
            "_aclock_styles_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_aclock_styles_list() {
    local -i ret=1
    local -ar arg_specs=(
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_aclock_styles_show() {
    local -i ret=1
    local -ar arg_specs=(
        ':name:'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_aclock_worksheet() {
    local -i ret=1
    local -ar ___level=('hour' 'half' 'quarter' 'five' 'minute' 'second')
    local -ar ___kind=('read' 'draw' 'match' 'elapsed' 'mixed')
    local -ar ___paper=('a4' 'letter')
    local -ar ___words=('en-GB' 'en-US')
    local -ar ___digital=('12' '24')
    local -ar ___prompts=('digits' 'words' 'both')
    local -ar ___style=('classic' 'station' 'minimal' 'breguet' 'contrast' 'pilot' 'bauhaus')
    local -ar ___numerals=('arabic' 'roman' 'none')
    local -ar arg_specs=(
        '--pdf[Write the PDF to this file ('\''-'\''\: standard output).]:file:'
        '--level[How fine the times are\: hour, half, quarter, five, minute or second.]:level:{__aclock_complete "${___level[@]}"}'
        '*--kind[What to do\: read, draw, match, elapsed, or mixed (all four in turn); repeat it to take several in turn (default\: read).]:kind:{__aclock_complete "${___kind[@]}"}'
        '--count[How many exercises (1 to 60); six fill a page.]:count:'
        '--seed[The seed of every random choice\: the same seed, the same sheet (default\: a random one, printed in the footer).]:seed:'
        '--paper[a4 or letter (default\: from LC_PAPER or LANG\: letter for the US, Canada, Mexico, …; else a4).]:paper:{__aclock_complete "${___paper[@]}"}'
        '--words[Times in words, British (twenty past seven) or American (twenty after seven) (default\: en-US under an en_US locale, else en-GB).]:en-GB|en-US:{__aclock_complete "${___words[@]}"}'
        '--digital[Digital times on a 12-hour clock (7\:30) or a 24-hour one (19\:30, times over the whole day).]:12|24:{__aclock_complete "${___digital[@]}"}'
        '--prompts[How the times to draw or match are given\: digits, words or both.]:prompts:{__aclock_complete "${___prompts[@]}"}'
        '--title[The title on every page, up to 60 characters (default\: '\''Telling the time\: half hours'\'' for --level half, and so on).]:text:'
        '--teaching-face[The teaching face\: minute numbers around the rim, the hour hand and hours in red, the minute hand and minutes in blue.]'
        '--style[A built-in style (classic, station, minimal, breguet, contrast, pilot, bauhaus) or a style file; see '\''aclock styles'\''.]:name|file:{__aclock_complete "${___style[@]}"}'
        '--font[Typeface of the dial'\''s numerals\: a font file, or a family under /usr/share/fonts ('\''DejaVu Serif'\'').]:family|file:'
        '--numerals[Hour numerals\: arabic, roman (IIII for four) or none (default\: the style'\''s).]:numerals:{__aclock_complete "${___numerals[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_aclock_dataset() {
    local -i ret=1
    local -ar ___level=('uniform' 'hour' 'half' 'quarter' 'five' 'minute' 'second')
    local -ar ___numerals=('arabic' 'roman' 'none')
    local -ar ___dial=('12' '24')
    local -ar arg_specs=(
        '--count[How many images the whole dataset has (1 to 10000000).]:n:'
        '--out[The directory to write into (created if missing).]:dir:'
        '--seed[The seed of every choice.]:seed:'
        '--size[Each image'\''s side in pixels, 16 to 2048 (default\: 224).]:px:'
        '--level[Times\: uniform (any second) or a level\: hour, half, quarter, five, minute, second.]:level:{__aclock_complete "${___level[@]}"}'
        '--vary[What varies, a comma-separated list of style, theme, numerals, dial, size, rotation, mirror, font, background, seconds; or all, or none.]:list:'
        '*--style[A style to draw (repeat for several; default\: every built-in style); a name or a style file.]:name|file:'
        '--numerals[Hour numerals when they do not vary\: arabic, roman or none (default\: the style'\''s).]:numerals:{__aclock_complete "${___numerals[@]}"}'
        '--dial[Hours per turn when the dial does not vary\: 12 or 24.]:12|24:{__aclock_complete "${___dial[@]}"}'
        '--invalid[The share of clocks, 0 to 1, whose hour hand disagrees with the minute hand.]:fraction:'
        '--shard[Draw only shard K of N (1 ≤ K ≤ N)\: every N-th image from the K-th.]:K/N:'
        '--jobs[Worker threads (default\: one per core; at most 4 per core, or 16).]:n:'
        '--quiet[No progress line.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_aclock_serve() {
    local -i ret=1
    local -ar _options=('--bind' '--port' '--at' '--devices' '--public-url' '--renders' '--client-renders' '--help')
    local -ar arg_specs=(
        '*:options:{__aclock_complete "${_options[@]}"}'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_aclock_help() {
    local -i ret=1
    local -ar arg_specs=(
        '*:subcommands:'
        '--version[Show the version.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

if [[ "${funcstack[1]}" = _aclock ]]; then
    _aclock "${@}"
else
    compdef _aclock aclock
fi
