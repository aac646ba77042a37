# One migration, one folder: each semantic patch declares the 2.4 names
# it ports or flags, its reasons and its helpers (the headers of
# semantic-patches/MIGRATION/*.cocci); `zcport rules --check` holds the
# declarations to the rules' bodies and the folders to the table of
# migrations, and everything else reads them.  A rule added to a
# migration's folder, with no C change, is scanned, ported, cross-checked
# and credited; a folder the table does not register is refused.
. "$(dirname "$0")/lib/harness.sh"
plan 14
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1

run_zcport 0 "$tmp/ok.out" "$tmp/ok.err" -- rules --check
st=$ZC_STATUS
[ $st = 0 ] && grep -q '^declarations consistent: [1-9][0-9]* names' "$tmp/ok.out" &&
	pass "rules: the shipped declarations are consistent" ||
	fail "rules: the shipped declarations are consistent" "exit $st: $(head -3 "$tmp/ok.err")"

# a copy of the data dir to break on purpose
mkdata() {
	rm -rf "$tmp/data"
	mkdir -p "$tmp/data"
	cp -R semantic-patches headers "$tmp/data/"
}
# lint_fails NAME SED-SCRIPT FILE WANT: the broken copy must fail with WANT
lint_fails() {
	local name=$1 script=$2 file=$3 want=$4 st
	mkdata
	sed -i -e "$script" "$tmp/data/semantic-patches/$file"
	cmp -s "$tmp/data/semantic-patches/$file" "semantic-patches/$file" && {
		fail "rules --check: $name" "the sed script changed nothing"
		return
	}
	ZCPORT_DATADIR="$tmp/data" run_zcport 1 "$tmp/out" "$tmp/err" -- rules --check
	st=$ZC_STATUS
	[ $st = 1 ] && grep -q "$want" "$tmp/err" &&
		pass "rules --check: $name" ||
		fail "rules --check: $name" "exit $st: $(head -3 "$tmp/err")"
}
lint_fails "a name declared twice" \
	's|^// Ports: function map_user_kiobuf|// Ports: function brw_kiovec map_user_kiobuf|' \
	user-pages/10-map-user-kiobuf.cocci "'brw_kiovec' is declared by"
lint_fails "a removed name nobody declares" \
	's|^// Ports: function brw_kiovec=user_bio_rw$|//|' bio/05-brw-kiovec-bio.cocci \
	"removes 'brw_kiovec', which no migration declares"
lint_fails "a replacement the rule does not write" \
	's|alloc_kiovec=user_pages_alloc|alloc_kiovec=user_pages_get|' \
	user-pages/20-kiovec-alloc.cocci "'alloc_kiovec' is declared to become 'user_pages_get'"
lint_fails "a helper called but not declared" \
	's|^// Helpers: user_pages_map user_pages_dirty user_pages_unmap|// Helpers: user_pages_map user_pages_unmap|' \
	user-pages/10-map-user-kiobuf.cocci "calls helper 'user_pages_dirty' without declaring it"
lint_fails "a piece nobody declares" \
	's|^// Helpers: user_pages_alloc user_pages_free|// Helpers: user_pages_alloc|' \
	user-pages/20-kiovec-alloc.cocci "piece 'user_pages_free' is declared by no migration"
lint_fails "a flag with no reason" \
	's|-> page-lock|-> page-unlocked|' user-pages/30-kiovec-lock.cocci \
	"flagged 'page-unlocked', a reason no migration declares"
lint_fails "a reason declared twice" \
	's|^// Reason: page-lock:|// Reason: block-io:|' user-pages/30-kiovec-lock.cocci \
	"reason 'block-io' is declared by"
lint_fails "a name the C passes spell that no migration declares" \
	's|^// Ports: function free_kiovec=user_pages_free kiobuf_init$|// Ports: function free_kiovec=user_pages_free|' \
	user-pages/20-kiovec-alloc.cocci "kiobuf.def:[0-9]*:1: error: the C passes spell 'kiobuf_init', a function no migration declares"
lint_fails "a name the prefilter would skip" \
	's|^// Ports: function lock_kiovec unlock_kiovec|// Ports: function lock_kiovec unlock_kiovec lock_pages|' \
	user-pages/30-kiovec-lock.cocci "'lock_pages' would not pass the prefilter"

# a folder of rules the table does not register would never run
mkdata
mkdir "$tmp/data/semantic-patches/kiobuf-wait"
cp "$tmp/data/semantic-patches/scatterlist/40-scatterlist-address.cocci" \
	"$tmp/data/semantic-patches/kiobuf-wait/60-kiobuf-wait.cocci"
ZCPORT_DATADIR="$tmp/data" run_zcport 1 "$tmp/out" "$tmp/err" -- rules --check
st=$ZC_STATUS
[ $st = 1 ] && grep -q "semantic-patches/kiobuf-wait/: error: a folder of semantic-patches/ that is no migration: add its row to semantic-patches/migrations.def" "$tmp/err" &&
	pass "rules --check: a folder no row of the table registers" ||
	fail "rules --check: a folder no row of the table registers" "exit $st: $(head -3 "$tmp/err")"

# every reason code the C passes give is declared
run_zcport 0 "$tmp/list" -- rules
codes=$(cat tool/*/*.c semantic-patches/*/*.c | tr '\n\t' '  ' | grep -o 'verdict_manual([^;]*' |
	grep -o 'EV_[A-Z]*, *"[a-z-]*"' | sed 's/.*"\([a-z-]*\)"/\1/' | sort -u)
missing=""
for c in $codes; do
	grep -q "^reason $c " "$tmp/list" || missing="$missing $c"
done
[ -n "$codes" ] && [ -z "$missing" ] &&
	pass "rules: every reason code in tool/ and the migrations' passes is declared" ||
	fail "rules: every reason code in tool/ and the migrations' passes is declared" "missing:$missing"

# (that every SARIF result names a rule the run declares, and a
# converted brw_kiovec() is credited to its own migration: t-sarif.sh,
# on its port of the corpus)

# the first half of the worked example of docs/architecture.md: a rule
# added to a migration's folder, here bio's (kiobuf_wait_for_io() moved
# from a flag to a port of its own), with no change to the C code
mkdata
sed -i -e 's|^// Flags: function kiobuf_wait_for_io end_kio_request -> completion|// Flags: function end_kio_request -> completion|' \
	"$tmp/data/semantic-patches/bio/05-brw-kiovec-bio.cocci"
cat >"$tmp/data/semantic-patches/bio/60-kiobuf-wait.cocci" <<'COCCI'
/// Drop kiobuf_wait_for_io(): the 2.6 I/O helpers are synchronous, so
/// there is nothing left to wait for (a worked example, see
/// docs/architecture.md).
//
// Confidence: Moderate
// Options: --no-includes --include-headers
// Ports: function kiobuf_wait_for_io

virtual patch
virtual report

@depends on patch@
expression kb;
@@
- kiobuf_wait_for_io(kb);
COCCI
mkdir -p "$tmp/drv"
cat >"$tmp/drv/waiter.c" <<'C'
#include <linux/iobuf.h>

int waiter_sync(struct kiobuf *kb)
{
	kiobuf_wait_for_io(kb);
	return 0;
}
C
export ZCPORT_DATADIR="$tmp/data"
run_zcport 0 "$tmp/ex.check" -- rules --check
run_zcport 0 "$tmp/ex.scan" -- scan "$tmp/drv"
run_zcport 0 "$tmp/ex.sarif" "$tmp/ex.err" -- port --no-check \
	--report="$tmp/ex.json" --format=sarif "$tmp/drv"
st=$ZC_STATUS
unset ZCPORT_DATADIR
grep -q 'call: kiobuf_wait_for_io in waiter_sync()' "$tmp/ex.scan" &&
	grep -q '"symbol": "kiobuf_wait_for_io", .*"state": "converted"' "$tmp/ex.json" 2>/dev/null &&
	grep -q '"ruleId": "60-kiobuf-wait", "level": "note"' "$tmp/ex.sarif" &&
	grep -q '{"id": "60-kiobuf-wait"' "$tmp/ex.sarif" &&
	pass "rules: a rule added to a migration's folder is scanned, ported and credited" ||
	fail "rules: a rule added to a migration's folder is scanned, ported and credited" \
		"exit $st: $(cat "$tmp/ex.check" "$tmp/ex.err" | head -5)"
# and without it, the same site stays flagged
run_zcport 1 "$tmp/base.out" -- port --no-check --report="$tmp/base.json" "$tmp/drv"
st=$ZC_STATUS
[ $st = 1 ] && grep -q '"symbol": "kiobuf_wait_for_io", .*"state": "manual", "reason_code": "completion"' "$tmp/base.json" &&
	pass "rules: without the new migration the site stays flagged" ||
	fail "rules: without the new migration the site stays flagged" "exit $st"
