# The real 2.4.27 tree's kiobuf drivers ported for Linux 6.1 (README,
# "The 6.1 target"), run by `make boot-test`: each file that ports to 2.6
# ports to 6.1 and builds with the 6.1 tree's own Kbuild, a function
# that keeps its other 2.4 APIs, whose errors its original has too,
# left unfinished (blkmtd and
# LVM1 are subsystems 6.1 no longer has; raw.c's raw devices became
# O_DIRECT); a file that does not parse for 2.6 ends the same for 6.1.
# Needs ../shared/trees/linux-2.4.27.tar.xz (ZC_TREES=DIR) and a 6.1
# headers tree (scripts/ensure-deps 61); SKIPs without them.
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1
# (sg.c and lvm-snap.c once did not parse, and ended the same for both
# targets; they parse now, and are ported as the others)
ported="drivers/char/raw.c drivers/mtd/devices/blkmtd.c arch/cris/drivers/examples/kiobuftest.c
	drivers/scsi/sg.c drivers/md/lvm-snap.c"
same=""
plan $(( 1 + $(echo $ported | wc -w) + $(echo $same | wc -w) + 1 ))

trees=
for t in "${ZC_TREES:-}" "$ZC_ROOT/../shared/trees" \
	"$(dirname "$(git -C "$ZC_ROOT" rev-parse --path-format=absolute \
		--git-common-dir 2>/dev/null || echo /nonexistent/.git)")/../shared/trees"; do
	if [ -n "$t" ] && [ -f "$t/linux-2.4.27.tar.xz" ]; then
		trees=$t
		break
	fi
done
why=
[ -n "$trees" ] || why="no ../shared/trees/linux-2.4.27.tar.xz (set ZC_TREES=DIR)"
if [ -z "$why" ] && ! kdir=$("$ZC_ROOT/scripts/ensure-deps" 61 2>"$tmp/deps"); then
	why="no Linux 6.1 headers tree: $(tail -1 "$tmp/deps")"
fi
files="$ported $same include/scsi/sg.h include/linux/lvm.h"
if [ -z "$why" ] && ! tar -xJf "$trees/linux-2.4.27.tar.xz" -C "$tmp" \
	$(for f in $files; do echo "linux-2.4.27/$f"; done); then
	why="linux-2.4.27.tar.xz does not unpack"
fi
if [ -n "$why" ]; then
	skip "real tree, 6.1: port" "$why"
	for f in $ported $same; do
		skip "real tree, 6.1: $f" "$why"
	done
	skip "real tree, 6.1: helper header" "$why"
	exit 0
fi

run_zcport -C "$tmp/linux-2.4.27" 1 "$tmp/p61.diff" "$tmp/p61.err" -- \
	port --target=6.1 --kernel-dir="$kdir" --output-dir="$tmp/o61" $files &&
	pass "real tree, 6.1: port" ||
	fail "real tree, 6.1: port" "$(tail -3 "$tmp/p61.err")"
# the 2.6 port of the same files: the reasons it gives, and what does
# not parse
run_zcport -C "$tmp/linux-2.4.27" 1 "$tmp/p26.diff" "$tmp/p26.err" -- \
	port --no-check $files
# built by Kbuild and judged by function: each site converted,
# unfinished where its function keeps the original's other 2.4 APIs, or
# left for the reason the 2.6 port gives it (raw.c's f_iobuf: f-iobuf)
for f in $ported; do
	l=$(grep "^  $f: " "$tmp/p61.err")
	other=$(grep "^$f:[0-9]*:[0-9]*: .*: manual: " "$tmp/p61.err" |
		grep -v ": manual: unfinished: " |
		while IFS= read -r x; do
			at=${x%%: *}
			why=$(echo "$x" | sed 's/.*: manual: \([a-z0-9-]*\): .*/\1/')
			grep -q "^$at: .*: manual: $why: " "$tmp/p26.err" || echo "$x"
		done | head -1)
	case $l in
	*" converted, "*", validated"*|*" converted, "*", partly ported"*)
		[ -z "$other" ] && pass "real tree, 6.1: $f" ||
			fail "real tree, 6.1: $f" "$other" ;;
	*) fail "real tree, 6.1: $f" "${l:-not in the summary}" ;;
	esac
done
for f in $same; do
	a=$(grep "^  $f: " "$tmp/p61.err" | sed 's/, [a-z ]*$//')
	b=$(grep "^  $f: " "$tmp/p26.err" | sed 's/, [a-z ]*$//')
	[ -n "$a" ] && [ "$a" = "$b" ] && pass "real tree, 6.1: $f" ||
		fail "real tree, 6.1: $f" "6.1: ${a:-none}; 2.6: ${b:-none}"
done
h="$tmp/o61/drivers/char/zcport_user_pages.h"
grep -q 'pin_user_pages_fast' "$h" 2>/dev/null &&
	! grep -q 'get_user_pages' "$h" &&
	pass "real tree, 6.1: helper header" || fail "real tree, 6.1: helper header"
# what the 6.1 port said of each file, for the reader
grep "^  \|^summary" "$tmp/p61.err" || true
