# The block I/O helpers compile against the real 2.6.9 trees, when they
# are at hand: user_pages_brw() and user_pages_brw_dev() (what every
# brw_kiovec() outside the raw shape becomes) and the page vector helpers
# but those that pin user memory, the pieces the bio migration's
# brw-test scenario runs against 2.4's brw_kiovec() on the models
# (semantic-patches/bio/runtime/brw-test.scenario, tests/t-runtime.sh).
. "$(dirname "$0")/lib/harness.sh"
. "$(dirname "$0")/lib/migrations.sh"
plan 2 static
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

helper_code >"$tmp/helpers.all"
# the pieces brw-test.scenario names, as C
pieces=$(sed -n "s/^pieces='\(.*\)'$/\1/p" \
	"$ZC_ROOT/semantic-patches/bio/runtime/brw-test.scenario")
extract() {
	awk -v pat="$pieces" '/^@@ / { keep = $2 == "piece" && $3 ~ pat; next }
		keep' "$tmp/helpers.all"
}
extract | grep -q '^static inline int user_pages_brw(' &&
	extract | grep -q '^static inline int user_pages_brw_dev(' ||
	echo "  brw: the user_pages_brw pieces are not in the helper code" >&2

kernels=${ZC_KERNELS:-}
for k in "$ZC_ROOT/../shared/kernels" "$ZC_ROOT/../../shared/kernels"; do
	[ -z "$kernels" ] && [ -d "$k" ] && kernels=$k
done
incs=$(awk '/^@@ piece / && ($3 == "user_pages" || $3 ~ /^user_pages_brw/) {
	for (i = 4; i <= NF; i++) if ($i ~ /^includes=/) print substr($i, 10) }' "$tmp/helpers.all" |
	tr ',' '\n' | sort -u | sed 's/.*/#include <&>/')
for arch in x86_64 i386; do
	tarball="$kernels/linux-2.6.9-$arch.tar.xz"
	if [ ! -f "$tarball" ]; then
		skip "brw: helpers compile against real 2.6.9 $arch" "no $tarball"
		continue
	fi
	mkdir -p "$tmp/k-$arch" && tar -xJf "$tarball" -C "$tmp/k-$arch"
	tree="$tmp/k-$arch/linux-2.6.9-$arch"
	{ echo "$incs"; extract; cat <<'EOC'
int zc_brw_use(struct user_pages **v, struct block_device *bdev,
	       unsigned long *b)
{
	return user_pages_brw(READ, 2, v, bdev, b, 512) +
	       user_pages_brw_dev(WRITE, 1, v, MKDEV(8, 1), b, 1024);
}
EOC
	} >"$tmp/brw-$arch.c"
	extra=()
	[ $arch = i386 ] && extra=(-m32 -Iinclude/asm-i386/mach-default)
	if (cd "$tree" && gcc -fsyntax-only -nostdinc \
		-isystem "$(gcc -print-file-name=include)" -D__KERNEL__ \
		-Iinclude "${extra[@]}" -include include/linux/autoconf.h \
		-std=gnu89 -DMODULE -DKBUILD_MODNAME=x -DKBUILD_BASENAME=x \
		-Werror=implicit-function-declaration \
		"$tmp/brw-$arch.c") >"$tmp/kc-$arch" 2>&1; then
		pass "brw: helpers compile against real 2.6.9 $arch"
	else
		fail "brw: helpers compile against real 2.6.9 $arch" "$(grep -m3 error "$tmp/kc-$arch")"
	fi
	rm -rf "$tmp/k-$arch"
done
