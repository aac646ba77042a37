# The general block I/O helper, user_pages_brw() (what every brw_kiovec()
# outside the raw shape becomes), and the page vector helpers, run
# against 2.4's brw_kiovec() over buffer heads on the same model disk, with
# 2.6.9's block layer as every block test models it (tests/blkrt/): same return
# values, disk and memory in every scenario, errors and queue limits
# included; then broken variants of the helper must each be caught.
. "$(dirname "$0")/lib/harness.sh"
# the real helper, each mutant, and the helpers against the two trees
plan $(( 1 + $(grep -c "^mutant " "$0") + 2 )) static
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rt="$ZC_ROOT/tests/blkrt"
mem="$ZC_ROOT/tests/runtime"	# user memory (rt26.c)
helpers="$ZC_ROOT/semantic-patches/user-pages.helpers"

# the struct user_pages piece and the user_pages_brw* pieces, as C, and
# the page vector's but those that pin user memory (t-real-tree.sh
# compiles every piece)
extract() {
	awk '/^@@ piece / { on = $3 == "user_pages" || $3 ~ /^USER_PAGES_/ ||
			       $3 ~ /^user_pages_brw/ || ($3 ~ /^page_vec/ &&
			       $3 !~ /^page_vec_(map|dirty|unmap|direct_IO)$/); next }
	     on' "$helpers"
}

# NAME: build tmp/NAME with tmp/brw.inc and run it (the model files,
# which include none of the helpers, compiled once into tmp/models/)
build_run() {
	local f o objs=()
	mkdir -p "$tmp/models"
	for f in "$rt/blk26.c" "$rt/brw24.c" "$rt/disk.c" "$mem/rt26.c"; do
		o=$tmp/models/$(basename "${f%.c}").o
		[ -f "$o" ] || gcc -std=gnu99 -O1 -Wall -I "$rt" -I "$mem" -c -o "$o" "$f" \
			2>"$tmp/$1.cc" || return 2
		objs+=("$o")
	done
	gcc -std=gnu99 -O1 -Wall -I "$tmp" -I "$rt" -I "$mem" -o "$tmp/$1" \
		"$ZC_ROOT/semantic-patches/bio/runtime/brw-test.c" "${objs[@]}" 2>"$tmp/$1.cc" || return 2
	"$tmp/$1" >"$tmp/$1.out" 2>&1
}

extract >"$tmp/brw.inc"
grep -q '^static inline int user_pages_brw(' "$tmp/brw.inc" &&
	grep -q '^static inline int user_pages_brw_dev(' "$tmp/brw.inc" ||
	fail "brw: extract the helpers" "user_pages_brw pieces not found"
build_run real
st=$?
if [ $st = 0 ] && grep -q 'scenarios, same as 2.4' "$tmp/real.out"; then
	pass "brw: user_pages_brw() does what 2.4's brw_kiovec() did ($(cat "$tmp/real.out"))"
else
	fail "brw: user_pages_brw() does what 2.4's brw_kiovec() did" \
		"exit $st: $(head -3 "$tmp/real.out" "$tmp/real.cc")"
fi

# mutant NAME SED EXPECT: the helpers broken by SED must fail, saying EXPECT
mutant() {
	extract | sed "$2" >"$tmp/brw.inc"
	if cmp -s "$tmp/brw.inc" <(extract); then
		fail "brw: mutation caught ($1)" "the mutation changed nothing"
		return
	fi
	build_run "m"
	st=$?
	if [ $st = 1 ] && grep -q "$3" "$tmp/m.out"; then
		pass "brw: mutation caught ($1): $(head -1 "$tmp/m.out")"
	else
		fail "brw: mutation caught ($1)" "exit $st, wanted \"$3\": $(head -2 "$tmp/m.out" "$tmp/m.cc")"
	fi
}
mutant "wrong sector units" \
	's/sector = (sector_t)blocknr \* (size >> 9);/sector = (sector_t)blocknr;/' \
	'differs from 2.4'
mutant "lost tail bio" '/^static inline int user_pages_brw_flush/,/^}/s/submit_bio(rw, \*last);/atomic_dec_and_test(\&io->pending);/' \
	'returned 0, 2.4 512'
mutant "missing wait" 's/wait_for_completion(&io->done);/;/' \
	'still in flight when the call returned'
mutant "queue refusal ignored" \
	's/bio_add_page(bio, page, size, off) == size)/(bio_add_page(bio, page, size, off), 1))/' \
	'returned 32768, 2.4 409600'
mutant "count past the first failure" 's/failed = bios\[i\].failed;/;/' \
	'returned'
mutant "device reference kept" '/^static inline int user_pages_brw_dev/,/^}/s/bdput(bdev);//' \
	'bdget() reference(s) never dropped'
mutant "page vector left locked" '/^static inline void page_vec_free/,/^}/s/page_vec_unlock(1, &vec\[i\]);//' \
	'left locked'
mutant "page vector unlock skipped" '/^static inline int page_vec_unlock/,/^}/s/unlock_page(vec\[i\]->maplist\[p\]);/;/' \
	'left locked'
mutant "device left open" '/^static inline int page_vec_brw_dev/,/^}/s/blkdev_put(bdev);/bdput(bdev);/' \
	'device left open'
mutant "page vector copy GFP_KERNEL in the I/O path" 's/sizeof(\*upv)), GFP_NOIO);/sizeof(*upv)), GFP_KERNEL);/' \
	'without GFP_NOIO'
mutant "closed device used" 's/if (!bdev || !bdev->bd_disk)/if (!bdev)/; s/if (!bdev->bd_disk) {/if (0) {/' \
	'device not open'

# the helpers compile against the real 2.6.9 trees, when they are at hand
kernels=${ZC_KERNELS:-}
for k in "$ZC_ROOT/../shared/kernels" "$ZC_ROOT/../../shared/kernels"; do
	[ -z "$kernels" ] && [ -d "$k" ] && kernels=$k
done
incs=$(awk '/^@@ piece / && ($3 == "user_pages" || $3 ~ /^user_pages_brw/) {
	for (i = 4; i <= NF; i++) if ($i ~ /^includes=/) print substr($i, 10) }' "$helpers" |
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
