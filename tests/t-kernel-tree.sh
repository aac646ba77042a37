# --kernel-dir: validation against a configured 2.6 tree, in both
# supported layouts (include/asm-<arch> with the include/asm link, and
# arch/<arch>/include), and a clear error for trees that cannot be used.
# The trees are laid out here from the model headers.
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1
plan 9

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
	sed 's/user_pages_unmap(iobuf);/unmap_kiobuf(iobuf);/' "$port" >"$tmp/bad.c"
	run_zcport 1 "$tmp/out" "$tmp/err" -- check --kernel-dir="$tmp/k-$layout" "$tmp/bad.c"
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
