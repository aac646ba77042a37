# zcport port's ways of writing: diff by default, --in-place (atomic,
# mode kept, --backup), --output-dir (the whole tree), --report; exit
# codes; and an interrupted --in-place run leaves every file whole.
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1
plan 19

# a small tree: one driver that converts fully, one with manual sites,
# one without kiobuf code, and a file that is not C
mkdir -p "$tmp/t/drv"
cp corpus/simple_rw/simple_rw.c corpus/kio_completion/kio_completion.c \
	corpus/no_kiobuf/no_kiobuf.c "$tmp/t/drv/"
echo "obj-m := simple_rw.o" >"$tmp/t/drv/Makefile"
chmod 640 "$tmp/t/drv/simple_rw.c"
cp -R "$tmp/t" "$tmp/orig"

# default: nothing changes, the diff is on stdout
run_zcport -C "$tmp" 1 "$tmp/d.diff" "$tmp/d.err" -- port t
st=$ZC_STATUS
[ $st = 1 ] && pass "port: exit 1 when sites are left for a human" ||
	fail "port: exit 1 when sites are left for a human" "exit $st"
diff -r "$tmp/t" "$tmp/orig" >/dev/null && pass "port: the default changes nothing" ||
	fail "port: the default changes nothing"
grep -q '^+++ b/t/drv/simple_rw.c$' "$tmp/d.diff" && ! grep -q no_kiobuf "$tmp/d.diff" &&
	pass "port: diff names relative paths, only changed files" ||
	fail "port: diff names relative paths, only changed files"
(cd "$tmp" && rm -rf p && mkdir p && cp -R t p/ && cd p && patch -s -p1 <"$tmp/d.diff") &&
	pass "port: the diff applies with patch -p1" ||
	fail "port: the diff applies with patch -p1"

# a file whose sites all convert: exit 0
run_zcport 0 "$tmp/run.out" -- port "$tmp/t/drv/simple_rw.c"
st=$ZC_STATUS
[ $st = 0 ] && pass "port: exit 0 when every site is converted" ||
	fail "port: exit 0 when every site is converted" "exit $st"

# --output-dir: the whole tree, ported where needed, the rest as it was
run_zcport -C "$tmp" 1 "$tmp/run.out" -- port --output-dir=out t
cmp -s "$tmp/out/t/drv/no_kiobuf.c" "$tmp/t/drv/no_kiobuf.c" &&
	cmp -s "$tmp/out/t/drv/Makefile" "$tmp/t/drv/Makefile" &&
	pass "port --output-dir: untouched files copied byte for byte" ||
	fail "port --output-dir: untouched files copied byte for byte"
(cd "$tmp/p/t" && diff -r . "$tmp/out/t" >/dev/null) &&
	pass "port --output-dir: equals the diff applied" ||
	fail "port --output-dir: equals the diff applied"
diff -r "$tmp/t" "$tmp/orig" >/dev/null && pass "port --output-dir: the input is unchanged" ||
	fail "port --output-dir: the input is unchanged"

# --in-place with a backup: atomic, mode kept
run_zcport -C "$tmp" 1 "$tmp/run.out" -- port --in-place --backup=.orig --report=r.json t
cmp -s "$tmp/t/drv/simple_rw.c" "$tmp/out/t/drv/simple_rw.c" &&
	pass "port --in-place: writes the port" || fail "port --in-place: writes the port"
cmp -s "$tmp/t/drv/simple_rw.c.orig" "$tmp/orig/drv/simple_rw.c" &&
	pass "port --in-place --backup: keeps the original" ||
	fail "port --in-place --backup: keeps the original"
[ "$(stat -c %a "$tmp/t/drv/simple_rw.c")" = 640 ] &&
	pass "port --in-place: file mode kept" ||
	fail "port --in-place: file mode kept" "$(stat -c %a "$tmp/t/drv/simple_rw.c")"
[ ! -e "$tmp/t/drv/no_kiobuf.c.orig" ] && cmp -s "$tmp/t/drv/no_kiobuf.c" "$tmp/orig/drv/no_kiobuf.c" &&
	pass "port --in-place: a file without kiobuf use is not touched" ||
	fail "port --in-place: a file without kiobuf use is not touched"
ls "$tmp/t/drv" | grep -q zcport-tmp && fail "port --in-place: no temp file left" ||
	pass "port --in-place: no temp file left"

# --report: every site, with state and reasons
grep -q '"state": "manual", "reason_code": "completion"' "$tmp/r.json" &&
	grep -q '"file": "t/drv/simple_rw.c", "line": 27, "column": 1, "kind": "include", "symbol": "linux/iobuf.h", "function": null, "state": "converted"' "$tmp/r.json" &&
	pass "port --report: sites with state and reason" ||
	fail "port --report: sites with state and reason" "$(head -c 600 "$tmp/r.json")"

# usage
run_zcport 2 "$tmp/run.out" "$tmp/err" -- port --backup=.b "$tmp/t"
grep -q -- "--backup goes with --in-place" "$tmp/err" &&
	pass "port: --backup without --in-place is a usage error" ||
	fail "port: --backup without --in-place is a usage error"

# an interrupted --in-place run: every file fully old or fully new
rm -rf "$tmp/big" && mkdir -p "$tmp/big"
for i in $(seq 1 40); do
	mkdir -p "$tmp/big/d$i"
	for d in simple_rw chunked goto_errors two_decl; do
		cp "corpus/$d/$d.c" "$tmp/big/d$i/"
	done
done
cp -R "$tmp/big" "$tmp/big.orig"
# what a file written in place must be: every directory is a copy of d1,
# and a file's port does not depend on the rest of the run
# (t-same-answer.sh), so d1's port is every directory's
run_zcport 0 "$tmp/run.out" -- port --output-dir="$tmp/bigport" "$tmp/big/d1"
ZC_ASSERTED=1 ZC_WANT=130 "$ZCPORT" port --in-place --jobs=2 "$tmp/big" >"$tmp/int.out" 2>"$tmp/int.err" &
pid=$!
sleep 1.5
kill -INT $pid 2>/dev/null
wait $pid
st=$?
# 130: interrupted (a run that ended before the signal tests nothing)
zcport_ran 130 $st "$tmp/int.out" "$tmp/int.err"
ok=1
for f in $(cd "$tmp/big.orig" && find . -name '*.c'); do
	if ! cmp -s "$tmp/big/$f" "$tmp/big.orig/$f" &&
	   ! cmp -s "$tmp/big/$f" "$tmp/bigport/$tmp/big/d1/${f##*/}"; then
		ok=0
		echo "  half-written: $f"
	fi
done
[ $ok = 1 ] && pass "port --in-place interrupted (exit $st): every file fully old or new" ||
	fail "port --in-place interrupted: every file fully old or new"
find "$tmp/big" -name '*zcport-tmp*' | grep -q . &&
	fail "port --in-place interrupted: no temp file left" ||
	pass "port --in-place interrupted: no temp file left"

# --output-dir never writes to the input: a "../" input lands inside it,
# and an output dir inside the input tree is refused
mkdir -p "$tmp/esc/src/drv" "$tmp/esc/work"
cp corpus/simple_rw/simple_rw.c "$tmp/esc/src/drv/"
run_zcport -C "$tmp/esc/work" 0 "$tmp/run.out" -- port --output-dir=../ported ../src/drv
cmp -s "$tmp/esc/src/drv/simple_rw.c" corpus/simple_rw/simple_rw.c &&
	[ -f "$tmp/esc/ported/src/drv/simple_rw.c" ] &&
	pass "port --output-dir: a ../ input is written inside the output dir, the source untouched" ||
	fail "port --output-dir: a ../ input is written inside the output dir, the source untouched"
run_zcport -C "$tmp/esc/src" 2 "$tmp/run.out" "$tmp/err" -- port --output-dir=out .
st=$ZC_STATUS
[ $st = 2 ] && grep -q "is inside the input" "$tmp/err" &&
	cmp -s "$tmp/esc/src/drv/simple_rw.c" corpus/simple_rw/simple_rw.c &&
	pass "port --output-dir: inside the input tree is refused" ||
	fail "port --output-dir: inside the input tree is refused" "exit $st"
