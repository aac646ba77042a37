# The same file gets the same answer, whatever else is in the run
# (issue 14, item 7).  Every corpus directory, and the test drivers of
# tests/same-answer/, are ported alone, then all together, and the
# per-file reports (sites with states and reasons, file state) and the
# per-file diffs must be identical.  (A precompiled header of all model
# headers, used after 24 parses, once gave a file 9 page-vector sites in a
# big run and 6 converted ones alone; zcport has had none since, and the
# together run is made once.)
. "$(dirname "$0")/lib/harness.sh"
plan 4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1

mkdir -p "$tmp/tree" "$tmp/alone"
for d in corpus/*/ tests/same-answer/*/; do
	cp -R "${d%/}" "$tmp/tree/"
done
dirs=$(cd "$tmp/tree" && ls)
bad=
for d in $dirs; do
	# 0: all converted, 1: sites for a human; a report of its files
	run_zcport -C "$tmp" "[01]" "$tmp/alone/$d.diff" "$tmp/alone/$d.err" -- \
		port --jobs=2 --report="alone/$d.json" "tree/$d" &&
		grep -q '"files_scanned": [1-9]' "$tmp/alone/$d.json" 2>/dev/null ||
		bad="$bad $d"
done
[ -z "$bad" ] && pass "each directory ported alone: exit 0 or 1, a non-empty report" ||
	fail "each directory ported alone: exit 0 or 1, a non-empty report" "$bad"

run_zcport -C "$tmp" 1 "$tmp/all.diff" "$tmp/all.err" -- \
	port --jobs=2 --report=all.json tree
[ -s "$tmp/all.diff" ] && grep -q '"file": "tree/' "$tmp/all.json" 2>/dev/null &&
	pass "all together: exit 1, a diff and a report" ||
	fail "all together: exit 1, a diff and a report" \
		"$(tail -2 "$tmp/all.err")"
out=$(python3 - "$tmp" $dirs 2>&1 <<'EOF'
import json, os, re, sys
tmp, dirs = sys.argv[1], sys.argv[2:]

def per_file(report, diff):
    r = json.load(open(report))
    files = {}
    for s in r["sites"]:
        files.setdefault(s["file"], {"sites": [], "entry": None})["sites"].append(s)
    for f in r["files"]:
        files.setdefault(f["file"], {"sites": [], "entry": None})["entry"] = f
    cur = None
    for line in open(diff):
        m = re.match(r"--- a/(.*)$", line)
        if m:
            cur = m.group(1)
        if cur:
            files.setdefault(cur, {"sites": [], "entry": None}).setdefault("diff", []).append(line)
    return files

together = per_file(os.path.join(tmp, "all.json"), os.path.join(tmp, "all.diff"))
alone = {}
for d in dirs:
    alone.update(per_file(os.path.join(tmp, "alone", d + ".json"),
                          os.path.join(tmp, "alone", d + ".diff")))
differ = sorted(f for f in set(alone) | set(together)
                if alone.get(f) != together.get(f))
print("%d files compared, %d sites" % (len(together),
      sum(len(v["sites"]) for v in together.values())))
for f in differ:
    print("differs: %s" % f)
EOF
)
n=$(echo "$out" | sed -n 's/^\([0-9]*\) files compared.*/\1/p')
if [ "${n:-0}" -gt 20 ] && ! echo "$out" | grep -q '^differs:'; then
	pass "every file's report and diff are the same alone and together (${out%%$'\n'*})"
else
	fail "every file's report and diff are the same alone and together" \
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
