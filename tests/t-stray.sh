# Every change of the semantic patches belongs to a site (stray.h): a
# hunk of spatch's output that is not on or next to the line of a kiobuf
# use the port converts is put back, with a warning naming the file, the
# line and the rule, and in the report.  The scatterlist rule touches
# only entries filled from a kiobuf's pages; an over-broad version of it
# (what it once was) is caught by the net.
. "$(dirname "$0")/lib/harness.sh"
plan 10
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1
f=tests/stray/sg-teardown.c

# 1. the rules as they are
run_zcport 0 "$tmp/a.diff" "$tmp/a.err" -- port --no-check \
	--report="$tmp/a.json" --output-dir="$tmp/a" "$f"
o=$tmp/a/$f
grep -q '^		sclp->address = NULL;$' "$o" &&
	! grep -q '^		h->list\[i\].address = NULL;$' "$o" &&
	pass "scatterlist rule: an entry of kernel buffers keeps its address, one of kiobuf pages loses it" ||
	fail "scatterlist rule: an entry of kernel buffers keeps its address, one of kiobuf pages loses it" "$(grep -n 'address = NULL' "$o")"
# a 2.4 branch is left alone whole: its edit is put back, and said
grep -q '^	h->list\[0\].address = NULL;$' "$o" &&
	grep -q "^$f:63:1: warning: 40-scatterlist-address deleted \"h->list\[0\].address = NULL;\" outside every kiobuf use zcport ports; put back as it was$" "$tmp/a.err" &&
	pass "an edit in a 2.4 branch is put back, with a warning naming the line and the rule" ||
	fail "an edit in a 2.4 branch is put back, with a warning naming the line and the rule" "$(grep -n 'warning\|list\[0\]' "$tmp/a.err" "$o")"
grep -q '"reverted_edits": \[{"line": 63, "rule": "40-scatterlist-address", "change": "deleted \\"h->list\[0\].address = NULL;\\""}\]' "$tmp/a.json" &&
	grep -q "^  $f: 6 converted, 0 manual, 1 guarded, unchecked; 1 edit outside the kiobuf uses put back$" "$tmp/a.err" &&
	pass "the edit put back is in the report and the summary" ||
	fail "the edit put back is in the report and the summary" "$(grep reverted "$tmp/a.json"; grep "^  $f" "$tmp/a.err")"

# 2. the scatterlist rule as it once was: every "sg.address = NULL;" went
mkdir -p "$tmp/data"
cp -R semantic-patches headers "$tmp/data/"
cat >"$tmp/data/semantic-patches/scatterlist/40-scatterlist-address.cocci" <<'COCCI'
/// Drop "sg.address = NULL" (every one: too broad).
//
// Confidence: High
// Options: --no-includes --include-headers

virtual patch
virtual report

@depends on patch@
struct scatterlist *sgp;
struct scatterlist sg;
@@
(
- sgp->address = NULL;
|
- sg.address = NULL;
)
COCCI
ZCPORT_DATADIR="$tmp/data" run_zcport 0 "$tmp/b.diff" "$tmp/b.err" -- \
	port --no-check --report="$tmp/b.json" --output-dir="$tmp/b" "$f"
o=$tmp/b/$f
grep -q '^		sclp->address = NULL;$' "$o" &&
	grep -q "^$f:42:1: warning: 40-scatterlist-address deleted \"sclp->address = NULL;\" outside every kiobuf use zcport ports; put back as it was$" "$tmp/b.err" &&
	pass "an over-broad rule: its edit in code without kiobufs is put back and named" ||
	fail "an over-broad rule: its edit in code without kiobufs is put back and named" "$(grep -n 'warning' "$tmp/b.err"; grep -n 'sclp->address = NULL' "$o")"
! grep -q '^		h->list\[i\].address = NULL;$' "$o" &&
	grep -q 'user_pages_map(h->iobuf' "$o" &&
	pass "an over-broad rule: its edits next to kiobuf uses stay, the rest of the port too" ||
	fail "an over-broad rule: its edits next to kiobuf uses stay, the rest of the port too" "$(grep -n 'address = NULL\|user_pages_map' "$o")"
[ "$(grep -c ' outside every kiobuf use zcport ports' "$tmp/b.err")" = 2 ] &&
	grep -q '"reverted_edits": \[{"line": 42, "rule": "40-scatterlist-address", .*{"line": 63, ' "$tmp/b.json" &&
	grep -q "; 2 edits outside the kiobuf uses put back$" "$tmp/b.err" &&
	pass "an over-broad rule: each edit put back is reported once" ||
	fail "an over-broad rule: each edit put back is reported once" "$(grep reverted "$tmp/b.json")"
# the diff on stdout, too, leaves the line alone
ZCPORT_DATADIR="$tmp/data" run_zcport 0 "$tmp/b.diff" "$tmp/b2.err" -- \
	port --no-check "$f"
! grep -q '^-.*sclp->address = NULL;' "$tmp/b.diff" &&
	grep -q '^-		h->list\[i\].address = NULL;$' "$tmp/b.diff" &&
	pass "an over-broad rule: the diff leaves the line alone" ||
	fail "an over-broad rule: the diff leaves the line alone" "$(grep -n 'sclp' "$tmp/b.diff")"

# the corpus driver whose bounce buffers' teardown clears sg->address
ZCPORT_DATADIR="$tmp/data" run_zcport 1 "$tmp/s.diff" "$tmp/s.err" -- \
	port corpus/sg_addr
grep -q "^corpus/sg_addr/sg_addr.c:82:1: warning: 40-scatterlist-address deleted \"sg\[i\].address = NULL;\" outside every kiobuf use zcport ports; put back as it was$" "$tmp/s.err" &&
	cmp -s "$tmp/s.diff" tests/expected/sg_addr.diff &&
	pass "an over-broad rule on sg_addr: the port is the reviewed one, the stray edit named" ||
	fail "an over-broad rule on sg_addr: the port is the reviewed one, the stray edit named" "$(grep warning "$tmp/s.err"; diff "$tmp/s.diff" tests/expected/sg_addr.diff | head -5)"

# 3. a local size that only fed alloc_kiovec_sz() goes with the call
run_zcport 0 "$tmp/c.diff" "$tmp/c.err" -- port --no-check tests/stray/sz-local.c
grep -q '^-	int nbh = 16;$' "$tmp/c.diff" && ! grep -q 'warning' "$tmp/c.err" &&
	pass "a declaration whose variable a kiobuf call named goes with it" ||
	fail "a declaration whose variable a kiobuf call named goes with it" "$(grep -n 'nbh\|warning' "$tmp/c.diff" "$tmp/c.err")"
# and the rest of that function is untouched
grep -q '^ 	int tries;$' "$tmp/c.diff" &&
	pass "the declarations beside it stay" ||
	fail "the declarations beside it stay" "$(cat "$tmp/c.diff" | head -30)"
