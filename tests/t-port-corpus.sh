# The port of every corpus driver against its reviewed expected result
# (tests/expected/DRIVER.diff: the diff on stdout; DRIVER.summary: the
# summary on stderr and the exit status; DRIVER.only24: files only the
# 2.4 branch of the driver's Makefile builds), and the guarantees around it:
# the expected port compiles against headers/2.6 with every kiobuf name
# poisoned (tests/corpus-sdk standing in for a vendor SDK's headers),
# porting a ported tree changes nothing, files without kiobuf
# use are byte-for-byte untouched, --jobs does not change the output,
# and each file's port alone is its port in the whole corpus's run
# (tests/lib/same-answer.py; t-same-answer.sh does the same for its
# test drivers).
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1

# per driver: diff, summary, idempotent, untouched, and the compile check
# of the expected port where it is meant to build; then 6 over the corpus
ncompile=0
for s in tests/expected/*.summary; do
	grep -q 'the original has too\|^exit: 0$' "$s" && ncompile=$((ncompile + 1))
done
plan $(( 4 * $(find corpus -mindepth 1 -maxdepth 1 -type d | wc -l) + ncompile + 6 ))

# The poison list is the test's own, not the tool's, so a name the tool
# forgot still fails here.
{
	echo '#pragma GCC poison kiobuf map_user_kiobuf unmap_kiobuf mark_dirty_kiobuf'
	echo '#pragma GCC poison alloc_kiovec free_kiovec kiobuf_init lock_kiovec unlock_kiovec'
	echo '#pragma GCC poison brw_kiovec kiobuf_wait_for_io end_kio_request expand_kiobuf'
	echo '#pragma GCC poison alloc_kiovec_sz free_kiovec_sz alloc_kiobuf_bhs free_kiobuf_bhs'
	echo '#pragma GCC poison KIO_MAX_ATOMIC_IO KIO_STATIC_PAGES KIO_MAX_SECTORS'
} >"$tmp/poison.h"

poisoned=$(sed 's/#pragma GCC poison//' "$tmp/poison.h")
poisoned_re=$(echo $poisoned | tr ' ' '|')
compile26() {	# FILE DIR: 0 when FILE builds against 2.6
	# GCC rejects a poisoned name in #ifdef too: a file (or a header
	# beside it) that tests whether 2.4's <linux/iobuf.h> defined a
	# macro keeps that name out of its list; its uses still fail.
	# (The names on the conditionals of FILE and the headers, in one
	# pipeline: no fork per name.)
	local n tested
	tested=" $(cat "$1" "$2"/*.h 2>/dev/null |
		grep -E '^[[:space:]]*#[[:space:]]*(if|ifdef|ifndef|elif)[[:space:]]' |
		grep -owE "$poisoned_re" | tr '\n' ' ')"
	for n in $poisoned; do
		[[ "$tested" = *" $n "* ]] || echo "#pragma GCC poison $n"
	done >"$tmp/poison-file.h"
	gcc -fsyntax-only -nostdinc -std=gnu89 -D__KERNEL__ -DMODULE -Wall \
		-Werror=implicit-function-declaration -include "$tmp/poison-file.h" \
		-I "$2" -I headers/2.6 -I tests/corpus-sdk "$1" 2>"$tmp/gcc.log"
}

# The ported tree, and the port of it, once for the whole corpus (a
# file's port does not depend on the rest of the run: t-same-answer.sh),
# made where the loop first needs them: each driver's checks come after
# a run of zcport.  (Porting the port: 0 or 1, as a marked site may no
# longer name kiobuf code, but never an error.)  The tree is made with
# --jobs=4 and a report: the --jobs check below compares it with a
# --jobs=1 run.
# again.ok: both ran as they should (else every driver's check fails)
run_again() {
	[ -e "$tmp/again.diff" ] && return 0
	# exit 1: the corpus has sites left for a human
	run_zcport 1 "$tmp/od.out" "$tmp/j4.raw" -- \
		port --jobs=4 --output-dir="$tmp/od" --report="$tmp/r4.json" corpus &&
		run_zcport '[01]' "$tmp/again.diff" "$tmp/again.err" -- port "$tmp/od/corpus" &&
		: >"$tmp/again.ok"
	touch "$tmp/again.diff"
}
# again DRIVER-DIR: the part of the second port's diff for that driver
again() {
	awk -v d="$tmp/od/$1/" '/^--- / { minus = $0; next }
		/^\+\+\+ / { f = index(minus, d) || index($0, d); if (f) print minus }
		f' "$tmp/again.diff"
}

alone=
for d in corpus/*/; do
	d=${d%/}
	drv=$(basename "$d")
	exp=tests/expected/$drv
	if [ ! -f "$exp.diff" ] || [ ! -f "$exp.summary" ]; then
		fail "port $drv" "no reviewed expected port in tests/expected/"
		continue
	fi
	want=$(sed -n 's/^exit: //p' "$exp.summary")
	mkdir -p "$tmp/alone"
	run_zcport "$want" "$tmp/$drv.diff" "$tmp/$drv.raw" -- port \
		--report="$tmp/alone/$drv.json" "$d"
	alone="$alone $tmp/alone/$drv.json $tmp/$drv.diff"
	echo "exit: $ZC_STATUS" >>"$tmp/$drv.raw"
	# the wall time is the one line that differs run to run
	grep -v '^summary: wall time' "$tmp/$drv.raw" >"$tmp/$drv.err"
	expect_eq "port $drv: diff" "$tmp/$drv.diff" "$exp.diff"
	expect_eq "port $drv: summary" "$tmp/$drv.err" "$exp.summary"

	# the expected port, applied to a copy of the driver, builds
	# against 2.6
	rm -rf "$tmp/tree" && mkdir -p "$tmp/tree/corpus" && cp -R "$d" "$tmp/tree/corpus/"
	if ! (cd "$tmp/tree" && patch -s -p1 <"$ZC_ROOT/$exp.diff"); then
		fail_static "port $drv: expected diff applies"
		continue
	fi
	if grep -q 'the original has too' "$exp.summary"; then
		# its other 2.4 APIs do not build: no new error, no kiobuf name
		ok=1
		for c in "$tmp/tree/$d"/*.c; do
			compile26 "$c" "$tmp/tree/$d"
			grep -o 'error: .*' "$tmp/gcc.log" | sort >"$tmp/perr"
			# the original, the headers the port includes (a 2.6
			# direct_IO method's) in place of the one 2.6 lacks
			grep '^+#include <' "$ZC_ROOT/$exp.diff" | sed 's/^+//' >"$tmp/adds"
			sed -e "/#include <linux\/iobuf.h>/{r $tmp/adds" -e 'd}' "$ZC_ROOT/$d/${c##*/}" >"$tmp/orig.c"
			compile26 "$tmp/orig.c" "$ZC_ROOT/$d"
			grep -o 'error: .*' "$tmp/gcc.log" | sort >"$tmp/oerr"
			if grep -q poisoned "$tmp/perr" || [ -n "$(comm -23 "$tmp/perr" "$tmp/oerr")" ]; then
				ok=0
				break
			fi
		done
		# the expected port, not zcport's: a static check
		[ $ok = 1 ] && pass_static "port $drv: against 2.6, only errors the original has too" ||
			fail_static "port $drv: against 2.6, only errors the original has too" "$(comm -23 "$tmp/perr" "$tmp/oerr" | head -5)"
	elif grep -q '^exit: 0$' "$exp.summary"; then
		ok=1
		for c in "$tmp/tree/$d"/*.c; do
			# a file only 2.4 builds (the 2.4 branch of the
			# driver's Makefile; reviewed list) is left as it is
			grep -qx "${c##*/}" "$exp.only24" 2>/dev/null && continue
			compile26 "$c" "$tmp/tree/$d" || { ok=0; break; }
		done
		[ $ok = 1 ] && pass_static "port $drv: compiles against 2.6, kiobuf poisoned" ||
			fail_static "port $drv: compiles against 2.6, kiobuf poisoned" "$(head -5 "$tmp/gcc.log")"
	fi

	# idempotence: the ported tree ports to nothing new (the port of
	# the whole corpus, below the loop: its diff's part for this driver)
	run_again
	again "$d" >"$tmp/again.$drv"
	if [ ! -e "$tmp/again.ok" ]; then
		fail "port $drv: idempotent" "porting the corpus or its port went wrong: $(head -3 "$tmp/again.err")"
	elif [ -s "$tmp/again.$drv" ]; then
		fail "port $drv: idempotent" "$(head -5 "$tmp/again.$drv")"
	else
		pass "port $drv: idempotent"
	fi

	# every file is in the output dir; those outside the diff byte for byte
	ok=1 n=0
	for f in $(find "$d" -type f); do
		if [ ! -f "$tmp/od/$f" ]; then
			ok=0
			echo "  missing from the output dir: $f"
		elif ! grep -q "^+++ b/$f\$" "$exp.diff"; then
			n=$((n + 1))
			cmp -s "$f" "$tmp/od/$f" || { ok=0; echo "  changed without a diff: $f"; }
		fi
	done
	[ $ok = 1 ] && pass "port $drv: files outside the diff are untouched ($n)" ||
		fail "port $drv: files outside the diff are untouched"
done

# --jobs never changes the output: a --jobs=1 diff, applied, is the
# --jobs=4 tree of the loop above (--output-dir), and the summaries and
# reports are the same (t-edge.sh compares two diffs)
# (exit 1: the corpus has sites left for a human)
run_zcport 1 "$tmp/j1.diff" "$tmp/j1.raw" -- port --jobs=1 --report="$tmp/r1.json" corpus
grep -v '^summary: wall time' "$tmp/j1.raw" >"$tmp/j1.err"
grep -v '^summary: wall time' "$tmp/j4.raw" >"$tmp/j4.err" 2>/dev/null
# the whole corpus diff applies with git apply too
rm -rf "$tmp/g" && mkdir -p "$tmp/g" && cp -R corpus "$tmp/g/"
applied=0
(cd "$tmp/g" && git init -q && git apply "$tmp/j1.diff") && applied=1
[ $applied = 1 ] && [ -s "$tmp/j1.err" ] && [ -d "$tmp/od/corpus" ] &&
	diff -r -x .git "$tmp/g/corpus" "$tmp/od/corpus" >/dev/null &&
	cmp -s "$tmp/j1.err" "$tmp/j4.err" && cmp -s "$tmp/r1.json" "$tmp/r4.json" &&
	pass "port --jobs=1 and --jobs=4 give the same port (diff applied = tree), summary and report" ||
	fail "port --jobs=1 and --jobs=4 give the same port (diff applied = tree), summary and report"
[ $applied = 1 ] &&
	pass "port corpus/: diff applies with git apply" ||
	fail "port corpus/: diff applies with git apply"

# the same answer alone and together: each driver's port of the loop
# above (its diff and report) is its part of the whole corpus's run
# shellcheck disable=SC2086
out=$(python3 "$ZC_ROOT/tests/lib/same-answer.py" "$tmp/r1.json" \
	"$tmp/j1.diff" $alone 2>&1)
n=$(echo "$out" | sed -n 's/^\([0-9]*\) files compared.*/\1/p')
if [ "${n:-0}" -gt 20 ] && ! echo "$out" | grep -q '^differs:' && ! zc_tainted; then
	pass "port: each file's report and diff are the same alone and in the whole corpus (${out%%$'\n'*})"
else
	fail "port: each file's report and diff are the same alone and in the whole corpus" \
		"$(echo "$out" | head -5)"
fi

# every site of the report is a site of the scan, and has a state
run_zcport 0 "$tmp/scan.json" -- scan --format=json corpus
keys() { sed -n 's/^ *{"file": "\([^"]*\)", "line": \([0-9]*\), "column": \([0-9]*\), "kind": "[a-z]*", "symbol": "\([^"]*\)".*/\1:\2:\3:\4/p' "$1" | sort; }
keys "$tmp/scan.json" >"$tmp/scan.keys"
keys "$tmp/r1.json" >"$tmp/rep.keys"
[ -s "$tmp/scan.keys" ] && cmp -s "$tmp/scan.keys" "$tmp/rep.keys" &&
	pass "port report covers exactly the scan's sites" ||
	fail "port report covers exactly the scan's sites"
n=$(grep -c '"state": "converted"\|"state": "guarded"\|"state": "manual", \("note": "[^"]*", \)\{0,1\}"reason_code": "[a-z-]*", "reason": "[^"]' "$tmp/r1.json" 2>/dev/null)
[ "${n:-0}" -gt 0 ] && [ "$n" = "$(wc -l <"$tmp/rep.keys")" ] &&
	pass "port report: every site converted, guarded, or manual with a reason" ||
	fail "port report: every site converted, guarded, or manual with a reason" "$n of $(wc -l <"$tmp/rep.keys")"

# make run is quiet: the summary and each file's state, the diff in a file
# it names (here in a temp dir), which applies.  (scripts/run-corpus runs
# tool/zcport itself; after a run that went wrong the check fails
# whatever it does, so it is not run then: the meta-test's do-nothing
# zcport need not wait for a real port)
mkdir -p "$tmp/run"
: >"$tmp/run.out"
st=skipped
zc_tainted ||
	{ RUN_CORPUS_OUT="$tmp/run" "$ZC_ROOT/scripts/run-corpus" >"$tmp/run.out" 2>&1; st=$?; }
n=$(wc -l <"$tmp/run.out")
# quiet: one line per file's state, and fewer than 20 others (no line per
# site left for a human; the corpus may grow)
other=$(grep -vc '^  corpus/' "$tmp/run.out")
rm -rf "$tmp/rt" && mkdir -p "$tmp/rt" && cp -R corpus "$tmp/rt/"
[ $st = 0 ] && [ "$other" -lt 20 ] && [ -s "$tmp/run/corpus.diff" ] &&
	! grep -q ': manual: [a-z-]*: ' "$tmp/run.out" &&
	grep -q '^  corpus/simple_rw/simple_rw.c: 17 converted, 0 manual, validated, compiles on 2.6$' "$tmp/run.out" &&
	grep -q '^summary: [0-9]* files validated, 0 failed$' "$tmp/run.out" &&
	grep -q 'corpus.diff' "$tmp/run.out" && ! grep -q '^+static inline' "$tmp/run.out" &&
	(cd "$tmp/rt" && patch -s -p1 <"$tmp/run/corpus.diff") &&
	[ -f "$tmp/rt/corpus/simple_rw/zcport_user_pages.h" ] &&
	pass "make run: $n lines ($other besides the files' states), the diff in corpus.diff, which applies" ||
	fail "make run: quiet, the diff in corpus.diff" "exit $st, $n lines: $(head -3 "$tmp/run.out")"
