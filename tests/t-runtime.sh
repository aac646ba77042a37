# Behaviour, not just types: the user_pages helpers every port relies on
# run against a user-space model of the 2.6 API (tests/runtime/rt26.c)
# over many buffers and failure cases; then broken variants (no
# dirtying, no release, no mmap_sem...) must each be caught.  The same
# for the block I/O helper user_bio_rw() against a model of the 2.6.0
# bio API (tests/runtime/rtbio.c).
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rt="$ZC_ROOT/tests/runtime"

# the user_pages helper pieces as C: drop the header comment, the piece
# lines and the block I/O pieces (user_bio_*), which this model lacks
extract() {
	sed -e '/^@@ piece user_bio_/,$d' -e '/^#/d' -e '/^@@ piece /d' \
		"$ZC_ROOT/semantic-patches/user-pages.helpers"
}

build_run() {	# NAME: build tmp/NAME from tmp/helpers.inc, run it
	gcc -std=gnu99 -O1 -Wall -I "$tmp" -I "$rt" -o "$tmp/$1" \
		"$rt/helpers-test.c" "$rt/rt26.c" 2>"$tmp/$1.cc" || return 2
	"$tmp/$1" >"$tmp/$1.out" 2>&1
}

extract >"$tmp/helpers.inc"
build_run real
st=$?
[ $st = 0 ] && pass "runtime: helpers keep 2.4 semantics ($(cat "$tmp/real.out"))" ||
	fail "runtime: helpers keep 2.4 semantics" "$(head -3 "$tmp/real.out" "$tmp/real.cc")"

# mutant NAME SED: the harness must catch it
mutant() {
	extract | sed "$2" >"$tmp/helpers.inc"
	if cmp -s "$tmp/helpers.inc" <(extract); then
		fail "runtime: mutation caught ($1)" "the mutation changed nothing"
		return
	fi
	build_run "m$$"
	st=$?
	if [ $st = 1 ]; then
		pass "runtime: mutation caught ($1): $(head -1 "$tmp/m$$.out")"
	else
		fail "runtime: mutation caught ($1)" "exit $st"
	fi
}
mutant "dirtying removed" 's/SetPageDirty(up->maplist\[i\]);/;/'
mutant "release loop removed" '/user_pages_unmap/,/^}/{s/page_cache_release(up->maplist\[i\]);/;/}'
mutant "mmap_sem lock removed" 's/down_read(&current->mm->mmap_sem);//; s/up_read(&current->mm->mmap_sem);//'
mutant "partial pin not released" '/if (got < (int)nr) {/,/}/{s/page_cache_release(up->maplist\[i\]);/;/}'
mutant "dirtying one page too many" 's/for (i = 0; i <= last \&\& i < up->nr_pages; i++)/for (i = 0; i <= last + 1 \&\& i < up->nr_pages; i++)/'

# the block I/O helper (user_bio_rw) against a model of the 2.6.0 bio API
bio_extract() {
	sed -n '/^@@ piece user_bio_done/,$p' "$ZC_ROOT/semantic-patches/user-pages.helpers" |
		sed '/^@@ piece /d'
}
bio_run() {	# NAME: build tmp/NAME from tmp/bio.inc, run it
	gcc -std=gnu99 -O1 -Wall -I "$tmp" -I "$rt" -o "$tmp/$1" \
		"$rt/bio-test.c" "$rt/rtbio.c" 2>"$tmp/$1.cc" || return 2
	"$tmp/$1" >"$tmp/$1.out" 2>&1
}
bio_extract >"$tmp/bio.inc"
bio_run breal
st=$?
[ $st = 0 ] && pass "runtime: user_bio_rw() maps, transfers, dirties and releases ($(cat "$tmp/breal.out"))" ||
	fail "runtime: user_bio_rw() maps, transfers, dirties and releases" "$(head -3 "$tmp/breal.out" "$tmp/breal.cc")"
bio_mutant() {	# NAME SED EXPECT
	bio_extract | sed "$2" >"$tmp/bio.inc"
	if cmp -s "$tmp/bio.inc" <(bio_extract); then
		fail "runtime: bio mutation caught ($1)" "the mutation changed nothing"
		return
	fi
	bio_run "b$$"
	st=$?
	if [ $st = 1 ] && grep -q "$3" "$tmp/b$$.out"; then
		pass "runtime: bio mutation caught ($1): $(head -1 "$tmp/b$$.out")"
	else
		fail "runtime: bio mutation caught ($1)" "exit $st: $(head -2 "$tmp/b$$.out")"
	fi
}
bio_mutant "bi_private left set" '/bio->bi_private = NULL;/d' 'bi_private set'
bio_mutant "unmap removed" '/bio_unmap_user(bio, rw == READ);/d' 'never unmapped'
bio_mutant "read pages not dirtied" 's/bio_unmap_user(bio, rw == READ);/bio_unmap_user(bio, 0);/' 'wrong dirty pages'
bio_mutant "device left open" '/blkdev_put(bdev, BDEV_RAW);/d' 'device left open'
bio_mutant "short mapping not honoured" 's/ret = bio->bi_size;/ret = len;/' 'wrong count'
