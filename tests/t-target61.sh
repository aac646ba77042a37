# --target=6.1 (tests/target61/, README "Targets"): the corpus ported for
# Linux 6.1 writes 6.1's API and none of 2.6's, flags what 6.1 removed, and
# refuses a tree of the other target; validation builds with a 6.1 tree's
# own Kbuild and fails an error, a new warning and a GPL-only symbol in a
# module that is not GPL.  The Kbuild checks need a 6.1 headers tree
# (scripts/ensure-deps 61 installs linux-headers-amd64 as root); without
# one they are SKIPs.  The booted-kernel proof is make boot-test.
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1
plan 18

# the corpus for 6.1, without validation: what the port writes
run_zcport 1 "$tmp/p.diff" "$tmp/p.err" -- port --target=6.1 --no-check \
	--output-dir="$tmp/p" --report="$tmp/p.json" corpus
hdrs=$(ls "$tmp"/p/corpus/*/zcport_user_pages.h 2>/dev/null)
# (dual-version drivers keep their own 2.6 code, which is not zcport's)
ports=$(ls "$tmp"/p/corpus/*/*.[ch] 2>/dev/null |
	grep -v 'zcport_user_pages.h\|/dual_version/\|/vendor_dual/')
if [ -n "$hdrs" ] && grep -q 'pin_user_pages_fast' $hdrs &&
   ! grep -qE 'get_user_pages|page_cache_release|mmap_sem|KM_USER0|bio_get_nr_vecs|bdget' $hdrs; then
	pass "6.1 helpers: pin_user_pages_fast(), no 2.6 call"
else
	fail "6.1 helpers: pin_user_pages_fast(), no 2.6 call" "$(grep -nE 'get_user_pages|page_cache_release|mmap_sem|KM_USER0|bio_get_nr_vecs|bdget' $hdrs | head -3)"
fi
grep -q 'unpin_user_pages_dirty_lock(up->maplist, up->nr_pages,' $hdrs &&
	pass "6.1 helpers: unmap unpins, dirtying what the device wrote" ||
	fail "6.1 helpers: unmap unpins, dirtying what the device wrote"
# kmap()/kunmap() the 2.4 original has on the same line is the driver's
# own and still 6.1 API; one the port wrote is not, nor is any KM_ slot
grep -nE '\bkmap\(|\bkunmap\(|KM_USER0|KM_BH_IRQ' $ports 2>/dev/null |
	grep -v ':[0-9]*:[[:space:]]*/\?\*' |
	while IFS= read -r hit; do
		f=${hit%%:*} rest=${hit#*:}
		text=${rest#*:}
		orig=corpus/${f#"$tmp"/p/corpus/}
		case $text in *KM_*) ;; *)
			grep -Fxq -- "$text" "$orig" 2>/dev/null && continue ;;
		esac
		printf '%s\n' "$hit"
	done >"$tmp/km"
if [ -n "$ports" ] && [ ! -s "$tmp/km" ]; then
	pass "6.1 ports: kmap_local_page(), no kmap() or KM_ slot"
else
	fail "6.1 ports: kmap_local_page(), no kmap() or KM_ slot" "$(head -3 "$tmp/km")"
fi
grep -q 'user_pages_map_longterm(dev->iobuf, 1' "$tmp/p/corpus/dev_struct/dev_struct.c" 2>/dev/null &&
	! grep -q 'user_pages_map_longterm' "$tmp/p/corpus/simple_rw/simple_rw.c" &&
	pass "6.1: FOLL_LONGTERM where the pin outlives the call, only there" ||
	fail "6.1: FOLL_LONGTERM where the pin outlives the call, only there"
grep '"file": "corpus/extent_dio/extent_dio.c", "line"' "$tmp/p.json" 2>/dev/null |
	grep -v '"state": "manual", "reason_code": "block-io", "reason": "exf_direct_IO() (line 68) is this file.s 2.4 direct_IO method, and Linux 6.1 has no method of that shape.*blockdev_direct_IO(iocb, inode, iter, get_block)' >"$tmp/dio"
[ -s "$tmp/p.json" ] && [ ! -s "$tmp/dio" ] &&
	grep -q '"file": "corpus/extent_dio/extent_dio.c", "line"' "$tmp/p.json" &&
	pass "6.1: a 2.4 direct_IO method is flagged with the recipe" ||
	fail "6.1: a 2.4 direct_IO method is flagged with the recipe" "$(head -2 "$tmp/dio")"
grep -q '"file": "corpus/flash_block/flash_block.c".*"symbol": "brw_kiovec".*"reason_code": "block-io", "reason": "Linux 6.1.s struct inode has no i_bdev' "$tmp/p.json" 2>/dev/null &&
	pass "6.1: a block device from an inode's i_bdev is flagged" ||
	fail "6.1: a block device from an inode's i_bdev is flagged"

# the options
run_zcport 2 "$tmp/u.out" "$tmp/u.err" -- port --target=6.1 corpus/simple_rw
grep -q 'kernel-dir' "$tmp/u.err" && pass "6.1: validating needs --kernel-dir" ||
	fail "6.1: validating needs --kernel-dir" "$(cat "$tmp/u.err")"
run_zcport 2 "$tmp/u.out" "$tmp/u.err" -- port --target=2.4 corpus/simple_rw
grep -q 'must be 2.6 or 6.1' "$tmp/u.err" && pass "an unknown target is a usage error" ||
	fail "an unknown target is a usage error" "$(cat "$tmp/u.err")"
mkdir -p "$tmp/t26/include/linux"
printf 'VERSION = 2\nPATCHLEVEL = 6\nSUBLEVEL = 9\n' >"$tmp/t26/Makefile"
run_zcport 3 "$tmp/u.out" "$tmp/u.err" -- port --target=6.1 --kernel-dir="$tmp/t26" corpus/simple_rw
grep -q 'needs a Linux 6.1 tree, and this one is 2.6.9' "$tmp/u.err" &&
	pass "6.1: a 2.6 tree is refused" || fail "6.1: a 2.6 tree is refused" "$(cat "$tmp/u.err")"
run_zcport 0 "$tmp/r.out" "$tmp/r.err" -- rules
grep -q '^target 2.6 (the default): semantic-patches/user-pages.helpers' "$tmp/r.out" &&
	grep -q '^  map_user_kiobuf: user_pages_map(): pin_user_pages_fast()' "$tmp/r.out" &&
	pass "rules: what each target maps to" || fail "rules: what each target maps to"

# Kbuild: a 6.1 tree's own
if ! tree=$("$ZC_ROOT/scripts/ensure-deps" 61 2>"$tmp/deps"); then
	why="no Linux 6.1 headers tree: $(tail -1 "$tmp/deps")"
	for c in "2.6 target refuses the 6.1 tree" "port simple_rw validates with Kbuild" \
		"check: a 6.1 module passes" "check: a 2.6 call fails" \
		"check: a new warning fails" "check: a GPL-only symbol in a non-GPL module fails" \
		"show-flags: the Kbuild command" "check: the 2.6 port fails"; do
		skip "6.1 Kbuild: $c" "$why"
	done
	exit 0
fi
run_zcport 3 "$tmp/u.out" "$tmp/u.err" -- port --kernel-dir="$tree" corpus/simple_rw
grep -q 'the 2.6 target needs a 2.6 tree (port for 6.1 with --target=6.1)' "$tmp/u.err" &&
	pass "6.1 Kbuild: 2.6 target refuses the 6.1 tree" ||
	fail "6.1 Kbuild: 2.6 target refuses the 6.1 tree" "$(cat "$tmp/u.err")"
# judged by function: srw_read() and srw_write() keep the original's
# DECLARE_MUTEX() semaphore, which 6.1 does not have: unfinished
run_zcport 1 "$tmp/v.diff" "$tmp/v.err" -- port --target=6.1 --kernel-dir="$tree" corpus/simple_rw
grep -q '^  corpus/simple_rw/simple_rw.c: 6 converted, 11 manual, partly ported, 2 errors in code left for a human, 5 the original has too in code the port did not touch$' "$tmp/v.err" &&
	grep -q "in srw_read(): manual: unfinished: srw_read() does not compile against 6.1 yet, for an error the original has too (its other 2.4 APIs): corpus/simple_rw/simple_rw.c:[0-9]*:[0-9]*: error: 'srw_sem' undeclared" "$tmp/v.err" &&
	! grep ': manual: ' "$tmp/v.err" | grep -qv ': manual: unfinished: ' &&
	pass "6.1 Kbuild: port simple_rw validates with Kbuild" ||
	fail "6.1 Kbuild: port simple_rw validates with Kbuild" "$(tail -4 "$tmp/v.err")"
mkdir -p "$tmp/g"
cp tests/target61/good.c "$tmp/g/good.c"
run_zcport 0 "$tmp/c.out" "$tmp/c.err" -- check --target=6.1 --kernel-dir="$tree" "$tmp/g/good.c"
grep -q 'good.c: passed' "$tmp/c.out" && pass "6.1 Kbuild: check: a 6.1 module passes" ||
	fail "6.1 Kbuild: check: a 6.1 module passes" "$(cat "$tmp/c.out" "$tmp/c.err" | head -5)"
# broken GOOD.C NAME SED-EXPR PATTERN: the copy must fail, saying PATTERN
broken() {
	mkdir -p "$tmp/$1"
	sed -e "$3" tests/target61/good.c >"$tmp/$1/good.c"
	if cmp -s tests/target61/good.c "$tmp/$1/good.c"; then
		fail_static "6.1 Kbuild: check: $2" "the sed expression changes nothing"
		return
	fi
	run_zcport 1 "$tmp/b.out" "$tmp/b.err" -- check --target=6.1 --kernel-dir="$tree" "$tmp/$1/good.c"
	grep -q "$4" "$tmp/b.err" && pass "6.1 Kbuild: check: $2" ||
		fail "6.1 Kbuild: check: $2" "$(head -3 "$tmp/b.err")"
}
broken b26 "a 2.6 call fails" \
	's/pin_user_pages_fast(uaddr & PAGE_MASK, nr, FOLL_WRITE, pages)/get_user_pages(current, current->mm, uaddr \& PAGE_MASK, nr, 1, 0, pages, NULL)/' \
	"error: .*get_user_pages"
broken bw "a new warning fails" 's/^\tint got, i;$/\tint got, i, unused;/' \
	"warning: unused variable 'unused'"
broken bl "a GPL-only symbol in a non-GPL module fails" \
	's/^MODULE_LICENSE("GPL");$/MODULE_LICENSE("Proprietary");/' \
	"error: modpost: GPL-incompatible module .*good.*uses GPL-only symbol"
run_zcport 0 "$tmp/f.out" "$tmp/f.err" -- check --target=6.1 --kernel-dir="$tree" --show-flags "$tmp/g/good.c"
grep -q "good.c: env -u MAKEFLAGS .* make -C $tree 'M=<temp dir>' KBUILD_MODPOST_WARN=1 modules (Kbuild" "$tmp/f.out" &&
	pass "6.1 Kbuild: show-flags: the Kbuild command" ||
	fail "6.1 Kbuild: show-flags: the Kbuild command" "$(head -3 "$tmp/f.out")"
# the 2.6 port of a driver is no 6.1 code
run_zcport 0 "$tmp/o26.out" "$tmp/o26.err" -- port --no-check --output-dir="$tmp/o26" corpus/two_decl
run_zcport 1 "$tmp/c26.out" "$tmp/c26.err" -- check --target=6.1 --kernel-dir="$tree" \
	--baseline=corpus/two_decl "$tmp/o26/corpus/two_decl"
grep -q 'error: .*\(get_user_pages\|page_cache_release\|mmap_sem\)' "$tmp/c26.err" &&
	pass "6.1 Kbuild: check: the 2.6 port fails" ||
	fail "6.1 Kbuild: check: the 2.6 port fails" "$(head -3 "$tmp/c26.err")"
