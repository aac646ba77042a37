# zcport: port Linux 2.4 kiobuf drivers to the 2.6 user-page API.
#
#   make            build tool/zcport (installs missing packages as root)
#                   and its man page, zcport.1 (man ./zcport.1)
#   make run        the main job: port corpus/, show each file's state and the
#                   summary; the diff goes to corpus.diff
#   make test       every test; ends with "N passed, N failed"
#   make check      the build and the quick tests (golden scans, per-rule
#                   and ported-file tests, the corpus in one port): the
#                   edit-compile loop; ends the same way
#   make boot-test  the --target=6.1 ports in a booted Linux 6.1 (qemu, TCG;
#                   minutes: not part of make test; .ci/run runs both)
#   make bench      timing against spatch --dir, then what one file costs
#                   as it grows (never part of the tests)
#   make bench-scale  only the second: scripts/scale.py (issue 24's table)
#   make mutants    tests/t-robustness.sh against builds that each lack one
#                   of issue 23's protections (scripts/protection-mutants,
#                   in temp copies of the tree): every one must fail it
#                   (half an hour; not part of make test)
#   make tsan       build tool/zcport-tsan (ThreadSanitizer) and port the
#                   corpus with --jobs=8; fails on any data race report
#   make readme     write the synopsis in README.md from the option table
#                   (tool/cmd/options.c; tests/t-cli.sh checks they agree)
#   make install PREFIX=/usr/local

PREFIX ?= /usr/local
CC ?= cc
CFLAGS ?= -O2 -g
ZC_CFLAGS = -std=gnu11 -Wall -Wextra -D_GNU_SOURCE -pthread

# Build on every CPU unless -j is given: a fresh build is most of what
# `make check` waits for before its first suite.
ifeq ($(filter -j%,$(MAKEFLAGS)),)
MAKEFLAGS += -j$(shell nproc)
endif

# The LLVM prefix with clang-c/Index.h and libclang.so; found (and the
# packages installed, as root) by scripts/ensure-deps.
LLVM_PREFIX ?= $(shell scripts/ensure-deps)

# tool/ is the pipeline, one folder per stage (docs/architecture.md):
# base, os (subprocesses, temp files, threads), read, api, rewrite,
# judge, validate, emit, cmd.  The migrations are folders of
# semantic-patches/, each with its rules, helper pieces, tests and, for
# some, a C pass (semantic-patches/NAME/*.c), built here with the rest.
# Every folder with C is on the include path, so a module includes
# another's header by its name alone.
SRCS = $(wildcard tool/*/*.c) $(wildcard semantic-patches/*/*.c)
HDRS = $(wildcard tool/*/*.h tool/*/*.def semantic-patches/*/*.h \
	semantic-patches/*.def)
SRC_DIRS = $(sort $(dir $(SRCS)))
OBJS = $(SRCS:.c=.o)
BIN = tool/zcport
ZC_INCLUDES = $(patsubst %/,-I%,$(SRC_DIRS)) -Isemantic-patches

MAN = zcport.1

all: $(BIN) $(MAN)

check-deps:
	@test -n "$(LLVM_PREFIX)" || { echo "make: error: missing dependencies (see above)" >&2; exit 1; }

$(BIN): $(OBJS) | check-deps
	$(CC) $(CFLAGS) $(ZC_CFLAGS) -o $@ $(OBJS) \
		-L$(LLVM_PREFIX)/lib -Wl,-rpath,$(LLVM_PREFIX)/lib -lclang

$(OBJS): %.o: %.c $(HDRS) | check-deps
	$(CC) $(CFLAGS) $(ZC_CFLAGS) $(ZC_INCLUDES) -I$(LLVM_PREFIX)/include -c -o $@ $<

# the man page, written by the binary from its option table
$(MAN): $(BIN)
	$(BIN) --man >$@.tmp && mv $@.tmp $@

readme: $(BIN)
	@scripts/readme-synopsis $(BIN) README.md

# ThreadSanitizer build: its own objects (tool/tsan/), its own binary, so
# it never mixes with the normal build.  libclang is not instrumented;
# the races that matter are in our own code.
TSAN_OBJS = $(patsubst %.c,tool/tsan/%.o,$(SRCS))
TSAN_BIN = tool/zcport-tsan
TSAN_CFLAGS = -O1 -g -fsanitize=thread

check-tsan-deps: | check-deps
	@scripts/ensure-deps tsan >/dev/null

$(TSAN_BIN): $(TSAN_OBJS) | check-tsan-deps
	$(CC) $(TSAN_CFLAGS) $(ZC_CFLAGS) -o $@ $(TSAN_OBJS) \
		-L$(LLVM_PREFIX)/lib -Wl,-rpath,$(LLVM_PREFIX)/lib -lclang

$(TSAN_OBJS): tool/tsan/%.o: %.c $(HDRS) | check-tsan-deps
	@mkdir -p $(dir $@)
	$(CC) $(TSAN_CFLAGS) $(ZC_CFLAGS) $(ZC_INCLUDES) -I$(LLVM_PREFIX)/include -c -o $@ $<

tsan: $(TSAN_BIN)
	@scripts/run-tsan $(TSAN_BIN)

run: $(BIN)
	@scripts/run-corpus

test: all
	@tests/run-all

check: all
	@tests/run-all --quick

# installs, as root, what it boots (scripts/ensure-deps boot61)
boot-test: $(BIN)
	@tests/run-all slow-boot61.sh slow-realtree61.sh

bench: $(BIN)
	@python3 scripts/bench.py
	@python3 scripts/scale.py

bench-scale: $(BIN)
	@python3 scripts/scale.py

mutants: $(BIN)
	@python3 scripts/protection-mutants

install: $(BIN) $(MAN)
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/zcport \
		$(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/zcport
	install -m 644 $(MAN) $(DESTDIR)$(PREFIX)/share/man/man1/zcport.1
	@# the data: the migrations' folders with their rules and helpers
	@# (not their C, tests or scenarios), the checks, the headers
	cd semantic-patches && for f in */ *.helpers */*.cocci */*.helpers; do \
		case $$f in \
		*/) install -d "$(DESTDIR)$(PREFIX)/share/zcport/semantic-patches/$$f" ;; \
		*) install -m 644 "$$f" "$(DESTDIR)$(PREFIX)/share/zcport/semantic-patches/$$f" ;; \
		esac || exit 1; \
	done
	cp -R headers $(DESTDIR)$(PREFIX)/share/zcport/

clean:
	rm -f $(OBJS) $(BIN) $(TSAN_BIN) $(MAN) $(MAN).tmp
	rm -rf tool/tsan
	rm -rf tests/out

.PHONY: all check-deps check-tsan-deps run test check boot-test bench \
	bench-scale mutants tsan install clean readme
