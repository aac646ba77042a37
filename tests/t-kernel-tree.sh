# --kernel-dir: validation against a configured 2.6 tree, in both
# supported layouts (include/asm-<arch> with the include/asm link, and
# arch/<arch>/include), and a clear error for trees that cannot be used.
# The trees are laid out here from the model headers.
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1
plan 18

mktree() {	# DIR LAYOUT
	mkdir -p "$1/include"
	printf 'VERSION = 2\nPATCHLEVEL = 6\nSUBLEVEL = 10\nEXTRAVERSION =\n' >"$1/Makefile"
	echo "CONFIG_X86=y" >"$1/.config"
	cp -R headers/2.6/linux "$1/include/linux"
	if [ "$2" = classic ]; then
		cp -R headers/2.6/asm "$1/include/asm-i386"
		ln -s asm-i386 "$1/include/asm"
		echo "#define CONFIG_X86 1" >"$1/include/linux/autoconf.h"
	else
		mkdir -p "$1/arch/x86/include" "$1/include/generated"
		cp -R headers/2.6/asm "$1/arch/x86/include/asm"
		echo "#define CONFIG_X86 1" >"$1/include/generated/autoconf.h"
	fi
}

port=$tmp/p/corpus/simple_rw/simple_rw.c
for layout in classic arch; do
	mktree "$tmp/k-$layout" $layout
	run_zcport 0 "$tmp/out" -- port --no-check --output-dir="$tmp/p" corpus/simple_rw
	run_zcport 0 "$tmp/out" "$tmp/err" -- check --kernel-dir="$tmp/k-$layout" "$port" &&
		pass "check --kernel-dir ($layout layout): a right port passes" ||
		fail "check --kernel-dir ($layout layout): a right port passes" "$(head -3 "$tmp/err")"
	# beside the helper header, as the port is
	mkdir -p "$tmp/bad"
	cp "${port%/*}/zcport_user_pages.h" "$tmp/bad/"
	sed 's/user_pages_unmap(iobuf);/unmap_kiobuf(iobuf);/' "$port" >"$tmp/bad/bad.c"
	run_zcport 1 "$tmp/out" "$tmp/err" -- check --kernel-dir="$tmp/k-$layout" "$tmp/bad/bad.c"
	grep -q 'poisoned "unmap_kiobuf"' "$tmp/err" &&
		pass "check --kernel-dir ($layout layout): a wrong port fails" ||
		fail "check --kernel-dir ($layout layout): a wrong port fails"
done
run_zcport 0 "$tmp/out" "$tmp/err" -- port --kernel-dir="$tmp/k-classic" corpus/simple_rw
grep -q "1 files validated, 0 failed" "$tmp/err" &&
	pass "port --kernel-dir validates against the tree" ||
	fail "port --kernel-dir validates against the tree"

# unusable trees: one clear line each, exit 3
expect_tree_error() {	# NAME DIR REGEX
	run_zcport 3 "$tmp/out" "$tmp/err" -- check --kernel-dir="$2" "$port"
	local st=$ZC_STATUS
	if [ $st = 3 ] && [ "$(wc -l <"$tmp/err")" = 1 ] && grep -Eq -- "$3" "$tmp/err"; then
		pass "check --kernel-dir: $1"
	else
		fail "check --kernel-dir: $1" "exit $st: $(head -3 "$tmp/err")"
	fi
}
expect_tree_error "missing tree" "$tmp/nope" "nope: error: no such kernel tree"
mktree "$tmp/k-noconf" classic
rm "$tmp/k-noconf/.config"
expect_tree_error "unconfigured tree" "$tmp/k-noconf" "error: 2\.6\.10 tree is not configured: no \.config"
mktree "$tmp/k-24" classic
sed -i 's/PATCHLEVEL = 6/PATCHLEVEL = 4/' "$tmp/k-24/Makefile"
expect_tree_error "a 2.4 tree" "$tmp/k-24" "error: not a 2\.6 kernel tree: its Makefile says VERSION = 2, PATCHLEVEL = 4"
mktree "$tmp/k-noauto" classic
rm "$tmp/k-noauto/include/linux/autoconf.h"
expect_tree_error "unprepared tree" "$tmp/k-noauto" "no include/linux/autoconf.h \(run make prepare\)"

# the arch from the tree: the include/asm link, else .config, and what
# kbuild adds for it (-m32 and mach-default for i386, nothing for x86_64)
# (a full tree's arch/ also holds other arches' include dirs: not searched)
mkdir -p "$tmp/k-classic/include/asm-i386/mach-default" "$tmp/k-classic/arch/um/include"
run_zcport 0 "$tmp/flags" "$tmp/err" -- check --show-flags --kernel-dir="$tmp/k-classic" "$port"
st=$ZC_STATUS
# (version.h, copied from the model, says 2.6.9; it wins over the Makefile)
[ $st = 0 ] && grep -q 'Linux 2\.6\.9, arch i386' "$tmp/flags" && grep -q ' -m32 ' "$tmp/flags" &&
	grep -q -- "-I $tmp/k-classic/include/asm-i386/mach-default " "$tmp/flags" &&
	! grep -q 'arch/um' "$tmp/flags" &&
	pass "check --show-flags: an i386 tree (include/asm link) gets -m32 and mach-default" ||
	fail "check --show-flags: an i386 tree (include/asm link) gets -m32 and mach-default" "exit $st: $(head -2 "$tmp/flags" "$tmp/err")"
printf 'CONFIG_X86=y\nCONFIG_X86_64=y\n' >"$tmp/k-arch/.config"
run_zcport 0 "$tmp/flags" "$tmp/err" -- port --show-flags --kernel-dir="$tmp/k-arch" "$port"
st=$ZC_STATUS
[ $st = 0 ] && grep -q 'arch x86_64' "$tmp/flags" && ! grep -q -- '-m32' "$tmp/flags" &&
	grep -q -- "-I $tmp/k-arch/arch/x86/include " "$tmp/flags" &&
	pass "port --show-flags: an x86_64 .config gets no -m32" ||
	fail "port --show-flags: an x86_64 .config gets no -m32" "exit $st: $(head -2 "$tmp/flags" "$tmp/err")"
printf 'CONFIG_X86=y\nCONFIG_X86_32=y\n' >"$tmp/k-arch/.config"
run_zcport 0 "$tmp/flags" "$tmp/err" -- port --show-flags --kernel-dir="$tmp/k-arch" "$port"
st=$ZC_STATUS
[ $st = 0 ] && grep -q 'arch i386' "$tmp/flags" && grep -q ' -m32 ' "$tmp/flags" &&
	pass "port --show-flags: a CONFIG_X86_32 .config gets -m32" ||
	fail "port --show-flags: a CONFIG_X86_32 .config gets -m32" "exit $st: $(head -2 "$tmp/flags" "$tmp/err")"

# the driver's own Makefile: -I$(src)/inc, -D, ccflags-y through a
# variable, CFLAGS_kbf.o; what is not understood is said, and left out
kb=tests/realtree/kbuild_flags
run_zcport 0 "$tmp/flags" "$tmp/err" -- port --show-flags $kb
st=$ZC_STATUS
[ $st = 0 ] && grep -q -- "-I $ZC_ROOT/$kb/inc -DKBF_QUEUES=4 -I $ZC_ROOT/$kb/common -DKBF_FILE_FLAG " "$tmp/flags" &&
	! grep -q -- '-Wall\|KBF_DEBUG' "$tmp/flags" &&
	grep -q "^$kb/Makefile:6:1: warning: not understood, left out of the compiler flags: \$(call cc-option,-fno-strict-overflow)" "$tmp/err" &&
	grep -q "^$kb/Makefile:10:1: warning: flags set under a condition zcport cannot evaluate (line 9) are left out" "$tmp/err" &&
	grep -q "^$kb/Makefile:13:1: warning: not understood, left out of the compiler flags: ccflags-\$(CONFIG_X86)" "$tmp/err" &&
	pass "--show-flags: the driver Makefile's -I/-D flags, and warnings for what was not understood" ||
	fail "--show-flags: the driver Makefile's -I/-D flags, and warnings for what was not understood" "exit $st: $(head -3 "$tmp/flags" "$tmp/err")"
# with a tree, CONFIG_X86 comes from its .config
run_zcport 0 "$tmp/flags" "$tmp/err" -- port --show-flags --kernel-dir="$tmp/k-classic" $kb
st=$ZC_STATUS
[ $st = 0 ] && grep -q -- "-I $ZC_ROOT/$kb/common -DKBF_X86 -DKBF_FILE_FLAG " "$tmp/flags" &&
	! grep -q 'CONFIG_X86' "$tmp/err" &&
	pass "--show-flags --kernel-dir: ccflags-\$(CONFIG_X86) from the tree's .config" ||
	fail "--show-flags --kernel-dir: ccflags-\$(CONFIG_X86) from the tree's .config" "exit $st: $(head -3 "$tmp/flags" "$tmp/err")"
run_zcport 0 "$tmp/out" "$tmp/err" -- port $kb
st=$ZC_STATUS
[ $st = 0 ] && [ -s "$tmp/out" ] && grep -q "^  $kb/kbf.c: 11 converted, 0 manual, validated, compiles on 2.6$" "$tmp/err" &&
	pass "port: a driver whose headers come from its Makefile's -I flags validates with no excused error" ||
	fail "port: a driver whose headers come from its Makefile's -I flags validates with no excused error" "exit $st: $(grep '^  ' "$tmp/err")"

# a type-only rename is no port: a hand port that renamed struct kiobuf
# to struct user_pages in a 2.4 direct_IO method keeps the method's 2.4
# signature, which 2.6's direct_IO slot does not take.  The original has
# "the same" error only once its kiobuf is read as user_pages, and such a
# reading no longer excuses it: check fails the port.  (zcport itself
# makes a 2.6 method: NAME_pages() on a page vector, NAME the 2.6 one.)
mkdir -p "$tmp/dio/orig" "$tmp/dio/port"
cp tests/realtree/direct_io/dio_fs.c "$tmp/dio/orig/"
sed -e 's/struct kiobuf/struct user_pages/g' \
	-e 's|^#include <linux/iobuf.h>$|struct user_pages { int nr_pages, offset, length; struct page **maplist; };|' \
	tests/realtree/direct_io/dio_fs.c >"$tmp/dio/port/dio_fs.c"
run_zcport 1 "$tmp/out" "$tmp/err" -- check --baseline="$tmp/dio/orig" "$tmp/dio/port"
st=$ZC_STATUS
[ $st = 1 ] && grep -q "dio_fs.c: failed" "$tmp/out" &&
	grep -q "incompatible pointer type.*struct user_pages" "$tmp/err" &&
	pass "check --baseline: a direct_IO method only renamed to struct user_pages fails" ||
	fail "check --baseline: a direct_IO method only renamed to struct user_pages fails" "exit $st: $(cat "$tmp/out" "$tmp/err" | head -3)"
run_zcport 0 "$tmp/out" "$tmp/err" -- port tests/realtree/direct_io
st=$ZC_STATUS
[ $st = 0 ] && grep -q '^+static int dio_direct_IO_pages(int rw, struct inode \*inode,$' "$tmp/out" &&
	grep -q '^+static ssize_t dio_direct_IO(int rw, struct kiocb \*iocb,$' "$tmp/out" &&
	grep -q '^+static inline ssize_t page_vec_direct_IO(int rw, struct kiocb \*iocb,$' "$tmp/out" &&
	grep -q "^  tests/realtree/direct_io/dio_fs.c: 10 converted, 0 manual, validated, compiles on 2.6$" "$tmp/err" &&
	pass "port: a 2.4 direct_IO method keeps its body as NAME_pages() and a 2.6 method NAME calls page_vec_direct_IO()" ||
	fail "port: a 2.4 direct_IO method keeps its body as NAME_pages() and a 2.6 method NAME calls page_vec_direct_IO()" "exit $st: $(grep '^  ' "$tmp/err" | head -3)"

# ... and survive gcc's spelling hint: the port's helpers make gcc add
# "did you mean 'user_pages_unmap'?" to the original's own error
run_zcport 0 "$tmp/out" "$tmp/err" -- port tests/realtree/spell_hint
st=$ZC_STATUS
[ $st = 0 ] && [ -s "$tmp/out" ] &&
	grep -q "sh_cap.c: 11 converted, 0 manual, validated, no new errors (1 the original has too" "$tmp/err" &&
	pass "port: an original's error that only gained a spelling hint naming a helper is inherited" ||
	fail "port: an original's error that only gained a spelling hint naming a helper is inherited" "exit $st: $(grep '^  \|error' "$tmp/err" | head -3)"
