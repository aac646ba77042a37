# Bad input: every kind gets a clear "path: error: ..." line and exit 3,
# the rest of the tree is still handled; usage errors exit 2.
. "$(dirname "$0")/lib/harness.sh"
plan 14
tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp"; rm -rf "$tmp"' EXIT

mkdir -p "$tmp/tree"
printf '#include <linux/iobuf.h>\nstruct kiobuf *kb;\n' >"$tmp/tree/good.c"
printf 'kiobuf\0\0\1\2binary' >"$tmp/tree/blob.c"
printf 'int f(void) { map_user_kiobuf(0, 0, 0, 0);\n' >"$tmp/tree/broken.c"
printf 'struct kiobuf *kb;\n' >"$tmp/tree/noread.c"
chmod 000 "$tmp/tree/noread.c"

# expect_run NAME WANT-EXIT WANT-STDERR-REGEX ZCPORT-ARGS...
expect_run() {
	local name=$1 want=$2 re=$3
	shift 3
	run_zcport "$want" "$tmp/out" "$tmp/err" -- "$@"
	local got=$ZC_STATUS
	if [ "$got" != "$want" ]; then
		fail "$name" "exit $got, want $want: $(head -3 "$tmp/err")"
	elif [ -n "$re" ] && ! grep -Eq -- "$re" "$tmp/err"; then
		fail "$name" "stderr lacks /$re/: $(head -3 "$tmp/err")"
	else
		pass "$name"
	fi
}

expect_run "scan: missing path" 3 "^$tmp/nope: error: no such file or directory$" \
	scan "$tmp/nope" "$tmp/tree/good.c"
grep -q 'good.c:2:16: variable: kiobuf' "$tmp/out" &&
	pass "scan: the rest is still scanned after a missing path" ||
	fail "scan: the rest is still scanned after a missing path" "$(cat "$tmp/out")"
expect_run "scan: binary file" 3 "blob.c: error: binary file, not C source" \
	scan "$tmp/tree/blob.c"
expect_run "scan: not C" 3 "broken.c:[0-9]+:[0-9]+: error: not valid C" \
	scan "$tmp/tree/broken.c"
if [ "$(id -u)" != 0 ]; then
	expect_run "scan: unreadable file" 3 "noread.c: error: cannot open: Permission denied" \
		scan "$tmp/tree/noread.c"
else
	skip_static "scan: unreadable file" "root reads everything"
fi
chmod 644 "$tmp/tree/noread.c"
expect_run "usage: unknown command" 2 "error: unknown command" frobnicate
expect_run "usage: unknown option" 2 "unknown option '--bogus'" scan --bogus x
expect_run "usage: no path" 2 "no PATH given" scan
expect_run "usage: bad --jobs" 2 "--jobs needs a number" scan --jobs=0 x
expect_run "usage: bad --format" 2 "--format must be" scan --format=xml x
expect_run "port: missing path" 3 "nope: error: no such file or directory" \
	port "$tmp/nope"
expect_run "port: not C is reported, not ported" 3 "broken.c:[0-9]+:[0-9]+: error: not valid C" \
	port "$tmp/tree/broken.c"

# read-only tree: --in-place fails clearly and leaves the file whole
mkdir -p "$tmp/ro"
cp "$ZC_ROOT/tests/scan/simple-call.c" "$tmp/ro/x.c" 2>/dev/null ||
	printf '#include <linux/iobuf.h>\nstatic void f(struct kiobuf *kb)\n{\n\tunmap_kiobuf(kb);\n}\n' >"$tmp/ro/x.c"
cp "$tmp/ro/x.c" "$tmp/x.orig"
chmod 555 "$tmp/ro"
if [ "$(id -u)" != 0 ]; then
	expect_run "port --in-place: read-only directory" 3 "x.c: error: cannot create temp file" \
		port --in-place --no-check "$tmp/ro/x.c"
	cmp -s "$tmp/ro/x.c" "$tmp/x.orig" && pass "port --in-place: read-only file left whole" ||
		fail "port --in-place: read-only file left whole"
else
	skip_static "port --in-place: read-only directory" "root writes everything"
	skip_static "port --in-place: read-only file left whole" "root writes everything"
fi
chmod 755 "$tmp/ro"
