# Bounded memory, bounded cost per file (issue 14, item 5).
# - linediff (the line map of the cross-check, the unified diff) keeps
#   to linear space: two 1 MB texts with thousands of changes are
#   diffed in well under 100 MB (the old trace-per-step form needed
#   gigabytes), the script is a shortest one, and patch(1) applies it.
# - a file over the per-file limit (only token-scanned, never parsed), or
#   whose diff is too costly, is flagged "too-large", left untouched, and
#   the rest of the run goes on.
# No timing assertions.
. "$(dirname "$0")/lib/harness.sh"
plan 12
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1

# --- linediff on large inputs ---------------------------------------
cc -O2 -Itool/base -o "$tmp/ldiff" tests/linediff/ldiff.c tool/base/linediff.o \
	tool/base/strbuf.o tool/base/util.o tool/base/xalloc.o tool/base/diag.o \
	tool/base/stop.o \
	2>"$tmp/cc.err"
# 32,000 distinct lines; the new text replaces every 9th, deletes every
# 23rd and inserts one after every 17th, so the shortest script is
# known: 2 per replacement, 1 per deletion or insertion.
python3 - "$tmp/a" "$tmp/b" "$tmp/want" <<'EOF'
import sys
a, b, edits = [], [], 0
for i in range(32000):
    line = "\tregs->r%05d = readl(base + 0x%05x); /* generated */" % (i, i * 4)
    a.append(line)
    if i % 23 == 5:
        edits += 1
        continue
    if i % 9 == 0:
        b.append("\tchanged_%05d(dev, %d);" % (i, i))
        edits += 2
    else:
        b.append(line)
    if i % 17 == 3:
        b.append("\tinserted_%05d();" % i)
        edits += 1
open(sys.argv[1], "w").write("\n".join(a) + "\n")
open(sys.argv[2], "w").write("\n".join(b) + "\n")
open(sys.argv[3], "w").write("edits %d\n" % edits)
EOF
if [ -x /usr/bin/time ] && [ -x "$tmp/ldiff" ]; then
	/usr/bin/time -f '%M' -o "$tmp/rss" "$tmp/ldiff" "$tmp/a" "$tmp/b" \
		>"$tmp/ab.diff" 2>"$tmp/ld.err"
	st=$?
	rss=$(tail -1 "$tmp/rss")
	[ $st = 0 ] && [ -s "$tmp/ab.diff" ] && [ "${rss:-999999}" -lt 102400 ] &&
		pass_static "linediff of two 1 MB texts, $(cat "$tmp/want"): peak ${rss} KB < 100 MB" ||
		fail_static "linediff of two 1 MB texts stays under 100 MB" \
			"exit $st, peak ${rss:-?} KB, $(wc -c <"$tmp/ab.diff") bytes of diff"
	cmp -s "$tmp/ld.err" "$tmp/want" &&
		pass_static "linediff's script on them is a shortest one" ||
		fail_static "linediff's script on them is a shortest one" \
			"got '$(cat "$tmp/ld.err")', want '$(cat "$tmp/want")'"
	cp "$tmp/a" "$tmp/x"
	[ -s "$tmp/ab.diff" ] && patch -s "$tmp/x" "$tmp/ab.diff" >/dev/null 2>&1 &&
		cmp -s "$tmp/x" "$tmp/b" &&
		pass_static "patch(1) turns the old text into the new with that diff" ||
		fail_static "patch(1) turns the old text into the new with that diff"
elif [ ! -x /usr/bin/time ]; then
	for c in "under 100 MB" "a shortest script" "patch(1) applies it"; do
		skip_static "linediff of two 1 MB texts: $c" "no /usr/bin/time"
	done
else
	for c in "under 100 MB" "a shortest script" "patch(1) applies it"; do
		fail_static "linediff of two 1 MB texts: $c" \
			"the test program did not build: $(head -1 "$tmp/cc.err")"
	done
fi

# --- the per-file limit ----------------------------------------------
mkdir -p "$tmp/t"
cp corpus/simple_rw/simple_rw.c corpus/two_decl/two_decl.c "$tmp/t/"
cp "$tmp/t/two_decl.c" "$tmp/two_decl.orig"
size=$(wc -c <"$tmp/t/two_decl.c")
limit=$(( $(wc -c <"$tmp/t/simple_rw.c") + 10 ))
ZCPORT_MAX_FILE_SIZE=$limit run_zcport -C "$tmp" 1 "$tmp/d.diff" "$tmp/err" -- \
	port --in-place --report=r.json t
[ -s "$tmp/err" ] && [ -s "$tmp/r.json" ] && [ "$size" -gt "$limit" ] &&
	pass "port with a file over ZCPORT_MAX_FILE_SIZE: exit 1, a report" ||
	fail "port with a file over ZCPORT_MAX_FILE_SIZE: exit 1, a report" \
		"$(tail -3 "$tmp/err")"
grep -q "^t/two_decl.c: warning: not ported: $size bytes, over the $limit-byte limit for one file (ZCPORT_MAX_FILE_SIZE)$" "$tmp/err" &&
	pass "the file over the limit gets one clear warning" ||
	fail "the file over the limit gets one clear warning" "$(grep -v '^ ' "$tmp/err" | head -3)"
n=$(grep -c '"file": "t/two_decl.c".*"state": "manual", "reason_code": "too-large"' "$tmp/r.json")
all=$(grep -c '"file": "t/two_decl.c", "line"' "$tmp/r.json")
# only token-scanned, never parsed: its 12 vocabulary tokens (9 calls,
# 2 "struct kiobuf", the include) and no function named; a parse would
# give 18 sites (both declarators, the member accesses) in functions
fn=$(grep '"file": "t/two_decl.c", "line"' "$tmp/r.json" |
	grep -vc '"function": null')
[ "$n" = 12 ] && [ "$all" = 12 ] && [ "$fn" = 0 ] &&
	pass "each of its 12 token-scan sites is manual: too-large, none parsed" ||
	fail "each of its 12 token-scan sites is manual: too-large, none parsed" \
		"$n of $all, $fn in a function"
[ -s "$tmp/t/two_decl.c" ] && cmp -s "$tmp/t/two_decl.c" "$tmp/two_decl.orig" &&
	pass "the file over the limit is left untouched" ||
	fail "the file over the limit is left untouched"
grep -q '^  t/simple_rw.c: 17 converted, 0 manual, validated, compiles on 2.6$' "$tmp/err" &&
	grep -q user_pages_map "$tmp/t/simple_rw.c" &&
	pass "the rest of the run is ported, validated and written" ||
	fail "the rest of the run is ported, validated and written" "$(grep '^  t/' "$tmp/err")"

# a diff too costly to search: the same flag, from the cross-check side
cp corpus/simple_rw/simple_rw.c "$tmp/t/simple_rw.c"
cp corpus/two_decl/two_decl.c "$tmp/t/two_decl.c"
ZCPORT_DIFF_WORK=1 run_zcport -C "$tmp" 1 "$tmp/d2.diff" "$tmp/err2" -- \
	port --report=r2.json t
st=$ZC_STATUS
n=$(grep -c '"state": "manual", "reason_code": "too-large"' "$tmp/r2.json" 2>/dev/null)
all=$(grep -c '"line":' "$tmp/r2.json" 2>/dev/null)
[ $st = 1 ] && [ "${all:-0}" -gt 0 ] && [ "$n" = "$all" ] &&
	grep -q 'not ported: comparing it with its port needs more than 1 diff steps (ZCPORT_DIFF_WORK)' "$tmp/err2" &&
	[ ! -s "$tmp/d2.diff" ] &&
	pass "over the diff budget: every site too-large, no diff written" ||
	fail "over the diff budget: every site too-large, no diff written" \
		"exit $st, $n of $all, $(head -2 "$tmp/err2")"

# the per-file site limit: spatch's memory grows with the matches
cp corpus/simple_rw/simple_rw.c "$tmp/t/simple_rw.c"
cp corpus/two_decl/two_decl.c "$tmp/t/two_decl.c"
ZCPORT_MAX_FILE_SITES=17 run_zcport -C "$tmp" 1 "$tmp/d4.diff" "$tmp/err4" -- \
	port --report=r4.json t
n=$(grep -c '"file": "t/two_decl.c".*"state": "manual", "reason_code": "too-large"' "$tmp/r4.json" 2>/dev/null)
all=$(grep -c '"file": "t/two_decl.c", "line"' "$tmp/r4.json" 2>/dev/null)
grep -q "^t/two_decl.c: warning: not ported: $all sites, over the 17-site limit for one file, which keeps spatch under 300 MB (ZCPORT_MAX_FILE_SITES)$" "$tmp/err4" &&
	[ "${all:-0}" -gt 17 ] && [ "$n" = "$all" ] &&
	grep -q '^  t/simple_rw.c: 17 converted, 0 manual, validated, compiles on 2.6$' "$tmp/err4" &&
	pass "a file over ZCPORT_MAX_FILE_SITES is flagged too-large, the rest ported" ||
	fail "a file over ZCPORT_MAX_FILE_SITES is flagged too-large, the rest ported" \
		"$n of $all; $(grep -v '^ ' "$tmp/err4" | head -3)"
ZCPORT_MAX_FILE_SITES=-3 run_zcport -C "$tmp" 3 "$tmp/d5.diff" "$tmp/err5" -- port t
grep -q "error: ZCPORT_MAX_FILE_SITES: not a number: '-3'" "$tmp/err5" &&
	pass "a bad ZCPORT_MAX_FILE_SITES is refused" ||
	fail "a bad ZCPORT_MAX_FILE_SITES is refused" "$(cat "$tmp/err5")"

ZCPORT_MAX_FILE_SIZE=lots run_zcport -C "$tmp" 3 "$tmp/d3.diff" "$tmp/err3" -- port t
grep -q "error: ZCPORT_MAX_FILE_SIZE: not a size: 'lots'" "$tmp/err3" &&
	pass "a bad ZCPORT_MAX_FILE_SIZE is refused" ||
	fail "a bad ZCPORT_MAX_FILE_SIZE is refused" "$(cat "$tmp/err3")"
