# The tests can fail: every other suite is run again with ZC_TOOL
# pointing to a fake zcport that does nothing: it prints nothing and
# exits with a status the run did not ask for (run_zcport tells it the
# pattern it wants in ZC_WANT: the fake exits 3 unless 3 is wanted, then
# 0, 1, 2 or 125, the first that is not; a run that says nothing gets 3).
# That is, per run, the worse of the two fakes this test used to run
# every suite with, one after the other (one exiting 3, one exiting 0,
# both silent): a wrong status breaks any check that reads only the
# status, and the silence any that reads the output.
#
# Each suite runs with ZC_FAIL_FAST (lib/harness.sh): it stops at its
# first failure.  That failure must be a zcport-dependent check failed
# by the taint of a run that went wrong, with no zcport-dependent check
# passing before it, and every run of zcport up to it asserted (through
# run_zcport, which sets ZC_ASSERTED: the fake logs any other run).
# That proves every zcport-dependent check of the suite fails without
# zcport: those before the stop did (none passed), and every one after
# it would, as the fake fails every run and a failed run taints every
# check after it until the next run, which the fake fails again.  So a
# suite costs seconds here, not a second run of all its work.  And the
# suite must record its plan before its first check, and every static
# check before the stop must pass.  One line per suite says how it did,
# so a suite whose checks pass without zcport is named.
#
# ZC_META_FULL=1 runs every suite to its end instead (minutes): then
# every zcport-dependent check must fail, every run be asserted, every
# check marked static still pass, and every suite record its plan (a
# check a suite stops before is not a check that failed).
#
# The fake lives in a temp dir; tool/zcport is never touched.  A suite
# planned static that never names ZCPORT outside its comments is not
# rerun: nothing in it can see the fake (run_zcport refuses to run in a
# static suite).  t-tsan.sh is one: it runs tool/zcport-tsan, built from
# the sources.  The suites run ZC_TEST_JOBS (default: the number of
# cores) at a time, as in run-all.
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

suites=(run-golden)
# slow-*.sh: the suites of their own make targets (make boot-test)
for t in "$ZC_ROOT"/tests/t-*.sh "$ZC_ROOT"/tests/slow-*.sh; do
	[ "${t##*/}" = t-meta.sh ] && continue
	if grep -q '^plan .* static$' "$t" &&
	   ! grep -v '^[[:space:]]*#' "$t" | grep -q 'ZCPORT\|zcport '; then
		echo "  meta: ${t##*/} is static: not rerun"
		continue
	fi
	suites+=("${t##*/}")
done
# the fake, then per suite: its zcport checks fail and its runs are
# asserted; its plan and its static checks hold
plan $(( 1 + 2 * ${#suites[@]} )) static

mkdir -p "$tmp/bin" "$tmp/out" "$tmp/res" "$tmp/log"
# shellcheck disable=SC2016 # the fake expands them
printf '%s\n' '#!/bin/sh' \
	'[ -n "$ZC_ASSERTED" ] || echo "$PWD: zcport $*" >>"${ZC_META_UNASSERTED:-'"$tmp/unasserted"'}"' \
	'for st in 3 0 1 2 125; do' \
	'	case $st in' \
	'	${ZC_WANT:-none}) ;;' \
	'	*) exit $st ;;' \
	'	esac' \
	'done' \
	'exit 3' >"$tmp/bin/zcport"
chmod +x "$tmp/bin/zcport"
: >"$tmp/unasserted"

# the fake itself: silent, and never the status asked for
ok=1
for want in 0 1 3 '[01]' 130 ''; do
	st=$(ZC_WANT=$want ZC_ASSERTED=1 "$tmp/bin/zcport" port x >"$tmp/fo" 2>&1; echo $?)
	# shellcheck disable=SC2254
	case $st in
	${want:-none}) ok=0 ;;
	esac
	[ -s "$tmp/fo" ] && ok=0
done
[ $ok = 1 ] && [ ! -s "$tmp/unasserted" ] &&
	pass "meta: the fake zcport prints nothing and never exits as asked" ||
	fail "meta: the fake zcport prints nothing and never exits as asked"

# rerun SUITE: the suite with the fake; its log, results and verdict
rerun() {
	local s=$1
	: >"$tmp/res/$s"
	: >"$tmp/log/$s.unasserted"
	mkdir -p "$tmp/tmp/$s"
	# (TMPDIR: what a stopped suite leaves goes with this test's)
	ZC_META_UNASSERTED="$tmp/log/$s.unasserted" TMPDIR="$tmp/tmp/$s" \
	ZC_FAIL_FAST=$fast ZC_TOOL="$tmp/bin/zcport" ZC_OUT="$tmp/out/$s" \
	ZC_RESULTS="$tmp/res/$s" \
		bash "$ZC_ROOT/tests/$s" </dev/null >"$tmp/log/$s" 2>&1
	zc_verdict "$s" $? "$tmp/res/$s" >"$tmp/log/$s.verdict"
}
fast=1 how="stopping at the first failure"
[ -n "${ZC_META_FULL:-}" ] && fast= how="run to the end (ZC_META_FULL)"
jobs=${ZC_TEST_JOBS:-$(nproc 2>/dev/null || echo 2)}
start=$(date +%s)
running=0
for s in "${suites[@]}"; do
	if [ $running -ge "$jobs" ]; then
		wait -n
		running=$((running - 1))
	fi
	rerun "$s" &
	running=$((running + 1))
done
wait
echo "  meta: ${#suites[@]} suites with the do-nothing zcport, $how: $(($(date +%s) - start)) s"

# fast SUITE: judged as it ran with ZC_FAIL_FAST
fast() {
	local s=$1 r=$tmp/res/$s stop dep un skips kinds first
	stop=$(grep -m1 '^stop ' "$r")
	dep=$(grep -c '^fail dep ' "$r")
	skips=$(grep -c '^skip ' "$r")
	un=$(grep -c "" "$tmp/log/$s.unasserted")
	first=${stop#stop dep taint }
	if [ "$first" != "$stop" ] && ! grep -q '^\(pass\|known\) dep ' "$r" && [ "$un" = 0 ]; then
		pass "meta: $s: fails when zcport does nothing, at its first zcport check ($first), every run up to it asserted"
	elif [ -z "$stop" ] && [ "$dep" = 0 ] && ! grep -q '^\(pass\|known\) dep ' "$r" &&
	     [ "$skips" -gt 0 ] && [ "$un" = 0 ]; then
		# what it needs is not here (../shared, a 6.1 tree): it
		# skips with or without zcport, and proves nothing either way
		pass "meta: $s: every check skipped here ($skips), nothing run"
	else
		grep ' dep ' "$r" | grep -v '^fail ' | head -10 | sed 's/^/  not failed: /'
		head -10 "$tmp/log/$s.unasserted" | sed 's/^/  run without run_zcport: /'
		fail "meta: $s: fails when zcport does nothing, at its first zcport check (${stop:-no stop}), $un runs unasserted" \
			"a check that runs zcport must fail when zcport does nothing: assert through run_zcport"
	fi
	kinds=$(grep '^[a-z]* static ' "$r" | cut -d' ' -f1 | sort | uniq -c |
		awk '{ printf "%s%s %s", s, $1, $2; s = ", " }')
	if [ "$(head -1 "$r" | cut -d' ' -f1)" = plan ] && ! grep -q '^fail static ' "$r"; then
		pass "meta: $s: plans first, no static check fails before it stops (static: ${kinds:-none})"
	else
		head -1 "$r" | grep -v '^plan ' | sed 's/^/  before its plan: /'
		grep '^fail static ' "$r" | head -10 | sed 's/^/  static, but failed: /'
		fail "meta: $s: plans first, no static check fails before it stops" \
			"a check that needs zcport is not static; a suite records its plan before any check"
	fi
}

for s in "${suites[@]}"; do
	if [ -n "$fast" ]; then
		fast "$s"
		continue
	fi
	r=$tmp/res/$s
	dep=$(grep -c '^\(pass\|fail\) dep ' "$r")
	depfail=$(grep -c '^fail dep ' "$r")
	skips=$(grep -c '^skip ' "$r")
	un=$(grep -c "" "$tmp/log/$s.unasserted")
	if [ "$dep" -gt 0 ] && [ "$depfail" = "$dep" ] && [ "$un" = 0 ]; then
		pass "meta: $s: all $dep zcport checks fail when zcport does nothing, every run asserted"
	elif [ "$dep" = 0 ] && [ "$skips" -gt 0 ] && [ "$un" = 0 ]; then
		# what it needs is not here (../shared, a 6.1 tree): it
		# skips with or without zcport, and proves nothing either way
		pass "meta: $s: every check skipped here ($skips), nothing run"
	else
		grep -v '^fail ' "$r" | grep ' dep ' | head -10 | sed 's/^/  not failed: /'
		head -10 "$tmp/log/$s.unasserted" | sed 's/^/  run without run_zcport: /'
		fail "meta: $s: $depfail of $dep zcport checks fail when zcport does nothing, $un runs unasserted" \
			"a check that runs zcport must fail when zcport does nothing: assert through run_zcport"
	fi
	kinds=$(grep '^[a-z]* static ' "$r" | cut -d' ' -f1 | sort | uniq -c |
		awk '{ printf "%s%s %s", s, $1, $2; s = ", " }')
	if [ ! -s "$tmp/log/$s.verdict" ] && ! grep -q '^fail static ' "$r"; then
		pass "meta: $s: keeps its plan, no static check fails (static: ${kinds:-none})"
	else
		sed 's/^/  /' "$tmp/log/$s.verdict"
		grep '^fail static ' "$r" | head -10 | sed 's/^/  static, but failed: /'
		fail "meta: $s: keeps its plan, no static check fails" \
			"a check that needs zcport is not static; a suite records its plan whatever zcport does"
	fi
done
