# Static: the code's shape.  No function of tool/ or of a migration's C
# pass (semantic-patches/NAME/*.c) runs past 80 lines
# (from its "{" at column 0 to its "}" at column 0) unless the comment
# directly above it states why, on a line starting "Long because:"
# (docs/architecture.md, "Conventions"; scripts/long-functions.py
# measures).  No list of exceptions: a long function says why where it
# stands, or fails.  First, the measuring script is shown to find one,
# so that a checker that finds nothing cannot pass.
# run-all: quick
. "$(dirname "$0")/lib/harness.sh"
cd "$ZC_ROOT" || exit 1
plan 4 static
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# a file of C with functions of 80 and 81 lines: one states a reason,
# the others give none (a bare marker, the old "long:", an unrelated
# comment)
body() {	# NAME LINES: a function whose braces span LINES lines
	printf 'static int %s(int a,\n\t\tint b)\n{\n' "$1"
	for _ in $(seq 3 "$2"); do printf '\ta += b;\n'; done
	printf '}\n\n'
}
{
	body fits 80
	body too_long 81
	printf '/*\n * The cases.\n * Long because: a table of cases, clearest whole\n */\n'
	body said_long 81
	printf '/* Long because: */\n'
	body bare_marker 81
	printf '/* long: a table of cases, clearest whole */\n'
	body old_marker 81
	printf '/* a comment that gives no reason */\n'
	body unsaid_long 120
} >"$tmp/probe.c"
scripts/long-functions.py "$tmp/probe.c" >"$tmp/probe.out" 2>&1
st=$?
sed "s|^$tmp/||" "$tmp/probe.out" >"$tmp/probe.got"
# each "{" is two lines below its function's first line
at() { echo $(($(grep -n "^static int $1(" "$tmp/probe.c" | cut -d: -f1) + 2)); }
printf 'probe.c:%d: too_long: 81 lines\nprobe.c:%d: bare_marker: 81 lines\nprobe.c:%d: old_marker: 81 lines\nprobe.c:%d: unsaid_long: 120 lines\n' \
	"$(at too_long)" "$(at bare_marker)" "$(at old_marker)" "$(at unsaid_long)" >"$tmp/probe.want"
if [ $st = 1 ] && cmp -s "$tmp/probe.got" "$tmp/probe.want"; then
	pass_static "style: the measure finds 81- and 120-line functions with no reason (none, a bare \"Long because:\", \"long:\"), not one of 80 or one that states why"
else
	fail_static "style: the measure finds 81- and 120-line functions with no reason, not one of 80 or one that states why" \
		"exit $st; got: $(tr '\n' ';' <"$tmp/probe.got") want: $(tr '\n' ';' <"$tmp/probe.want")"
fi
scripts/long-functions.py --all "$tmp/probe.c" >"$tmp/all"
grep -q 'said_long: 81 lines (reason stated)$' "$tmp/all" &&
	pass_static "style: --all shows a long function that states why" ||
	fail_static "style: --all shows a long function that states why"

# the tree: every long function states why
scripts/long-functions.py tool semantic-patches/*/*.c >"$tmp/tree" 2>&1
st=$?
scripts/long-functions.py --all tool semantic-patches/*/*.c >"$tmp/said" 2>&1
nsaid=$(grep -c . "$tmp/said")
if [ $st = 0 ] && [ ! -s "$tmp/tree" ]; then
	pass_static "style: no function of tool/ or the migrations over 80 lines without a stated reason ($nsaid with one)"
else
	fail_static "style: no function of tool/ or the migrations over 80 lines without a stated reason" \
		"split it into helpers, or state why above it on a line starting \"Long because:\": $(tr '\n' ';' <"$tmp/tree")"
fi

scripts/long-functions.py --limit 10 tool >"$tmp/short"
grep -q '^tool/validate/compile.c:' "$tmp/short" &&
	pass_static "style: the tree's measure reads tool/'s folders (tool/validate/compile.c has functions over 10 lines)" ||
	fail_static "style: the tree's measure reads tool/'s folders" "scripts/long-functions.py found nothing in tool/validate/"
