# What one file costs as it grows, and a busy run that stops when asked
# (issue 24).
# - growth: the inventory of a generated driver (scripts/scale.py: N
#   functions, 6 kiobuf sites each) four times as large costs at most
#   about four times as much: CPU seconds of `scan` (no size cap, so
#   libclang parses it whole), the least of three runs each, compared
#   in this run; at most 2.5x per doubling (the inventory was quadratic:
#   14x).  No absolute timing: a ratio of two measurements made here.
# - one SIGTERM (and one SIGINT) to a scan busy in the inventory of such
#   files ends it in a fraction of the time one file's inventory takes
#   (measured here too), with exit 128 + signal, one line saying so, and
#   the tree and TMPDIR as they were.
. "$(dirname "$0")/lib/harness.sh"
# growth 3, per signal 4
plan $(( 3 + 2 * 4 ))
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gen() {
	mkdir -p "$(dirname "$3")"
	python3 "$ZC_ROOT/scripts/scale.py" gen "$1" "$2" "$3"
}
gen plain 1000 "$tmp/small/gen.c"
gen plain 4000 "$tmp/large/gen.c"

# cpu DIR OUT ERR: one scan with no size cap; its CPU seconds (user +
# system, children included) in $cpu and its wall seconds in $wall
cpu() {
	local TIMEFORMAT='%3R %3U %3S'
	{ time ZCPORT_MAX_FILE_SIZE=0 run_zcport 0 "$2" "$3" -- scan --jobs=1 "$1"; } \
		2>"$tmp/time"
	read -r wall u s <"$tmp/time"
	cpu=$(awk -v u="$u" -v s="$s" 'BEGIN { print u + s }')
}

# least LIST: the smallest of the numbers
least() { printf '%s\n' "$@" | sort -g | head -1; }

small_cpu=() large_cpu=() large_wall=()
for i in 1 2 3; do
	cpu "$tmp/small" "$tmp/small.out" "$tmp/small.err"
	small_cpu+=("$cpu")
	cpu "$tmp/large" "$tmp/large.out" "$tmp/large.err"
	large_cpu+=("$cpu")
	large_wall+=("$wall")
done
grep -q '^summary: 6002 sites in 1 of 1 file$' "$tmp/small.out" &&
	pass "scan of the 1,000-function driver (0.3 MB): 6,002 sites" ||
	fail "scan of the 1,000-function driver (0.3 MB): 6,002 sites" \
		"$(grep -m1 '^summary' "$tmp/small.out"; head -2 "$tmp/small.err")"
grep -q '^summary: 24002 sites in 1 of 1 file$' "$tmp/large.out" &&
	grep -q ': call: map_user_kiobuf in gen3999()$' "$tmp/large.out" &&
	pass "scan of the 4,000-function driver (1.2 MB): 24,002 sites, parsed" ||
	fail "scan of the 4,000-function driver (1.2 MB): 24,002 sites, parsed" \
		"$(grep -m1 '^summary' "$tmp/large.out"; head -2 "$tmp/large.err")"
s=$(least "${small_cpu[@]}")
l=$(least "${large_cpu[@]}")
# 4x the size: at most 2.5 x 2.5 = 6.25x the cost
if awk -v s="$s" -v l="$l" 'BEGIN { exit !(s > 0 && l <= 6.25 * s) }'; then
	pass "4x the size costs at most 6.25x (2.5x per doubling): $l s / $s s CPU"
else
	fail "4x the size costs at most 6.25x (2.5x per doubling)" \
		"$l s / $s s CPU (runs: ${small_cpu[*]} / ${large_cpu[*]})"
fi

# a run busy in the inventory: four such files, one at a time; the
# signal comes half-way through the first (after half the wall time
# one took above), and the run must be gone within a quarter of it
one=$(least "${large_wall[@]}")
mkdir -p "$tmp/busy" "$tmp/tmpdir"
for i in 1 2 3 4; do
	mkdir -p "$tmp/busy/d$i"
	cp "$tmp/large/gen.c" "$tmp/busy/d$i/gen.c"
done
for sig in TERM INT; do
	listing "$tmp/busy" >"$tmp/busy.before"
	listing "$tmp/tmpdir" >"$tmp/tmpdir.before"
	# in the background, to be interrupted: asserted by zcport_ran
	(cd "$tmp/busy" && exec env TMPDIR="$tmp/tmpdir" ZCPORT_MAX_FILE_SIZE=0 \
		ZC_ASSERTED=1 "$ZCPORT" scan --jobs=1 . >"$tmp/i.out" 2>"$tmp/i.err") &
	pid=$!
	sleep "$(awk -v w="$one" 'BEGIN { print w / 2 }')"
	busy=0
	kill -0 $pid 2>/dev/null && [ ! -s "$tmp/i.out" ] && busy=1
	t0=$(date +%s.%N)
	kill -$sig $pid 2>/dev/null
	wait $pid
	st=$?
	took=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.3f", b - a }')
	want=$((128 + $(kill -l $sig)))
	zcport_ran $want $st "$tmp/i.out" "$tmp/i.err"
	if [ $busy = 1 ] && [ $st = $want ] && [ ! -s "$tmp/i.out" ] &&
	   [ "$(cat "$tmp/i.err")" = 'zcport: error: interrupted; no file was left half-written' ]; then
		pass "SIG$sig mid-inventory: exit $want, one line saying so, no output"
	else
		fail "SIG$sig mid-inventory: exit $want, one line saying so, no output" \
			"busy $busy, exit $st: $(head -c 300 "$tmp/i.err")"
	fi
	if [ $busy = 1 ] && awk -v t="$took" -v w="$one" 'BEGIN { exit !(t < w / 4) }'; then
		pass "SIG$sig mid-inventory: gone within a quarter of one file's inventory ($took s of $one s)"
	else
		fail "SIG$sig mid-inventory: gone within a quarter of one file's inventory" \
			"busy $busy: $took s after the signal, one file takes $one s"
	fi
	listing "$tmp/busy" >"$tmp/busy.after"
	listing "$tmp/tmpdir" >"$tmp/tmpdir.after"
	[ $busy = 1 ] || echo "(the scan was not busy when signalled)" >>"$tmp/busy.after"
	[ $busy = 1 ] || echo "(the scan was not busy when signalled)" >>"$tmp/tmpdir.after"
	expect_eq "SIG$sig mid-inventory: the tree is left as it was" \
		"$tmp/busy.after" "$tmp/busy.before"
	expect_eq "SIG$sig mid-inventory: TMPDIR is left as it was" \
		"$tmp/tmpdir.after" "$tmp/tmpdir.before"
done
# the verdict is the checks recorded above, not the last one's status
exit 0
