# harness.sh: shared bookkeeping for zcport's test scripts (sourced).
#
# pass NAME / fail NAME [WHY] / known NAME / xpass NAME / skip NAME WHY
# record one result;
# summary prints the totals.  A failing test keeps what it produced under
# tests/out/ (.got, .diff) so it can be read after the run.

ZC_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
ZCPORT="$ZC_ROOT/tool/zcport"
ZC_OUT="$ZC_ROOT/tests/out"
mkdir -p "$ZC_OUT"
: "${ZC_RESULTS:=$ZC_OUT/results}"

pass()  { echo "PASS $1"; echo pass >>"$ZC_RESULTS"; }
fail()  { echo "FAIL $1${2:+: $2}"; echo fail >>"$ZC_RESULTS"; }
known() { echo "KNOWN-FAIL $1"; echo known >>"$ZC_RESULTS"; }
skip()  { echo "SKIP $1${2:+: $2}"; echo skip >>"$ZC_RESULTS"; }
xpass() { echo "FAIL $1: unexpected pass of a known failure (drop the tag)"; echo fail >>"$ZC_RESULTS"; }

# expect_eq NAME GOT-FILE WANT-FILE: compare, keep .got/.diff on failure
expect_eq() {
	local name=$1 got=$2 want=$3 safe
	safe=$(echo "$name" | tr '/ ' '__')
	if cmp -s "$got" "$want"; then
		pass "$name"
		return 0
	fi
	cp "$got" "$ZC_OUT/$safe.got"
	diff -u "$want" "$got" >"$ZC_OUT/$safe.diff"
	fail "$name" "output differs, see tests/out/$safe.diff"
	return 1
}
