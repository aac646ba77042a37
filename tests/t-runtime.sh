# Behaviour, not just types: the user_pages helpers every port relies on
# run against a user-space model of the 2.6 API (tests/runtime/rt26.c)
# over many buffers and failure cases; then three broken variants (no
# dirtying, no release, no mmap_sem) must each be caught.
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rt="$ZC_ROOT/tests/runtime"

# the helper pieces as C: drop the header comment and the piece lines
extract() {
	sed -e '/^#/d' -e '/^@@ piece /d' "$ZC_ROOT/semantic-patches/user-pages.helpers"
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
