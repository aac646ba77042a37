# harness.sh: shared bookkeeping for zcport's test scripts (sourced).
#
# Conventions (docs/architecture.md, "Tests"):
#
# plan N [static]
#	First thing in every suite: how many checks it records.  run-all
#	fails the suite when it records another number, so a suite that
#	stops early or a loop that runs nothing is caught.  Where the count
#	follows the data (one check per corpus driver...), compute N from
#	the data, not from the loop.  "static": no check of the suite runs
#	tool/zcport (spatch rules, gcc on the corpus, runtime models).
#
# run_zcport [-C DIR] STATUS OUT [ERR] -- ARGS...
#	The only way a suite runs zcport: "$ZCPORT" ARGS >OUT 2>ERR (in
#	DIR).  STATUS is a case pattern ("0", "1", "[01]").  When the exit
#	status does not match, or stdout and stderr are both empty, the run
#	taints every zcport-dependent check recorded after it, up to the next
#	run_zcport after a result: each of them is recorded as FAIL,
#	whatever it compared.  So a check that runs zcport cannot pass when
#	zcport does nothing.  Returns 0 when the run was as expected.
#	ERR defaults to a scratch file; ZC_STATUS holds the exit status
#	(unless run_zcport itself ran in a subshell).  For a run that
#	cannot go through run_zcport (in the background, to be
#	interrupted), run ZC_ASSERTED=1 ZC_WANT=STATUS "$ZCPORT" ... and
#	call zcport_ran STATUS GOT-STATUS OUT ERR after it: the meta-test's
#	fake reports every run without ZC_ASSERTED, and exits with a status
#	ZC_WANT does not match.
#
# pass NAME / fail NAME [WHY] / known NAME / xpass NAME / skip NAME WHY
#	record one zcport-dependent result (expect_eq NAME GOT WANT too).
# pass_static / fail_static / skip_static: the same for a check that
#	does not depend on zcport (in a suite that does run it); they
#	ignore the taint.  Skips that cannot work for this user (read-only
#	trees as root) are recorded with skip, never as passes.
#
# ZC_FAIL_FAST=1 in the environment: the suite stops at its first
# failure (fail, fail_static, or a check the taint failed), after
# recording it.  The meta-test runs every suite so.
#
# The meta-test (tests/t-meta.sh) reruns every suite with ZC_TOOL
# pointing to a fake zcport that prints nothing and exits with a status
# the run did not ask for, and with ZC_FAIL_FAST: the suite must stop at
# a zcport-dependent check that the taint failed, with no such check
# passing before it.  Every later zcport-dependent check is then bound
# to fail too: the fake fails every run, and each failed run taints the
# checks after it.  (ZC_META_FULL=1 runs every suite to its end instead:
# every zcport-dependent check must fail, every static check must still
# pass, and every suite must record its plan.)
#
# A failing test keeps what it produced under tests/out/ (.got, .diff)
# so it can be read after the run.  Results go to $ZC_RESULTS, one line
# each: "KIND CLASS NAME" (KIND pass/fail/known/skip, CLASS dep/static)
# and "plan N CLASS".

ZC_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
# ZC_TOOL: the zcport under test (the meta-test's fakes); never exported
# by the suites themselves
ZCPORT="${ZC_TOOL:-$ZC_ROOT/tool/zcport}"
: "${ZC_OUT:=$ZC_ROOT/tests/out}"
mkdir -p "$ZC_OUT"
: "${ZC_RESULTS:=$ZC_OUT/results}"
ZC_CLASS=dep
# the taint of the current group of zcport runs, and whether a result
# has been recorded since the last run (files: runs may be in subshells;
# "fresh" is a file that is not empty, so that recording a result only
# truncates it: no rm per check, as forks are what a suite costs most)
_zc_taint="$ZC_RESULTS.taint"
_zc_fresh="$ZC_RESULTS.fresh"
# A script a suite runs that sources this file too (tests/robustness/
# enospc.sh) records into the suite's results, under the suite's taint:
# only the first to source it for these results starts them afresh.
if [ "${ZC_RESULTS_OWNER:-}" != "$ZC_RESULTS" ]; then
	: >"$_zc_taint"
	: >"$_zc_fresh"
	export ZC_RESULTS_OWNER="$ZC_RESULTS" ZC_SUITE_PID=$$
fi

plan() {
	ZC_CLASS=dep
	[ "${2:-}" = static ] && ZC_CLASS=static
	echo "plan $1 $ZC_CLASS" >>"$ZC_RESULTS"
}

# _zc_record KIND CLASS NAME [WHY]
_zc_record() {
	local kind=$1 class=$2 name=$3 why=${4:-}
	if [ "$class" = dep ] && [ -s "$_zc_taint" ]; then
		[ "$kind" = fail ] || why=""
		why="${why:+$why; }zcport did not run as it should: $(head -1 "$_zc_taint")"
		kind=fail
	fi
	[ -s "$_zc_fresh" ] && : >"$_zc_fresh"
	case $kind in
	pass)  echo "PASS $name" ;;
	fail)  echo "FAIL $name${why:+: $why}" ;;
	known) echo "KNOWN-FAIL $name" ;;
	skip)  echo "SKIP $name${why:+: $why}" ;;
	esac
	echo "$kind $class $name" >>"$ZC_RESULTS"
	[ "$kind" = fail ] && [ -n "${ZC_FAIL_FAST:-}" ] && _zc_stop "$class" "$name"
	return 0
}

# _zc_stop CLASS NAME: ZC_FAIL_FAST is set: the suite ends here, at its
# first failure, with a line "stop CLASS taint|clean NAME" (taint: the
# check failed because a run of zcport went wrong), from a subshell or
# a script it runs too (the suite's EXIT trap runs)
_zc_stop() {
	local why=clean
	[ "$1" = dep ] && [ -s "$_zc_taint" ] && why=taint
	echo "stop $1 $why $2" >>"$ZC_RESULTS"
	[ "$BASHPID" = "$ZC_SUITE_PID" ] || kill -TERM "$ZC_SUITE_PID"
	exit 1
}

pass()  { _zc_record pass "$ZC_CLASS" "$1"; }
fail()  { _zc_record fail "$ZC_CLASS" "$1" "${2:-}"; }
known() { _zc_record known "$ZC_CLASS" "$1"; }
skip()  { _zc_record skip "$ZC_CLASS" "$1" "${2:-}"; }
xpass() { _zc_record fail "$ZC_CLASS" "$1" "unexpected pass of a known failure (drop the tag)"; }
pass_static() { _zc_record pass static "$1"; }
fail_static() { _zc_record fail static "$1" "${2:-}"; }
skip_static() { _zc_record skip static "$1" "${2:-}"; }

# zcport_ran WANT-STATUS GOT-STATUS OUT ERR: taint the current group of
# runs unless the status matches the pattern and there was output
zcport_ran() {
	local want=$1 got=$2 out=$3 err=$4 why=""
	if [ ! -s "$_zc_fresh" ]; then
		: >"$_zc_taint"
		echo run >"$_zc_fresh"
	fi
	# shellcheck disable=SC2254
	case $got in
	$want) ;;
	*) why="exit $got, want $want" ;;
	esac
	if [ -z "$why" ] && [ ! -s "$out" ] && [ ! -s "$err" ]; then
		why="no output at all"
	fi
	[ -z "$why" ] && return 0
	[ -s "$err" ] && why="$why: $(head -1 "$err")"
	echo "$why" >>"$_zc_taint"
	return 1
}

# zc_tainted: the current group of zcport runs went wrong (a suite may
# skip expensive work whose checks are bound to fail)
zc_tainted() { [ -s "$_zc_taint" ]; }

run_zcport() {
	local dir="" want out err st
	if [ "$ZC_CLASS" = static ]; then
		fail_static "run_zcport in a suite planned static" "plan it without static"
		return 1
	fi
	if [ "$1" = -C ]; then
		dir=$2
		shift 2
	fi
	want=$1 out=$2
	shift 2
	err="$ZC_RESULTS.stderr"
	if [ "$1" != -- ]; then
		err=$1
		shift
	fi
	[ "$1" = -- ] || { echo "run_zcport: usage: [-C DIR] STATUS OUT [ERR] -- ARGS" >&2; return 2; }
	shift
	# ZC_ASSERTED tells the meta-test's fake the run is checked, and
	# ZC_WANT the status it must then not exit with
	if [ -n "$dir" ]; then
		(cd "$dir" && ZC_ASSERTED=1 ZC_WANT=$want exec "$ZCPORT" "$@") >"$out" 2>"$err"
	else
		ZC_ASSERTED=1 ZC_WANT=$want "$ZCPORT" "$@" >"$out" 2>"$err"
	fi
	st=$?
	# shellcheck disable=SC2034 # read by the suites
	ZC_STATUS=$st
	zcport_ran "$want" "$st" "$out" "$err"
}

# listing DIR: every path under DIR with its type, size and checksum, to
# compare a tree before and after a run (nothing left behind)
listing() {
	(cd "$1" && find . -printf '%y %s %p\n' | sort &&
		find . -type f -exec md5sum {} + | sort -k2)
}

# expect_eq NAME GOT-FILE WANT-FILE: compare, keep .got/.diff on failure
expect_eq() {
	local name=$1 got=$2 want=$3 safe
	safe=$(echo "$name" | tr '/ ' '__')
	if cmp -s "$got" "$want"; then
		pass "$name"
		return 0
	fi
	cp "$got" "$ZC_OUT/$safe.got" 2>/dev/null
	diff -u "$want" "$got" >"$ZC_OUT/$safe.diff" 2>&1
	fail "$name" "output differs, see tests/out/$safe.diff"
	return 1
}

# zc_verdict SUITE EXIT RESULTS-FILE: print a FAIL line for a suite that
# exited non-zero, has no plan, or recorded another number of checks
# than its plan; return 1 then
zc_verdict() {
	local suite=$1 rc=$2 res=$3 planned got bad=0
	if [ "$rc" != 0 ]; then
		echo "FAIL $suite: exited with status $rc"
		bad=1
	fi
	planned=$(awk '$1 == "plan" { n += $2 } END { print n + 0 }' "$res" 2>/dev/null)
	got=$(grep -cE '^(pass|fail|known|skip) ' "$res" 2>/dev/null)
	if ! grep -q '^plan ' "$res" 2>/dev/null; then
		echo "FAIL $suite: no plan (call plan N first)"
		bad=1
	elif [ "${got:-0}" != "$planned" ]; then
		echo "FAIL $suite: planned $planned checks, recorded ${got:-0}"
		bad=1
	fi
	return $bad
}
