# The same file gets the same answer, whatever else is in the run
# (issue 14, item 7).  The test drivers of tests/same-answer/ are each
# ported alone, then together with the whole corpus, and their per-file
# reports (sites with states and reasons, file state) and per-file diffs
# must be identical (tests/lib/same-answer.py).  The corpus's own drivers
# get the same comparison in t-port-corpus.sh, from the ports of each
# driver alone that it makes anyway.  (A precompiled header of all model
# headers, used after 24 parses, once gave a file 9 page-vector sites in a
# big run and 6 converted ones alone; zcport has had none since.)
. "$(dirname "$0")/lib/harness.sh"
plan 4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1

mkdir -p "$tmp/tree" "$tmp/alone"
for d in corpus/*/ tests/same-answer/*/; do
	cp -R "${d%/}" "$tmp/tree/"
done
dirs=$(cd tests/same-answer && ls)
bad= pairs= only=
for d in $dirs; do
	# 0: all converted, 1: sites for a human; a report of its files
	run_zcport -C "$tmp" "[01]" "$tmp/alone/$d.diff" "$tmp/alone/$d.err" -- \
		port --jobs=2 --report="alone/$d.json" "tree/$d" &&
		grep -q '"files_scanned": [1-9]' "$tmp/alone/$d.json" 2>/dev/null ||
		bad="$bad $d"
	pairs="$pairs $tmp/alone/$d.json $tmp/alone/$d.diff"
	only="$only --only tree/$d/"
done
[ -n "$dirs" ] && [ -z "$bad" ] && pass "each test driver ported alone: exit 0 or 1, a non-empty report" ||
	fail "each test driver ported alone: exit 0 or 1, a non-empty report" "$bad"

run_zcport -C "$tmp" 1 "$tmp/all.diff" "$tmp/all.err" -- \
	port --jobs=2 --report=all.json tree
[ -s "$tmp/all.diff" ] && grep -q '"file": "tree/' "$tmp/all.json" 2>/dev/null &&
	pass "with the corpus: exit 1, a diff and a report" ||
	fail "with the corpus: exit 1, a diff and a report" \
		"$(tail -2 "$tmp/all.err")"
# shellcheck disable=SC2086
out=$(python3 "$ZC_ROOT/tests/lib/same-answer.py" $only "$tmp/all.json" \
	"$tmp/all.diff" $pairs 2>&1)
n=$(echo "$out" | sed -n 's/^\([0-9]*\) files compared.*/\1/p')
if [ "${n:-0}" -ge 1 ] && ! echo "$out" | grep -q '^differs:' &&
   [ "$(echo "$out" | sed -n 's/.* \([0-9]*\) sites$/\1/p')" -gt 0 ]; then
	pass "each test driver's report and diff are the same alone and with the corpus (${out%%$'\n'*})"
else
	fail "each test driver's report and diff are the same alone and with the corpus" \
		"$(echo "$out" | head -5)"
fi

# the driver whose answer used to depend on the run: its member writes
# are seen alone too, so it is a page vector for a human, never "converted"
j="$tmp/alone/hidden_iobuf.json"
n=$(grep -c '"file": "tree/hidden_iobuf/hidden_iobuf.c".*"state": "manual", "reason_code": "page-vector"' "$j")
m=$(grep -c '"file": "tree/hidden_iobuf/hidden_iobuf.c".*"kind": "member", "symbol": "\(maplist\|nr_pages\)"' "$j")
all=$(grep -c '"file": "tree/hidden_iobuf/hidden_iobuf.c", "line"' "$j")
[ "$all" = 9 ] && [ "$n" = 9 ] && [ "$m" = 2 ] &&
	pass "hidden_iobuf.c alone: its hand-filled page vector is seen, 9 sites page-vector" ||
	fail "hidden_iobuf.c alone: its hand-filled page vector is seen, 9 sites page-vector" \
		"$n page-vector, $m member, $all sites"
