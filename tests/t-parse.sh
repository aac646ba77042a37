# Parsing: a file is valid C per preprocessor configuration (braces
# opened once in each #ifdef/#else branch are fine, a brace left open in
# a skipped block is no error), a file libclang cannot parse gets a
# "file:line:col: warning:" from scan and its sites are flagged "input"
# by port, and a driver including headers the model lacks (PCI,
# networking, 2.6 idioms such as __user) is scanned without a warning.
. "$(dirname "$0")/lib/harness.sh"
# quiet: 2 checks, 3 calls; no parse: 2 configurations x 2 checks
plan $(( 3 * 2 + 1 + 2 * 2 + 1 + 1 ))
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1

# quiet NAME FILE...: scan finds sites and says nothing on stderr, with
# and without the precompiled model headers
quiet() {
	local name=$1 pch
	shift
	for pch in 1000 0; do
		ZCPORT_PCH_AFTER=$pch run_zcport 0 "$tmp/q.out" "$tmp/q.out.err" -- \
			scan "$@"
		if [ -s "$tmp/q.out.err" ]; then
			fail "$name (pch after $pch)" "stderr: $(head -3 "$tmp/q.out.err")"
		elif ! grep -q ': call: ' "$tmp/q.out"; then
			fail "$name (pch after $pch)" "no call site found: $(head -3 "$tmp/q.out")"
		else
			pass "$name (pch after $pch)"
		fi
	done
}

# 1. braces split across #ifdef/#else: valid, scanned quietly, ported
quiet "split braces: scanned without a diagnostic" tests/ported/ifdef-braces.c
run_zcport 0 "$tmp/ib.diff" "$tmp/ib.diff.err" -- port --report="$tmp/ib.json" \
	tests/ported/ifdef-braces.c
n=$(grep -c '"state": "converted"' "$tmp/ib.json")
[ "$n" = 5 ] && grep -q '^-.*map_user_kiobuf' "$tmp/ib.diff" &&
	! grep -q 'not valid C' "$tmp/ib.diff.err" &&
	pass "split braces: every site ported ($n)" ||
	fail "split braces: every site ported" "$n converted: $(head -3 "$tmp/ib.diff.err")"
quiet "a '{' left open in a skipped block is no error" tests/parse/skipped-brace.c

# 2. headers the model lacks: no warning storm, no false alarm
quiet "missing headers and 2.6 idioms: scanned without a diagnostic" \
	tests/parse/missing-headers.c

# 3. a file that does not parse: a warning in scan, input in port
f=tests/parse/no-parse.c
for pch in 1000 0; do
	ZCPORT_PCH_AFTER=$pch run_zcport 0 "$tmp/np.out" "$tmp/np.out.err" -- scan "$f"
	grep -qx "$f:8:48: warning: does not parse as C: expected ')' (and more parse errors)" \
		"$tmp/np.out.err" &&
		pass "no parse: scan warns at the first error (pch after $pch)" ||
		fail "no parse: scan warns at the first error (pch after $pch)" "$(cat "$tmp/np.out.err")"
	grep -q "$f:8:12: call: map_user_kiobuf in np_map()" "$tmp/np.out" &&
		pass "no parse: its sites are still listed (pch after $pch)" ||
		fail "no parse: its sites are still listed (pch after $pch)" "$(head -5 "$tmp/np.out")"
done
run_zcport 1 "$tmp/np.diff" "$tmp/np.diff.err" -- port --report="$tmp/np.json" "$f"
all=$(grep -c '"line": ' "$tmp/np.json")
want="\"reason_code\": \"input\", \"reason\": \"the file could not be read as C: line 8: expected ')'; nothing in it was ported\""
input=$(grep '"line": ' "$tmp/np.json" | grep '"state": "manual"' |
	grep -cF "$want")
[ "$all" -ge 4 ] && [ "$input" = "$all" ] && [ ! -s "$tmp/np.diff" ] &&
	pass "no parse: port flags all $all sites input and writes nothing" ||
	fail "no parse: port flags every site input" "$input of $all; diff: $(head -3 "$tmp/np.diff")"

# 4. not C in the configuration parsed: still an error, exit 3
printf '#include <linux/iobuf.h>\nvoid f(struct kiobuf *kb)\n{\n#ifdef X\n}\n#endif\n' >"$tmp/open.c"
run_zcport 3 "$tmp/op.out" "$tmp/op.out.err" -- scan "$tmp/open.c"
grep -q "open.c:[0-9]*:[0-9]*: error: not valid C: 1 unclosed '{' at end of file" "$tmp/op.out.err" &&
	pass "unclosed in the configuration parsed: not valid C" ||
	fail "unclosed in the configuration parsed: not valid C" "$(cat "$tmp/op.out.err")"
