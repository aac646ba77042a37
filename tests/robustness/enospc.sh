# R7 and R13 of tests/t-robustness.sh, run by it under unshare -m (a
# private mount namespace: the small tmpfs mounts here are seen by no
# other process and go with it).  Records 5 checks.
#
#  R7  the tree fills: port --in-place over three drivers on a tmpfs of
#      each of several sizes; every driver ends whole (the reviewed
#      port) or untouched, with no temporaries; then, with room, a plain
#      re-run finishes the port
#  R13 TMPDIR fills: port --jobs=2 --in-place with TMPDIR on a tmpfs of
#      each of several sizes; exit 0, 1 or 3 with a message, never a
#      crash (two threads once died at once and the second crashed in
#      exit); each driver ported whole, untouched, or (where spatch ran
#      out of room: a crash) the original with markers only
. "$(dirname "$0")/../lib/harness.sh"
tmp=$1
C=$ZC_ROOT/corpus
cd "$tmp" || exit 1
drivers="simple_rw split_tape raw_vec"
leftovers() {
	find "$1" \( -name '*.zcport-tmp-*' -o -name '.zcport-journal-*' \) 2>/dev/null
}
is_port() { diff -r "$1" "exp/corpus/$2" >/dev/null; }

mkdir -p r7/mnt r13/tfull r13/t
if ! mount -t tmpfs -o size=64k tmpfs r7/mnt 2>/dev/null; then
	for c in "R7 ENOSPC in place: every driver whole or untouched, for every size" \
		 "R7 ENOSPC in place: no temporaries left" \
		 "R7 ENOSPC in place: a re-run with room finishes the port" \
		 "R13 TMPDIR full, --jobs=2: exit 3 with a message, never a crash" \
		 "R13 TMPDIR full: every driver ported, untouched or only marked"; do
		skip "$c" "no tmpfs can be mounted in this mount namespace"
	done
	exit 0
fi
umount r7/mnt

# --- R7: the tree fills ----------------------------------------------------
# the originals take 5 pages (24k is too small for them); the port adds
# a helper header of 2 pages per driver, and a transaction needs room
# for its temp files: at 28k the first journal fails, at 36k the temp
# files, at 44k a helper header, at 52k one driver is written and the
# next is not (measured on tmpfs with 4k pages)
whole=1 clean=1 bad_whole= bad_clean= half=0
for kb in 28 36 44 52; do
	mount -t tmpfs -o size=${kb}k tmpfs r7/mnt
	mkdir -p r7/mnt/t
	for d in $drivers; do
		cp -R "$C/$d" r7/mnt/t/ 2>/dev/null
	done
	TMPDIR="$tmp/tmpdir" run_zcport '[03]' r7.out r7.err -- port --no-check --in-place r7/mnt/t
	st=$ZC_STATUS
	for d in $drivers; do
		if is_port "r7/mnt/t/$d" "$d"; then
			:
		elif diff -r "r7/mnt/t/$d" "$C/$d" >/dev/null; then
			half=$((half + 1))
		else
			whole=0
			bad_whole="$bad_whole ${kb}k:$d"
		fi
	done
	[ $st = 3 ] && ! grep -q 'No space left on device' r7.err && {
		whole=0
		bad_whole="$bad_whole ${kb}k: exit 3 without saying why"
	}
	[ -z "$(leftovers r7/mnt)" ] || {
		clean=0
		bad_clean="$bad_clean ${kb}k: $(leftovers r7/mnt | head -2 | tr '\n' ' ')"
	}
	if [ $kb = 44 ]; then
		# room again: a plain re-run finishes what the full disk cut
		mount -o remount,size=1m r7/mnt
		TMPDIR="$tmp/tmpdir" run_zcport 0 r7.out r7.err -- port --no-check --in-place r7/mnt/t
		rerun=1
		for d in $drivers; do
			is_port "r7/mnt/t/$d" "$d" || rerun=0
		done
		[ -z "$(leftovers r7/mnt)" ] || rerun=0
		[ $rerun = 1 ] &&
			pass "R7 ENOSPC in place: a re-run with room finishes the port" ||
			fail "R7 ENOSPC in place: a re-run with room finishes the port" "$(head -2 r7.err)"
	fi
	umount r7/mnt
done
echo "  (R7: $half drivers left untouched by a full disk over 4 sizes)"
[ $whole = 1 ] && [ $half -gt 0 ] &&
	pass "R7 ENOSPC in place: every driver whole or untouched, for every size" ||
	fail "R7 ENOSPC in place: every driver whole or untouched, for every size" "half-written:$bad_whole; untouched: $half"
[ $clean = 1 ] &&
	pass "R7 ENOSPC in place: no temporaries left" ||
	fail "R7 ENOSPC in place: no temporaries left" "$bad_clean"

# --- R13: TMPDIR fills -------------------------------------------------------
ok=1 inputs=1 why= crashed=0 full=0
for kb in 32 96 160; do
	rm -rf r13/t && mkdir -p r13/t
	for d in $drivers chunked two_decl; do
		cp -R "$C/$d" r13/t/
	done
	mount -t tmpfs -o size=${kb}k tmpfs r13/tfull
	TMPDIR="$tmp/r13/tfull" run_zcport '[013]' r13.out r13.err -- port --jobs=2 --in-place r13/t
	st=$ZC_STATUS
	umount r13/tfull
	[ "$st" -ge 128 ] && crashed=$((crashed + 1))
	case $st in
	0|1) ;;
	3) full=$((full + 1))
	   grep -q 'error: .*No space left on device\|error: cannot' r13.err || {
		ok=0
		why="$why ${kb}k: exit 3 without a message;"
	   } ;;
	*) ok=0
	   why="$why ${kb}k: exit $st: $(tail -1 r13.err);" ;;
	esac
	for d in $drivers chunked two_decl; do
		is_port "r13/t/$d" "$d" && continue
		diff -r "r13/t/$d" "$C/$d" >/dev/null && continue
		# spatch ran out of room: the file is put back whole, marked
		# (crash); the markers taken away, the original is there
		marked=1
		for f in "$C/$d"/*; do
			"$ZC_ROOT/tests/robustness/strip-markers" "r13/t/$d/${f##*/}" |
				cmp -s - "$f" || marked=0
		done
		[ $marked = 1 ] && [ "$(ls "r13/t/$d" | wc -l)" = "$(ls "$C/$d" | wc -l)" ] &&
			continue
		inputs=0
		why="$why ${kb}k: $d half-written;"
	done
done
echo "  (R13: TMPDIR filled in $full of 3 runs)"
[ $ok = 1 ] && [ $crashed = 0 ] && [ $full -gt 0 ] &&
	pass "R13 TMPDIR full, --jobs=2: exit 3 with a message, never a crash" ||
	fail "R13 TMPDIR full, --jobs=2: exit 3 with a message, never a crash" "$why; $full full"
[ $inputs = 1 ] &&
	pass "R13 TMPDIR full: every driver ported, untouched or only marked" ||
	fail "R13 TMPDIR full: every driver ported, untouched or only marked" "$why"
