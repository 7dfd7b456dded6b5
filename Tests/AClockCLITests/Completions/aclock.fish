function __aclock_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __aclock_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __aclock_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __aclock_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __aclock_parse_tokens -S
    set -l unparsed_tokens (__aclock_tokens -pc)
    switch $unparsed_tokens[1]
    case 'aclock'
        __aclock_parse_subcommand 0 'png=' 'svg=' 'pdf=' 'bmp=' 'size=' 'rotate=' 'svg-text=' 'svg-id=' 'palette=' 'dither=' 'invert' 'max-bytes=' 'changed-since=' 'animate=' 'html=' 'at=' 'timezone=+' 'style=' 'theme=' 'background=' 'font=' 'numerals=' 'dial=' 'label=' 'complications=' 'gmt-zone=' 'no-seconds' 'sweep' 'seconds' 'no-shadow' 'ascii' 'blocks' 'braille' 'cell-aspect=' 'rows=' 'cols=' 'color=' 'once' 'fps=' 'live' 'every=' 'every-minute' 'count=' 'speed=' 'status=' 'status-format=' 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'clock'
            __aclock_parse_subcommand 0 'png=' 'svg=' 'pdf=' 'bmp=' 'size=' 'rotate=' 'svg-text=' 'svg-id=' 'palette=' 'dither=' 'invert' 'max-bytes=' 'changed-since=' 'animate=' 'html=' 'at=' 'timezone=+' 'style=' 'theme=' 'background=' 'font=' 'numerals=' 'dial=' 'label=' 'complications=' 'gmt-zone=' 'no-seconds' 'sweep' 'seconds' 'no-shadow' 'ascii' 'blocks' 'braille' 'cell-aspect=' 'rows=' 'cols=' 'color=' 'once' 'fps=' 'live' 'every=' 'every-minute' 'count=' 'speed=' 'status=' 'status-format=' 'version' 'h/help'
        case 'stopwatch'
            __aclock_parse_subcommand 0 'start=' 'elapsed=' 'at=' 'timezone=' 'status=' 'status-format=' 'png=' 'svg=' 'pdf=' 'bmp=' 'size=' 'rotate=' 'svg-text=' 'svg-id=' 'palette=' 'dither=' 'invert' 'max-bytes=' 'style=' 'theme=' 'background=' 'font=' 'ascii' 'blocks' 'braille' 'cell-aspect=' 'rows=' 'cols=' 'color=' 'once' 'version' 'h/help'
        case 'timer'
            __aclock_parse_subcommand -r 1 'label=+' 'ends=' 'start=' 'no-bell' 'hold' 'exec=' 'notify' 'chain' 'face=' 'repeat=' 'at=' 'timezone=' 'status=' 'status-format=' 'png=' 'svg=' 'pdf=' 'bmp=' 'size=' 'rotate=' 'svg-text=' 'svg-id=' 'palette=' 'dither=' 'invert' 'max-bytes=' 'style=' 'theme=' 'background=' 'font=' 'ascii' 'blocks' 'braille' 'cell-aspect=' 'rows=' 'cols=' 'color=' 'once' 'version' 'h/help'
        case 'ticks'
            __aclock_parse_subcommand 0 'every=' 'every-minute' 'count=' 'speed=' 'explicit=+' 'anchor=' 'timezone=' 'from=' 'no-wait' 'format=' 'version' 'h/help'
        case 'frames'
            __aclock_parse_subcommand 0 'from=' 'to=' 'instants=' 'name=' 'every=' 'every-minute' 'format=' 'out=' 'video=' 'fps=' 'names=' 'size=' 'rotate=' 'palette=' 'dither=' 'invert' 'max-bytes=' 'svg-text=' 'svg-id=' 'timezone=+' 'style=' 'theme=' 'background=' 'font=' 'numerals=' 'dial=' 'label=' 'complications=' 'gmt-zone=' 'no-seconds' 'sweep' 'seconds' 'no-shadow' 'resume' 'quiet' 'max-frames=' 'jobs=' 'version' 'h/help'
        case 'angles'
            __aclock_parse_subcommand 0 'at=' 'timezone=+' 'json' 'version' 'h/help'
        case 'styles'
            __aclock_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'list'
                __aclock_parse_subcommand 0 'version' 'h/help'
            case 'show'
                __aclock_parse_subcommand 1 'version' 'h/help'
            end
        case 'worksheet'
            __aclock_parse_subcommand 0 'pdf=' 'level=' 'kind=+' 'count=' 'seed=' 'paper=' 'words=' 'digital=' 'prompts=' 'title=' 'teaching-face' 'style=' 'font=' 'numerals=' 'version' 'h/help'
        case 'dataset'
            __aclock_parse_subcommand 0 'count=' 'out=' 'seed=' 'size=' 'level=' 'vary=' 'style=+' 'numerals=' 'dial=' 'invalid=' 'shard=' 'jobs=' 'quiet' 'version' 'h/help'
        case 'serve'
            __aclock_parse_subcommand -r 1 'version' 'h/help'
        case 'help'
            __aclock_parse_subcommand -r 1 'version'
        end
    end
end

function __aclock_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __aclock_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __aclock_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __aclock_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__aclock_tokens -p)
    if test -z "$(__aclock_tokens -t)"
        set -l index (count (__aclock_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'aclock' -f
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" version' -l 'version' -d 'Show the version.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_positional "aclock" -eq 1' -fa 'clock' -d 'The clock (the default command): pictures, the live terminal clock, or one frame of text.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_positional "aclock" -eq 1' -fa 'stopwatch' -d 'A stopwatch: live in the terminal, or one moment as text or a picture.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_positional "aclock" -eq 1' -fa 'timer' -d 'Countdown timers as ring dials: live in the terminal, or one moment as text or a picture.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_positional "aclock" -eq 1' -fa 'ticks' -d 'Print instants on a schedule as they become due, without drift.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_positional "aclock" -eq 1' -fa 'frames' -d 'Render every entry of a schedule in [--from, --to), or each instant of a file, to files, on all cores.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_positional "aclock" -eq 1' -fa 'angles' -d 'Print the hand angles for an instant.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_positional "aclock" -eq 1' -fa 'styles' -d 'List the built-in styles, or print one as a style file.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_positional "aclock" -eq 1' -fa 'worksheet' -d 'Write a printable telling-time worksheet (PDF) with its answer key.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_positional "aclock" -eq 1' -fa 'dataset' -d 'Draw a labelled dataset of analog clock images, reproducibly from a seed.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_positional "aclock" -eq 1' -fa 'serve' -d 'Serve clock pictures over HTTP (runs aclock-serve; \'aclock serve --help\' for its options).'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_positional "aclock" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" png' -l 'png' -d 'Write a PNG picture to this file (\'-\': standard output).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" png' -l 'png' -d 'Write a PNG picture to this file (\'-\': standard output).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" svg' -l 'svg' -d 'Write an SVG picture to this file (\'-\': standard output).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" svg' -l 'svg' -d 'Write an SVG picture to this file (\'-\': standard output).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" pdf' -l 'pdf' -d 'Write a one-page PDF to this file (\'-\': standard output).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" pdf' -l 'pdf' -d 'Write a one-page PDF to this file (\'-\': standard output).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" bmp' -l 'bmp' -d 'Write a BMP picture in the --palette\'s grays to this file (\'-\': standard output).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" bmp' -l 'bmp' -d 'Write a BMP picture in the --palette\'s grays to this file (\'-\': standard output).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" size' -l 'size' -d 'Side of each clock, or WIDTHxHEIGHT of a canvas with the clocks centred in it; each 16…8192 (px; pt for PDF).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" size' -l 'size' -d 'Side of each clock, or WIDTHxHEIGHT of a canvas with the clocks centred in it; each 16…8192 (px; pt for PDF).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" rotate' -l 'rotate' -d 'Turn the finished picture clockwise, in degrees (a panel mounted sideways).' -rfka '0 90 180 270'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" rotate' -l 'rotate' -d 'Turn the finished picture clockwise, in degrees (a panel mounted sideways).' -rfka '0 90 180 270'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" svg-text' -l 'svg-text' -d 'SVG numerals and labels: text (in the style\'s font; the default) or outline (glyph shapes, exact without the font).' -rfka 'text outline'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" svg-text' -l 'svg-text' -d 'SVG numerals and labels: text (in the style\'s font; the default) or outline (glyph shapes, exact without the font).' -rfka 'text outline'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" svg-id' -l 'svg-id' -d 'Start every id of the SVG with this prefix (default: one derived from the content).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" svg-id' -l 'svg-id' -d 'Start every id of the SVG with this prefix (default: one derived from the content).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" palette' -l 'palette' -d 'Colours of PNG and BMP pictures: full colour, or an e-paper panel\'s 2, 4 (0/85/170/255) or 16 grays.' -rfka 'color 1bit gray4 gray16'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" palette' -l 'palette' -d 'Colours of PNG and BMP pictures: full colour, or an e-paper panel\'s 2, 4 (0/85/170/255) or 16 grays.' -rfka 'color 1bit gray4 gray16'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" dither' -l 'dither' -d 'With a gray palette, for edges and shades: none (the nearest gray, crisp; the default), ordered (a Bayer pattern, the same in every picture) or diffusion (Floyd–Steinberg, finest shades).' -rfka 'none ordered diffusion'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" dither' -l 'dither' -d 'With a gray palette, for edges and shades: none (the nearest gray, crisp; the default), ordered (a Bayer pattern, the same in every picture) or diffusion (Floyd–Steinberg, finest shades).' -rfka 'none ordered diffusion'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" invert' -l 'invert' -d 'With a gray palette, swap ink and paper: white on black.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" invert' -l 'invert' -d 'With a gray palette, swap ink and paper: white on black.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" max-bytes' -l 'max-bytes' -d 'Refuse (exit 73, writing nothing) when a file would be larger than this (90000, 90kB, 64KiB).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" max-bytes' -l 'max-bytes' -d 'Refuse (exit 73, writing nothing) when a file would be larger than this (90000, 90kB, 64KiB).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" changed-since' -l 'changed-since' -d 'Also draw the --png/--bmp picture at this instant and print, as one JSON line, the rectangles whose pixels differ.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" changed-since' -l 'changed-since' -d 'Also draw the --png/--bmp picture at this instant and print, as one JSON line, the rectangles whose pixels differ.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" animate' -l 'animate' -d 'Keep the SVG\'s hands moving from the drawn instant: css (the default when no mode follows; CSS animations, which run in <img> too) or live (also a script setting them from the viewer\'s clock in the zone, where scripts run).' -rfka 'css live'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" animate' -l 'animate' -d 'Keep the SVG\'s hands moving from the drawn instant: css (the default when no mode follows; CSS animations, which run in <img> too) or live (also a script setting them from the viewer\'s clock in the zone, where scripts run).' -rfka 'css live'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" html' -l 'html' -d 'Write one standalone HTML page of live clocks, one per zone, to this file (\'-\': standard output).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" html' -l 'html' -d 'Write one standalone HTML page of live clocks, one per zone, to this file (\'-\': standard output).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" at' -l 'at' -d 'The instant to show (default: now).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" at' -l 'at' -d 'The instant to show (default: now).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock"' -l 'timezone' -l 'tz' -d 'A time zone whose wall clock to show; repeat it to show several, in order (default: local).' -rfka '(__aclock_custom_completion ---completion clock -- --timezone (count (__aclock_tokens -pc)) (__aclock_tokens -tC))'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock"' -l 'timezone' -l 'tz' -d 'A time zone whose wall clock to show; repeat it to show several, in order (default: local).' -rfka '(__aclock_custom_completion ---completion clock -- --timezone (count (__aclock_tokens -pc)) (__aclock_tokens -tC))'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" style' -l 'style' -d 'A built-in style (classic, station, minimal, breguet, contrast, pilot, bauhaus) or a style file; see \'aclock styles\'.' -rfka 'classic station minimal breguet contrast pilot bauhaus'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" style' -l 'style' -d 'A built-in style (classic, station, minimal, breguet, contrast, pilot, bauhaus) or a style file; see \'aclock styles\'.' -rfka 'classic station minimal breguet contrast pilot bauhaus'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" theme' -l 'theme' -d 'The style\'s light or dark variant, or auto (default: light for pictures, dark in the terminal; auto: SVG and HTML follow the viewer\'s preference, other outputs the default).' -rfka 'light dark auto'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" theme' -l 'theme' -d 'The style\'s light or dark variant, or auto (default: light for pictures, dark in the terminal; auto: SVG and HTML follow the viewer\'s preference, other outputs the default).' -rfka 'light dark auto'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" background' -l 'background' -d 'Fill around the face: #RRGGBB, #RRGGBBAA, a CSS name or transparent (default: the style\'s).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" background' -l 'background' -d 'Fill around the face: #RRGGBB, #RRGGBBAA, a CSS name or transparent (default: the style\'s).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" font' -l 'font' -d 'Typeface of numerals and labels: a font file, or a family under /usr/share/fonts (\'DejaVu Serif\').' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" font' -l 'font' -d 'Typeface of numerals and labels: a font file, or a family under /usr/share/fonts (\'DejaVu Serif\').' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" numerals' -l 'numerals' -d 'Hour numerals: arabic, roman (IIII for four) or none (default: the style\'s).' -rfka 'arabic roman none'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" numerals' -l 'numerals' -d 'Hour numerals: arabic, roman (IIII for four) or none (default: the style\'s).' -rfka 'arabic roman none'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" dial' -l 'dial' -d 'Hours per turn of the hour hand: 12, or 24 (midnight at the top).' -rfka '12 24'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" dial' -l 'dial' -d 'Hours per turn of the hour hand: 12, or 24 (midnight at the top).' -rfka '12 24'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" label' -l 'label' -d 'Text inside the face: none, time (HH:MM:SS), zone (the city), both, date (YYYY-MM-DD Www) or 12h (h:MM:SS AM); a world clock writes the time and city under each face.' -rfka 'none time zone both date 12h'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" label' -l 'label' -d 'Text inside the face: none, time (HH:MM:SS), zone (the city), both, date (YYYY-MM-DD Www) or 12h (h:MM:SS AM); a world clock writes the time and city under each face.' -rfka 'none time zone both date 12h'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" complications' -l 'complications' -d 'Complications on the dial, in pictures: some of date, day-night, moon-phase, gmt (a date window at 3, a 24-hour day-and-night dial at 9, the moon at 6, a second-zone hand on a 24-hour scale), or none (default: the style\'s).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" complications' -l 'complications' -d 'Complications on the dial, in pictures: some of date, day-night, moon-phase, gmt (a date window at 3, a 24-hour day-and-night dial at 9, the moon at 6, a second-zone hand on a 24-hour scale), or none (default: the style\'s).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" gmt-zone' -l 'gmt-zone' -d 'The zone a second-zone (GMT) hand shows, once round a day against a 24-hour scale; adds gmt to the complications, the style\'s or those given (default with gmt: UTC).' -rfka '(__aclock_custom_completion ---completion clock -- --gmt-zone (count (__aclock_tokens -pc)) (__aclock_tokens -tC))'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" gmt-zone' -l 'gmt-zone' -d 'The zone a second-zone (GMT) hand shows, once round a day against a 24-hour scale; adds gmt to the complications, the style\'s or those given (default with gmt: UTC).' -rfka '(__aclock_custom_completion ---completion clock -- --gmt-zone (count (__aclock_tokens -pc)) (__aclock_tokens -tC))'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" no-seconds' -l 'no-seconds' -d 'Leave out the second hand.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" no-seconds' -l 'no-seconds' -d 'Leave out the second hand.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" sweep' -l 'sweep' -d 'Sweep the second hand smoothly instead of ticking.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" sweep' -l 'sweep' -d 'Sweep the second hand smoothly instead of ticking.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" seconds' -l 'seconds' -d 'Show the second hand on icons too (pictures under 72 px leave it out).'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" seconds' -l 'seconds' -d 'Show the second hand on icons too (pictures under 72 px leave it out).'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" no-shadow' -l 'no-shadow' -d 'Draw the hands without their shadow.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" no-shadow' -l 'no-shadow' -d 'Draw the hands without their shadow.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" ascii' -l 'ascii' -d 'Draw with 7-bit ASCII characters that follow each line (the default).'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" ascii' -l 'ascii' -d 'Draw with 7-bit ASCII characters that follow each line (the default).'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" blocks' -l 'blocks' -d 'Draw with Unicode quadrant blocks: 2×2 dots a cell.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" blocks' -l 'blocks' -d 'Draw with Unicode quadrant blocks: 2×2 dots a cell.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" braille' -l 'braille' -d 'Draw with Unicode Braille patterns: 2×4 dots a cell, the finest.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" braille' -l 'braille' -d 'Draw with Unicode Braille patterns: 2×4 dots a cell, the finest.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" cell-aspect' -l 'cell-aspect' -d 'A character cell\'s height ÷ width, 0.5…4.0: raise it if the dial looks tall.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" cell-aspect' -l 'cell-aspect' -d 'A character cell\'s height ÷ width, 0.5…4.0: raise it if the dial looks tall.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" rows' -l 'rows' -d 'Rows to draw in (default: the window\'s; 24 when not a terminal).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" rows' -l 'rows' -d 'Rows to draw in (default: the window\'s; 24 when not a terminal).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" cols' -l 'cols' -d 'Columns to draw in (default: the window\'s; 80 when not a terminal).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" cols' -l 'cols' -d 'Columns to draw in (default: the window\'s; 80 when not a terminal).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" color' -l 'color' -d 'Colour: auto (when stdout is a terminal and NO_COLOR is unset), always or never.' -rfka 'auto always never'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" color' -l 'color' -d 'Colour: auto (when stdout is a terminal and NO_COLOR is unset), always or never.' -rfka 'auto always never'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" once' -l 'once' -d 'Print one frame and exit, even on a terminal.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" once' -l 'once' -d 'Print one frame and exit, even on a terminal.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" fps' -l 'fps' -d 'Frames a second for --sweep in the terminal, 1…60 (default: 10).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" fps' -l 'fps' -d 'Frames a second for --sweep in the terminal, 1…60 (default: 10).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" live' -l 'live' -d 'Keep the files up to date: draw them again on every tick until interrupted.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" live' -l 'live' -d 'Keep the files up to date: draw them again on every tick until interrupted.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" every' -l 'every' -d 'Tick every DURATION (500ms, 1.5s, 5m, 1h30m, 01:30:00).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" every' -l 'every' -d 'Tick every DURATION (500ms, 1.5s, 5m, 1h30m, 01:30:00).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" every-minute' -l 'every-minute' -d 'Tick at the start of every local minute.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" every-minute' -l 'every-minute' -d 'Tick at the start of every local minute.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" count' -l 'count' -d 'Stop after this many ticks.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" count' -l 'count' -d 'Stop after this many ticks.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" speed' -l 'speed' -d 'Run displayed time this many times as fast as real time (live only; 0.000001 to 1000000).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" speed' -l 'speed' -d 'Run displayed time this many times as fast as real time (live only; 0.000001 to 1000000).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" status' -l 'status' -d 'Print a line on stdout at each change instead of drawing: text (also --status alone) or json (for Waybar).' -rfka 'text json'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" status' -l 'status' -d 'Print a line on stdout at each change instead of drawing: text (also --status alone) or json (for Waybar).' -rfka 'text json'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" status-format' -l 'status-format' -d 'The text of each status line (default: {time}, or {time} {zone} for several zones).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock" status-format' -l 'status-format' -d 'The text of each status line (default: {time}, or {time} {zone} for several zones).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" version' -l 'version' -d 'Show the version.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock clock" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" start' -l 'start' -d 'The stopwatch was started at this instant (it is running).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" elapsed' -l 'elapsed' -d 'With --png, --svg or --pdf: draw the dial after this much time.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" at' -l 'at' -d 'The instant to show (default: now).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" timezone tz' -l 'timezone' -l 'tz' -d 'The time zone of local times, in values and in what is shown (default: local).' -rfka '(__aclock_custom_completion ---completion stopwatch -- --timezone (count (__aclock_tokens -pc)) (__aclock_tokens -tC))'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" status' -l 'status' -d 'Print a line on stdout at each change instead of drawing: text (also --status alone) or json (for Waybar).' -rfka 'text json'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" status-format' -l 'status-format' -d 'The text of each status line (default: {elapsed}).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" png' -l 'png' -d 'Write a PNG picture to this file (\'-\': standard output).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" svg' -l 'svg' -d 'Write an SVG picture to this file (\'-\': standard output).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" pdf' -l 'pdf' -d 'Write a one-page PDF to this file (\'-\': standard output).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" bmp' -l 'bmp' -d 'Write a BMP picture in the --palette\'s grays to this file (\'-\': standard output).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" size' -l 'size' -d 'Side of each clock, or WIDTHxHEIGHT of a canvas with the clocks centred in it; each 16…8192 (px; pt for PDF).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" rotate' -l 'rotate' -d 'Turn the finished picture clockwise, in degrees (a panel mounted sideways).' -rfka '0 90 180 270'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" svg-text' -l 'svg-text' -d 'SVG numerals and labels: text (in the style\'s font; the default) or outline (glyph shapes, exact without the font).' -rfka 'text outline'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" svg-id' -l 'svg-id' -d 'Start every id of the SVG with this prefix (default: one derived from the content).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" palette' -l 'palette' -d 'Colours of PNG and BMP pictures: full colour, or an e-paper panel\'s 2, 4 (0/85/170/255) or 16 grays.' -rfka 'color 1bit gray4 gray16'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" dither' -l 'dither' -d 'With a gray palette, for edges and shades: none (the nearest gray, crisp; the default), ordered (a Bayer pattern, the same in every picture) or diffusion (Floyd–Steinberg, finest shades).' -rfka 'none ordered diffusion'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" invert' -l 'invert' -d 'With a gray palette, swap ink and paper: white on black.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" max-bytes' -l 'max-bytes' -d 'Refuse (exit 73, writing nothing) when a file would be larger than this (90000, 90kB, 64KiB).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" style' -l 'style' -d 'A built-in style (classic, station, minimal, breguet, contrast, pilot, bauhaus) or a style file; see \'aclock styles\'.' -rfka 'classic station minimal breguet contrast pilot bauhaus'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" theme' -l 'theme' -d 'The style\'s light or dark variant, or auto (default: light for pictures, dark in the terminal; auto: SVG and HTML follow the viewer\'s preference, other outputs the default).' -rfka 'light dark auto'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" background' -l 'background' -d 'Fill around the face: #RRGGBB, #RRGGBBAA, a CSS name or transparent (default: the style\'s).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" font' -l 'font' -d 'Typeface of numerals and labels: a font file, or a family under /usr/share/fonts (\'DejaVu Serif\').' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" ascii' -l 'ascii' -d 'Draw with 7-bit ASCII characters that follow each line (the default).'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" blocks' -l 'blocks' -d 'Draw with Unicode quadrant blocks: 2×2 dots a cell.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" braille' -l 'braille' -d 'Draw with Unicode Braille patterns: 2×4 dots a cell, the finest.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" cell-aspect' -l 'cell-aspect' -d 'A character cell\'s height ÷ width, 0.5…4.0: raise it if the dial looks tall.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" rows' -l 'rows' -d 'Rows to draw in (default: the window\'s; 24 when not a terminal).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" cols' -l 'cols' -d 'Columns to draw in (default: the window\'s; 80 when not a terminal).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" color' -l 'color' -d 'Colour: auto (when stdout is a terminal and NO_COLOR is unset), always or never.' -rfka 'auto always never'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" once' -l 'once' -d 'Print one frame and exit, even on a terminal.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" version' -l 'version' -d 'Show the version.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock stopwatch" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer"' -l 'label' -d 'A caption for each unnamed timer, in the order of the DURATIONs.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" ends' -l 'ends' -d 'One timer that finishes at this instant.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" start' -l 'start' -d 'The timers started at this instant (default: now).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" no-bell' -l 'no-bell' -d 'Do not ring the terminal bell when a timer finishes.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" hold' -l 'hold' -d 'Keep showing the timers after all have finished, until q.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" exec' -l 'exec' -d 'Run CMD through /bin/sh -c when each timer finishes.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" notify' -l 'notify' -d 'Send a desktop notification (notify-send) when each timer finishes.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" chain' -l 'chain' -d 'Run the timers one after the other, each starting when the one before finishes.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" face' -l 'face' -d 'How each dial shows the time left: rings (default), or disc, a Time-Timer-style sector on a minute scale.' -rfka 'rings disc'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" repeat' -l 'repeat' -d 'Run the chain N times (with --chain; 1000 timers in all at most).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" at' -l 'at' -d 'The instant to show (default: now).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" timezone tz' -l 'timezone' -l 'tz' -d 'The time zone of local times, in values and in what is shown (default: local).' -rfka '(__aclock_custom_completion ---completion timer -- --timezone (count (__aclock_tokens -pc)) (__aclock_tokens -tC))'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" status' -l 'status' -d 'Print a line on stdout at each change instead of drawing: text (also --status alone) or json (for Waybar).' -rfka 'text json'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" status-format' -l 'status-format' -d 'The text of each status line (default: {name} {left}).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" png' -l 'png' -d 'Write a PNG picture to this file (\'-\': standard output).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" svg' -l 'svg' -d 'Write an SVG picture to this file (\'-\': standard output).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" pdf' -l 'pdf' -d 'Write a one-page PDF to this file (\'-\': standard output).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" bmp' -l 'bmp' -d 'Write a BMP picture in the --palette\'s grays to this file (\'-\': standard output).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" size' -l 'size' -d 'Side of each clock, or WIDTHxHEIGHT of a canvas with the clocks centred in it; each 16…8192 (px; pt for PDF).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" rotate' -l 'rotate' -d 'Turn the finished picture clockwise, in degrees (a panel mounted sideways).' -rfka '0 90 180 270'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" svg-text' -l 'svg-text' -d 'SVG numerals and labels: text (in the style\'s font; the default) or outline (glyph shapes, exact without the font).' -rfka 'text outline'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" svg-id' -l 'svg-id' -d 'Start every id of the SVG with this prefix (default: one derived from the content).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" palette' -l 'palette' -d 'Colours of PNG and BMP pictures: full colour, or an e-paper panel\'s 2, 4 (0/85/170/255) or 16 grays.' -rfka 'color 1bit gray4 gray16'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" dither' -l 'dither' -d 'With a gray palette, for edges and shades: none (the nearest gray, crisp; the default), ordered (a Bayer pattern, the same in every picture) or diffusion (Floyd–Steinberg, finest shades).' -rfka 'none ordered diffusion'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" invert' -l 'invert' -d 'With a gray palette, swap ink and paper: white on black.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" max-bytes' -l 'max-bytes' -d 'Refuse (exit 73, writing nothing) when a file would be larger than this (90000, 90kB, 64KiB).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" style' -l 'style' -d 'A built-in style (classic, station, minimal, breguet, contrast, pilot, bauhaus) or a style file; see \'aclock styles\'.' -rfka 'classic station minimal breguet contrast pilot bauhaus'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" theme' -l 'theme' -d 'The style\'s light or dark variant, or auto (default: light for pictures, dark in the terminal; auto: SVG and HTML follow the viewer\'s preference, other outputs the default).' -rfka 'light dark auto'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" background' -l 'background' -d 'Fill around the face: #RRGGBB, #RRGGBBAA, a CSS name or transparent (default: the style\'s).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" font' -l 'font' -d 'Typeface of numerals and labels: a font file, or a family under /usr/share/fonts (\'DejaVu Serif\').' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" ascii' -l 'ascii' -d 'Draw with 7-bit ASCII characters that follow each line (the default).'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" blocks' -l 'blocks' -d 'Draw with Unicode quadrant blocks: 2×2 dots a cell.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" braille' -l 'braille' -d 'Draw with Unicode Braille patterns: 2×4 dots a cell, the finest.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" cell-aspect' -l 'cell-aspect' -d 'A character cell\'s height ÷ width, 0.5…4.0: raise it if the dial looks tall.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" rows' -l 'rows' -d 'Rows to draw in (default: the window\'s; 24 when not a terminal).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" cols' -l 'cols' -d 'Columns to draw in (default: the window\'s; 80 when not a terminal).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" color' -l 'color' -d 'Colour: auto (when stdout is a terminal and NO_COLOR is unset), always or never.' -rfka 'auto always never'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" once' -l 'once' -d 'Print one frame and exit, even on a terminal.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" version' -l 'version' -d 'Show the version.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock timer" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock ticks" every' -l 'every' -d 'Tick every DURATION (500ms, 1.5s, 5m, 1h30m, 01:30:00).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock ticks" every-minute' -l 'every-minute' -d 'Tick at the start of every local minute.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock ticks" count' -l 'count' -d 'Stop after this many ticks.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock ticks" speed' -l 'speed' -d 'Run displayed time this many times as fast as real time (live only; 0.000001 to 1000000).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock ticks"' -l 'explicit' -d 'Tick at exactly these instants.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock ticks" anchor' -l 'anchor' -d 'Anchor --every at this instant (default: local midnight of the start day).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock ticks" timezone tz' -l 'timezone' -l 'tz' -d 'The time zone of local times, in values and in what is shown (default: local).' -rfka '(__aclock_custom_completion ---completion ticks -- --timezone (count (__aclock_tokens -pc)) (__aclock_tokens -tC))'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock ticks" from' -l 'from' -d 'Start the schedule at this instant instead of now.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock ticks" no-wait' -l 'no-wait' -d 'With --from: print the entries at once instead of waiting for them.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock ticks" format' -l 'format' -d 'iso: ISO 8601 with milliseconds and the offset in the zone; unix: seconds with milliseconds.' -rfka 'iso unix'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock ticks" version' -l 'version' -d 'Show the version.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock ticks" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" from' -l 'from' -d 'The first instant of the range (included); needed unless --instants.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" to' -l 'to' -d 'The end of the range (excluded); needed unless --instants.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" instants' -l 'instants' -d 'A file of instants, one a line (- reads standard input); a frame for each, instead of --from, --to and a schedule.' -rF
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" name' -l 'name' -d 'Name each --instants frame by TEMPLATE: {stem} (the line\'s name without its extension), {index}, {hhmmss} (first zone\'s local time); it ends in the format\'s extension.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" every' -l 'every' -d 'Tick every DURATION (500ms, 1.5s, 5m, 1h30m, 01:30:00).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" every-minute' -l 'every-minute' -d 'Tick at the start of every local minute.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" format' -l 'format' -d 'File format of each frame: png, bmp (with a gray --palette), svg, pdf, or txt (the 80×24 ASCII terminal frame).' -rfka 'png bmp svg pdf txt'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" out' -l 'out' -d 'The directory to write frames into (created if missing); optional with --video.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" video' -l 'video' -d 'Also encode the frames, in order, into one video through ffmpeg: .webm (VP9 with alpha), .mov (ProRes 4444 with alpha), .mp4 (H.264, no alpha), .gif or .png (animated PNG).' -rfa '(set -l exts \'webm\' \'mov\' \'mp4\' \'gif\' \'png\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" fps' -l 'fps' -d 'Frames a second of the --video, 1 to 240 (default: 30).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" names' -l 'names' -d 'How frame files are named: number (frame-000123.png) or hhmm (0915.png: the first zone\'s local time, at most one frame a local minute).' -rfka 'number hhmm'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" size' -l 'size' -d 'Side of each clock, or WIDTHxHEIGHT of a canvas with the clocks centred in it; each 16…8192 (px; pt for PDF).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" rotate' -l 'rotate' -d 'Turn the finished picture clockwise, in degrees (a panel mounted sideways).' -rfka '0 90 180 270'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" palette' -l 'palette' -d 'Colours of PNG and BMP pictures: full colour, or an e-paper panel\'s 2, 4 (0/85/170/255) or 16 grays.' -rfka 'color 1bit gray4 gray16'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" dither' -l 'dither' -d 'With a gray palette, for edges and shades: none (the nearest gray, crisp; the default), ordered (a Bayer pattern, the same in every picture) or diffusion (Floyd–Steinberg, finest shades).' -rfka 'none ordered diffusion'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" invert' -l 'invert' -d 'With a gray palette, swap ink and paper: white on black.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" max-bytes' -l 'max-bytes' -d 'Refuse (exit 73, writing nothing) when a file would be larger than this (90000, 90kB, 64KiB).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" svg-text' -l 'svg-text' -d 'SVG numerals and labels: text (in the style\'s font; the default) or outline (glyph shapes, exact without the font).' -rfka 'text outline'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" svg-id' -l 'svg-id' -d 'Start every id of the SVG with this prefix (default: one derived from the content).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames"' -l 'timezone' -l 'tz' -d 'A time zone whose wall clock to show; repeat it to show several, in order (default: local).' -rfka '(__aclock_custom_completion ---completion frames -- --timezone (count (__aclock_tokens -pc)) (__aclock_tokens -tC))'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" style' -l 'style' -d 'A built-in style (classic, station, minimal, breguet, contrast, pilot, bauhaus) or a style file; see \'aclock styles\'.' -rfka 'classic station minimal breguet contrast pilot bauhaus'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" theme' -l 'theme' -d 'The style\'s light or dark variant, or auto (default: light for pictures, dark in the terminal; auto: SVG and HTML follow the viewer\'s preference, other outputs the default).' -rfka 'light dark auto'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" background' -l 'background' -d 'Fill around the face: #RRGGBB, #RRGGBBAA, a CSS name or transparent (default: the style\'s).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" font' -l 'font' -d 'Typeface of numerals and labels: a font file, or a family under /usr/share/fonts (\'DejaVu Serif\').' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" numerals' -l 'numerals' -d 'Hour numerals: arabic, roman (IIII for four) or none (default: the style\'s).' -rfka 'arabic roman none'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" dial' -l 'dial' -d 'Hours per turn of the hour hand: 12, or 24 (midnight at the top).' -rfka '12 24'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" label' -l 'label' -d 'Text inside the face: none, time (HH:MM:SS), zone (the city), both, date (YYYY-MM-DD Www) or 12h (h:MM:SS AM); a world clock writes the time and city under each face.' -rfka 'none time zone both date 12h'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" complications' -l 'complications' -d 'Complications on the dial, in pictures: some of date, day-night, moon-phase, gmt (a date window at 3, a 24-hour day-and-night dial at 9, the moon at 6, a second-zone hand on a 24-hour scale), or none (default: the style\'s).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" gmt-zone' -l 'gmt-zone' -d 'The zone a second-zone (GMT) hand shows, once round a day against a 24-hour scale; adds gmt to the complications, the style\'s or those given (default with gmt: UTC).' -rfka '(__aclock_custom_completion ---completion frames -- --gmt-zone (count (__aclock_tokens -pc)) (__aclock_tokens -tC))'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" no-seconds' -l 'no-seconds' -d 'Leave out the second hand.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" sweep' -l 'sweep' -d 'Sweep the second hand smoothly instead of ticking.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" seconds' -l 'seconds' -d 'Show the second hand on icons too (pictures under 72 px leave it out).'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" no-shadow' -l 'no-shadow' -d 'Draw the hands without their shadow.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" resume' -l 'resume' -d 'Keep frames already in --out and render only the missing ones.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" quiet' -l 'quiet' -d 'No progress line.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" max-frames' -l 'max-frames' -d 'Refuse ranges of more frames than this (at most 10000000).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" jobs' -l 'jobs' -d 'Worker threads (default: one per core; at most 4 per core, or 16).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" version' -l 'version' -d 'Show the version.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock frames" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock angles" at' -l 'at' -d 'The instant to show (default: now).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock angles"' -l 'timezone' -l 'tz' -d 'A time zone whose wall clock to show; repeat it to show several, in order (default: local).' -rfka '(__aclock_custom_completion ---completion angles -- --timezone (count (__aclock_tokens -pc)) (__aclock_tokens -tC))'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock angles" json' -l 'json' -d 'Print one JSON object instead of a line of text.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock angles" version' -l 'version' -d 'Show the version.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock angles" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock styles" version' -l 'version' -d 'Show the version.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock styles" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_positional "aclock styles" -eq 1' -fa 'list' -d 'List the built-in styles: name and what each follows.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_positional "aclock styles" -eq 1' -fa 'show' -d 'Print a built-in style as a style file.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock styles list" version' -l 'version' -d 'Show the version.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock styles list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock styles show" version' -l 'version' -d 'Show the version.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock styles show" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock worksheet" pdf' -l 'pdf' -d 'Write the PDF to this file (\'-\': standard output).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock worksheet" level' -l 'level' -d 'How fine the times are: hour, half, quarter, five, minute or second.' -rfka 'hour half quarter five minute second'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock worksheet"' -l 'kind' -d 'What to do: read, draw, match, elapsed, or mixed (all four in turn); repeat it to take several in turn (default: read).' -rfka 'read draw match elapsed mixed'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock worksheet" count' -l 'count' -d 'How many exercises (1 to 60); six fill a page.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock worksheet" seed' -l 'seed' -d 'The seed of every random choice: the same seed, the same sheet (default: a random one, printed in the footer).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock worksheet" paper' -l 'paper' -d 'a4 or letter (default: from LC_PAPER or LANG: letter for the US, Canada, Mexico, …; else a4).' -rfka 'a4 letter'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock worksheet" words' -l 'words' -d 'Times in words, British (twenty past seven) or American (twenty after seven) (default: en-US under an en_US locale, else en-GB).' -rfka 'en-GB en-US'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock worksheet" digital' -l 'digital' -d 'Digital times on a 12-hour clock (7:30) or a 24-hour one (19:30, times over the whole day).' -rfka '12 24'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock worksheet" prompts' -l 'prompts' -d 'How the times to draw or match are given: digits, words or both.' -rfka 'digits words both'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock worksheet" title' -l 'title' -d 'The title on every page, up to 60 characters (default: \'Telling the time: half hours\' for --level half, and so on).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock worksheet" teaching-face' -l 'teaching-face' -d 'The teaching face: minute numbers around the rim, the hour hand and hours in red, the minute hand and minutes in blue.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock worksheet" style' -l 'style' -d 'A built-in style (classic, station, minimal, breguet, contrast, pilot, bauhaus) or a style file; see \'aclock styles\'.' -rfka 'classic station minimal breguet contrast pilot bauhaus'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock worksheet" font' -l 'font' -d 'Typeface of the dial\'s numerals: a font file, or a family under /usr/share/fonts (\'DejaVu Serif\').' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock worksheet" numerals' -l 'numerals' -d 'Hour numerals: arabic, roman (IIII for four) or none (default: the style\'s).' -rfka 'arabic roman none'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock worksheet" version' -l 'version' -d 'Show the version.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock worksheet" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock dataset" count' -l 'count' -d 'How many images the whole dataset has (1 to 10000000).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock dataset" out' -l 'out' -d 'The directory to write into (created if missing).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock dataset" seed' -l 'seed' -d 'The seed of every choice.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock dataset" size' -l 'size' -d 'Each image\'s side in pixels, 16 to 2048 (default: 224).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock dataset" level' -l 'level' -d 'Times: uniform (any second) or a level: hour, half, quarter, five, minute, second.' -rfka 'uniform hour half quarter five minute second'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock dataset" vary' -l 'vary' -d 'What varies, a comma-separated list of style, theme, numerals, dial, size, rotation, mirror, font, background, seconds; or all, or none.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock dataset"' -l 'style' -d 'A style to draw (repeat for several; default: every built-in style); a name or a style file.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock dataset" numerals' -l 'numerals' -d 'Hour numerals when they do not vary: arabic, roman or none (default: the style\'s).' -rfka 'arabic roman none'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock dataset" dial' -l 'dial' -d 'Hours per turn when the dial does not vary: 12 or 24.' -rfka '12 24'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock dataset" invalid' -l 'invalid' -d 'The share of clocks, 0 to 1, whose hour hand disagrees with the minute hand.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock dataset" shard' -l 'shard' -d 'Draw only shard K of N (1 ≤ K ≤ N): every N-th image from the K-th.' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock dataset" jobs' -l 'jobs' -d 'Worker threads (default: one per core; at most 4 per core, or 16).' -rfka ''
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock dataset" quiet' -l 'quiet' -d 'No progress line.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock dataset" version' -l 'version' -d 'Show the version.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock dataset" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_positional "aclock serve" -ge 1' -fka '--bind --port --at --devices --public-url --renders --client-renders --help'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock serve" version' -l 'version' -d 'Show the version.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock serve" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'aclock' -n '__aclock_should_offer_completions_for_flags_or_options "aclock help" version' -l 'version' -d 'Show the version.'
