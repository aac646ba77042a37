# Fault isolation: a file that makes spatch time out costs only its own
# port.  Its sites end manual with reason "timeout"; the rest of the tree
# is ported as usual.
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1
plan 4

mkdir -p "$tmp/t"
cp corpus/simple_rw/simple_rw.c corpus/two_decl/two_decl.c "$tmp/t/"
# one function with thousands of branches and gotos: spatch's matching
# takes far longer than the 2 s allowed below
awk 'BEGIN {
	print "#include <linux/iobuf.h>"
	print "int big(struct kiobuf *kb, int x)"
	print "{"
	print "\tint err = 0;"
	for (i = 0; i < 3000; i++)
		printf "\tif (x == %d) { err = map_user_kiobuf(READ, kb, %d, 4); if (err) goto out%d; unmap_kiobuf(kb); }\n", i, i, i % 50
	for (i = 0; i < 50; i++)
		printf "out%d:\n\terr++;\n", i
	print "\treturn err;"
	print "}"
}' >"$tmp/t/hang.c"

# (its 6,002 sites are over the per-file site limit, which would flag it
# too-large before spatch ever ran: lifted, so spatch gets it and times out)
ZCPORT_MAX_FILE_SITES=0 run_zcport -C "$tmp" 1 "$tmp/d.diff" "$tmp/err" -- port --timeout=2 --report=r.json t
st=$ZC_STATUS
[ $st = 1 ] && pass "port with a file that times out: exit 1" ||
	fail "port with a file that times out: exit 1" "exit $st: $(tail -3 "$tmp/err")"
grep -q '^  t/simple_rw.c: 17 converted, 0 manual, validated, compiles on 2.6$' "$tmp/err" &&
	grep -q '^  t/two_decl.c: 18 converted, 0 manual, validated, compiles on 2.6$' "$tmp/err" &&
	pass "the rest of the tree is still ported and validated" ||
	fail "the rest of the tree is still ported and validated" "$(grep '^  t/' "$tmp/err")"
n=$(grep -c '"file": "t/hang.c".*"state": "manual", "reason_code": "timeout"' "$tmp/r.json" 2>/dev/null)
all=$(grep -c '"file": "t/hang.c", "line"' "$tmp/r.json" 2>/dev/null)
[ "${n:-0}" -gt 6000 ] && [ "$n" = "$all" ] &&
	pass "every site of the file that timed out is manual: timeout ($n)" ||
	fail "every site of the file that timed out is manual: timeout" "$n of $all; states: $(grep -o '"file": "t/hang.c".*"state": "[a-z]*"\(, "reason_code": "[a-z-]*"\)\?' "$tmp/r.json" 2>/dev/null |
		sed 's/.*"state"/"state"/' | sort | uniq -c | head -3 | tr '\n' ' ')"
# the diff ports the others; for it, it only adds the manual markers
awk '/^--- /{ f = ($2 == "a/t/hang.c") } f' "$tmp/d.diff" >"$tmp/hang.diff"
grep -q '^+++ b/t/simple_rw.c$' "$tmp/d.diff" && grep -q '^+++ b/t/two_decl.c$' "$tmp/d.diff" &&
	grep -q '^+ \* zcport: manual port needed: timeout' "$tmp/hang.diff" &&
	! grep -v '^--- ' "$tmp/hang.diff" | grep -q '^-' &&
	! grep -q '^+.*user_pages' "$tmp/hang.diff" &&
	pass "the timed-out file's code is not changed, only marked" ||
	fail "the timed-out file's code is not changed, only marked" "$(head -5 "$tmp/hang.diff")"
