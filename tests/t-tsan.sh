# Data races: `make tsan` builds zcport with ThreadSanitizer and ports the
# corpus with --jobs=8 (scripts/run-tsan); it must report nothing.
#
# Static: the binary under test is tool/zcport-tsan, which `make tsan`
# builds from the sources; it never runs tool/zcport (nor $ZC_TOOL), so a
# fake zcport cannot change its result, and t-meta.sh need not rerun it.
. "$(dirname "$0")/lib/harness.sh"
plan 1 static
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1

make -s tsan >"$tmp/out" 2>"$tmp/err"
st=$?
n=$(grep -c '^run-tsan: .*: clean (exit 1)$' "$tmp/out")
if [ $st = 0 ] && [ "$n" = 2 ] && grep -q '^run-tsan: no data race reported$' "$tmp/out"; then
	pass "make tsan: port and check with --jobs=8 under ThreadSanitizer, no race"
else
	cp "$tmp/out" "$ZC_OUT/tsan.got"
	cat "$tmp/err" >>"$ZC_OUT/tsan.got"
	fail "make tsan: port and check with --jobs=8 under ThreadSanitizer, no race" \
		"exit $st, $n of 2 runs clean, see tests/out/tsan.got"
fi
