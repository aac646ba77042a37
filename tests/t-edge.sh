# Edge cases seen on drivers zcport had never met: CRLF files keep their
# line endings, a symlinked .c file is walked, a file named twice is
# handled once, --help works per command, SARIF columns are UTF-16.
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1
plan 7

mkdir -p "$tmp/crlf"
sed 's/$/\r/' corpus/simple_rw/simple_rw.c >"$tmp/crlf/x.c"
run_zcport 0 "$tmp/out" -- port --no-check --output-dir="$tmp/o" "$tmp/crlf"
f="$tmp/o/${tmp#/}/crlf/x.c"
[ -f "$f" ] && [ "$(grep -c $'\r$' "$f")" = "$(wc -l <"$f")" ] &&
	grep -q user_pages_map "$f" &&
	pass "a CRLF file is ported with CRLF line endings throughout" ||
	fail "a CRLF file is ported with CRLF line endings throughout"

mkdir -p "$tmp/link"
ln -s "$ZC_ROOT/corpus/simple_rw/simple_rw.c" "$tmp/link/l.c"
run_zcport 0 "$tmp/out" -- scan "$tmp/link"
grep -q '^summary: 17 sites in 1 of 1 file$' "$tmp/out" &&
	pass "a symlinked .c file in a tree is scanned" ||
	fail "a symlinked .c file in a tree is scanned"

run_zcport -C corpus 0 "$tmp/out" -- scan simple_rw ./simple_rw simple_rw//simple_rw.c
grep -q '^summary: 17 sites in 1 of 1 file$' "$tmp/out" &&
	pass "a file named three ways is scanned once" ||
	fail "a file named three ways is scanned once"

run_zcport 0 "$tmp/out" -- port --help
grep -q '^usage: zcport port' "$tmp/out" &&
	pass "port --help prints its usage" || fail "port --help prints its usage"

mkdir -p "$tmp/u"
printf '#include <linux/iobuf.h>\n/* \xc3\xa9t\xc3\xa9 */ static void f(struct kiobuf *kb) { unmap_kiobuf(kb); }\n' >"$tmp/u/u.c"
run_zcport 0 "$tmp/out" -- scan --format=sarif "$tmp/u"
grep -q '"startLine": 2, "startColumn": 40}' "$tmp/out" &&
	pass "sarif columns count UTF-16 units, not bytes" ||
	fail "sarif columns count UTF-16 units, not bytes" "$(grep -o '"startLine[^}]*}' "$tmp/out")"

# every file is parsed with its own headers only (there is no
# precompiled header any more: t-same-answer.sh): the output is the same
# however the files are spread over threads
run_zcport 0 "$tmp/j1.json" -- scan --jobs=1 --format=json corpus
run_zcport 0 "$tmp/j4.json" -- scan --jobs=4 --format=json corpus
[ -s "$tmp/j1.json" ] && cmp -s "$tmp/j1.json" "$tmp/j4.json" &&
	pass "scan: the same with one thread and with four" ||
	fail "scan: the same with one thread and with four"
# exit 1: the corpus has sites left for a human
run_zcport 1 "$tmp/j1.diff" -- port --no-check --jobs=1 corpus
run_zcport 1 "$tmp/j3.diff" -- port --no-check --jobs=3 corpus
[ -s "$tmp/j1.diff" ] && cmp -s "$tmp/j1.diff" "$tmp/j3.diff" &&
	pass "port: the same with one thread and with three" ||
	fail "port: the same with one thread and with three"
