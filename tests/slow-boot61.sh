# The 6.1 ports in a booted Linux 6.1 (tests/boot61/README.md), run by
# `make boot-test` and .ci/run, not by `make test`: booting under TCG and
# building with Kbuild take minutes.  The driver corpus's char drivers
# with a finish step are ported with --target=6.1 (each file's kiobuf
# code ported and validated with the 6.1 tree's Kbuild: converted, or
# unfinished where a function keeps another 2.4 API 6.1 lacks, which the
# finish step supplies), finished, built as modules,
# and run in the booted kernel through the differential runtime's
# scenarios; each must behave as its 2.4 original does on the 2.4 model
# and release every pin; each mutant of the 6.1 helpers must be caught.
# Without what it needs (and not root to install it), or when the kernel
# does not boot here, every check is a SKIP saying why.
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
b=$ZC_ROOT/tests/boot61
drivers=$(cd "$b/finish" && ls *.sed | sed 's/\.sed$//')
mutants=$(cd "$b/mutants" && ls *.sed | sed 's/\.sed$//')
ndrv=$(echo $drivers | wc -w)
nmut=$(echo $mutants | wc -w)

# per driver: its port, its run; per mutant: caught; the boot
plan $(( 2 * ndrv + nmut + 1 ))

# skip_all WHY: nothing could run
skip_all() {
	local d m
	for d in $drivers; do
		skip "boot61: port $d" "$1"
		skip "boot61: run $d" "$1"
	done
	for m in $mutants; do
		skip "boot61: mutant $m" "$1"
	done
	skip "boot61: boot Linux 6.1" "$1"
}

# fail_runs WHY: the runs cannot be made
fail_runs() {
	local d m
	for d in $drivers; do
		fail "boot61: run $d" "$1"
	done
	for m in $mutants; do
		fail "boot61: mutant $m" "$1"
	done
	fail "boot61: boot Linux 6.1" "$1"
}

if ! tree=$("$ZC_ROOT/scripts/ensure-deps" boot61 2>"$tmp/deps"); then
	skip_all "what it needs is missing: $(tail -1 "$tmp/deps")"
	exit 0
fi

args=()
for d in $drivers; do
	args+=("corpus/$d")
done
# exit 1: functions still using DECLARE_MUTEX() and the like are
# unfinished (their kiobuf code ported; the finish step does the rest)
run_zcport -C "$ZC_ROOT" 1 "$tmp/port.out" "$tmp/port.err" -- \
	port --target=6.1 --kernel-dir="$tree" --output-dir="$tmp/port" \
	"${args[@]}"
for d in $drivers; do
	# every file of the driver built by Kbuild and judged (no file
	# failed), every site converted or unfinished: no other reason
	lines=$(grep "^  corpus/$d/" "$tmp/port.err" | grep -v "helper header")
	bad=$(echo "$lines" | grep -v ": [0-9]* converted, [0-9]* manual, \(validated\|partly ported\)"
	      grep "^corpus/$d/.*: manual: " "$tmp/port.err" | grep -v ": manual: unfinished: ")
	if [ -n "$lines" ] && [ -z "$bad" ]; then
		pass "boot61: port $d"
	else
		fail "boot61: port $d" "${bad:-not in the summary}"
	fi
done

if zc_tainted; then
	fail_runs "the drivers were not ported"
	exit 0
fi
python3 "$b/run.py" --kernel-dir="$tree" --port="$tmp/port" \
	--corpus="$ZC_ROOT/corpus" --work="$tmp/boot" --mutants \
	--drivers="$(echo $drivers | tr ' ' ,)" >"$tmp/run.out" 2>&1
st=$?
cat "$tmp/run.out"
if [ $st = 77 ]; then
	skip_all_runs=$(grep '^SKIP: ' "$tmp/run.out" | head -1)
	for d in $drivers; do
		skip "boot61: run $d" "${skip_all_runs#SKIP: }"
	done
	for m in $mutants; do
		skip "boot61: mutant $m" "${skip_all_runs#SKIP: }"
	done
	skip "boot61: boot Linux 6.1" "${skip_all_runs#SKIP: }"
	exit 0
fi
if [ ! -s "$tmp/boot/results.json" ]; then
	fail_runs "run.py exited $st without results: $(tail -3 "$tmp/run.out")"
	exit 0
fi
# the results, one line each: KIND NAME STATUS WHY
python3 - "$tmp/boot/results.json" >"$tmp/res" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
for n, v in sorted(r["drivers"].items()):
    why = v.get("why") or "; ".join(v.get("problems", [])[:2])
    print("driver", n, v["status"], "%s scenarios %s" % (v.get("scenarios", 0), why))
for n, v in sorted(r["mutants"].items()):
    print("mutant", n, v["status"], "; ".join(v.get("by", [])[:1]) or v.get("why", ""))
print("boot", "-", "fail" if r.get("problems") else "pass",
      "Linux %s booted in %s s, %s scenarios of the ports, %s of the mutants %s" %
      (r["release"], r["boot_seconds"], r["scenarios"], r["mutant_scenarios"],
       "; ".join(r.get("problems", []))))
PY
for d in $drivers; do
	l=$(grep "^driver $d " "$tmp/res")
	case $l in
	"driver $d pass "*) pass "boot61: run $d" ;;
	*) fail "boot61: run $d" "${l:-no result}" ;;
	esac
done
for m in $mutants; do
	l=$(grep "^mutant $m " "$tmp/res")
	case $l in
	"mutant $m caught "*) pass "boot61: mutant $m" ;;
	*) fail "boot61: mutant $m" "${l:-no result}" ;;
	esac
done
l=$(grep "^boot " "$tmp/res")
case $l in
"boot - pass "*) pass "boot61: boot Linux 6.1" ;;
*) fail "boot61: boot Linux 6.1" "$l" ;;
esac
echo "boot61: ${l#boot - * }"
