# Ported-file tests in the style of Coccinelle's tests/*.c + *.res: each
# tests/ported/X.c is ported with zcport (--no-check, plus the options
# named on a first line "/* zcport-args: ... */") and the result must be
# X.res byte for byte; porting X.res again must change nothing.
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT/tests/ported" || exit 1
for c in *.c; do
	t=${c%.c}
	args=$(sed -n '1s|^/\* zcport-args: \(.*\) \*/$|\1|p' "$c")
	rm -rf "$tmp/o"
	# shellcheck disable=SC2086
	"$ZCPORT" port --no-check $args --output-dir="$tmp/o" "$c" >/dev/null 2>"$tmp/err"
	if [ ! -f "$t.res" ]; then
		fail "ported/$t" "no $t.res"
		continue
	fi
	expect_eq "ported/$t" "$tmp/o/$c" "$t.res"
	cp "$t.res" "$tmp/again.c"
	# shellcheck disable=SC2086
	"$ZCPORT" port --no-check $args "$tmp/again.c" >"$tmp/again.diff" 2>/dev/null
	[ -s "$tmp/again.diff" ] && fail "ported/$t: porting the result changes nothing" ||
		pass "ported/$t: porting the result changes nothing"
done
