# Installs aclock as Unix tools install: `make` builds as you, `make install` (or `sudo make
# install`) only copies what `make` built. A release binary with the Swift standard library linked
# in (it needs no Swift toolchain at run time), aclock-serve beside it (`aclock serve`'s server, with
# the network stack aclock does not link), its manual page, bash, zsh and fish completions, and a
# systemd unit for aclock-serve (installed, never enabled: `systemctl enable --now aclock-serve`).
#
#   make                        build all of it, as yourself, into .build-static/stage/
#   make install                copy the stage to $(DESTDIR)$(PREFIX) (PREFIX=/usr/local; PREFIX=~/.local needs no root)
#   make uninstall              remove exactly the files install wrote, and the directories it created if empty
#
# install and uninstall never run Swift (root's PATH has none) and write nothing into the clone.
# The version comes from VERSION, the single source that `aclock --version` also prints.

PREFIX ?= /usr/local
# PREFIX=~/.local as zsh and dash pass it, with the ~ left alone: the home directory, as bash would
# have expanded it (not a folder named ~ in the clone).
override PREFIX := $(patsubst ~/%,$(HOME)/%,$(patsubst ~,$(HOME),$(PREFIX)))
DESTDIR ?=
SWIFT ?= swift
# Extra flags for the builds, e.g. SWIFT_BUILD_FLAGS="--jobs 1" to leave a core free.
SWIFT_BUILD_FLAGS ?=

VERSION := $(shell tr -d ' \n' < VERSION)
# The release date CHANGELOG.md gives the version, for the manual page.
RELEASE_DATE := $(shell sed -n 's/^\#\# $(VERSION) — \([0-9-]*\).*/\1/p' CHANGELOG.md)
SCRATCH := .build-static
BINARY := $(SCRATCH)/release/aclock
SERVER := $(SCRATCH)/release/aclock-serve
STAGE := $(SCRATCH)/stage

# What make stages, and where install puts each, relative to $(DESTDIR)$(PREFIX), in the same order.
STAGED := $(STAGE)/aclock $(STAGE)/aclock-serve $(STAGE)/aclock.1 $(STAGE)/aclock-serve.1 $(STAGE)/aclock.bash $(STAGE)/_aclock \
	$(STAGE)/aclock.fish $(STAGE)/aclock-serve.service.in
# systemd reads units from $(PREFIX)/lib/systemd/system for PREFIX=/usr/local and /usr alike
# (`systemd-analyze unit-paths`); /usr/lib/systemd/system is Debian's place (lintian).
INSTALLED := bin/aclock bin/aclock-serve share/man/man1/aclock.1 share/man/man1/aclock-serve.1 share/bash-completion/completions/aclock \
	share/zsh/site-functions/_aclock share/fish/vendor_completions.d/aclock.fish lib/systemd/system/aclock-serve.service
# The directories install created under $(PREFIX), deepest first, so that uninstall removes them
# again when they are empty (and only those: /usr/local/share/zsh/site-functions, say, is zsh's).
# Not written under a DESTDIR: a packager's staging area has no uninstall.
CREATED := share/aclock/created-directories

.PHONY: all install uninstall deb clean print-release-flags FORCE
all: $(STAGED)

# The release binaries' link (Docs/decisions/0043): lld, the toolchain's linker, with relative
# relocations packed (DT_RELR, glibc 2.36): 1 MB of relocation entries become 8 KB, which the
# loader no longer reads and applies one by one at every start.
# The text paths' code first (Docs/decisions/0058): compiled one section a function, then placed
# together at the start of .text in the order packaging/link-order.txt gives (written by
# scripts/generate-link-order), so a live terminal clock maps its own code and not 64 KB around
# each of a thousand functions strewn over 11 MB. A name the list has and the code lost is ignored.
# The C++ runtime linked in, only the part the Swift runtime uses (the toolchain's -lstdc++ finds
# the archive first in STATIC_LIBS), and no symbol table exported for other libraries to search
# at every lookup: nothing loads aclock's own symbols (cairo's forwarders are hidden, 0043).
STATIC_LIBS := $(SCRATCH)/static-libs
RELEASE_LINK := -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs \
	-Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections \
	-Xlinker --symbol-ordering-file=$(CURDIR)/packaging/link-order.txt -Xlinker --no-warn-symbol-ordering \
	-Xlinker -L$(CURDIR)/$(STATIC_LIBS) -Xlinker --no-export-dynamic \
	-Xlinker -T -Xlinker $(CURDIR)/packaging/text-order.ld

# What scripts/generate-link-order builds with, to link the same binary again with a link map.
print-release-flags: $(STATIC_LIBS)/libstdc++.a
	@echo $(RELEASE_LINK)

# The archive of the libstdc++ the Swift toolchain links with (libstdc++-12-dev, which the
# toolchain needs installed), as the toolchain's own clang finds it.
SWIFT_CLANG := $(dir $(realpath $(shell command -v $(SWIFT))))clang
$(STATIC_LIBS)/libstdc++.a:
	mkdir -p $(STATIC_LIBS) && archive=$$($(SWIFT_CLANG) -print-file-name=libstdc++.a) && test -f "$$archive" \
		&& ln -sf "$$archive" $@ || { echo "make: no libstdc++.a (Debian's libstdc++-12-dev provides it)" >&2; exit 1; }

# Always asks SwiftPM, which knows whether anything changed; make then looks at the binary's time,
# so what is made from it is remade only when SwiftPM rewrote it. --disable-local-rpath: no
# RUNPATH $ORIGIN, so an installed binary loads libraries from the system's paths only (with it,
# every start tried bin/ first, and a libpng16.so.16 placed there would have been loaded).
# SwiftPM does not know the link's order files: a binary older than them is removed, so it links again.
LINK_INPUTS := packaging/link-order.txt packaging/text-order.ld
relink_if_order_changed = @for input in $(LINK_INPUTS); do [ ! $$input -nt $(1) ] || rm -f $(1); done
$(BINARY): FORCE | $(STATIC_LIBS)/libstdc++.a
	$(call relink_if_order_changed,$(BINARY))
	$(SWIFT) build -c release --static-swift-stdlib --disable-local-rpath $(RELEASE_LINK) --product aclock --scratch-path $(SCRATCH) $(SWIFT_BUILD_FLAGS)
$(SERVER): FORCE | $(STATIC_LIBS)/libstdc++.a
	$(call relink_if_order_changed,$(SERVER))
	$(SWIFT) build -c release --static-swift-stdlib --disable-local-rpath $(RELEASE_LINK) --product aclock-serve --scratch-path $(SCRATCH) $(SWIFT_BUILD_FLAGS)

# Stripped here, so install is a plain copy (about 16 MB).
$(STAGE)/aclock: $(BINARY)
	mkdir -p $(STAGE) && strip -o $@ $(BINARY)
$(STAGE)/aclock-serve: $(SERVER)
	mkdir -p $(STAGE) && strip -o $@ $(SERVER)

# The unit names the installed server, so @BINDIR@ becomes $(PREFIX)/bin at install (not under DESTDIR).
$(STAGE)/aclock-serve.service.in: packaging/systemd/aclock-serve.service.in
	mkdir -p $(STAGE) && cp $< $@

# ArgumentParser's generate-manual tool renders the help of every command as one mdoc page, read
# from each binary just built (its --experimental-dump-help). Built here with the same flags as
# the binaries, so it shares their build: the package plugin would build every product again in
# release mode of its own (minutes, the server's network stack included).
MANUAL_TOOL := $(SCRATCH)/release/generate-manual
$(MANUAL_TOOL): FORCE | $(STATIC_LIBS)/libstdc++.a
	$(SWIFT) build -c release --static-swift-stdlib --disable-local-rpath $(RELEASE_LINK) --product generate-manual --scratch-path $(SCRATCH) $(SWIFT_BUILD_FLAGS)
$(STAGE)/aclock.1: $(BINARY) $(SERVER) $(MANUAL_TOOL)
	mkdir -p $(STAGE)/man
	$(MANUAL_TOOL) $(BINARY) --output-directory $(STAGE)/man --date $(RELEASE_DATE) --authors "the aclock authors"
	$(MANUAL_TOOL) $(SERVER) --output-directory $(STAGE)/man --date $(RELEASE_DATE) --authors "the aclock authors"
	# A blank line in mdoc is an error to groff (help texts have paragraphs): a paragraph macro instead.
	sed 's/^$$/.Pp/' $(STAGE)/man/aclock.1 > $@
# The tool names aclock-serve's page after its command name, "aclock serve"; its program is aclock-serve.
$(STAGE)/aclock-serve.1: $(STAGE)/aclock.1
	sed -e 's/^$$/.Pp/' -e 's/^\.Dt "ACLOCK SERVE" 1$$/.Dt ACLOCK-SERVE 1/' -e 's/^\.Nm "aclock serve"$$/.Nm aclock-serve/' \
		-e '/^\.Ar subcommand$$/d' "$(STAGE)/man/aclock serve.1" > $@

# bash sources completion files: a #! line there means nothing (lintian flags it).
$(STAGE)/aclock.bash: $(BINARY)
	mkdir -p $(STAGE) && $(BINARY) --generate-completion-script bash | sed '1{/^#!/d}' > $@
$(STAGE)/_aclock: $(BINARY)
	mkdir -p $(STAGE) && $(BINARY) --generate-completion-script zsh > $@
$(STAGE)/aclock.fish: $(BINARY)
	mkdir -p $(STAGE) && $(BINARY) --generate-completion-script fish > $@

# No prerequisites: nothing is built here, so root's PATH needs no Swift and the clone stays as
# `make` left it. $(error) prints one line and stops before anything is written.
NOT_BUILT := aclock is not built: run "make" first (as yourself, not root); install only copies what it built into $(STAGE)/
install:
	$(if $(filter-out $(wildcard $(STAGED)),$(STAGED)),$(error $(NOT_BUILT)))
	@set -e; prefix='$(DESTDIR)$(PREFIX)'; created=; \
	for file in $(INSTALLED) $(if $(DESTDIR),,$(CREATED)); do \
		dir=$${file%/*}; \
		while [ "$$dir" != "$$file" ] && [ ! -d "$$prefix/$$dir" ]; do created="$$created $$dir"; file=$$dir; dir=$${dir%/*}; done; \
	done; \
	set -- $(INSTALLED); for staged in $(STAGED); do \
		case $$1 in bin/*) mode=755;; *) mode=644;; esac; \
		echo install -D -m $$mode "$$staged" "$$prefix/$$1"; install -D -m $$mode "$$staged" "$$prefix/$$1"; \
		case $$1 in *.service) echo sed -i 's|@BINDIR@|$(PREFIX)/bin|' "$$prefix/$$1"; sed -i 's|@BINDIR@|$(PREFIX)/bin|' "$$prefix/$$1";; esac; \
		shift; \
	done; \
	if [ -z '$(DESTDIR)' ]; then \
		mkdir -p "$$prefix/$(dir $(CREATED))"; \
		{ for dir in $$created; do echo "$$dir"; done; cat "$$prefix/$(CREATED)" 2>/dev/null || true; } \
			| awk -F/ '!seen[$$0]++ { print NF " " $$0 }' | sort -nr | cut -d' ' -f2- > "$$prefix/$(CREATED).new"; \
		mv "$$prefix/$(CREATED).new" "$$prefix/$(CREATED)"; \
	fi

# rmdir removes a directory only when it is empty: a file of anyone's keeps it.
uninstall:
	cd '$(DESTDIR)$(PREFIX)' && rm -f $(INSTALLED) \
		&& if [ -f $(CREATED) ]; then dirs=$$(cat $(CREATED)); rm -f $(CREATED); for dir in $$dirs; do rmdir "$$dir" 2>/dev/null || true; done; fi

# A Debian package of the same files under /usr: its Depends worked out by dpkg-shlibdeps from
# the libraries the binary links, plus what it opens and reads at run time (cairo and FreeType,
# opened with dlopen for pictures; fonts; the tz database): packaging/debian/control.in.
ARCH := $(shell dpkg --print-architecture 2>/dev/null || echo amd64)
DEB := dist/aclock_$(VERSION)_$(ARCH).deb
DEBROOT := $(SCRATCH)/deb
# xz's preset for the package (dpkg-deb's default, 6: 11.9 MB in 20 s here). The packaging tests
# ask for 1 (13.7 MB in 5 s): the same files, unpacked the same way.
DEB_XZ_LEVEL ?= 6

deb: $(DEB)

$(DEB): all packaging/debian/control.in packaging/debian/copyright packaging/debian/changelog
	rm -rf $(DEBROOT) && mkdir -p $(DEBROOT)/DEBIAN dist
	$(MAKE) --no-print-directory install DESTDIR=$(DEBROOT) PREFIX=/usr
	# Debian keeps zsh completions in vendor-completions and compresses manual pages.
	mkdir -p $(DEBROOT)/usr/share/zsh/vendor-completions
	mv $(DEBROOT)/usr/share/zsh/site-functions/_aclock $(DEBROOT)/usr/share/zsh/vendor-completions/_aclock
	rmdir $(DEBROOT)/usr/share/zsh/site-functions
	gzip -9n $(DEBROOT)/usr/share/man/man1/aclock.1 $(DEBROOT)/usr/share/man/man1/aclock-serve.1
	install -D -m 644 packaging/debian/copyright $(DEBROOT)/usr/share/doc/aclock/copyright
	# A native package (no Debian revision): its changelog is changelog.gz.
	gzip -9n < packaging/debian/changelog > $(DEBROOT)/usr/share/doc/aclock/changelog.gz
	chmod 644 $(DEBROOT)/usr/share/doc/aclock/changelog.gz
	# dpkg-shlibdeps reads a source package's debian/control: a two-stanza stand-in will do. It
	# finds the package's root (for the binary's $$ORIGIN) above an absolute path only, and takes
	# -e's value joined to it (`-e usr/bin/aclock` named an empty file, then a relative one).
	cd $(DEBROOT) && mkdir -p debian && printf 'Source: aclock\n\nPackage: aclock\nArchitecture: any\n' > debian/control \
		&& dpkg-shlibdeps -O "-e$$PWD/usr/bin/aclock" "-e$$PWD/usr/bin/aclock-serve" | sed 's/^shlibs:Depends=//' > ../shlibs && rm -rf debian
	test -s $(SCRATCH)/shlibs
	sed -e 's/@VERSION@/$(VERSION)/' -e 's/@ARCH@/$(ARCH)/' -e "s/@DEPENDS@/$$(cat $(SCRATCH)/shlibs)/" \
		-e "s/@SIZE@/$$(du -sk $(DEBROOT)/usr | cut -f1)/" packaging/debian/control.in > $(DEBROOT)/DEBIAN/control
	find $(DEBROOT) -type d -exec chmod 755 {} +
	dpkg-deb --root-owner-group -Zxz -z$(DEB_XZ_LEVEL) --build $(DEBROOT) $@

clean:
	rm -rf $(SCRATCH) .build-man dist
