# Fault isolation: a file that makes spatch time out costs only its own
# port.  Its sites end manual with reason "timeout"; the rest of the tree
# is ported as usual.
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1

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

(cd "$tmp" && "$ZCPORT" port --timeout=2 --report=r.json t >d.diff 2>err)
st=$?
[ $st = 1 ] && pass "port with a file that times out: exit 1" ||
	fail "port with a file that times out: exit 1" "exit $st: $(tail -3 "$tmp/err")"
grep -q '^  t/simple_rw.c: 17 converted, 0 manual, validated$' "$tmp/err" &&
	grep -q '^  t/two_decl.c: 18 converted, 0 manual, validated$' "$tmp/err" &&
	pass "the rest of the tree is still ported and validated" ||
	fail "the rest of the tree is still ported and validated" "$(grep '^  t/' "$tmp/err")"
n=$(grep -c '"file": "t/hang.c".*"state": "manual", "reason_code": "timeout"' "$tmp/r.json")
all=$(grep -c '"file": "t/hang.c", "line"' "$tmp/r.json")
[ "$n" -gt 6000 ] && [ "$n" = "$all" ] &&
	pass "every site of the file that timed out is manual: timeout ($n)" ||
	fail "every site of the file that timed out is manual: timeout" "$n of $all"
grep -q 'user_pages_map' "$tmp/t/hang.c" && fail "the timed-out file was not changed" ||
	pass "the timed-out file was not changed"
