# The tests can fail: every other suite is run again with ZC_TOOL
# pointing to a fake zcport, one that exits 3 and one that prints nothing
# and exits 0.  Every zcport-dependent check must then fail, every check
# marked static must still pass, and every suite must still record its
# plan (a check a suite stops before is not a check that failed).  And
# every run of zcport must be asserted (through run_zcport, which sets
# ZC_ASSERTED): the fakes log any other run.  The
# fakes live in a temp dir; tool/zcport is never touched.  A suite
# planned static that never names ZCPORT outside its comments is not
# rerun: nothing in it can see the fake (run_zcport refuses to run in a
# static suite).  t-tsan.sh is one: it runs tool/zcport-tsan, built from
# the sources, and reruns of it would cost minutes for nothing.
. "$(dirname "$0")/lib/harness.sh"
plan 4 static
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

# meta LABEL SCRIPT-BODY
meta() {
	local label=$1 dir s start kinds dep depfail static_bad bad=""
	dir="$tmp/$(echo "$label" | tr -c 'a-z0-9\n' '_')"
	mkdir -p "$dir/bin" "$dir/out" "$dir/res"
	# shellcheck disable=SC2016 # the fake expands them
	printf '#!/bin/sh\n[ -n "$ZC_ASSERTED" ] || echo "$PWD: zcport $*" >>"%s"\n%s\n' \
		"$dir/unasserted" "$2" >"$dir/bin/zcport"
	: >"$dir/unasserted"
	chmod +x "$dir/bin/zcport"
	start=$(date +%s)
	for s in "${suites[@]}"; do
		: >"$dir/res/$s"
		ZC_TOOL="$dir/bin/zcport" ZC_OUT="$dir/out" ZC_RESULTS="$dir/res/$s" \
			bash "$ZC_ROOT/tests/$s" </dev/null >"$dir/out/$s.log" 2>&1
		zc_verdict "$s" $? "$dir/res/$s" >>"$dir/verdicts" ||
			bad="$bad${bad:+, }$s"
	done
	cat "$dir"/res/* >"$dir/all"
	dep=$(grep -c '^[a-z]* dep ' "$dir/all")
	depfail=$(grep -c '^fail dep ' "$dir/all")
	kinds=$(grep '^[a-z]* static ' "$dir/all" | cut -d' ' -f1 | sort | uniq -c |
		awk '{ printf "%s%s %s", s, $1, $2; s = ", " }')
	echo "  meta: $label: $(($(date +%s) - start)) s; static checks: ${kinds:-none}"
	if [ "$dep" -gt 0 ] && [ "$depfail" = "$dep" ] && [ ! -s "$dir/unasserted" ]; then
		pass "meta: do-nothing zcport ($label): $depfail of $dep zcport checks failed"
	else
		grep -v '^fail ' "$dir/all" | grep ' dep ' | head -10 | sed 's/^/  not failed: /'
		head -10 "$dir/unasserted" | sed 's/^/  run without run_zcport: /'
		fail "meta: do-nothing zcport ($label): $depfail of $dep zcport checks failed, $(wc -l <"$dir/unasserted") runs unasserted" \
			"a check that runs zcport must fail when zcport does nothing: assert through run_zcport"
	fi
	static_bad=$(grep -c '^fail static ' "$dir/all")
	if [ -z "$bad" ] && [ "$static_bad" = 0 ]; then
		pass "meta: do-nothing zcport ($label): every suite kept its plan, no static check failed"
	else
		sed "s/^/  /" "$dir/verdicts" 2>/dev/null
		grep '^fail static ' "$dir/all" | head -10 | sed 's/^/  static, but failed: /'
		fail "meta: do-nothing zcport ($label): every suite kept its plan, no static check failed" \
			"${bad:+suites: $bad; }$static_bad static checks failed (a check that needs zcport is not static)"
	fi
}

meta "exit 3" 'exit 3'
meta "no output, exit 0" 'exit 0'
