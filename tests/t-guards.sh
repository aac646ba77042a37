# Version guards (guard.h): what makes a site "guarded", shown as its
# evidence; LINUX_VERSION_CODE from the --kernel-dir tree; a vendor
# driver whose LINUX_24/LINUX_26 come from a header that is absent is
# left whole; an unguarded <linux/iobuf.h> in a dual-version file is
# kept for 2.4 builds only, and the port validates.  A file that only a
# 2.4 branch of its Makefile builds is guarded, one the Makefile may
# build on 2.6 is not; a macro a 2.4 tree's own <linux/iobuf.h> defines
# is 2.4's; a HAVE_ macro the Makefile passes on 2.6 is the driver's.
. "$(dirname "$0")/lib/harness.sh"
# Makefile shapes below: one check each
nmk=$(grep -c '^mk_case ' "$0")
plan $((11 + nmk + 7))
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

# 4. which kernels build a file, from its directory's Makefile: each
# shape names what the 2.4 file's sites must say (GUARDED: with that
# evidence; ORDINARY: ported as any code)
mkdir -p "$tmp/mk"
for f in xd24 xd26 xd_main; do
	printf '#include <linux/iobuf.h>\nstatic void rel(struct kiobuf *kb)\n{\n\tunmap_kiobuf(kb);\n}\n' >"$tmp/mk/$f.c"
done
mk_case() {	# NAME WANT MAKEFILE-TEXT
	printf '%s\n' "$3" >"$tmp/mk/Makefile"
	run_zcport 0 "$tmp/mk.out" -- scan "$tmp/mk/xd24.c"
	local got
	got=$(grep ':4:2: ' "$tmp/mk.out")
	case $2 in
	ORDINARY) [ "$got" = "$tmp/mk/xd24.c:4:2: call: unmap_kiobuf in rel()" ] ;;
	*) [ "$got" = "$tmp/mk/xd24.c:4:2: guarded: unmap_kiobuf in rel() ($2)" ] ;;
	esac && pass "Makefile: $1" || fail "Makefile: $1" "$got"
}
mk_case "ifeq (\$(PATCHLEVEL),4): 2.4 kbuild lists it, 2.6 another" \
	'built only by Makefile:5'"'"'s 2.4 branch (ifeq ($(PATCHLEVEL),4))' \
'# 2.4 and 2.6
ifeq ($(PATCHLEVEL),4)
O_TARGET := xd.o
obj-m := xd.o
obj-y := xd_main.o xd24.o
include $(TOPDIR)/Rules.make
else
obj-m := xd.o
xd-objs := xd_main.o xd26.o
endif'
mk_case "VERSION.PATCHLEVEL, a list through a variable" \
	'built only by Makefile:2'"'"'s 2.4 branch (ifeq ($(VERSION).$(PATCHLEVEL),2.4))' \
'ifeq ($(VERSION).$(PATCHLEVEL),2.4)
ENGINE := xd24.o
else
ENGINE := xd26.o
endif
obj-m := xd.o
xd-objs := xd_main.o $(ENGINE)'
mk_case "the else of a findstring on KERNELRELEASE" \
	'built only by Makefile:4'"'"'s 2.4 branch (the else of ifeq ($(findstring 2.6,$(KERNELRELEASE)),2.6) at line 1)' \
'ifeq ($(findstring 2.6,$(KERNELRELEASE)),2.6)
obj-m := xd26.o
else
obj-m := xd24.o
endif'
mk_case "the second word of uname -r, split at dots" \
	'built only by Makefile:3'"'"'s 2.4 branch (ifeq ($(word 2,$(subst ., ,$(KVER))),4))' \
'KVER := $(shell uname -r)
ifeq ($(word 2,$(subst ., ,$(KVER))),4)
obj-m := xd24.o
endif
obj-$(CONFIG_XD) += xd26.o'
mk_case "a 2.4 build by hand, outside kbuild" \
	'built only by Makefile:4'"'"'s 2.4 branch (the else of ifneq ($(KERNELRELEASE),) at line 1)' \
'ifneq ($(KERNELRELEASE),)
obj-m := xd26.o
else
xd.o: xd24.o xd_main.o
	$(LD) -r -o $@ xd24.o xd_main.o
endif'
mk_case "filter on the release, else if" \
	'built only by Makefile:4'"'"'s 2.4 branch (the else ifeq ($(filter 2.4.%,$(KERNELRELEASE)),$(KERNELRELEASE)) of ifeq ($(PATCHLEVEL),6) at line 1)' \
'ifeq ($(PATCHLEVEL),6)
obj-m := xd26.o
else ifeq ($(filter 2.4.%,$(KERNELRELEASE)),$(KERNELRELEASE))
obj-m := xd24.o
endif'
mk_case "a configuration option is no version: built on 2.6 with it" ORDINARY \
'ifeq ($(CONFIG_XD_LEGACY),y)
obj-m := xd24.o
endif'
mk_case "a wildcard object list on 2.6 may name it" ORDINARY \
'ifeq ($(PATCHLEVEL),4)
obj-m := xd24.o
else
obj-m := $(patsubst %.c,%.o,$(wildcard *.c))
endif'
mk_case "a file the 2.6 branch includes may list it" ORDINARY \
'ifeq ($(PATCHLEVEL),4)
obj-m := xd24.o
else
include $(src)/objects.mk
endif'
mk_case "findstring 2.4 may hold on 2.6 (2.6.12.4)" ORDINARY \
'ifneq (,$(findstring 2.4,$(KERNELRELEASE)))
obj-m := xd24.o
else
obj-m := xd26.o
endif'
mk_case "a 2.4 list that a 2.6 build may fill too" ORDINARY \
'ifeq ($(PATCHLEVEL),4)
ENGINE := xd24.o
endif
ifeq ($(CONFIG_XD_OLD),y)
ENGINE += xd24.o
endif
obj-m := $(ENGINE)'
mk_case "not named by the Makefile" ORDINARY \
'obj-m := xd26.o'
rm -f "$tmp/mk/Makefile"
run_zcport 0 "$tmp/mk.out" -- scan "$tmp/mk/xd24.c"
grep -q ':4:2: call: unmap_kiobuf in rel()$' "$tmp/mk.out" &&
	pass "Makefile: no Makefile, ordinary code" ||
	fail "Makefile: no Makefile, ordinary code" "$(cat "$tmp/mk.out")"

# the port of a file only 2.4 builds leaves it as it is
printf 'ifeq ($(PATCHLEVEL),4)\nobj-m := xd24.o\nelse\nobj-m := xd26.o\nendif\n' >"$tmp/mk/Makefile"
run_zcport 0 "$tmp/mk.diff" "$tmp/mk.err" -- port --report="$tmp/mk.json" "$tmp/mk/xd24.c"
[ ! -s "$tmp/mk.diff" ] && grep -q "0 converted, 0 manual, 3 guarded" "$tmp/mk.err" &&
	[ "$(grep -c '"guard_evidence": "built only by Makefile:2'"'"'s 2.4 branch' "$tmp/mk.json")" = 3 ] &&
	pass "Makefile: the port leaves a file only 2.4 builds alone, evidence in the report" ||
	fail "Makefile: the port leaves a file only 2.4 builds alone" "$(head -3 "$tmp/mk.diff" "$tmp/mk.err")"

# 5. a macro of the input tree's own <linux/iobuf.h> (a vendor 2.4 tree);
# the file is parsed with the tree's headers, so its block is code (in
# rel()), where outside the tree it is a disabled block
mkdir -p "$tmp/t24/include/linux" "$tmp/t24/drivers/vx"
printf 'VERSION = 2\nPATCHLEVEL = 4\nSUBLEVEL = 27\nEXTRAVERSION = -vx\n' >"$tmp/t24/Makefile"
cp headers/2.4/linux/iobuf.h "$tmp/t24/include/linux/iobuf.h"
printf '#define KIO_VX_BATCH\t16\n' >>"$tmp/t24/include/linux/iobuf.h"
printf '#include <linux/iobuf.h>\n#ifdef KIO_VX_BATCH\nstatic void rel(struct kiobuf *kb)\n{\n\tunmap_kiobuf(kb);\n}\n#endif\n' >"$tmp/t24/drivers/vx/vx.c"
cp "$tmp/t24/drivers/vx/vx.c" "$tmp/mk/vx.c"
run_zcport 0 "$tmp/t24.out" -- scan "$tmp/t24/drivers/vx/vx.c" "$tmp/mk/vx.c"
grep -q "^$tmp/t24/drivers/vx/vx.c:5:2: guarded: unmap_kiobuf in rel() (macro KIO_VX_BATCH, which only 2.4's <linux/iobuf.h> defines)$" "$tmp/t24.out" &&
	grep -q "^$tmp/mk/vx.c:5:2: inactive: unmap_kiobuf$" "$tmp/t24.out" &&
	pass "a macro of the 2.4 tree's own <linux/iobuf.h> is 2.4's; outside the tree it is not known" ||
	fail "a macro of the 2.4 tree's own <linux/iobuf.h> is 2.4's" "$(cat "$tmp/t24.out")"

# 6. a HAVE_ test the driver's Makefile answers on 2.6 is the driver's own
printf '#include <linux/iobuf.h>\n#ifdef HAVE_KIOVEC_SYMS\nstatic void rel(struct kiobuf *kb)\n{\n\tunmap_kiobuf(kb);\n}\n#endif\n' >"$tmp/mk/hv.c"
printf 'EXTRA_CFLAGS += -DHAVE_KIOVEC_SYMS\nobj-m := hv.o\n' >"$tmp/mk/Makefile"
run_zcport 0 "$tmp/hv.out" -- scan "$tmp/mk/hv.c"
grep -q ":5:2: inactive: unmap_kiobuf$" "$tmp/hv.out" &&
	pass "HAVE_KIOVEC_SYMS that the Makefile passes on 2.6: the driver's own macro" ||
	fail "HAVE_KIOVEC_SYMS that the Makefile passes on 2.6: the driver's own macro" "$(cat "$tmp/hv.out")"
printf 'ifeq ($(PATCHLEVEL),4)\nEXTRA_CFLAGS += -DHAVE_KIOVEC_SYMS\nendif\nobj-m := hv.o\n' >"$tmp/mk/Makefile"
run_zcport 0 "$tmp/hv.out" -- scan "$tmp/mk/hv.c"
grep -q ":5:2: guarded: unmap_kiobuf (HAVE_KIOVEC_SYMS: a configure test for the kiobuf API, which no 2.6 kernel has)$" "$tmp/hv.out" &&
	pass "HAVE_KIOVEC_SYMS that the Makefile passes on 2.4 only: a 2.4 branch" ||
	fail "HAVE_KIOVEC_SYMS that the Makefile passes on 2.4 only: a 2.4 branch" "$(cat "$tmp/hv.out")"

# 7. the corpus driver cfg_probe: nothing of it is ported
run_zcport 0 "$tmp/cp.diff" "$tmp/cp.err" -- port --report="$tmp/cp.json" corpus/cfg_probe
[ ! -s "$tmp/cp.diff" ] &&
	grep -q '"file": "corpus/cfg_probe/cp_dma24.c".*"guard_evidence": "built only by Makefile:15' "$tmp/cp.json" &&
	grep -q '"file": "corpus/cfg_probe/cp_main.c".*"symbol": "alloc_kiovec".*"guard_evidence": "HAVE_KIOVEC_SYMS: ' "$tmp/cp.json" &&
	grep -q '"file": "corpus/cfg_probe/cp_main.c".*"symbol": "KIO_MAX_ATOMIC_IO".*"guard_evidence": "macro KIO_MAX_ATOMIC_IO, which only ' "$tmp/cp.json" &&
	pass "cfg_probe: the 2.4 engine, the configure-tested and the iobuf.h-tested code are left alone" ||
	fail "cfg_probe: the 2.4 engine, the configure-tested and the iobuf.h-tested code are left alone" "$(head -3 "$tmp/cp.diff" "$tmp/cp.err")"

# 8. a port that keeps its test of a 2.4-only macro validates: GCC
# rejects a poisoned name in #ifdef too, so validation does not poison
# the names a file tests (its uses would still fail)
mkdir -p "$tmp/kt"
cat >"$tmp/kt/kt.c" <<'C'
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/iobuf.h>

static int kt_max(void)
{
#ifdef KIO_MAX_ATOMIC_IO
	return KIO_MAX_ATOMIC_IO << 10;
#else
	return 65536;
#endif
}

void kt_release(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}

int kt_limit(void)
{
	return kt_max();
}
C
run_zcport 0 "$tmp/kt.diff" "$tmp/kt.err" -- port "$tmp/kt/kt.c"
grep -q "kt.c: 3 converted, 0 manual, 2 guarded, validated, compiles on 2.6$" "$tmp/kt.err" &&
	[ -s "$tmp/kt.diff" ] && ! grep -q '^[-+]#ifdef' "$tmp/kt.diff" &&
	pass "a port that keeps #ifdef KIO_MAX_ATOMIC_IO validates" ||
	fail "a port that keeps #ifdef KIO_MAX_ATOMIC_IO validates" "$(grep -v '^summary: wall' "$tmp/kt.err" | head -5)"
