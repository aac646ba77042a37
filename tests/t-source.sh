# The source tree's own rules, checked statically (no zcport run):
# the modules of tool/ and of the migrations' C passes include one
# another without a cycle (scripts/include-cycles), and no .c file
# outside tool/api/ and the migrations (semantic-patches/NAME/) spells a
# 2.4 kiobuf API name, in code, a string or a comment: the names live in
# tool/api/kiobuf.def, the passes say KIONAME(ID), and comments describe
# the thing ("the 2.4 buffer", "the block I/O call") (scripts/api-names).
# Each check is also shown to fail on a small tree
# made to break it.
# run-all: quick
. "$(dirname "$0")/lib/harness.sh"
plan 6 static
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1

# the include graph: none in tool/ and the migrations' passes, and one
# made up is found and named
python3 scripts/include-cycles tool semantic-patches/*/*.[ch] >"$tmp/cyc" 2>&1 &&
	grep -q '^include-cycles: no cycle among [1-9][0-9]* modules$' "$tmp/cyc" &&
	pass "source: no include cycle among the modules of tool/ and the migrations" ||
	fail "source: no include cycle among the modules of tool/ and the migrations" "$(head -5 "$tmp/cyc")"

mkdir -p "$tmp/cyc-tree/base" "$tmp/cyc-tree/os"
printf '#include "two.h"\n' >"$tmp/cyc-tree/base/one.c"
printf '#include <stdio.h>\n' >"$tmp/cyc-tree/base/one.h"
printf '#include "four.h"\n' >"$tmp/cyc-tree/os/two.c"
printf '\n' >"$tmp/cyc-tree/os/two.h"
printf '#include "one.h"\n' >"$tmp/cyc-tree/os/four.h"
printf '#include "one.h"\n' >"$tmp/cyc-tree/os/three.c"
python3 scripts/include-cycles "$tmp/cyc-tree" >"$tmp/cyc2" 2>&1
st=$?
[ $st = 1 ] && grep -qx 'include-cycles: cycle: four -> one -> two -> four' "$tmp/cyc2" &&
	grep -q 'base/one.c:1: #include "two.h"$' "$tmp/cyc2" &&
	[ "$(grep -c '^include-cycles: cycle:' "$tmp/cyc2")" = 1 ] &&
	pass "source: a made-up cycle through a header is found, with its include lines" ||
	fail "source: a made-up cycle through a header is found, with its include lines" \
		"exit $st: $(head -5 "$tmp/cyc2")"

# the API's names: none outside tool/api/ and the migrations
# (semantic-patches/NAME/), with no exception (the help text's prose
# takes the name from KIONAME() too)
python3 scripts/api-names tool semantic-patches >"$tmp/names" 2>&1 &&
	grep -q '^api-names: no 2.4 API name outside tool/api/ and the migrations ([1-9][0-9]* files)$' "$tmp/names" &&
	pass "source: no kiobuf API name in tool/'s .c files outside tool/api/ and the migrations" ||
	fail "source: no kiobuf API name in tool/'s .c files outside tool/api/ and the migrations" \
		"$(head -5 "$tmp/names")"

# a pass that spells one is found, in code and in a comment, in tool/
# (its old migrate/ folder too) and at the top of the migrations'
# folder; a reason code, tool/api/ and a migration's folder are not
mkdir -p "$tmp/names-tree/judge" "$tmp/names-tree/api" "$tmp/names-tree/migrate" \
	"$tmp/mig-tree/kmap"
cat >"$tmp/names-tree/judge/x.c" <<'C'
/* a comment may name brw_kiovec() and struct kiobuf: found too */
static int f(const struct token *t)
{
	verdict_manual(s, EV_FLAGGED, "f-iobuf", "%s", KIONAME(F_IOBUF));
	return tok_is(t, "brw_kiovec");	/* the one to find */
}
C
printf 'const char kio_name_KIOBUF[] = "kiobuf";\n' >"$tmp/names-tree/api/y.c"
printf 'static const char *m = "map_user_kiobuf";\n' >"$tmp/names-tree/migrate/z.c"
printf 'static const char *m = "unmap_kiobuf";\n' >"$tmp/mig-tree/kmap/w.c"
printf 'static const char *m = "lock_kiovec";\n' >"$tmp/mig-tree/v.c"
python3 scripts/api-names "$tmp/names-tree" "$tmp/mig-tree" >"$tmp/names2" 2>&1
st=$?
[ $st = 1 ] && grep -q '^/.*/judge/x.c:5: brw_kiovec: return tok_is' "$tmp/names2" &&
	grep -q '^/.*/judge/x.c:1: brw_kiovec kiobuf: /\* a comment may name' "$tmp/names2" &&
	grep -q '^/.*/names-tree/migrate/z.c:1: map_user_kiobuf: ' "$tmp/names2" &&
	grep -q '^/.*/mig-tree/v.c:1: lock_kiovec: ' "$tmp/names2" &&
	[ "$(grep -c ': [a-zA-Z_ ]*: ' "$tmp/names2")" = 4 ] &&
	pass "source: a name spelled in a pass's code or comment is found, not in a reason code, api/ or a migration's folder" ||
	fail "source: a name spelled in a pass's code or comment is found, not in a reason code, api/ or a migration's folder" \
		"exit $st: $(head -5 "$tmp/names2")"

# every name of kiobuf.def is one the check looks for, but for the
# members named with common words of kernel C and the prefix "kio" (the
# check cannot tell those from other uses; scripts/api-names says which)
plain=" offset length locked blocks end_io kio "
sed -n 's/^KIO([A-Z0-9_]*, "\([^"]*\)", [A-Z]*)$/\1/p' tool/api/kiobuf.def >"$tmp/def-names"
mkdir -p "$tmp/cover/judge"
want=0
while read -r n; do
	case $plain in *" $n "*) continue ;; esac
	printf 'x("%s");\n' "$n" >>"$tmp/cover/judge/all.c"
	want=$((want + 1))
done <"$tmp/def-names"
python3 scripts/api-names "$tmp/cover" >"$tmp/cover.out" 2>&1
got=$(grep -c '/judge/all.c:[0-9]*: ' "$tmp/cover.out")
[ "$want" -gt 20 ] && [ "$got" = "$want" ] &&
	pass "source: the check looks for each of kiobuf.def's $want distinctive names" ||
	fail "source: the check looks for each of kiobuf.def's distinctive names" \
		"$got of $want found: $(grep -v ': ' "$tmp/cover.out" | head -3)"

# every line of kiobuf.def is an entry the X-macro reads (a line the
# sed above skipped would go unchecked)
entries=$(grep -c '^KIO(' tool/api/kiobuf.def)
[ "$entries" = "$(grep -c '' "$tmp/def-names")" ] && [ "$entries" -gt 20 ] &&
	pass "source: kiobuf.def's $entries entries all have the KIO(ID, \"name\", KIND) shape" ||
	fail "source: kiobuf.def's entries all have the KIO(ID, \"name\", KIND) shape" \
		"$entries entries, $(grep -c '' "$tmp/def-names") read"

