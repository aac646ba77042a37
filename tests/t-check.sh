# zcport check: a right port passes; deliberately broken ports fail with a
# precise message naming the file and line; differential validation of a
# driver that includes a header the model lacks.
. "$(dirname "$0")/lib/harness.sh"
# the real configured 2.6.9 trees, when beside the repository
kernels=${ZC_KERNELS:-}
for k in "$ZC_ROOT/../shared/kernels" "$ZC_ROOT/../../shared/kernels"; do
	[ -z "$kernels" ] && [ -f "$k/linux-2.6.9-x86_64.tar.xz" ] && kernels=$k
done
nb=$(grep -c '^broken "' "$0")
ngm=$(grep -c '^good_mutant "' "$0")
# per tree: good code, simple_rw and every broken port again; the good
# mutants on x86_64 only (below)
trees=2
[ -n "$kernels" ] && trees=$(( 2 * (2 + nb) + ngm ))
plan $(( 13 + nb + ngm + trees ))
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1

run_zcport 0 "$tmp/out" -- port --output-dir="$tmp/good" corpus/simple_rw
good=$tmp/good/corpus/simple_rw/simple_rw.c
run_zcport 0 "$tmp/out" "$tmp/err" -- check "$good"
grep -q "simple_rw.c: passed" "$tmp/out" &&
	pass "check: the port of simple_rw passes" ||
	fail "check: the port of simple_rw passes" "$(head -3 "$tmp/err")"

# broken NAME SED-SCRIPT EXPECTED-STDERR-REGEX: SED edits the port and the
# helper header beside it
broken() {
	local f changed=0
	mkdir -p "$tmp/b/$1"
	for f in simple_rw.c zcport_user_pages.h; do
		sed "$2" "${good%/*}/$f" >"$tmp/b/$1/$f"
		cmp -s "${good%/*}/$f" "$tmp/b/$1/$f" || changed=1
	done
	if [ $changed = 0 ]; then
		fail "check: broken port ($1)" "the mutation changed nothing"
		return
	fi
	# shellcheck disable=SC2086
	run_zcport 1 "$tmp/out" "$tmp/err" -- check $kdir "$tmp/b/$1"
	local st=$ZC_STATUS
	if [ $st = 1 ] && grep -Eq -- "$3" "$tmp/err"; then
		pass "check$ktag: broken port fails ($1)"
	else
		fail "check$ktag: broken port fails ($1)" "exit $st: $(grep -v '/include/' "$tmp/err" | head -3)"
	fi
}
kdir= ktag=
all_broken() {

broken "leftover kiobuf name" 's/user_pages_unmap(iobuf);/unmap_kiobuf(iobuf);/' \
	'simple_rw\.c:[0-9]+:[0-9]+: error: attempt to use poisoned "unmap_kiobuf" \[site: call unmap_kiobuf\]'
broken "wrong get_user_pages arity" 's/write, 0, up->maplist, NULL);/write, up->maplist, NULL);/' \
	"zcport_user_pages\.h:[0-9]+:[0-9]+: error: too few arguments to function .get_user_pages."
broken "missing include" '/#include <linux\/pagemap.h>/d' \
	"zcport_user_pages\.h:[0-9]+:[0-9]+: error: implicit declaration of function .page_cache_release."
broken "get_user_pages outside mmap_sem" '/down_read(&current->mm->mmap_sem);/d' \
	'zcport_user_pages\.h:[0-9]+:[0-9]+: warning: get_user_pages\(\) called without mmap_sem held for read'
broken "partial pin not released" '/for (i = 0; i < got; i++)$/{N;/page_cache_release/d}' \
	'zcport_user_pages\.h:[0-9]+:[0-9]+: warning: a partial pin by get_user_pages\(\) returns at line [0-9]+ without releasing'
broken "release missing on an error path" '0,/user_pages_dirty(iobuf, count);/s//user_pages_dirty(iobuf, count);\n\tif (count > 4096)\n\t\treturn -EIO;/' \
	'simple_rw\.c:[0-9]+:[0-9]+: warning: pages pinned here are not released on the path that returns at line'
broken "unguarded SetPageDirty" 's/if (!PageReserved(up->maplist\[i\]))/if (1)/; s/set_page_dirty_lock(up->maplist\[i\])/SetPageDirty(up->maplist[i])/' \
	'zcport_user_pages\.h:[0-9]+:[0-9]+: warning: SetPageDirty\(\) without a PageReserved\(\) guard'
broken "dirtying pages the device only read" '0,/user_pages_unmap(iobuf);/!{0,/user_pages_map(iobuf, 0, (unsigned long)buf, count);/s//user_pages_map(iobuf, 0, (unsigned long)buf, count);\n\tif (!err)\n\t\tuser_pages_dirty(iobuf, count);/}' \
	'simple_rw\.c:[0-9]+:[0-9]+: warning: pages mapped for the device to read are marked dirty'
}
all_broken

# differential validation: a driver including a header the model lacks,
# using it in a function the port does not touch
mkdir -p "$tmp/diff/orig" "$tmp/diff/port" "$tmp/diff/bad"
sed -e 's|#include <linux/iobuf.h>|#include <linux/iobuf.h>\n#include <linux/acme_fpga.h>|' \
	-e 's|^static int srw_open_count;|&\nstatic void srw_kick(void)\n{\n\tacme_fpga_kick(srw_mem);\n}|' \
	corpus/simple_rw/simple_rw.c >"$tmp/diff/orig/simple_rw.c"
run_zcport 0 "$tmp/out" -- port --no-check --output-dir="$tmp/diff/out" "$tmp/diff/orig"
cp "$tmp/diff/out/$tmp/diff/orig/simple_rw.c" "$tmp/diff/out/$tmp/diff/orig/zcport_user_pages.h" "$tmp/diff/port/"
run_zcport 1 "$tmp/out" "$tmp/err" -- check "$tmp/diff/port"
grep -q "acme_fpga.h: No such file" "$tmp/err" &&
	pass "check: the unmodelled header fails the model-headers check" ||
	fail "check: the unmodelled header fails the model-headers check"
run_zcport 0 "$tmp/out" "$tmp/err" -- check --baseline="$tmp/diff/orig" "$tmp/diff/port"
st=$ZC_STATUS
[ $st = 0 ] && grep -q "passed (1 diagnostic the original already had)" "$tmp/out" &&
	pass "check --baseline: a right port passes, the old diagnostic counted apart" ||
	fail "check --baseline: a right port passes, the old diagnostic counted apart" "exit $st: $(cat "$tmp/out" "$tmp/err" | head -5)"
sed 's/user_pages_unmap(iobuf);/unmap_kiobuf(iobuf);/' "$tmp/diff/port/simple_rw.c" >"$tmp/diff/bad/simple_rw.c"
cp "$tmp/diff/port/zcport_user_pages.h" "$tmp/diff/bad/"
run_zcport 1 "$tmp/out" "$tmp/err" -- check --baseline="$tmp/diff/orig" "$tmp/diff/bad"
st=$ZC_STATUS
[ $st = 1 ] && grep -q 'attempt to use poisoned "unmap_kiobuf"' "$tmp/err" &&
	pass "check --baseline: a wrong port fails" ||
	fail "check --baseline: a wrong port fails" "exit $st: $(head -3 "$tmp/err")"

# port validates differentially too: an error the original also has under
# the 2.6 headers (here a 2.4 block-layer table and an unmodelled header)
# in code the port did not touch comes from its other 2.4 APIs; the port
# is validated and written
mkdir -p "$tmp/inh"
sed -e 's|#include <linux/iobuf.h>|#include <linux/iobuf.h>\n#include <linux/blkdev.h>\n#include <linux/acme_fpga.h>|' \
	-e 's|^static int srw_open_count;|&\nstatic int srw_sizes[4];\nstatic void srw_size(void)\n{\n\tblk_size[3] = srw_sizes;\n\tacme_fpga_kick(srw_mem);\n}|' \
	corpus/simple_rw/simple_rw.c >"$tmp/inh/simple_rw.c"
run_zcport 0 "$tmp/out" "$tmp/err" -- port --output-dir="$tmp/inhout" "$tmp/inh"
st=$ZC_STATUS
[ $st = 0 ] && grep -q "17 converted, 0 manual, validated, no new errors (2 the original has too, in code the port did not touch: its other 2.4 APIs)" "$tmp/err" &&
	grep -q "blk_size\[3\] = srw_sizes;" "$tmp/inhout/${tmp#/}/inh/simple_rw.c" &&
	pass "port: errors the original has too under 2.6 do not stop the port" ||
	fail "port: errors the original has too under 2.6 do not stop the port" "exit $st: $(grep -v '^  ' "$tmp/err" | head -5)"

# ...but in a function the port touched, the same error leaves that
# function unfinished: its sites are manual (one marker says why), the
# rest of the file converted, and check --baseline fails it too
mkdir -p "$tmp/unf"
sed -e 's|#include <linux/iobuf.h>|#include <linux/iobuf.h>\n#include <linux/acme_fpga.h>|' \
	-e '0,/srw_dma(iobuf, srw_mem + pos, count, 1);/s//acme_fpga_kick(srw_mem);\n\t&/' \
	corpus/simple_rw/simple_rw.c >"$tmp/unf/simple_rw.c"
run_zcport 1 "$tmp/out" "$tmp/err" -- port --output-dir="$tmp/unfout" "$tmp/unf"
st=$ZC_STATUS
[ $st = 1 ] && grep -q "in srw_read(): manual: unfinished: srw_read() does not compile against 2.6 yet, for an error the original has too" "$tmp/err" &&
	grep -q "partly ported" "$tmp/err" &&
	[ "$(grep -c 'zcport: manual port needed: unfinished' "$tmp/unfout/${tmp#/}/unf/simple_rw.c")" = 1 ] &&
	grep -q "user_pages_unmap(iobuf);" "$tmp/unfout/${tmp#/}/unf/simple_rw.c" &&
	pass "port: an error the original has too, in a function the port touched, leaves it unfinished" ||
	fail "port: an error the original has too, in a function the port touched, leaves it unfinished" "exit $st: $(grep -v '^  ' "$tmp/err" | head -5)"
run_zcport 1 "$tmp/out" "$tmp/err" -- check --baseline="$tmp/unf" "$tmp/unfout/${tmp#/}/unf"
st=$ZC_STATUS
[ $st = 1 ] && grep -q "acme_fpga_kick" "$tmp/err" && grep -q "simple_rw.c: failed" "$tmp/out" &&
	pass "check --baseline: an error in a function the port touched fails, the original having it or not" ||
	fail "check --baseline: an error in a function the port touched fails, the original having it or not" "exit $st: $(cat "$tmp/out" "$tmp/err" | head -5)"

# dirtying a mapping the device only read: carried over from the
# original, it is shown, and the port is written
mkdir -p "$tmp/wd"
cat >"$tmp/wd/w.c" <<'C'
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/errno.h>
#include <linux/iobuf.h>

static int w1(struct kiobuf *kb, char *buf, size_t n)
{
	int err = map_user_kiobuf(WRITE, kb, (unsigned long)buf, n);

	if (err)
		return err;
	mark_dirty_kiobuf(kb, n);
	unmap_kiobuf(kb);
	return 0;
}
C
run_zcport 0 "$tmp/out" "$tmp/err" -- port "$tmp/wd"
st=$ZC_STATUS
[ $st = 0 ] && grep -q "w.c: warning: the original has the same problem" "$tmp/err" &&
	grep -q "w.c:12:2: warning: pages mapped for the device to read are marked dirty" "$tmp/err" &&
	pass "port: dirtying a read-only mapping the original had is shown, the port written" ||
	fail "port: dirtying a read-only mapping the original had is shown, the port written" "exit $st: $(head -5 "$tmp/err")"

# a leak the 2.4 original already had is reported, but does not stop the
# port; one the port adds does (t-port-corpus and the broken ports above)
mkdir -p "$tmp/leak"
cat >"$tmp/leak/v.c" <<'C'
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/errno.h>
#include <linux/iobuf.h>

static int v1(char *buf, size_t n)
{
	struct kiobuf *kb;
	int err;

	err = alloc_kiovec(1, &kb);
	if (err)
		return err;
	err = map_user_kiobuf(READ, kb, (unsigned long)buf, n);
	if (err)
		return err;
	if (n > 4096)
		return -EIO;
	unmap_kiobuf(kb);
	free_kiovec(1, &kb);
	return 0;
}
C
run_zcport 0 "$tmp/out" "$tmp/err" -- port "$tmp/leak"
st=$ZC_STATUS
[ $st = 0 ] && grep -q "v.c: warning: the original has the same problem" "$tmp/err" &&
	grep -q "v.c:14:8: warning: pages pinned here are not released on the path that returns at line 18" "$tmp/err" &&
	grep -q "1 files validated, 0 failed" "$tmp/err" &&
	pass "port: a leak the original had is shown at its lines, the port still written" ||
	fail "port: a leak the original had is shown at its lines, the port still written" "exit $st: $(head -5 "$tmp/err")"
run_zcport 0 "$tmp/out" -- port --output-dir="$tmp/leakout" "$tmp/leak"
run_zcport 1 "$tmp/out" "$tmp/err" -- check "$tmp/leakout/${tmp#/}/leak"
st1=$ZC_STATUS
run_zcport 0 "$tmp/out" "$tmp/err2" -- check --baseline="$tmp/leak" "$tmp/leakout/${tmp#/}/leak"
st2=$ZC_STATUS
[ $st1 = 1 ] && [ $st2 = 0 ] && grep -q "the original has the same problem" "$tmp/err2" &&
	pass "check --baseline: a finding the original has is shown, not failed" ||
	fail "check --baseline: a finding the original has is shown, not failed" "exit $st1/$st2: $(head -3 "$tmp/err2")"

# known-good hand-written 2.6 code (tests/check-good/README.md): the
# checks judge meaning, so each shape passes
run_zcport 0 "$tmp/out" "$tmp/err" -- check tests/check-good
st=$ZC_STATUS
ngood=$(find tests/check-good -name '*.c' | wc -l)
[ $st = 0 ] && [ "$ngood" -ge 6 ] &&
	[ "$(grep -c ': passed$' "$tmp/out")" = "$ngood" ] &&
	grep -q "^check: $ngood passed, 0 failed$" "$tmp/out" && [ ! -s "$tmp/err" ] &&
	pass "check: known-good 2.6 code of every shape passes" ||
	fail "check: known-good 2.6 code of every shape passes" "exit $st: $(cat "$tmp/out" "$tmp/err" | head -8)"

# ...and each shape, broken, fails: good_mutant NAME FILE SED-SCRIPT
# EXPECTED-STDERR-REGEX (FILE under tests/check-good, checked alone, or
# with its directory when it is in one: xdev/ is one driver over three
# files; the files left as they are passed in the run above)
good_mutant() {
	rm -rf "$tmp/gm"
	cp -r tests/check-good "$tmp/gm"
	sed -i "$3" "$tmp/gm/$2"
	if cmp -s "tests/check-good/$2" "$tmp/gm/$2"; then
		fail "check: broken good code fails ($1)" "the mutation changed nothing"
		return
	fi
	local what=$tmp/gm/$2
	[ "${2%/*}" = "$2" ] || what=$tmp/gm/${2%/*}
	# shellcheck disable=SC2086
	run_zcport 1 "$tmp/out" "$tmp/err" -- check $kdir "$what"
	local st=$ZC_STATUS
	if [ $st = 1 ] && grep -Eq -- "$4" "$tmp/err" &&
	   grep -q "^check: [0-9]* passed, 1 failed$" "$tmp/out"; then
		pass "check$ktag: broken good code fails ($1)"
	else
		fail "check$ktag: broken good code fails ($1)" "exit $st: $(cat "$tmp/out" "$tmp/err" | head -4)"
	fi
}
g=': warning: '
kdir= ktag=
all_good_mutants() {
good_mutant "|| instead of && in the guard" conj.c 's/i < ndirty && !PageReserved/i < ndirty || !PageReserved/' \
	"conj\.c:32:4${g}set_page_dirty_lock\(\) without a PageReserved\(\) guard"
good_mutant "guard negated in a conjunction" conj.c 's/dirtied && !PageReserved(p)/dirtied \&\& PageReserved(p)/' \
	"conj\.c:42:3${g}SetPageDirty\(\) without a PageReserved\(\) guard"
good_mutant "early continue on the wrong test" early.c 's/if (PageReserved(early_pages\[i\]))$/if (!PageReserved(early_pages[i]))/' \
	"early\.c:37:3${g}SetPageDirty\(\) without a PageReserved\(\) guard"
good_mutant "early return under && instead of ||" early.c 's/!early_nr || PageReserved(page)/!early_nr \&\& PageReserved(page)/' \
	"early\.c:47:2${g}set_page_dirty_lock\(\) without a PageReserved\(\) guard"
good_mutant "page reassigned after the early return" early.c '/^static void early_dirty_first/,/^}/{/^\t\treturn;$/a\	page = early_pages[early_nr - 1];
}' \
	"early\.c:48:2${g}set_page_dirty_lock\(\) without a PageReserved\(\) guard"
good_mutant "dirtied in the else of another test" early.c '/^static void early_dirty_else/,/^}/s/if (PageReserved(early_pages\[i\]))/if (!early_pages[i])/' \
	"early\.c:55:3${g}set_page_dirty\(\) without a PageReserved\(\) guard"
good_mutant "index changed after the early return" early.c '/^static void early_dirty_one/,/^}/s/^\t\treturn;$/\t\treturn;\n\ti++;/' \
	"early\.c:63:2${g}set_page_dirty\(\) without a PageReserved\(\) guard"
good_mutant "helper that does not imply the guard" helper.c 's/return page && !PageReserved(page);/return page || !PageReserved(page);/' \
	"helper\.c:53:4${g}SetPageDirty\(\) without a PageReserved\(\) guard"
good_mutant "helper whose early return says yes" helper.c '/^static int hbuf_can_dirty/,/^}/s/return 0;/return 1;/' \
	"helper\.c:74:3${g}set_page_dirty\(\) without a PageReserved\(\) guard"
good_mutant "caller of a dirtying helper without the guard" helper.c 's/if (!PageReserved(hb->pages\[i\]))/if (hb->pages[i])/' \
	"helper\.c:65:4${g}set_page_dirty_lock\(\) without a PageReserved\(\) guard \(through hbuf_dirty_page\(\)"
good_mutant "pinned page beside page-cache ones unguarded" pagecache.c 's/if (!PageReserved(user\[0\]))/if (user[0])/' \
	"pagecache\.c:39:3${g}SetPageDirty\(\) without a PageReserved\(\) guard"
good_mutant "pinned for the device to read, then dirtied" pagecache.c 's/PAGE_MASK, 1, 1, 0,/PAGE_MASK, 1, 0, 0,/' \
	"pagecache\.c:39:3${g}pages mapped for the device to read are marked dirty"
good_mutant "scatterlist page dirtied without the guard" sglist.c 's/if (dirtied \&\& !PageReserved(sgl\[i\].page))/if (dirtied \&\& sgl[i].page)/' \
	"sglist\.c:56:4${g}SetPageDirty\(\) without a PageReserved\(\) guard"
good_mutant "partial pin not released after the goto" sglist.c 's/^\t\t\tpage_cache_release(pages\[i\]);/\t\t\tpages[i] = NULL;/' \
	"sglist\.c:28:8${g}a partial pin by get_user_pages\(\) returns at line 47 without releasing"
good_mutant "free function of the other files releases nothing" xdev/xdev_put.c 's/page_cache_release(xd->pages\[i\]);/xd->pages[i] = NULL;/' \
	"xdev_pin\.c:21:8${g}a partial pin by get_user_pages\(\) returns at line 27 without releasing"
good_mutant "error path does not call the free function" xdev/xdev_pin.c 's/^\t\txdev_free_pages(xd);/\t\tkfree(xd->pages);/' \
	"xdev_pin\.c:21:8${g}a partial pin by get_user_pages\(\) returns at line 27 without releasing"
good_mutant "error label does not call the free function" xdev/xdev_pin.c 's/^\txdev_free_pages(xd);$/\tkfree(xd->pages);/' \
	"xdev_pin\.c:42:8${g}a partial pin by get_user_pages\(\) returns at line 54 without releasing"
# the 2.6 dirty contract: pages pinned for the device to write are
# dirtied before their release, in the function or through a helper
dw="pages pinned here for the device to write are released at line"
good_mutant "pinned for writing, released without dirtying" direction.c '/^int dir_capture(/,/^}/{/if (!PageReserved(pages\[i\]))$/{N;d}}' \
	"direction\.c:39:8${g}${dw} 49 without being marked dirty"
good_mutant "conditional dirtying dropped" direction.c '/^int dir_transfer(/,/^}/{/if (rw == READ)$/,/set_page_dirty_lock/d}' \
	"direction\.c:62:8${g}${dw} 72 without being marked dirty"
good_mutant "pinned for reading becomes for writing" direction.c '/^int dir_send(/,/^}/s/PAGE_MASK, nr, 0,$/PAGE_MASK, nr, 1,/' \
	"direction\.c:86:8${g}${dw} 96 without being marked dirty"
good_mutant "dirtying helper that no longer dirties" direction.c '/^static void dir_mark(/,/^}/s/set_page_dirty_lock(pages\[i\]);/pages[i] = NULL;/' \
	"direction\.c:115:8${g}${dw} 123 without being marked dirty"
}
all_good_mutants

# the same against the real configured 2.6.9 trees (../shared/kernels,
# or $ZC_KERNELS), unpacked here: the good code passes, every broken port
# fails on each tree, every good mutant on the first
for arch in x86_64 i386; do
	ball=$kernels/linux-2.6.9-$arch.tar.xz
	if [ -z "$kernels" ] || [ ! -f "$ball" ]; then
		skip_static "check --kernel-dir ($arch): known-good code and mutants" "no $ball"
		continue
	fi
	mkdir -p "$tmp/k-$arch"
	tar -xJf "$ball" -C "$tmp/k-$arch"
	kdir=--kernel-dir=$tmp/k-$arch/linux-2.6.9-$arch ktag=" --kernel-dir ($arch)"
	# shellcheck disable=SC2086
	run_zcport '[01]' "$tmp/out" "$tmp/err" -- check $kdir tests/check-good
	st=$ZC_STATUS
	if [ $st = 1 ] && [ $arch = i386 ] && grep -q -- '-m32\|mach_mpspec.h\|conflicting types for built-in' "$tmp/err"; then
		skip "check$ktag: known-good code and mutants" "the i386 tree needs -m32 and mach-default (issue 13 item 1)"
		continue
	fi
	[ $st = 0 ] && grep -q "^check: $ngood passed, 0 failed$" "$tmp/out" &&
		pass "check$ktag: known-good 2.6 code of every shape passes" ||
		fail "check$ktag: known-good 2.6 code of every shape passes" "exit $st: $(cat "$tmp/out" "$tmp/err" | head -6)"
	# shellcheck disable=SC2086
	run_zcport 0 "$tmp/out" "$tmp/err" -- check $kdir "$good"
	st=$ZC_STATUS
	[ $st = 0 ] && grep -q "simple_rw.c: passed" "$tmp/out" &&
		pass "check$ktag: the port of simple_rw passes" ||
		fail "check$ktag: the port of simple_rw passes" "exit $st: $(grep -v '/include/' "$tmp/err" | head -3)"
	all_broken
	# The good mutants judge the semantic checks, which read the file's
	# text alone (--no-includes; pageflow.c), never the kernel tree: a
	# second tree runs the same checks on the same text.  Their compile
	# is the known-good file's, run on each tree above.
	[ $arch = x86_64 ] && all_good_mutants
done
kdir= ktag=

# check and port share one validation pipeline: on the same file they
# give the same verdict and count the same inherited errors
run_zcport 0 "$tmp/out" "$tmp/err" -- check --baseline="$tmp/inh" "$tmp/inhout/${tmp#/}/inh"
st=$ZC_STATUS
[ $st = 0 ] && grep -q "simple_rw.c: passed (2 diagnostics the original already had)" "$tmp/out" &&
	pass "check --baseline agrees with port: validated, 2 errors the original has too" ||
	fail "check --baseline agrees with port: validated, 2 errors the original has too" "exit $st: $(cat "$tmp/out" "$tmp/err" | head -5)"
run_zcport 1 "$tmp/co.out" "$tmp/co.err" -- port --output-dir="$tmp/co" --report="$tmp/co.json" corpus
st=$ZC_STATUS
# 0 or 1: a run that judged every file (ports with manual sites fail)
run_zcport "[01]" "$tmp/out" "$tmp/err" -- check --baseline=corpus "$tmp/co/corpus"
python3 - "$tmp/co.json" "$tmp/out" "$tmp/co/corpus/" <<'PY' >"$tmp/agree" 2>&1
import json, re, sys
rep = json.load(open(sys.argv[1]))
verdict = {}
for line in open(sys.argv[2]):
    m = re.match(r"(.*): (passed|failed)(?: \((\d+) diagnostics? the original already had\))?$", line.rstrip("\n"))
    if m:
        verdict["corpus/" + m.group(1)[len(sys.argv[3]):]] = (m.group(2), int(m.group(3) or 0))
n = 0
for f in rep["files"]:
    if f["file"].endswith(".c") and f.get("check") == "validated":
        n += 1
        want = ("passed", f.get("inherited_errors") or 0)
        if verdict.get(f["file"]) != want:
            print("disagree", f["file"], "port:", want, "check:", verdict.get(f["file"]))
print("compared", n)
PY
[ $st = 1 ] && grep -q "^compared [1-9][0-9]*$" "$tmp/agree" && ! grep -q disagree "$tmp/agree" &&
	pass "check --baseline passes every file port validated in the corpus, same counts" ||
	fail "check --baseline passes every file port validated in the corpus, same counts" "exit $st: $(head -5 "$tmp/agree")"
