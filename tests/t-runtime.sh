# Behaviour, not just types: the user_pages helpers every port relies on
# run against a user-space model of the 2.6 API (tests/runtime/rt26.c)
# over many buffers and failure cases; then broken variants (no
# dirtying, no release, no mmap_sem...) must each be caught.  The same
# for the block I/O helper user_bio_rw() (what the 2.4 raw loop becomes),
# run end to end with the pieces it is made of against the model of the
# 2.6.9 block layer on top of that one (tests/blkrt/blk.h and blk26.c,
# the one every block test builds), for the page vector lock (rt26.c's
# page locks), and for page_vec_direct_IO(), the 2.6 direct_IO
# method of a converted 2.4 one, against 2.4's VFS.
. "$(dirname "$0")/lib/harness.sh"
plan 41 static
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rt="$ZC_ROOT/tests/runtime"
blk="$ZC_ROOT/tests/blkrt"
sp="$ZC_ROOT/semantic-patches"	# the scenarios: MIGRATION/runtime/

# pieces PATTERN: the helper pieces whose names match the awk regular
# expression PATTERN, as C (no file comment, header section or piece
# lines)
pieces() {
	awk -v pat="$1" '/^@@ / { keep = $2 == "piece" && $3 ~ pat; next }
		keep' "$ZC_ROOT/semantic-patches/user-pages.helpers"
}
# the user_pages helpers the char drivers use
extract() {
	pieces '^user_pages(_(map|dirty|unmap|alloc|free))?$'
}

# build_run NAME TEST MODEL...: build tmp/NAME from the test, the model
# files (in tests/runtime/, or the block layer's in tests/blkrt/) and the
# helpers extracted into tmp/ (the test includes them), run it.  A model
# file includes none of the helpers: it is compiled once (tmp/models/),
# and each build compiles the test and links.
build_run() {
	local name=$1 test=$2 f o src models=()
	shift 2
	mkdir -p "$tmp/models"
	for f in "$@"; do
		o=$tmp/models/${f%.c}.o
		src=$rt/$f
		[ -f "$src" ] || src=$blk/$f
		[ -f "$o" ] || gcc -std=gnu99 -O1 -Wall -I "$rt" -I "$blk" -c -o "$o" "$src" \
			2>"$tmp/$name.cc" || return 2
		models+=("$o")
	done
	gcc -std=gnu99 -O1 -Wall -I "$tmp" -I "$rt" -I "$blk" -o "$tmp/$name" \
		"$sp/$test" "${models[@]}" 2>"$tmp/$name.cc" || return 2
	"$tmp/$name" >"$tmp/$name.out" 2>&1
}

# run_mutant WHAT EXTRACT INC TEST MODELS NAME SED [EXPECT]: the harness
# must catch the helpers broken by SED (saying EXPECT, when given)
run_mutant() {
	local what=$1 ex=$2 inc=$3 test=$4 model=$5 name=$6 sedexp=$7 want=${8:-}
	$ex | sed "$sedexp" >"$tmp/$inc"
	if cmp -s "$tmp/$inc" <($ex); then
		fail "runtime: $what caught ($name)" "the mutation changed nothing"
		return
	fi
	build_run "m$$" "$test" $model
	st=$?
	if [ $st = 1 ] && { [ -z "$want" ] || grep -q "$want" "$tmp/m$$.out"; }; then
		pass "runtime: $what caught ($name): $(head -1 "$tmp/m$$.out")"
	elif [ -n "$want" ]; then
		fail "runtime: $what caught ($name)" "exit $st: $(head -2 "$tmp/m$$.out")"
	else
		fail "runtime: $what caught ($name)" "exit $st"
	fi
}

extract >"$tmp/helpers.inc"
build_run real user-pages/runtime/helpers-test.c rt26.c
st=$?
[ $st = 0 ] && pass "runtime: helpers keep 2.4 semantics ($(cat "$tmp/real.out"))" ||
	fail "runtime: helpers keep 2.4 semantics" "$(head -3 "$tmp/real.out" "$tmp/real.cc")"

# mutant NAME SED: the harness must catch it
mutant() {
	run_mutant "mutation" extract helpers.inc user-pages/runtime/helpers-test.c rt26.c "$1" "$2"
}
mutant "dirtying removed" 's/set_page_dirty_lock(up->maplist\[i\]);/;/'
mutant "release loop removed" '/user_pages_unmap/,/^}/{s/page_cache_release(up->maplist\[i\]);/;/}'
mutant "mmap_sem lock removed" 's/down_read(&current->mm->mmap_sem);//; s/up_read(&current->mm->mmap_sem);//'
mutant "partial pin not released" '/if (got < (int)nr) {/,/}/{s/page_cache_release(up->maplist\[i\]);/;/}'
mutant "dirtying one page too many" 's/for (i = 0; i <= last \&\& i < up->nr_pages; i++)/for (i = 0; i <= last + 1 \&\& i < up->nr_pages; i++)/'
# the 2.6 dirty contract: user_pages_unmap() dirties a mapping the device
# could write, whether or not the driver called user_pages_dirty()
mutant "unmap does not dirty" 's/if (up->write \&\& !PageReserved(up->maplist\[i\]))/if (0)/'
mutant "unmap dirties a mapping the device only read" 's/if (up->write \&\& !PageReserved(up->maplist\[i\]))/if (!PageReserved(up->maplist[i]))/'
mutant "unmap dirties a reserved page" 's/if (up->write \&\& !PageReserved(up->maplist\[i\]))/if (up->write)/'
mutant "direction not recorded" '/^	up->write = write != 0;$/d'

# the block I/O helper user_bio_rw() and the pieces it is made of,
# against the model of the 2.6.9 block layer
bio_extract() {
	pieces '^user_(pages(_(map|dirty|unmap|brw.*))?|bio_rw)$'
}
bio_extract >"$tmp/bio.inc"
if ! grep -q '^static inline ssize_t user_bio_rw(' "$tmp/bio.inc"; then
	fail "runtime: user_bio_rw() does what the 2.4 raw loop did" "no user_bio_rw piece"
elif build_run breal bio/runtime/bio-test.c blk26.c disk.c rt26.c && [ -s "$tmp/breal.out" ]; then
	pass "runtime: user_bio_rw() does what the 2.4 raw loop did ($(cat "$tmp/breal.out"))"
else
	fail "runtime: user_bio_rw() does what the 2.4 raw loop did" "$(head -3 "$tmp/breal.out" "$tmp/breal.cc")"
fi
bio_mutant() {	# NAME SED EXPECT
	run_mutant "bio mutation" bio_extract bio.inc bio/runtime/bio-test.c "blk26.c disk.c rt26.c" "$1" "$2" "$3"
}
bio_mutant "sectors in the wrong unit" 's/sector = (sector_t)blocknr \* (size >> 9);/sector = (sector_t)blocknr;/' 'data differs'
bio_mutant "one block number for all" 's/b\[i\] = block + i;/b[i] = block;/' 'data differs'
bio_mutant "dirtying removed" 's/if (up->write \&\& !PageReserved(up->maplist\[i\]))/if (0)/' 'wrong dirty pages'
bio_mutant "a write's pages dirtied" 's/if (up->write \&\& !PageReserved(up->maplist\[i\]))/if (!PageReserved(up->maplist[i]))/' 'wrong dirty pages'
bio_mutant "unmap removed" 's/^\t\tuser_pages_unmap(&up);/\t\t;/' 'left with 2 references'
bio_mutant "pinned for the wrong direction" 's/user_pages_map(&up, rw == READ,/user_pages_map(\&up, rw != READ,/' 'pinned for write'
bio_mutant "queue refusal ignored" 's/bio_add_page(bio, page, size, off) == size)/(bio_add_page(bio, page, size, off), 1))/' 'returned'
bio_mutant "count past the first failed block" 's/failed = bios\[i\].failed;/;/' 'returned'
bio_mutant "no -ENODEV for a device nobody opened" 's/if (!bdev || !bdev->bd_disk)/if (!bdev)/; s/if (!bdev->bd_disk) {/if (0) {/' '2.4 -19'
bio_mutant "reference kept on -ENODEV" '/^static inline int user_pages_brw_dev/,/^}/s/bdput(bdev);//' '1 bdget() reference(s) never dropped'
bio_mutant "device left open" '/^static inline int user_pages_brw_dev/,/^}/s/blkdev_put(bdev);//' 'device left open'
bio_mutant "device not held open for the I/O" '/^static inline int user_pages_brw_dev/,/^}/{s/ret = blkdev_get(.*/ret = 0;/;s/blkdev_put(bdev);/bdput(bdev);/}' 'does not hold open'
bio_mutant "GFP_KERNEL in the I/O path" 's/^\t\t       GFP_NOIO);/\t\t       GFP_KERNEL);/' 'without GFP_NOIO'
bio_mutant "vecs not capped at BIO_MAX_PAGES" '/if (nvecs > BIO_MAX_PAGES)/{N;d}' 'bigq.*returned -12'
bio_mutant "part of a failed block counted" 's/transferred += r & ~(size - 1);/transferred += r;/' 'badhalf.*returned'
bio_mutant "no unplug before the wait" '/blk_run_address_space(/d' 'plugged queue'

# the page vector lock (page_vec_lock(), page_vec_unlock()) against the
# model's owner-aware page locks: never asleep holding a page lock, a
# page listed twice is -EINVAL, not a self-deadlock
pv_extract() {
	pieces '^(USER_PAGES_.*|page_vec(_init|_unlock|_lock)?)$'
}
pv_extract >"$tmp/pv.inc"
if ! grep -q '^static inline int page_vec_lock(' "$tmp/pv.inc"; then
	fail "runtime: page_vec_lock() locks as 2.4's lock_kiovec() did" "no page_vec_lock piece"
elif build_run preal page-vector/runtime/pv-test.c rt26.c && [ -s "$tmp/preal.out" ]; then
	pass "runtime: page_vec_lock() locks as 2.4's lock_kiovec() did ($(cat "$tmp/preal.out"))"
else
	fail "runtime: page_vec_lock() locks as 2.4's lock_kiovec() did" "$(head -3 "$tmp/preal.out" "$tmp/preal.cc")"
fi
pv_mutant() {	# NAME SED EXPECT
	run_mutant "page lock mutation" pv_extract pv.inc page-vector/runtime/pv-test.c rt26.c "$1" "$2" "$3"
}
pv_mutant "sleeping lock_page()" 's/if (page \&\& TestSetPageLocked(page))/if (page \&\& (lock_page(page), 0))/' 'ABBA'
pv_mutant "waiting without letting go" 's/if (page_vec_lock_undo(vec, i, p, page))/if (0)/' 'sleeps'
pv_mutant "a page listed twice not seen" 's/mine = 1;/;/' 'livelock'
pv_mutant "taken pages kept on failure" '/^static inline int page_vec_lock_undo/,/^}/s/unlock_page(vec\[j\]->maplist\[q\]);/;/' 'left locked'
pv_mutant "a vector locked before unlocked" '/^static inline int page_vec_lock_undo/,/^}/{/if (vec\[j\]->locked)/{N;d}}' 'unlocked by it'

# page_vec_direct_IO() with the page vector pieces it needs, against a
# model 2.4 method and what 2.4's VFS did around it
dio_extract() {
	awk 'BEGIN { n = split("user_pages USER_PAGES_MAX_IO_KB " \
		"USER_PAGES_STATIC_PAGES USER_PAGES_MAX_SECTORS user_pages_map " \
		"user_pages_dirty user_pages_unmap page_vec page_vec_init " \
		"page_vec_alloc page_vec_unlock page_vec_free page_vec_expand " \
		"page_vec_view page_vec_map page_vec_dirty page_vec_unmap " \
		"page_vec_direct_IO", w, " "); for (i = 1; i <= n; i++) want[w[i]] = 1 }
	     /^@@ / { keep = $2 == "piece" && ($3 in want); next }
	     keep' "$ZC_ROOT/semantic-patches/user-pages.helpers"
}
dio_extract >"$tmp/dio.inc"
build_run dreal direct-io/runtime/dio-test.c rt26.c
st=$?
[ $st = 0 ] && grep -q '^ok [0-9]* scenarios$' "$tmp/dreal.out" &&
	pass "runtime: page_vec_direct_IO() does what 2.4's VFS did around the method ($(cat "$tmp/dreal.out"))" ||
	fail "runtime: page_vec_direct_IO() does what 2.4's VFS did around the method" "$(head -3 "$tmp/dreal.out" "$tmp/dreal.cc")"
dio_mutant() {	# NAME SED EXPECT
	run_mutant "direct_IO mutation" dio_extract dio.inc direct-io/runtime/dio-test.c rt26.c "$1" "$2" "$3"
}
dio_mutant "a read not dirtied" 's/if (pv->write \&\& !PageReserved(pv->maplist\[i\]))/if (0)/' 'dirty 0, want 1'
dio_mutant "a write's pages dirtied" 's/if (pv->write \&\& !PageReserved(pv->maplist\[i\]))/if (!PageReserved(pv->maplist[i]))/' 'dirty 1, want 0'
dio_mutant "pages not released" 's/^\t\t\tpage_vec_unmap(pv);/\t\t\t;/' 'left with count'
dio_mutant "every chunk at the first block" 's/(offset + done) >> blkbits/offset >> blkbits/' 'differs from 2.4'
dio_mutant "a read past i_size" 's/if (rw == READ \&\& offset + done + (loff_t)count > size)/if (0)/' 'returned'
dio_mutant "a short chunk does not end the transfer" 's/if (ret != (ssize_t)chunk)/if (ret < 0)/' 'returned'
dio_mutant "i_sem kept" 's/^\t\tup(&inode->i_sem);$/\t\t;/' 'i_sem left held'
