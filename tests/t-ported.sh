# Ported-file tests in the style of Coccinelle's tests/*.c + *.res: each
# X.c of a migration's cases (semantic-patches/MIGRATION/tests/ported/)
# or of the cases no one migration owns (tests/ported/) is ported with
# zcport (--no-check, plus the options named on a first line
# "/* zcport-args: ... */"), from its own folder, and the result must be
# X.res byte for byte; porting X.res again must change nothing.  A result
# that includes the helper header has it beside it in the output.
# run-all: quick
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1
dirs="tests/ported $(ls -d semantic-patches/*/tests/ported)"
# shellcheck disable=SC2086
plan $(( 2 * $(ls $(printf '%s/*.c ' $dirs) | wc -l) +
	$(grep -l '^#include "zcport_user_pages.h"$' $(printf '%s/*.res ' $dirs) | wc -l) + 1 ))
# the names of the cases are one namespace: a name in two folders would
# hide one of them in the results
# shellcheck disable=SC2086
dup=$(ls $(printf '%s/*.c ' $dirs) | xargs -n1 basename | sort | uniq -d)
[ -z "$dup" ] || fail "ported: a case name in two folders" "$dup"
for d in $dirs; do
	cd "$ZC_ROOT/$d" || exit 1
	for c in *.c; do
		t=${c%.c}
		args=$(sed -n '1,2s|^/\* zcport-args: \(.*\) \*/$|\1|p' "$c")
		if [ ! -f "$t.res" ]; then
			fail "ported/$t" "no $t.res"
			continue
		fi
		# exit 1 when the result marks sites for a human (or the file says
		# so: 2.4's own code, removed-in-2.6, gets no marker), else 0
		want=0
		grep -q 'zcport: manual port needed' "$t.res" && want=1
		want=$(sed -n '1s|^/\* zcport-exit: \([0-9]\) \*/$|\1|p' "$c" | grep . || echo $want)
		rm -rf "$tmp/o"
		# shellcheck disable=SC2086
		run_zcport $want "$tmp/out" "$tmp/err" -- port --no-check $args --output-dir="$tmp/o" "$c"
		expect_eq "ported/$t" "$tmp/o/$c" "$t.res"
		if grep -q '^#include "zcport_user_pages.h"$' "$t.res"; then
			grep -q '^#define ZCPORT_PIECE_USER_PAGES$' "$tmp/o/zcport_user_pages.h" 2>/dev/null &&
				pass "ported/$t: the helper header is written beside it" ||
				fail "ported/$t: the helper header is written beside it"
		fi
		cp "$t.res" "$tmp/again.c"
		# (porting the port: 0 or 1, as a marked site may no longer name
		# kiobuf code, but never an error)
		# shellcheck disable=SC2086
		run_zcport '[01]' "$tmp/again.diff" "$tmp/err" -- port --no-check $args "$tmp/again.c"
		[ -s "$tmp/again.diff" ] && fail "ported/$t: porting the result changes nothing" ||
			pass "ported/$t: porting the result changes nothing"
	done
done
cd "$ZC_ROOT/tests/ported" || exit 1

# The helper header's #include after the last top-level #include, after an
# #ifdef block of includes and a version string between the includes:
# the port validates (helpers placed before the file's own late
# <linux/pagemap.h> failed with an implicit page_cache_release()).
run_zcport 0 "$tmp/io.diff" "$tmp/io.err" -- port include-order.c
st=$ZC_STATUS
[ $st = 0 ] && [ -s "$tmp/io.diff" ] &&
	grep -q '^  include-order.c: 7 converted, 0 manual, validated, compiles on 2.6$' "$tmp/io.err" &&
	pass "ported/include-order: the port validates against 2.6" ||
	fail "ported/include-order: the port validates against 2.6" "exit $st: $(head -3 "$tmp/io.err")"
