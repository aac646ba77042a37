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
mutant "dirtying removed" 's/SetPageDirty(up->maplist\[i\]);/;/'
mutant "release loop removed" '/user_pages_unmap/,/^}/{s/page_cache_release(up->maplist\[i\]);/;/}'
mutant "mmap_sem lock removed" 's/down_read(&current->mm->mmap_sem);//; s/up_read(&current->mm->mmap_sem);//'
mutant "partial pin not released" '/if (got < (int)nr) {/,/}/{s/page_cache_release(up->maplist\[i\]);/;/}'
mutant "dirtying one page too many" 's/for (i = 0; i <= last \&\& i < up->nr_pages; i++)/for (i = 0; i <= last + 1 \&\& i < up->nr_pages; i++)/'

# the block I/O helper (user_bio_rw) against a model of the 2.6.0 bio API
bio_extract() {	# the user_bio_* pieces
	awk '/^@@ piece / { on = $3 ~ /^user_bio_/; next } on' \
		"$ZC_ROOT/semantic-patches/user-pages.helpers"
}
bio_extract >"$tmp/bio.inc"
build_run breal bio-test.c rtbio.c
st=$?
[ $st = 0 ] && pass "runtime: user_bio_rw() maps, transfers, dirties and releases ($(cat "$tmp/breal.out"))" ||
	fail "runtime: user_bio_rw() maps, transfers, dirties and releases" "$(head -3 "$tmp/breal.out" "$tmp/breal.cc")"
bio_mutant() {	# NAME SED EXPECT
	run_mutant "bio mutation" bio_extract bio.inc bio-test.c rtbio.c "$1" "$2" "$3"
}
bio_mutant "bi_private left set" '/bio->bi_private = NULL;/d' 'bi_private set'
bio_mutant "unmap removed" '/bio_unmap_user(bio, rw == READ);/d' 'never unmapped'
bio_mutant "read pages not dirtied" 's/bio_unmap_user(bio, rw == READ);/bio_unmap_user(bio, 0);/' 'wrong dirty pages'
bio_mutant "device left open" '/blkdev_put(bdev, BDEV_RAW);/d' 'device left open'
bio_mutant "short mapping not honoured" 's/ret = bio->bi_size;/ret = len;/' 'wrong count'
