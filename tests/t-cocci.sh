# Per-rule tests in the style of Coccinelle's own tests/: for each
# semantic patch NAME.cocci of a migration (semantic-patches/MIG/),
# semantic-patches/MIG/tests/NAME/X.c is run through the real spatch
# (patch mode, the rule's // Options:) and must give X.res.  (A rule's
# name starts with its two-digit place, NN-; the folder's tests/ported/
# holds whole-file cases, t-ported.sh's.)
# run-all: quick
. "$(dirname "$0")/lib/harness.sh"
# per rule: each case, report mode, header
n=0
for dir in "$ZC_ROOT"/semantic-patches/*/tests/[0-9][0-9]-*/; do
	n=$((n + 2 + $(find "$dir" -maxdepth 1 -name '*.c' | wc -l)))
done
plan $n static
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for dir in "$ZC_ROOT"/semantic-patches/*/tests/[0-9][0-9]-*/; do
	rule=$(basename "$dir")
	mig=$(basename "$(dirname "$(dirname "$dir")")")
	cocci="$ZC_ROOT/semantic-patches/$mig/$rule.cocci"
	if [ ! -f "$cocci" ]; then
		fail "cocci/$rule" "no semantic-patches/$mig/$rule.cocci"
		continue
	fi
	opts=$(sed -n 's|^// Options:||p' "$cocci")
	for c in "$dir"*.c; do
		t=$(basename "$c" .c)
		cp "$c" "$tmp/$t.c"
		# shellcheck disable=SC2086
		spatch --sp-file "$cocci" -D patch $opts --very-quiet \
			--no-show-diff --in-place "$tmp/$t.c" >"$tmp/log" 2>&1 ||
			{ fail "cocci/$rule/$t" "spatch failed: $(head -3 "$tmp/log")"; continue; }
		expect_eq "cocci/$rule/$t" "$tmp/$t.c" "${c%.c}.res"
	done
	# every rule must also run in report mode (the kernel's convention)
	spatch --sp-file "$cocci" -D report $opts --very-quiet \
		"$dir"/*.c >"$tmp/report" 2>&1 &&
		pass "cocci/$rule: report mode runs" ||
		fail "cocci/$rule: report mode runs" "$(head -3 "$tmp/report")"
	grep -q '^///' "$cocci" && grep -q '^// Confidence:' "$cocci" &&
		grep -q '^// Options:' "$cocci" && grep -q '^virtual patch' "$cocci" &&
		grep -q '^virtual report' "$cocci" &&
		pass "cocci/$rule: header and modes" ||
		fail "cocci/$rule: header and modes" "needs ///, Confidence, Options, virtual patch/report"
done
