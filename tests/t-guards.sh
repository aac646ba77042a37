# Version guards (guard.h): what makes a site "guarded", shown as its
# evidence; LINUX_VERSION_CODE from the --kernel-dir tree; a vendor
# driver whose LINUX_24/LINUX_26 come from a header that is absent is
# left whole; an unguarded <linux/iobuf.h> in a dual-version file is
# kept for 2.4 builds only, and the port validates.
. "$(dirname "$0")/lib/harness.sh"
plan 11
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1

# 1. vendor_dual: every 2.4 site guarded, with evidence; the file unchanged
run_zcport 0 "$tmp/vd.diff" "$tmp/vd.diff.err" -- port \
	--report="$tmp/vd.json" corpus/vendor_dual
n=$(grep -c '"state": "guarded"' "$tmp/vd.json")
other=$(grep '"line": ' "$tmp/vd.json" | grep -vc '"state": "guarded"')
ev=$(grep '"state": "guarded"' "$tmp/vd.json" | grep -c '"guard_evidence": "')
[ "$n" -ge 7 ] && [ "$other" = 0 ] && [ "$ev" = "$n" ] &&
	pass "vendor_dual: all $n sites guarded, each with its evidence" ||
	fail "vendor_dual: all sites guarded with evidence" "guarded $n, other $other, with evidence $ev"
[ ! -s "$tmp/vd.diff" ] && grep -q "0 converted, 0 manual, $n guarded" "$tmp/vd.diff.err" &&
	pass "vendor_dual: the file is left unchanged" ||
	fail "vendor_dual: the file is left unchanged" "$(head -5 "$tmp/vd.diff")"
grep '"symbol": "map_user_kiobuf"' "$tmp/vd.json" |
	grep -q '"guard_evidence": "sibling branch at line [0-9]* pins with get_user_pages()"' &&
	pass "vendor_dual: the pinning pair is its own evidence" ||
	fail "vendor_dual: the pinning pair is its own evidence" "$(grep map_user_kiobuf "$tmp/vd.json")"
grep '"symbol": "free_kiovec"' "$tmp/vd.json" |
	grep -q '"guard_evidence": "macro LINUX_24 selects 2.4 code: ' &&
	pass "vendor_dual: a lone #if defined(LINUX_24) is guarded by what the pair taught" ||
	fail "vendor_dual: a lone #if defined(LINUX_24) is guarded by what the pair taught" "$(grep free_kiovec "$tmp/vd.json")"

# 2. the tree's LINUX_VERSION_CODE decides a test between 2.6 releases
mkdir -p "$tmp/src" "$tmp/k/include"
cat >"$tmp/src/late.c" <<'C'
#include <linux/version.h>
#include <linux/kernel.h>
#include <linux/iobuf.h>

#if LINUX_VERSION_CODE < KERNEL_VERSION(2,6,8)
static void late(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}
#endif
C
printf 'VERSION = 2\nPATCHLEVEL = 6\nSUBLEVEL = 10\nEXTRAVERSION =\n' >"$tmp/k/Makefile"
echo "CONFIG_X86=y" >"$tmp/k/.config"
cp -R headers/2.6/linux "$tmp/k/include/linux"
cp -R headers/2.6/asm "$tmp/k/include/asm-i386"
ln -s asm-i386 "$tmp/k/include/asm"
echo "#define CONFIG_X86 1" >"$tmp/k/include/linux/autoconf.h"
run_zcport 0 "$tmp/s.out" "$tmp/s.out.err" -- scan "$tmp/src/late.c"
grep -q 'late.c:8:2: call: unmap_kiobuf in late()' "$tmp/s.out" &&
	pass "version: without --kernel-dir, 2.6.0 takes '< 2.6.8': ported" ||
	fail "version: without --kernel-dir, 2.6.0 takes '< 2.6.8': ported" "$(cat "$tmp/s.out")"
run_zcport 0 "$tmp/k.diff" "$tmp/k.diff.err" -- port --no-check \
	--kernel-dir="$tmp/k" --report="$tmp/k.json" "$tmp/src/late.c"
grep '"symbol": "unmap_kiobuf"' "$tmp/k.json" | grep '"state": "guarded"' |
	grep -q '"guard_evidence": "version test LINUX_VERSION_CODE < 2.6.8 at line 5"' &&
	pass "version: with a 2.6.10 tree, '< 2.6.8' is a 2.4 branch: guarded" ||
	fail "version: with a 2.6.10 tree, '< 2.6.8' is a 2.4 branch: guarded" "$(grep unmap "$tmp/k.json")"

# 3. an unguarded <linux/iobuf.h> in a dual-version file
c=tests/guards/dual-include.c
run_zcport 0 "$tmp/di.diff" "$tmp/di.diff.err" -- port --output-dir="$tmp/di" "$c"
grep -q '1 files validated, 0 failed' "$tmp/di.diff.err" &&
	pass "dual include: the port validates" ||
	fail "dual include: the port validates" "$(grep -v '^summary: wall' "$tmp/di.diff.err" | head -5)"
p=$tmp/di/$c
grep -B1 -A1 '^#include <linux/iobuf.h>$' "$p" | tr '\n' '|' |
	grep -q '^#if LINUX_VERSION_CODE < KERNEL_VERSION(2,5,0)|#include <linux/iobuf.h>|#endif|$' &&
	pass "dual include: the header stays, for 2.4 builds only" ||
	fail "dual include: the header stays, for 2.4 builds only" "$(grep -n -B1 -A1 iobuf "$p")"
for h in 2.4 2.6; do
	gcc -fsyntax-only -nostdinc -std=gnu89 -D__KERNEL__ -DMODULE -Wall \
		-Werror=implicit-function-declaration -I headers/$h "$p" 2>"$tmp/gcc.log" &&
		pass "dual include: the port builds against $h" ||
		fail "dual include: the port builds against $h" "$(head -3 "$tmp/gcc.log")"
done
run_zcport 0 "$tmp/again.diff" "$tmp/again.err" -- port "$p"
[ ! -s "$tmp/again.diff" ] &&
	pass "dual include: porting the port changes nothing" ||
	fail "dual include: porting the port changes nothing" "$(head -5 "$tmp/again.diff")"
