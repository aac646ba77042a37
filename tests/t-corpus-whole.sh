# The whole corpus in one port, against the reviewed expected ports
# (tests/expected/, which t-port-corpus.sh checks driver by driver): each
# driver's part of the diff is its expected diff, and its lines of the
# summary (each site left for a human, each file's state) are those of
# its expected summary.  One run of zcport over everything: the quick
# corpus check of `make check`.
# run-all: quick
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1
plan $(( 2 * $(find corpus -mindepth 1 -maxdepth 1 -type d | wc -l) ))

# exit 1: the corpus has sites left for a human
run_zcport 1 "$tmp/all.diff" "$tmp/all.err" -- port corpus

# part DIR DIFF: the files of DIFF under DIR/ (a file's lines from its
# "--- " line on; a new file's "--- /dev/null" goes with its "+++ b/")
part() {
	awk -v d=" b/$1/" '/^--- / { minus = $0; next }
		/^\+\+\+ / { f = index($0, d) > 0; if (f) print minus }
		f' "$2"
}
# lines DIR FILE: the lines of a summary about DIR's files
lines() {
	grep -E "^(  )?$1/" "$2"
}

for d in corpus/*/; do
	d=${d%/}
	drv=${d#corpus/}
	exp=tests/expected/$drv
	if [ ! -f "$exp.diff" ] || [ ! -f "$exp.summary" ]; then
		fail "whole corpus: $drv: diff" "no reviewed expected port in tests/expected/"
		fail "whole corpus: $drv: summary lines" "no reviewed expected port in tests/expected/"
		continue
	fi
	part "$d" "$tmp/all.diff" >"$tmp/$drv.diff"
	expect_eq "whole corpus: $drv: diff" "$tmp/$drv.diff" "$exp.diff" || :
	lines "$d" "$tmp/all.err" >"$tmp/$drv.lines"
	lines "$d" "$exp.summary" >"$tmp/$drv.want"
	expect_eq "whole corpus: $drv: summary lines" "$tmp/$drv.lines" "$tmp/$drv.want" || :
done
