# Ports behave like their originals (issue 8): every corpus driver is
# ported by zcport here, then its 2.4 original runs on the kiobuf model
# kernel and its port on the get_user_pages model kernel through the same
# scenarios (tests/diffrt/); user memory, device memory, return values
# and dirty pages must match, with no leak, lock or dirtying violation.
# Drivers with manual sites are skipped with the reason.  A driver whose
# other (non-kiobuf) 2.4 APIs keep its port from building against 2.6
# (errors in code the port did not touch, or functions the port left
# "unfinished": their kiobuf code ported, the rest 2.4) runs once the
# maintainer's hand changes in tests/diffrt/finish/NAME.sed are applied
# (finish() below); without such a file it is skipped.  Then broken
# ports must each be caught.
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
dt="$ZC_ROOT/tests/diffrt/difftest"

# the port of the corpus, a check per driver, the mutants below
plan $(( 1 + $(find "$ZC_ROOT/corpus" -mindepth 1 -maxdepth 1 -type d | wc -l) + $(grep -c "^mutant " "$0") ))

# exit 1: the corpus has sites left for a human
run_zcport -C "$ZC_ROOT" 1 "$tmp/port.out" "$tmp/port.err" -- \
	port --output-dir="$tmp/port" --report="$tmp/report.json" corpus &&
	[ -s "$tmp/report.json" ] &&
	pass "differential: port the corpus" ||
	fail "differential: port the corpus" "$(head -3 "$tmp/port.err")"

# sites DRIVER STATE: how many of the driver's sites ended in STATE
sites() {
	grep "\"file\": \"corpus/$1/" "$tmp/report.json" |
		grep -c "\"state\": \"$2\""
}

# finish DRIVER: the port of DRIVER with the maintainer's hand changes
# (tests/diffrt/finish/DRIVER.sed) applied, in $tmp/fin/DRIVER.  Each
# expression (a line, or lines joined by a trailing backslash) must
# change DRIVER.c; it may not name what zcport wrote, every mention of
# those names must stay, in order, and so must every line the port
# added or changed (a get_blocks adapter names none of those words):
# the port's code is exactly what runs.
finish() {
	local f="$ZC_ROOT/tests/diffrt/finish/$1.sed" out="$tmp/fin/$1" i=0 e
	local words='kiobuf|kiovec|user_pages|USER_PAGES|page_vec|bio|brw|maplist|zcport'
	rm -rf "$out" && mkdir -p "$tmp/fin" && cp -r "$tmp/port/corpus/$1" "$out" ||
		return 1
	# the lines zcport wrote, in order
	diff --old-line-format= --unchanged-line-format= --new-line-format='%L' \
		"$ZC_ROOT/corpus/$1/$1.c" "$out/$1.c" >"$tmp/fin/ported"
	while IFS= read -r -d '' e; do
		i=$((i + 1))
		printf '%s\n' "$e" >"$tmp/fin/expr"
		if grep -Eq "$words" "$tmp/fin/expr"; then
			echo "finish/$1.sed expression $i names the port's own code"
			return 1
		fi
		sed -f "$tmp/fin/expr" "$out/$1.c" >"$tmp/fin/new" || return 1
		if cmp -s "$tmp/fin/new" "$out/$1.c"; then
			echo "finish/$1.sed expression $i changes nothing"
			return 1
		fi
		# every mention of the port's names stays as zcport wrote it
		if ! cmp -s <(grep -oE "$words" "$out/$1.c") \
			<(grep -oE "$words" "$tmp/fin/new"); then
			echo "finish/$1.sed expression $i changes the port's own code"
			return 1
		fi
		# and so does every line it wrote
		if [ -s "$tmp/fin/ported" ] && ! awk 'NR == FNR { want[n++] = $0; next }
			k < n && $0 == want[k] { k++ }
			END { exit k < n }' "$tmp/fin/ported" "$tmp/fin/new"; then
			echo "finish/$1.sed expression $i changes a line the port wrote"
			return 1
		fi
		cp "$tmp/fin/new" "$out/$1.c"
	done < <(grep -v '^#' "$f" | awk '{ e = e $0 "\n" }
		!/\\$/ { if (e ~ /[^\n]/) printf "%s%c", e, 0; e = "" }')
	[ $i -gt 0 ] || { echo "finish/$1.sed has no expression"; return 1; }
}

for d in "$ZC_ROOT"/corpus/*/; do
	n=$(basename "$d")
	if zc_tainted; then	# no port to run: do not build the models
		fail "differential: $n" "the corpus was not ported"
		continue
	fi
	manual=$(grep "\"file\": \"corpus/$n/" "$tmp/report.json" |
		grep '"state": "manual"' | grep -vc '"reason_code": "unfinished"')
	unfinished=$(grep "\"file\": \"corpus/$n/" "$tmp/report.json" |
		grep -c '"reason_code": "unfinished"')
	converted=$(sites "$n" converted)
	guarded=$(sites "$n" guarded)
	if [ "$manual" -gt 0 ]; then
		why=$(grep "\"file\": \"corpus/$n/" "$tmp/report.json" |
			grep '"state": "manual"' | grep -v '"reason_code": "unfinished"' |
			sed 's/.*"reason_code": "\([^"]*\)".*/\1/' | sort | uniq -c |
			awk '{ printf "%s%s %s", s, $2, $1; s = ", " }')
		skip "differential: $n" "$manual manual sites ($why): not ported automatically"
		continue
	fi
	# errors left in its ports' compiles, and functions left unfinished
	errs=$(grep "^    {\"file\": \"corpus/$n/" "$tmp/report.json" |
		sed -n 's/.*"errors": \([0-9]*\).*/\1/p' | awk '{ s += $1 } END { print s + 0 }')
	inh=
	if [ "$errs" -gt 0 ] || [ "$unfinished" -gt 0 ]; then
		inh="$errs errors, $unfinished unfinished sites"
	fi
	dir="$tmp/port/corpus/$n"
	if [ -f "$ZC_ROOT/tests/diffrt/finish/$n.sed" ]; then
		if ! out=$(finish "$n"); then
			fail "differential: $n" "$out"
			continue
		fi
		dir="$tmp/fin/$n"
	elif [ -n "$inh" ] && [ -f "$ZC_ROOT/tests/diffrt/finish/$n.skip" ]; then
		skip "differential: $n" "ported, but its other 2.4 APIs ($inh) keep it from building against 2.6: $(grep -v '^#' "$ZC_ROOT/tests/diffrt/finish/$n.skip" | head -1)"
		continue
	elif [ -n "$inh" ]; then
		skip "differential: $n" "ported, but its other 2.4 APIs ($inh) keep it from building against 2.6, and there is no tests/diffrt/finish/$n.sed doing a maintainer's changes"
		continue
	fi
	if [ "$converted" = 0 ] && [ "$guarded" -gt 0 ]; then
		skip "differential: $n" "every kiobuf use is in a 2.4-only branch (guarded); the 2.6 branch is the driver author's, not a port"
		continue
	fi
	out=$("$dt" "$n" "$ZC_ROOT/corpus/$n" "$dir" "$tmp/work" 2>&1)
	if [ $? = 0 ]; then
		pass "differential: $out"
	else
		fail "differential: $n" "$out"
	fi
done

# mutant NAME [DRIVER] SED EXPECT: a broken port (of simple_rw unless
# DRIVER is given; its finished port when it has a finish step) must
# fail, saying EXPECT; SED edits every file of the port (the driver's
# .c and .h files, the helper header beside them)
mutant() {
	local name=$1 drv=simple_rw m out st f changed=0 src
	[ $# = 4 ] && { drv=$2; shift; }
	if zc_tainted; then
		fail "differential: mutation caught ($name)" "the corpus was not ported"
		return
	fi
	m="$tmp/mut-$name"
	mkdir -p "$m"
	src="$tmp/port/corpus/$drv"
	[ -d "$tmp/fin/$drv" ] && src="$tmp/fin/$drv"
	for f in "$src"/*; do
		f=${f##*/}
		[ -f "$src/$f" ] || continue
		sed "$2" "$src/$f" >"$m/$f"
		cmp -s "$m/$f" "$src/$f" || changed=1
	done
	if [ $changed = 0 ]; then
		fail "differential: mutation caught ($name)" "the mutation changed nothing"
		return
	fi
	# the model libraries and the original's run: those of the driver's
	# own run above (difftest's DIFFTEST_SHARED); only the mutant is
	# built and run
	out=$(DIFFTEST_SHARED="$tmp/work" "$dt" "$drv" "$ZC_ROOT/corpus/$drv" "$m" "$m/work" 2>&1)
	st=$?
	if [ $st = 1 ] && grep -q "$3" <<<"$out"; then
		pass "differential: mutation caught ($name): $(grep -m1 "$3" <<<"$out" | sed 's/^ *//')"
	else
		fail "differential: mutation caught ($name)" "exit $st, wanted \"$3\": $(head -3 <<<"$out")"
	fi
}
mutant dirtying-removed 's/set_page_dirty_lock(up->maplist\[i\]);/;/' \
	'written by the device but not marked dirty'
# the flag alone: the page is "dirty", but a shared file never gets the data
mutant dirtying-flag-only 's/set_page_dirty_lock(up->maplist\[i\]);/SetPageDirty(up->maplist[i]);/' \
	'of a shared file mapping was written by the device, but its mapping was never told'
mutant dirty-guard-removed 's/if (!PageReserved(up->maplist\[i\]))/if (1)/' \
	'is reserved but was marked dirty'
# the 2.6 dirty contract (never_dirty never called mark_dirty_kiobuf():
# 2.4's pin for write dirtied the ptes): user_pages_unmap() dirties a
# mapping the device could write, through its mapping, reserved pages
# aside, and only when user_pages_map() recorded the direction
mutant unmap-dirtying-removed never_dirty \
	's/if (up->write \&\& !PageReserved(up->maplist\[i\]))/if (0)/' \
	'written by the device but not marked dirty'
mutant unmap-dirtying-flag-only never_dirty \
	's/set_page_dirty_lock(up->maplist\[i\]);/SetPageDirty(up->maplist[i]);/' \
	'of a shared file mapping was written by the device, but its mapping was never told'
mutant unmap-dirty-guard-removed never_dirty \
	's/if (up->write \&\& !PageReserved(up->maplist\[i\]))/if (up->write)/' \
	'is reserved but was marked dirty'
mutant direction-not-recorded never_dirty '/^	up->write = write != 0;$/d' \
	'written by the device but not marked dirty'
mutant release-loop-removed \
	'/^static inline void user_pages_unmap/,/^}/{s/page_cache_release(up->maplist\[i\]);/;/}' \
	'still pinned at the end'
mutant mmap-sem-lock-removed \
	's/down_read(&current->mm->mmap_sem);//; s/up_read(&current->mm->mmap_sem);//' \
	'get_user_pages() called without mmap_sem held for read'
mutant partial-pin-not-released \
	'/if (got < (int)nr) {/,/}/{s/page_cache_release(up->maplist\[i\]);/;/}' \
	'still pinned at the end'
# released before the DMA, the page list kept: the device touches
# pages it no longer holds
mutant released-before-the-dma \
	'/^static inline void user_pages_unmap/,/^}/{/kfree(up->maplist);/d; /up->maplist = NULL;/d; /up->nr_pages = 0;/d}; 0,/^	down(&srw_sem);/s//	user_pages_unmap(iobuf);\n	down(\&srw_sem);/' \
	'which is not pinned'
mutant dirtying-the-write-buffer \
	's/^	user_pages_unmap(iobuf);$/	user_pages_dirty(iobuf, count);\n&/' \
	'marked dirty but the device never had it to write'
# the highmem conversion undone, and its kunmap() dropped
mutant page-address-kept kiovec_multi 's/kmap(kb->maplist\[i\])/page_address(kb->maplist[i])/' \
	'which is in high memory'
mutant kunmap-removed kiovec_multi '/kunmap(kb->maplist\[i\]);/d' \
	'more times than kunmap()ed'
# block I/O (user_pages_brw() and the page vector helpers, ported
# brw_kiovec()): 2.4's block numbers are in units of the block size
mutant wrong-sector-units meta_store \
	's/sector = (sector_t)blocknr \* (size >> 9);/sector = (sector_t)blocknr;/' \
	'meta_store/ms-load-commit: disk 0 sectors'
# the batch's last bio never submitted: its blocks never move
mutant lost-tail-bio raw_vec \
	'/^static inline int user_pages_brw_flush/,/^}/s/submit_bio(rw, \*last);/atomic_dec_and_test(\&io->pending);/' \
	'raw_vec/rv-one-sector: readv(page 0+0, 1 segments) = 0'
mutant missing-wait raw_vec 's/wait_for_completion(&io->done);/;/' \
	'bio submitted but never waited for'
# the read's pages dirtied after their release (the page list kept)
mutant dirtying-after-release raw_vec \
	'/^static inline void user_pages_unmap/,/^}/{/kfree(up->maplist);/d; /up->maplist = NULL;/d; /up->nr_pages = 0;/d}; /^static ssize_t rv_round/,/^}/{s/^\t\t\tuser_pages_dirty(vec\[i\], bytes);$/\t\t\t;/; s/^\t\tuser_pages_unmap(vec\[i\]);$/&\n\t\tif (rw == READ \&\& bytes > 0)\n\t\t\tuser_pages_dirty(vec[i], bytes);/}' \
	'marked dirty after it was released'
mutant device-reference-kept page_vector \
	'/^static inline int page_vec_brw_dev/,/^}/s/bdput(bdev);//' \
	'bdget() reference(s) never dropped'
# a page the queue refused counted as added: the split scenarios lose data
mutant queue-refusal-ignored raw_vec \
	's/bio_add_page(bio, page, size, off) == size)/(bio_add_page(bio, page, size, off), 1))/' \
	'raw_vec/rv-10-segments: writev(page 0+0, 10 segments) = 16384'
# blocks merged across the device's end: 2.6 fails the whole bio, so the
# blocks before the end are lost where 2.4 returned them
mutant merged-past-the-end raw_vec \
	's/(!end || sector + (size >> 9) <= end) \&\&/1 \&\&/' \
	'raw_vec/rv-past-disk-end'
# a file system's direct_IO (page_vec_direct_IO(), 2.4's VFS loop made a
# helper): a read's pages never dirtied (page_vec_unmap() does it), and
# the chunk's first block given in bytes (the disk changes elsewhere)
mutant direct-io-dirtying-removed extent_dio \
	'/^static inline void page_vec_unmap/,/^}/s/if (pv->write \&\& !PageReserved(pv->maplist\[i\]))/if (0)/' \
	'written by the device but not marked dirty'
mutant direct-io-block-in-bytes extent_dio \
	's/ret = io(rw, inode, pv, (offset + done) >> blkbits,/ret = io(rw, inode, pv, (offset + done),/' \
	'< extent_dio/ed-one-block: write(page 8+0, 1024) = 1024, pos 25600'
# i_sem taken for a write too: 2.6.9's generic_file_write() holds it
mutant direct-io-i-sem-on-write extent_dio \
	'/^static inline ssize_t page_vec_direct_IO/,/^}/s/^	if (rw == READ)$/	if (1)/' \
	'down() of a semaphore already held'
# a file system's direct_IO method on 2.4's generic_direct_IO(), ported
# to a 2.6 method returning blockdev_direct_IO() with a get_blocks
# adapter (gen_dio): the adapter leaving b_size 0 (2.6.9 BUG()s), the
# adapter saying every block asked for is mapped (the sparse file's
# holes read as another file's blocks), the adapter never letting the
# file system allocate (a write past the file's blocks cannot be
# refused, and falls back to buffered I/O), the method's own first
# statement dropped (the block map is never written), and the method
# naming the inode's own block device (a regular file has none)
mutant dio-adapter-b-size-unset gen_dio \
	's/bh_result->b_size = 1 << inode->i_blkbits;/;/' \
	'hits BUG_ON(this_chunk_bytes == 0)'
mutant dio-adapter-claims-all-blocks gen_dio \
	's/bh_result->b_size = 1 << inode->i_blkbits;/bh_result->b_size = max_blocks << inode->i_blkbits;/' \
	'gen_dio/gd-holes: user page 301: changed'
mutant dio-adapter-never-creates gen_dio \
	's/return gdf_get_block(inode, iblock, bh_result, create);/return gdf_get_block(inode, iblock, bh_result, 0);/' \
	'gen_dio/gd-eof: violation: a short O_DIRECT write (0 of 4096 bytes) falls back to buffered I/O'
mutant dio-method-own-statement-dropped gen_dio \
	'/^static ssize_t gdf_direct_IO/,/^}/{/^	gdf_sync_map(inode);$/d}' \
	'> gen_dio/gd-one-block: file: block map not written back'
mutant dio-method-inode-device gen_dio \
	's/inode->i_sb->s_bdev, iov,/I_BDEV(inode), iov,/' \
	"I_BDEV() of an inode that is no block device's own"
# a driver over two .c files and a header (shared_vec): the read's
# dirtying dropped (its page_vec_dirty() in shared_vec_io.c and
# page_vec_unmap()'s, either of which is enough), and the copy into the
# user's pages through page_address(), in shared_vec_io.c
mutant shared-vec-read-not-dirtied shared_vec \
	'/^ssize_t sv_read/,/^}/s/^	page_vec_dirty(sv->user, count);$/	;/; /^static inline void page_vec_unmap/,/^}/s/if (pv->write \&\& !PageReserved(pv->maplist\[i\]))/if (0)/' \
	'written by the device but not marked dirty'
mutant shared-vec-page-address shared_vec \
	's/char \*d = kmap(dst), \*s = kmap(src);/char *d = page_address(dst), *s = kmap(src);/; /^	kunmap(dst);$/d' \
	'which is in high memory'
