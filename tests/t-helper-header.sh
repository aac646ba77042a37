# The helper header (zcport_user_pages.h): one per driver directory,
# written when a file that includes it is written, never over a file
# zcport did not write, added to when more files of the directory are
# ported later, created by --in-place without a backup of nothing.
# Every piece has an include guard of its own, so a file that includes
# the helper headers of two directories gets each piece once.  A driver
# header with a user-space part gets the #include in its kernel side.
# (Its text and its place in the corpus ports: t-port-corpus, t-ported;
# through git am: t-patch-series; the two headers against a real tree:
# t-real-tree.)
. "$(dirname "$0")/lib/harness.sh"
. "$(dirname "$0")/lib/two-headers.sh"
plan 15
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1

# a.c maps, dirties and unmaps; b.c allocates, and has a variable named
# like a helper, so its port does not compile: b.c fails validation
drv_a() {
	drv_map a
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
sed -i '/down_read(&current->mm->mmap_sem);/d' dd/semantic-patches/user-pages/2.6.helpers
cp -R "$ZC_ROOT/corpus/split_tape" st
ZCPORT_DATADIR="$tmp/dd" run_zcport 1 st.diff st.err -- port st
st=$ZC_STATUS
[ $st = 1 ] && [ ! -s st.diff ] &&
	grep -q '^st/zcport_user_pages.h:[0-9]*:[0-9]*: warning: get_user_pages() called without mmap_sem held for read$' st.err &&
	grep -q '^  st/split_tape_io.c: 0 converted, 7 manual, failed$' st.err &&
	grep -q '^summary: 0 files validated, 3 failed$' st.err &&
	pass "helper header: helpers failing a check fail the directory's ports, none written" ||
	fail "helper header: helpers failing a check fail the directory's ports, none written" "exit $st: $(grep -v manual: st.err | head -3)"

# two directories' helper headers, with different pieces, in one file,
# either way round: each piece defined, and once
mkdir -p th && two_header_drivers th
run_zcport 0 th.out th.err -- port --in-place th
st=$ZC_STATUS
[ $st = 0 ] && grep -q '^static inline int user_pages_map(' th/ta/zcport_user_pages.h &&
	! grep -q '^static inline int user_pages_alloc(' th/ta/zcport_user_pages.h &&
	grep -q '^static inline int user_pages_alloc(' th/tb/zcport_user_pages.h &&
	! grep -q '^static inline int user_pages_map(' th/tb/zcport_user_pages.h &&
	[ "$(grep -c '^#ifndef ZCPORT_PIECE_USER_PAGES$' th/ta/zcport_user_pages.h)" = 1 ] &&
	! grep -q 'ZCPORT_USER_PAGES_H' th/ta/zcport_user_pages.h &&
	pass "helper header: two directories get different pieces, each under its own guard" ||
	fail "helper header: two directories get different pieces, each under its own guard" "exit $st: $(head -3 th.err)"
two_header_tu th/ab.c ta tb
two_header_tu th/ba.c tb ta
for tu in ab ba; do
	run_zcport 0 "th-$tu.out" "th-$tu.err" -- check "th/$tu.c"
	st=$ZC_STATUS
	[ $st = 0 ] && grep -q '^check: 1 passed, 0 failed$' "th-$tu.out" &&
		pass "helper header: one file includes both directories' headers ($tu), every piece once" ||
		fail "helper header: one file includes both directories' headers ($tu), every piece once" "exit $st: $(grep error "th-$tu.err" | head -3)"
done

# a driver header with a user-space part: the helper header's #include
# goes into its kernel side only.  hdr NAME: port kd/NAME.h (with
# kd/NAME.c including it) to kd.out, compare the header with WANT on
# stdin; porting the port again changes nothing
hdr() {
	local n=$1
	cat >"kd/$n.want"
	printf '#include <linux/kernel.h>\n#include <linux/fs.h>\n#include "%s.h"\n\nint %s_open(struct %s_dev *d)\n{\n\treturn alloc_kiovec(1, &d->iobuf);\n}\n' \
		"$n" "$n" "$n" >"kd/$n.c"
	rm -rf "kd.out/$n"
	run_zcport 0 "kd-$n.out" "kd-$n.err" -- port --output-dir="kd.out/$n" "kd/$n.h" "kd/$n.c"
	st=$ZC_STATUS
	if [ $st = 0 ] && cmp -s "kd.out/$n/kd/$n.h" "kd/$n.want" &&
	   grep -q "^  kd/$n.h: [0-9]* converted, 0 manual, validated, compiles on 2.6$" "kd-$n.err"; then
		run_zcport '[01]' "kd-$n.again" "kd-$n.err2" -- port "kd.out/$n/kd"
		if [ -s "kd-$n.again" ]; then
			fail "helper header: $n.h: porting the port changes nothing" "$(head -5 "kd-$n.again")"
		else
			pass "helper header: $n.h gets the #include in its kernel side (${2})"
		fi
	else
		fail "helper header: $n.h gets the #include in its kernel side (${2})" "exit $st: $(diff "kd/$n.want" "kd.out/$n/kd/$n.h" 2>&1 | head -6; head -3 "kd-$n.err")"
	fi
}
mkdir -p kd
cat >kd/kh1.h <<'H'
#ifndef _KH1_H
#define _KH1_H

#include <linux/types.h>

struct kh1_req {
	unsigned long buf;
};

#ifdef __KERNEL__
#include <linux/fs.h>
#include <linux/iobuf.h>

struct kh1_dev {
	struct kiobuf *iobuf;
};

#define KH1_MAP(d, r) map_user_kiobuf(READ, (d)->iobuf, (r)->buf, 64)
#endif /* __KERNEL__ */

#endif /* _KH1_H */
H
hdr kh1 "inside the #ifdef __KERNEL__ block that uses it" <<'H'
#ifndef _KH1_H
#define _KH1_H

#include <linux/types.h>

struct kh1_req {
	unsigned long buf;
};

#ifdef __KERNEL__
#include <linux/fs.h>
#include "zcport_user_pages.h"

struct kh1_dev {
	struct user_pages *iobuf;
};

#define KH1_MAP(d, r) user_pages_map((d)->iobuf, 1, (r)->buf, 64)
#endif /* __KERNEL__ */

#endif /* _KH1_H */
H
cat >kd/kh2.h <<'H'
#ifndef _KH2_H
#define _KH2_H

#include <linux/types.h>
#if defined(__KERNEL__)
#include <linux/fs.h>
#include <linux/iobuf.h>
#endif

struct kh2_dev {
	int minor;
#ifdef __KERNEL__
	struct kiobuf *iobuf;
#endif
};

#endif /* _KH2_H */
H
hdr kh2 "the use inside a struct: after an earlier kernel block's includes" <<'H'
#ifndef _KH2_H
#define _KH2_H

#include <linux/types.h>
#if defined(__KERNEL__)
#include <linux/fs.h>
#include "zcport_user_pages.h"
#endif

struct kh2_dev {
	int minor;
#ifdef __KERNEL__
	struct user_pages *iobuf;
#endif
};

#endif /* _KH2_H */
H
cat >kd/kh3.h <<'H'
#ifndef _KH3_H
#define _KH3_H

#ifndef __KERNEL__
#include <stdint.h>
#else
#include <linux/types.h>

struct kh3_dev {
	struct kiobuf *iobuf;
};
#endif

#endif /* _KH3_H */
H
hdr kh3 "the #else of #ifndef __KERNEL__" <<'H'
#ifndef _KH3_H
#define _KH3_H

#ifndef __KERNEL__
#include <stdint.h>
#else
#include <linux/types.h>
#include "zcport_user_pages.h"

struct kh3_dev {
	struct user_pages *iobuf;
};
#endif

#endif /* _KH3_H */
H
cat >kd/kh4.h <<'H'
#ifndef _KH4_H
#define _KH4_H

#include <linux/types.h>

#ifdef __KERNEL__
extern int kh4_debug;
#endif

struct kh4_dev {
	struct kiobuf *iobuf;
};

#endif /* _KH4_H */
H
hdr kh4 "no kernel block holds it: one of its own" <<'H'
#ifndef _KH4_H
#define _KH4_H

#include <linux/types.h>
#ifdef __KERNEL__
#include "zcport_user_pages.h"
#endif

#ifdef __KERNEL__
extern int kh4_debug;
#endif

struct kh4_dev {
	struct user_pages *iobuf;
};

#endif /* _KH4_H */
H
