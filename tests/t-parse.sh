# Parsing: a file is valid C per preprocessor configuration (braces
# opened once in each #ifdef/#else branch are fine, a brace left open in
# a skipped block is no error), a function or declaration libclang
# cannot parse gets a "file:line:col: warning:" from scan and its sites
# (only its) are flagged "input" by port, and a driver including headers
# the model lacks (PCI, networking, 2.6 idioms such as __user) is
# scanned without a warning.
. "$(dirname "$0")/lib/harness.sh"
# quiet: 2 checks, 3 calls; no parse: 6; unknown name: 2; missing types: 1
plan $(( 3 + 1 + 6 + 2 + 1 + 1 ))
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1

# quiet NAME FILE...: scan finds sites and says nothing on stderr
quiet() {
	local name=$1
	shift
	run_zcport 0 "$tmp/q.out" "$tmp/q.out.err" -- scan "$@"
	if [ -s "$tmp/q.out.err" ]; then
		fail "$name" "stderr: $(head -3 "$tmp/q.out.err")"
	elif ! grep -q ': call: ' "$tmp/q.out"; then
		fail "$name" "no call site found: $(head -3 "$tmp/q.out")"
	else
		pass "$name"
	fi
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

# 3. code that does not parse: only the function (or declaration) that
# holds the error is refused, with libclang's words and where; the rest
# of the file is ported.  A function spatch then skips for it says so.
f=tests/parse/no-parse.c
run_zcport 0 "$tmp/np.out" "$tmp/np.out.err" -- scan "$f"
printf '%s\n' \
	"$f:15:48: warning: does not parse as C: expected ')'; the kiobuf uses in np_map() are left for a human" \
	"$f:23:19: warning: does not parse as C: expected ';' at end of declaration list; the kiobuf uses in the declaration at lines 22-25 are left for a human" \
	>"$tmp/np.want"
expect_eq "no parse: scan warns once per function or declaration that does not parse" \
	"$tmp/np.out.err" "$tmp/np.want"
grep -q "$f:15:12: call: map_user_kiobuf in np_map()" "$tmp/np.out" &&
	[ "$(grep -c "^$f:" "$tmp/np.out")" = 10 ] &&
	pass "no parse: its sites are still listed (10)" ||
	fail "no parse: its sites are still listed" "$(head -5 "$tmp/np.out")"
run_zcport 1 "$tmp/np.diff" "$tmp/np.diff.err" -- port --report="$tmp/np.json" "$f"
state() {	# LINE: the state and reason of the report's site on LINE
	grep "\"line\": $1, " "$tmp/np.json" | sed 's/.*"state": //'
}
want_map='"manual", "reason_code": "input", "reason": "zcport could not read np_map() as C (tests/parse/no-parse.c:15:48: expected '"')'"'), so nothing in it was ported; make it parse, or port it by hand"},'
[ "$(state 13)" = "$want_map" ] && [ "$(state 15)" = "$want_map" ] &&
	[ "$(state 18)" = "$want_map" ] &&
	pass "no parse: np_map()'s 3 sites are input, naming it and the error" ||
	fail "no parse: np_map()'s 3 sites are input" "$(state 15)"
state 23 | grep -qF '"input", "reason": "zcport could not read the declaration at lines 22-25 as C (tests/parse/no-parse.c:23:19: expected' &&
	pass "no parse: the declaration's field is input, naming its lines" ||
	fail "no parse: the declaration's field is input" "$(state 23)"
# spatch reads on into np_release() after the struct and gives up there
state 29 | grep -qF '"input", "reason": "spatch could not parse np_release(): it gave up at tests/parse/no-parse.c:28:1, still reading the declaration at lines 22-25' &&
	pass "no parse: np_release(), which spatch skips for the struct before it, says so" ||
	fail "no parse: np_release() says why spatch skipped it" "$(state 29)"
[ "$(state 6)" = '"converted"},' ] && [ "$(state 10)" = '"converted"},' ] &&
	grep -q '^+	return user_pages_alloc(1, kb);$' "$tmp/np.diff" &&
	grep -q '^+.*zcport: manual port needed: input: zcport could not read np_map()' "$tmp/np.diff" &&
	pass "no parse: the rest of the file (np_alloc()) is ported, the refused code marked" ||
	fail "no parse: the rest of the file is ported" "$(head -5 "$tmp/np.diff")"

# the error's words name what nothing declares and the header not found
f=tests/parse/unknown-macro.c
run_zcport 1 "$tmp/um.diff" "$tmp/um.err" -- port --report="$tmp/um.json" "$f"
grep -qx "$f:10:24: warning: does not parse as C: expected expression, near 'UM_ALIGN', which nothing declares (headers not found: 'vendor/um_sync.h' at line 6); the kiobuf uses in um_fill() are left for a human" "$tmp/um.err" &&
	pass "unknown name: the warning names it and the missing header" ||
	fail "unknown name: the warning names it and the missing header" "$(head -3 "$tmp/um.err")"
[ "$(grep -c '"function": "um_fill", "state": "manual", "reason_code": "input", "reason": "zcport could not read um_fill() as C (tests/parse/unknown-macro.c:10:24: expected expression, near '"'UM_ALIGN'"'' "$tmp/um.json")" = 2 ] &&
	[ "$(grep -c '"function": "um_done", "state": "converted"' "$tmp/um.json")" = 2 ] &&
	pass "unknown name: um_fill() refused with it, um_done() converted" ||
	fail "unknown name: um_fill() refused, um_done() converted" "$(grep '"line"' "$tmp/um.json" | head -4)"

# a board driver without its board header: its types in casts,
# declarations, struct members, a prototype's unnamed parameters and a
# function pointer's never make it unreadable; built in only
# (MODULE_LICENSE without ';'), its exit path under #ifdef MODULE is
# still code
f=tests/parse/missing-types.c
run_zcport 0 "$tmp/mt.out" "$tmp/mt.err" -- scan "$f"
printf '%s\n' "$f:7:1: include: linux/iobuf.h" "$f:11:17: field: kiobuf" \
	"$f:16:47: parameter: kiobuf" \
	"$f:23:8: call: map_user_kiobuf in mb_map()" \
	"$f:26:38: member: length in mb_map()" \
	"$f:32:19: member: nr_pages in mb_pages()" \
	"$f:40:2: call: free_kiovec in mb_exit()" >"$tmp/mt.want"
grep "^$f:" "$tmp/mt.out" >"$tmp/mt.got"
[ ! -s "$tmp/mt.err" ] && cmp -s "$tmp/mt.got" "$tmp/mt.want" &&
	pass "missing types, built in: read whole, quietly, #ifdef MODULE code is code" ||
	fail "missing types, built in: read whole, quietly" "$(head -2 "$tmp/mt.err"; diff "$tmp/mt.want" "$tmp/mt.got" | head -5)"

# 4. not C in the configuration parsed: still an error, exit 3
printf '#include <linux/iobuf.h>\nvoid f(struct kiobuf *kb)\n{\n#ifdef X\n}\n#endif\n' >"$tmp/open.c"
run_zcport 3 "$tmp/op.out" "$tmp/op.out.err" -- scan "$tmp/open.c"
grep -q "open.c:[0-9]*:[0-9]*: error: not valid C: 1 unclosed '{' at end of file" "$tmp/op.out.err" &&
	pass "unclosed in the configuration parsed: not valid C" ||
	fail "unclosed in the configuration parsed: not valid C" "$(cat "$tmp/op.out.err")"
