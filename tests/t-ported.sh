# Ported-file tests in the style of Coccinelle's tests/*.c + *.res: each
# tests/ported/X.c is ported with zcport (--no-check, plus the options
# named on a first line "/* zcport-args: ... */") and the result must be
# X.res byte for byte; porting X.res again must change nothing.
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT/tests/ported" || exit 1
plan $(( 2 * $(ls ./*.c | wc -l) ))
for c in *.c; do
	t=${c%.c}
	args=$(sed -n '1s|^/\* zcport-args: \(.*\) \*/$|\1|p' "$c")
	if [ ! -f "$t.res" ]; then
		fail "ported/$t" "no $t.res"
		continue
	fi
	# exit 1 when the result marks sites for a human, else 0
	want=0
	grep -q 'zcport: manual port needed' "$t.res" && want=1
	rm -rf "$tmp/o"
	# shellcheck disable=SC2086
	run_zcport $want "$tmp/out" "$tmp/err" -- port --no-check $args --output-dir="$tmp/o" "$c"
	expect_eq "ported/$t" "$tmp/o/$c" "$t.res"
	cp "$t.res" "$tmp/again.c"
	# (porting the port: 0 or 1, as a marked site may no longer name
	# kiobuf code, but never an error)
	# shellcheck disable=SC2086
	run_zcport '[01]' "$tmp/again.diff" "$tmp/err" -- port --no-check $args "$tmp/again.c"
	[ -s "$tmp/again.diff" ] && fail "ported/$t: porting the result changes nothing" ||
		pass "ported/$t: porting the result changes nothing"
done
