# The helper header (zcport_user_pages.h): one per driver directory,
# written when a file that includes it is written, never over a file
# zcport did not write, added to when more files of the directory are
# ported later, created by --in-place without a backup of nothing.
# (Its text and its place in the corpus ports: t-port-corpus, t-ported;
# through git am: t-patch-series.)
. "$(dirname "$0")/lib/harness.sh"
plan 8
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1

# a.c maps, dirties and unmaps; b.c allocates, and has a variable named
# like a helper, so its port does not compile: b.c fails validation
drv_a() {
	cat <<'C'
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/errno.h>
#include <linux/iobuf.h>

int a_read(struct kiobuf *kb, char *buf, size_t n)
{
	int err = map_user_kiobuf(READ, kb, (unsigned long)buf, n);

	if (err)
		return err;
	mark_dirty_kiobuf(kb, n);
	unmap_kiobuf(kb);
	return 0;
}
C
}
drv_b() {	# [NAME]: the helper's name it takes (none: it compiles)
	cat <<C
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/errno.h>
#include <linux/iobuf.h>

static int ${1:-b_count};

int b_open(void)
{
	struct kiobuf *kb;
	int err = alloc_kiovec(1, &kb);

	if (err)
		return err;
	${1:-b_count}++;
	free_kiovec(1, &kb);
	return 0;
}
C
}

# one file fails validation: the other's port and the header are written
mkdir -p two && drv_a >two/a.c && drv_b user_pages_alloc >two/b.c
run_zcport 1 two.diff two.err -- port two
st=$ZC_STATUS
[ $st = 1 ] && grep -q '^  two/a.c: 5 converted, 0 manual, validated, compiles on 2.6$' two.err &&
	grep -q '^  two/b.c: 0 converted, 4 manual, failed$' two.err &&
	grep -q '^--- /dev/null$' two.diff && grep -q '^+++ b/two/zcport_user_pages.h$' two.diff &&
	grep -q '^+++ b/two/a.c$' two.diff && ! grep -q '^+++ b/two/b.c$' two.diff &&
	pass "helper header: written with the file that passed, not the one that failed" ||
	fail "helper header: written with the file that passed, not the one that failed" "exit $st: $(head -3 two.err)"

# every file of the directory fails: no header either
mkdir -p one && drv_b user_pages_alloc >one/b.c
run_zcport 1 one.diff one.err -- port one
st=$ZC_STATUS
[ $st = 1 ] && grep -q '^  one/b.c: 0 converted, 4 manual, failed$' one.err &&
	[ ! -s one.diff ] && ! grep -q 'helper header' one.err &&
	pass "helper header: not written when no file that includes it is" ||
	fail "helper header: not written when no file that includes it is" "exit $st: $(head -3 one.diff one.err)"

# --in-place creates it (no backup of a file that was not there), and a
# second port changes nothing
mkdir -p ip && drv_a >ip/a.c
run_zcport 0 ip.out ip.err -- port --in-place --backup=.orig ip
st=$ZC_STATUS
[ $st = 0 ] && [ -f ip/a.c.orig ] && [ ! -e ip/zcport_user_pages.h.orig ] &&
	grep -q '^#include "zcport_user_pages.h"$' ip/a.c &&
	grep -q '^static inline int user_pages_map(' ip/zcport_user_pages.h &&
	! grep -q '^static inline int user_pages_alloc(' ip/zcport_user_pages.h &&
	pass "helper header: --in-place creates it, with only the helpers used" ||
	fail "helper header: --in-place creates it, with only the helpers used" "exit $st: $(head -3 ip.err)"
cp -R ip ip.before
run_zcport 0 ip2.out ip2.err -- port --in-place ip
st=$ZC_STATUS
[ $st = 0 ] && diff -r ip.before ip >/dev/null &&
	pass "helper header: porting the ported directory again changes nothing" ||
	fail "helper header: porting the ported directory again changes nothing" "exit $st"

# a file of the directory ported later: the header is added to
drv_b >ip/b.c
run_zcport 0 later.diff later.err -- port ip/b.c
st=$ZC_STATUS
[ $st = 0 ] && grep -q '^--- a/ip/zcport_user_pages.h$' later.diff &&
	grep -q '^+static inline int user_pages_alloc(' later.diff &&
	! grep -q '^-static inline int user_pages_map(' later.diff &&
	grep -q '^  ip/zcport_user_pages.h: helper header, updated$' later.err &&
	pass "helper header: a file ported later adds its helpers, the others stay" ||
	fail "helper header: a file ported later adds its helpers, the others stay" "exit $st: $(head -3 later.err)"

# a file of that name zcport did not write is never overwritten
mkdir -p mine && drv_a >mine/a.c && echo '/* the driver author'"'"'s own */' >mine/zcport_user_pages.h
cp -R mine mine.before
run_zcport 3 mine.out mine.err -- port --in-place mine
st=$ZC_STATUS
[ $st = 3 ] && diff -r mine.before mine >/dev/null &&
	grep -q '^mine/zcport_user_pages.h: error: not written by zcport' mine.err &&
	grep -q '^  mine/a.c: 0 converted, 5 manual' mine.err &&
	pass "helper header: one zcport did not write stops the directory's port, untouched" ||
	fail "helper header: one zcport did not write stops the directory's port, untouched" "exit $st: $(head -3 mine.err)"

# --output-dir of one file beside a helper header that already holds what
# it needs: the copy has the header too, or it would not build
drv_a | sed 's/a_read/c_read/' >ip/c.c
run_zcport 0 od.out od.err -- port --output-dir=od ip/c.c
st=$ZC_STATUS
[ $st = 0 ] && grep -q '^#include "zcport_user_pages.h"$' od/ip/c.c &&
	cmp -s od/ip/zcport_user_pages.h ip/zcport_user_pages.h &&
	pass "helper header: --output-dir of one file copies the unchanged header beside it" ||
	fail "helper header: --output-dir of one file copies the unchanged header beside it" "exit $st: $(head -3 od.err)"

# helpers that break a rule (here: no mmap_sem; ZCPORT_DATADIR points at a
# copy of the data with that mutation): the header fails the semantic
# checks, and with it every file of the directory, the one that reaches
# the kiobuf only through the driver header's macros included
mkdir -p dd && cp -R "$ZC_ROOT/semantic-patches" "$ZC_ROOT/headers" dd/
sed -i '/down_read(&current->mm->mmap_sem);/d' dd/semantic-patches/user-pages.helpers
cp -R "$ZC_ROOT/corpus/split_tape" st
ZCPORT_DATADIR="$tmp/dd" run_zcport 1 st.diff st.err -- port st
st=$ZC_STATUS
[ $st = 1 ] && [ ! -s st.diff ] &&
	grep -q '^st/zcport_user_pages.h:[0-9]*:[0-9]*: warning: get_user_pages() called without mmap_sem held for read$' st.err &&
	grep -q '^  st/split_tape_io.c: 0 converted, 7 manual, failed$' st.err &&
	grep -q '^summary: 0 files validated, 3 failed$' st.err &&
	pass "helper header: helpers failing a check fail the directory's ports, none written" ||
	fail "helper header: helpers failing a check fail the directory's ports, none written" "exit $st: $(grep -v manual: st.err | head -3)"
