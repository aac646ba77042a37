# Edge cases seen on drivers zcport had never met: CRLF files keep their
# line endings, a symlinked .c file is walked, a file named twice is
# handled once, --help works per command, SARIF columns are UTF-16.
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1

mkdir -p "$tmp/crlf"
sed 's/$/\r/' corpus/simple_rw/simple_rw.c >"$tmp/crlf/x.c"
"$ZCPORT" port --no-check --output-dir="$tmp/o" "$tmp/crlf" >/dev/null 2>&1
f="$tmp/o/${tmp#/}/crlf/x.c"
[ -f "$f" ] && [ "$(grep -c $'\r$' "$f")" = "$(wc -l <"$f")" ] &&
	grep -q user_pages_map "$f" &&
	pass "a CRLF file is ported with CRLF line endings throughout" ||
	fail "a CRLF file is ported with CRLF line endings throughout"

mkdir -p "$tmp/link"
ln -s "$ZC_ROOT/corpus/simple_rw/simple_rw.c" "$tmp/link/l.c"
"$ZCPORT" scan "$tmp/link" | grep -q '^summary: 17 sites in 1 of 1 file$' &&
	pass "a symlinked .c file in a tree is scanned" ||
	fail "a symlinked .c file in a tree is scanned"

(cd corpus && "$ZCPORT" scan simple_rw ./simple_rw simple_rw//simple_rw.c) |
	grep -q '^summary: 17 sites in 1 of 1 file$' &&
	pass "a file named three ways is scanned once" ||
	fail "a file named three ways is scanned once"

"$ZCPORT" port --help | grep -q '^usage: zcport port' &&
	pass "port --help prints its usage" || fail "port --help prints its usage"

mkdir -p "$tmp/u"
printf '#include <linux/iobuf.h>\n/* \xc3\xa9t\xc3\xa9 */ static void f(struct kiobuf *kb) { unmap_kiobuf(kb); }\n' >"$tmp/u/u.c"
"$ZCPORT" scan --format=sarif "$tmp/u" | grep -q '"startLine": 2, "startColumn": 40}' &&
	pass "sarif columns count UTF-16 units, not bytes" ||
	fail "sarif columns count UTF-16 units, not bytes" "$("$ZCPORT" scan "$tmp/u")"

# the precompiled model headers change nothing: scan and port of the
# corpus with the PCH from the first parse, and without it at all
(cd "$ZC_ROOT" && ZCPORT_PCH_AFTER=0 "$ZCPORT" scan --format=json corpus >"$tmp/pch.json" &&
	ZCPORT_NO_PCH=1 "$ZCPORT" scan --format=json corpus >"$tmp/nopch.json")
[ -s "$tmp/pch.json" ] && cmp -s "$tmp/pch.json" "$tmp/nopch.json" &&
	pass "scan: the same with and without the precompiled headers" ||
	fail "scan: the same with and without the precompiled headers"
(cd "$ZC_ROOT" && ZCPORT_PCH_AFTER=0 "$ZCPORT" port --no-check corpus >"$tmp/pch.diff" 2>/dev/null;
	ZCPORT_NO_PCH=1 "$ZCPORT" port --no-check corpus >"$tmp/nopch.diff" 2>/dev/null)
[ -s "$tmp/pch.diff" ] && cmp -s "$tmp/pch.diff" "$tmp/nopch.diff" &&
	pass "port: the same with and without the precompiled headers" ||
	fail "port: the same with and without the precompiled headers"
