# Behaviour, not just types: the user_pages helpers every port relies on
# run against a user-space model of the 2.6 API (tests/runtime/rt26.c)
# over many buffers and failure cases; then broken variants (no
# dirtying, no release, no mmap_sem...) must each be caught.  The same
# for the block I/O helper user_bio_rw() against a model of the 2.6.9
# bio API (tests/runtime/rtbio.c), and for page_vec_direct_IO(), the
# 2.6 direct_IO method of a converted 2.4 one, against 2.4's VFS.
. "$(dirname "$0")/lib/harness.sh"
plan 22 static
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rt="$ZC_ROOT/tests/runtime"

# the user_pages helper pieces as C: drop the file's comment, the header
# section (the API contract comment), the piece lines and the block I/O
# pieces (user_bio_*), which this model lacks
extract() {
	sed -e '/^@@ piece user_bio_/,$d' -e '/^#/d' \
		-e '/^@@ header$/,/^@@ piece /{/^@@ piece /!d}' -e '/^@@ piece /d' \
		"$ZC_ROOT/semantic-patches/user-pages.helpers"
}

# build_run NAME TEST MODEL: build tmp/NAME from the test, the model and
# the helpers extracted into tmp/ (the test includes them), run it
build_run() {
	gcc -std=gnu99 -O1 -Wall -I "$tmp" -I "$rt" -o "$tmp/$1" \
		"$rt/$2" "$rt/$3" 2>"$tmp/$1.cc" || return 2
	"$tmp/$1" >"$tmp/$1.out" 2>&1
}

# run_mutant WHAT EXTRACT INC TEST MODEL NAME SED [EXPECT]: the harness
# must catch the helpers broken by SED (saying EXPECT, when given)
run_mutant() {
	local what=$1 ex=$2 inc=$3 test=$4 model=$5 name=$6 sedexp=$7 want=${8:-}
	$ex | sed "$sedexp" >"$tmp/$inc"
	if cmp -s "$tmp/$inc" <($ex); then
		fail "runtime: $what caught ($name)" "the mutation changed nothing"
		return
	fi
	build_run "m$$" "$test" "$model"
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
build_run real helpers-test.c rt26.c
st=$?
[ $st = 0 ] && pass "runtime: helpers keep 2.4 semantics ($(cat "$tmp/real.out"))" ||
	fail "runtime: helpers keep 2.4 semantics" "$(head -3 "$tmp/real.out" "$tmp/real.cc")"

# mutant NAME SED: the harness must catch it
mutant() {
	run_mutant "mutation" extract helpers.inc helpers-test.c rt26.c "$1" "$2"
}
mutant "dirtying removed" 's/set_page_dirty_lock(up->maplist\[i\]);/;/'
mutant "release loop removed" '/user_pages_unmap/,/^}/{s/page_cache_release(up->maplist\[i\]);/;/}'
mutant "mmap_sem lock removed" 's/down_read(&current->mm->mmap_sem);//; s/up_read(&current->mm->mmap_sem);//'
mutant "partial pin not released" '/if (got < (int)nr) {/,/}/{s/page_cache_release(up->maplist\[i\]);/;/}'
mutant "dirtying one page too many" 's/for (i = 0; i <= last \&\& i < up->nr_pages; i++)/for (i = 0; i <= last + 1 \&\& i < up->nr_pages; i++)/'

# the block I/O helper (user_bio_rw) against a model of the 2.6.9 bio API
# (the user_bio_* pieces only)
bio_extract() {
	awk '/^@@ piece /{ keep = ($3 ~ /^user_bio_/); next } keep' \
		"$ZC_ROOT/semantic-patches/user-pages.helpers"
}
bio_extract >"$tmp/bio.inc"
build_run breal bio-test.c rtbio.c
st=$?
[ $st = 0 ] && [ -s "$tmp/breal.out" ] &&
	pass "runtime: user_bio_rw() maps, transfers, dirties and releases ($(cat "$tmp/breal.out"))" ||
	fail "runtime: user_bio_rw() maps, transfers, dirties and releases" "$(head -3 "$tmp/breal.out" "$tmp/breal.cc")"
# its 2.6.0 branch (#if LINUX_VERSION_CODE) at least compiles against the
# 2.6.0 forms; the 2.6.9 branch forced in instead must not (the check
# can fail)
sed 's/>= KERNEL_VERSION(2, 6, 9)/>= 0/' "$tmp/bio.inc" >"$tmp/bio269.inc"
if gcc -std=gnu99 -fsyntax-only -Werror -DRTB_260 -I "$rt" -include rtbio.h \
	-x c "$tmp/bio.inc" 2>"$tmp/b260.cc" &&
	! cmp -s "$tmp/bio.inc" "$tmp/bio269.inc" &&
	! gcc -std=gnu99 -fsyntax-only -Werror -DRTB_260 -I "$rt" -include rtbio.h \
		-x c "$tmp/bio269.inc" 2>/dev/null; then
	pass "runtime: user_bio_rw()'s 2.6.0 branch compiles against the 2.6.0 block API"
else
	fail "runtime: user_bio_rw()'s 2.6.0 branch compiles against the 2.6.0 block API" "$(head -3 "$tmp/b260.cc")"
fi
bio_mutant() {	# NAME SED EXPECT
	run_mutant "bio mutation" bio_extract bio.inc bio-test.c rtbio.c "$1" "$2" "$3"
}
bio_mutant "unmap removed" '/^\tbio_unmap_user(bio);/d' 'never unmapped'
bio_mutant "mapped for the wrong direction" 's/bio_map_user(q, bdev, uaddr, len, rw == READ)/bio_map_user(q, bdev, uaddr, len, 0)/' 'wrong dirty pages'
bio_mutant "device left open" '/^\tblkdev_put(bdev);/d' 'device left open'
bio_mutant "queue limits not honoured" 's/len = most & ~(size_t)511;/;/' 'wrong count'
bio_mutant "no -ENODEV for a device nobody opened" '/if (!bdev->bd_disk) {/,/}/d' 'want -ENODEV'
bio_mutant "reference kept on -ENODEV" 's/^\t\tbdput(bdev);/\t\t;/' 'referenced 1'
bio_mutant "sectors in the wrong unit" 's/(size >> 9)/size/' 'past the end'

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
build_run dreal dio-test.c rt26.c
st=$?
[ $st = 0 ] && grep -q '^ok [0-9]* scenarios$' "$tmp/dreal.out" &&
	pass "runtime: page_vec_direct_IO() does what 2.4's VFS did around the method ($(cat "$tmp/dreal.out"))" ||
	fail "runtime: page_vec_direct_IO() does what 2.4's VFS did around the method" "$(head -3 "$tmp/dreal.out" "$tmp/dreal.cc")"
dio_mutant() {	# NAME SED EXPECT
	run_mutant "direct_IO mutation" dio_extract dio.inc dio-test.c rt26.c "$1" "$2" "$3"
}
dio_mutant "a read not dirtied" 's/page_vec_dirty(pv, ret);/;/' 'dirty 0, want 1'
dio_mutant "pages not released" 's/^\t\t\tpage_vec_unmap(pv);$/\t\t\t;/' 'left with count'
dio_mutant "every chunk at the first block" 's/(offset + done) >> blkbits/offset >> blkbits/' 'differs from 2.4'
dio_mutant "a read past i_size" 's/if (rw == READ \&\& offset + done + (loff_t)count > size)/if (0)/' 'returned'
dio_mutant "a short chunk does not end the transfer" 's/if (ret != (ssize_t)chunk)/if (ret < 0)/' 'returned'
dio_mutant "i_sem kept" 's/^\t\tup(&inode->i_sem);$/\t\t;/' 'i_sem left held'
