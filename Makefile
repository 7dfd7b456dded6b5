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

.PHONY: all binary install uninstall clean
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
	cp $(STAGE)/man/aclock.1 $@

$(STAGE)/aclock.bash: $(BINARY)
	mkdir -p $(STAGE) && $(BINARY) --generate-completion-script bash > $@
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

clean:
	rm -rf $(SCRATCH) .build-man
