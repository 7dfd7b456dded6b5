# Installs aclock: a release binary with the Swift standard library linked in (it needs no Swift
# toolchain at run time), its manual page and bash, zsh and fish completions.
#
#   make                        build all of it under .build-static/
#   make install                install under $(DESTDIR)$(PREFIX) (PREFIX=/usr/local)
#   make uninstall              remove exactly the files install wrote
#
# The version comes from VERSION, the single source that `aclock --version` also prints.

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
# Extra flags for the builds, e.g. SWIFT_BUILD_FLAGS="--jobs 1" to leave a core free.
SWIFT_BUILD_FLAGS ?=

VERSION := $(shell tr -d ' \n' < VERSION)
# The release date CHANGELOG.md gives the version, for the manual page.
RELEASE_DATE := $(shell sed -n 's/^\#\# $(VERSION) — \([0-9-]*\).*/\1/p' CHANGELOG.md)
SCRATCH := .build-static
BINARY := $(SCRATCH)/release/aclock
STAGE := $(SCRATCH)/stage

# What install writes, relative to $(DESTDIR)$(PREFIX); uninstall removes these and nothing else.
INSTALLED := bin/aclock share/man/man1/aclock.1 share/bash-completion/completions/aclock \
	share/zsh/site-functions/_aclock share/fish/vendor_completions.d/aclock.fish

.PHONY: all binary install uninstall deb clean
all: binary $(STAGE)/aclock.1 $(STAGE)/aclock.bash $(STAGE)/_aclock $(STAGE)/aclock.fish

# Always asks SwiftPM, which knows whether anything changed.
binary:
	$(SWIFT) build -c release --static-swift-stdlib --product aclock --scratch-path $(SCRATCH) $(SWIFT_BUILD_FLAGS)

$(BINARY): binary

# ArgumentParser's generate-manual plugin renders the help of every command as one mdoc page.
# It builds aclock in release mode on its own terms (without --static-swift-stdlib), so it gets a
# build folder of its own: in $(SCRATCH) it would replace the static binary.
$(STAGE)/aclock.1: $(BINARY)
	mkdir -p $(STAGE)/man
	$(SWIFT) package --scratch-path .build-man $(SWIFT_BUILD_FLAGS) --allow-writing-to-directory $(STAGE)/man \
		generate-manual --output-directory $(STAGE)/man --date $(RELEASE_DATE) --authors "the aclock authors"
	# A blank line in mdoc is an error to groff (help texts have paragraphs): a paragraph macro instead.
	sed 's/^$$/.Pp/' $(STAGE)/man/aclock.1 > $@

# bash sources completion files: a #! line there means nothing (lintian flags it).
$(STAGE)/aclock.bash: $(BINARY)
	mkdir -p $(STAGE) && $(BINARY) --generate-completion-script bash | sed '1{/^#!/d}' > $@
$(STAGE)/_aclock: $(BINARY)
	mkdir -p $(STAGE) && $(BINARY) --generate-completion-script zsh > $@
$(STAGE)/aclock.fish: $(BINARY)
	mkdir -p $(STAGE) && $(BINARY) --generate-completion-script fish > $@

install: all
	install -D -m 755 -s $(BINARY) $(DESTDIR)$(PREFIX)/bin/aclock
	install -D -m 644 $(STAGE)/aclock.1 $(DESTDIR)$(PREFIX)/share/man/man1/aclock.1
	install -D -m 644 $(STAGE)/aclock.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/aclock
	install -D -m 644 $(STAGE)/_aclock $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_aclock
	install -D -m 644 $(STAGE)/aclock.fish $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/aclock.fish

uninstall:
	cd $(DESTDIR)$(PREFIX) && rm -f $(INSTALLED)

# A Debian package of the same files under /usr: its Depends worked out by dpkg-shlibdeps from
# the libraries the binary links, plus what it reads at run time (fonts, the tz database).
ARCH := $(shell dpkg --print-architecture 2>/dev/null || echo amd64)
DEB := dist/aclock_$(VERSION)_$(ARCH).deb
DEBROOT := $(SCRATCH)/deb

deb: $(DEB)

$(DEB): all packaging/debian/control.in packaging/debian/copyright packaging/debian/changelog
	rm -rf $(DEBROOT) && mkdir -p $(DEBROOT)/DEBIAN dist
	$(MAKE) --no-print-directory install DESTDIR=$(DEBROOT) PREFIX=/usr
	# Debian keeps zsh completions in vendor-completions and compresses manual pages.
	mkdir -p $(DEBROOT)/usr/share/zsh/vendor-completions
	mv $(DEBROOT)/usr/share/zsh/site-functions/_aclock $(DEBROOT)/usr/share/zsh/vendor-completions/_aclock
	rmdir $(DEBROOT)/usr/share/zsh/site-functions
	gzip -9n $(DEBROOT)/usr/share/man/man1/aclock.1
	install -D -m 644 packaging/debian/copyright $(DEBROOT)/usr/share/doc/aclock/copyright
	# A native package (no Debian revision): its changelog is changelog.gz.
	gzip -9n < packaging/debian/changelog > $(DEBROOT)/usr/share/doc/aclock/changelog.gz
	chmod 644 $(DEBROOT)/usr/share/doc/aclock/changelog.gz
	# dpkg-shlibdeps reads a source package's debian/control: a two-stanza stand-in will do.
	cd $(DEBROOT) && mkdir -p debian && printf 'Source: aclock\n\nPackage: aclock\nArchitecture: any\n' > debian/control \
		&& dpkg-shlibdeps -O -e usr/bin/aclock | sed 's/^shlibs:Depends=//' > ../shlibs && rm -rf debian
	test -s $(SCRATCH)/shlibs
	sed -e 's/@VERSION@/$(VERSION)/' -e 's/@ARCH@/$(ARCH)/' -e "s/@DEPENDS@/$$(cat $(SCRATCH)/shlibs)/" \
		-e "s/@SIZE@/$$(du -sk $(DEBROOT)/usr | cut -f1)/" packaging/debian/control.in > $(DEBROOT)/DEBIAN/control
	find $(DEBROOT) -type d -exec chmod 755 {} +
	dpkg-deb --root-owner-group -Zxz --build $(DEBROOT) $@

clean:
	rm -rf $(SCRATCH) .build-man dist
