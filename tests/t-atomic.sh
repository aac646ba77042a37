# Atomic context for the kmap pass is concluded from evidence, across the
# files of one run (tests/atomic/xirq: the handler is registered in
# xirq_main.c, the page_address() is in xirq_io.c; tests/atomic/xchain:
# registered in xchain_irq.c, which names nothing of xchain_io.c, and
# reaching it through xchain_mid.c: the pass reads a context file only
# when it names a function of the file or of one already read).  The kmap
# migration's semantic-patches/kmap/tests/ported/highmem has the
# one-file shapes (ioctl after unlock, callbacks handed to other calls,
# a command table's "function" member, calls under a lock).
. "$(dirname "$0")/lib/harness.sh"
plan 4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1

run_zcport 1 "$tmp/out" "$tmp/err" -- port --no-check tests/atomic/xirq
st=$ZC_STATUS
[ $st = 1 ] && [ -s "$tmp/out" ] &&
	grep -q "xirq_io.c:14:35: member: maplist in xirq_fill(): manual: highmem: kmap() may sleep and xirq_fill() runs in atomic context (called from xirq_intr(), registered with request_irq() at xirq_main.c:30)" "$tmp/err" &&
	pass "atomic: a handler registered in another file of the run, with the evidence" ||
	fail "atomic: a handler registered in another file of the run, with the evidence" "exit $st: $(grep manual: "$tmp/err" | head -3)"
[ $st = 1 ] && grep -q "^+	memset(kmap(xirq_kb->maplist\[0\]), 0, PAGE_SIZE);$" "$tmp/out" &&
	[ "$(grep -c ': manual: ' "$tmp/err")" = 1 ] &&
	pass "atomic: a function reached from ioctl() after its lock is dropped is converted" ||
	fail "atomic: a function reached from ioctl() after its lock is dropped is converted" "exit $st: $(grep manual: "$tmp/err" | head -3)"

# without the file that registers it there is no evidence: converted
run_zcport 0 "$tmp/out" "$tmp/err" -- port --no-check tests/atomic/xirq/xirq_io.c
st=$ZC_STATUS
[ $st = 0 ] && grep -q "^+	char \*va = kmap(xirq_kb->maplist\[0\]);$" "$tmp/out" &&
	! grep -q ': manual: ' "$tmp/err" &&
	pass "atomic: no evidence in the run, no atomic context" ||
	fail "atomic: no evidence in the run, no atomic context" "exit $st: $(head -3 "$tmp/err")"

# two files away: the registering file names only the middle file's step
run_zcport 1 "$tmp/out" "$tmp/err" -- port --no-check tests/atomic/xchain
grep -qx "tests/atomic/xchain/xchain_io.c:13:37: member: maplist in xchain_fill(): manual: highmem: kmap() may sleep and xchain_fill() runs in atomic context (called from xchain_step(), registered with request_irq() at xchain_irq.c:15); use kmap_atomic() with the right KM_ slot and kunmap_atomic()" "$tmp/err" &&
	[ "$(grep -c ': manual: ' "$tmp/err")" = 1 ] &&
	pass "atomic: a handler two files away, through a function of a third" ||
	fail "atomic: a handler two files away, through a function of a third" "$(grep manual: "$tmp/err" | head -3)"
