#!/usr/bin/env python3
"""make bench-scale: what one file costs as it grows (issue 24).

Generates (deterministically) single-file 2.4 drivers under
bench-out/scale/ and times zcport on each:

  plain-N   N functions, each a kiobuf read/write with 6 sites (type,
            alloc_kiovec, map_user_kiobuf, mark_dirty_kiobuf,
            unmap_kiobuf, free_kiovec): the rows of issue 24, N = 1,000,
            2,000, 4,000, 8,000 and 20,000 (about 6 MB)
  rich-N    N groups of functions that reach most of the pipeline: a
            driver macro around map_user_kiobuf(), member accesses,
            page_address() of a mapped page (the kmap pass), a version
            guard with its 2.6 branch, a #define per group, a disabled
            block

For each file: `zcport scan` with no size cap (ZCPORT_MAX_FILE_SIZE=0:
the whole inventory, libclang included), `zcport scan` and
`zcport port --no-check` as a user runs them (files over the 1 MiB cap
are flagged too-large after a token scan, and files of more than 1,200
sites before spatch), each with its wall time and
peak RSS (children included), and the port's outcome.  Then the growth
per doubling of each column, and how long a run busy in the inventory
takes to end after one SIGTERM, and whether it left anything behind.

  python3 scripts/scale.py [--sizes=1000,2000,...] [--rich] [--no-port]
                           [--sigterm-only]
  python3 scripts/scale.py gen plain|rich N FILE    (one driver)

Measures; asserts nothing (tests/t-scale.sh checks the growth as a
ratio measured in one run).
"""
import argparse
import math
import os
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "bench-out", "scale")
ZCPORT = os.environ.get("ZC_TOOL", os.path.join(ROOT, "tool", "zcport"))

HEAD = """/*
 * gen.c -- a generated 2.4 driver for zcport's scaling benchmark.
 * Not a real device.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/version.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/spinlock.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>

struct gen_dev {
	spinlock_t lock;
	char *mem;
	struct kiobuf *iobuf;
};

"""

PLAIN = """static int gen%(i)d(int rw, unsigned long va, size_t len)
{
	struct kiobuf *iobuf;
	int err = alloc_kiovec(1, &iobuf);

	if (err)
		return err;
	err = map_user_kiobuf(rw, iobuf, va, len);
	if (!err) {
		mark_dirty_kiobuf(iobuf, len);
		unmap_kiobuf(iobuf);
	}
	free_kiovec(1, &iobuf);
	return err;
}

"""

RICH = """#define GEN%(i)d_MAP(kb, va, n)	map_user_kiobuf(READ, (kb), (va), (n))
#define GEN%(i)d_CHUNK	(KIO_MAX_ATOMIC_IO << 10)

static int gen%(i)d_read(struct gen_dev *dev, unsigned long va, size_t len)
{
	struct kiobuf *iobuf;
	int err, i;

	if (len > GEN%(i)d_CHUNK)
		len = GEN%(i)d_CHUNK;
	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;
	err = GEN%(i)d_MAP(iobuf, va, len);
	if (err)
		goto out;
	for (i = 0; i < iobuf->nr_pages; i++) {
		char *p = page_address(iobuf->maplist[i]);

		memcpy(p + (i ? 0 : iobuf->offset), dev->mem + i * PAGE_SIZE,
		       PAGE_SIZE);
	}
	mark_dirty_kiobuf(iobuf, iobuf->length);
	unmap_kiobuf(iobuf);
out:
	free_kiovec(1, &iobuf);
	return err;
}

#if LINUX_VERSION_CODE < KERNEL_VERSION(2,5,0)
static int gen%(i)d_pin(struct gen_dev *dev, unsigned long va, size_t len)
{
	int err = map_user_kiobuf(WRITE, dev->iobuf, va, len);

	if (!err)
		unmap_kiobuf(dev->iobuf);
	return err;
}
#else
static int gen%(i)d_pin(struct gen_dev *dev, unsigned long va, size_t len)
{
	struct page *pg;
	int n;

	down_read(&current->mm->mmap_sem);
	n = get_user_pages(current, current->mm, va, 1, 0, 0, &pg, NULL);
	up_read(&current->mm->mmap_sem);
	if (n == 1)
		page_cache_release(pg);
	return n == 1 ? 0 : -EFAULT;
}
#endif

#ifdef GEN_DEBUG_%(i)d
static void gen%(i)d_dump(struct kiobuf *kb)
{
	printk("%%d pages\\n", kb->nr_pages);
	unmap_kiobuf(kb);
}
#endif

"""


def write_driver(kind, n, path):
    """the generated driver KIND with N functions (groups), at path"""
    body = PLAIN if kind == "plain" else RICH
    with open(path + ".tmp", "w") as fh:
        fh.write(HEAD)
        for i in range(n):
            fh.write(body % {"i": i})
    os.rename(path + ".tmp", path)


def generate(kind, n):
    """bench-out/scale/KIND-N/gen.c, made once"""
    d = os.path.join(OUT, "%s-%d" % (kind, n))
    path = os.path.join(d, "gen.c")
    if not os.path.exists(path):
        os.makedirs(d, exist_ok=True)
        write_driver(kind, n, path)
    return path


LIMIT = float(os.environ.get("SCALE_LIMIT", "600"))


def run(argv, env=None, cwd=None):
    """((wall s, CPU s, peak RSS MB), exit status, stderr, sites) of one
    run (CPU: user + system, children included: spatch); a
    run past SCALE_LIMIT seconds is killed (status "killed"), with the
    run dir it leaves in TMPDIR (a private one, removed here)"""
    with tempfile.NamedTemporaryFile("r") as tf, \
            tempfile.TemporaryDirectory() as tmpdir:
        env = dict(env or os.environ, TMPDIR=tmpdir)
        t0 = time.monotonic()
        p = subprocess.Popen(["/usr/bin/time", "-q", "-f", "%M %U %S", "-o",
                              tf.name] + argv, env=env, cwd=cwd,
                             stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True,
                             start_new_session=True)
        try:
            out, err = p.communicate(timeout=LIMIT)
            status = p.returncode
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            out, err = p.communicate()
            status = "killed"
        wall = time.monotonic() - t0
        last = (tf.read().strip().splitlines() or ["0"])[-1].split()
    if len(last) == 3 and last[0].isdigit():
        rss, cpu = int(last[0]) / 1024, float(last[1]) + float(last[2])
    else:
        rss = cpu = float("nan")
    sites = "?"
    for line in out.splitlines():
        if line.startswith("summary:") and "sites in" in line:
            sites = format(int(line.split()[1]), ",")
    return (wall, cpu, rss), status, err, sites


def outcome(status, err):
    if status == "killed":
        return "killed after %d s" % LIMIT
    if "too-large" in err or "not ported:" in err:
        return "flagged too-large"
    if status == 0:
        return "converted"
    if status == 1:
        return "some manual"
    return "exit %d" % status


def cell(m):
    return "%.2f s / %.2f s (%d MB)" % m


def table(kind, sizes, port):
    env_nocap = dict(os.environ, ZCPORT_MAX_FILE_SIZE="0")
    rows = []
    print("%s drivers, --jobs 1: wall / CPU time (user + system, spatch "
          "included), peak RSS" % kind)
    hdr = "| functions | size | sites | scan, no cap | scan | "
    if port:
        hdr += "port --no-check | port outcome |"
    print(hdr)
    print("|---" * (hdr.count("|") - 1) + "|")
    for n in sizes:
        path = generate(kind, n)
        d = os.path.dirname(path)
        size = os.path.getsize(path)
        m0, st0, err0, sites = run([ZCPORT, "scan", "--jobs=1", d],
                                   env=env_nocap)
        m1, st1, err1, _ = run([ZCPORT, "scan", "--jobs=1", d])
        row = [n, size, sites, m0, m1]
        line = "| %s | %.1f MB | %s | %s | %s |" % (
            format(n, ","), size / 1e6, sites, cell(m0), cell(m1))
        if port:
            m2, st2, err2, _ = run([ZCPORT, "port", "--no-check",
                                    "--jobs=1", d])
            row.append(m2)
            line += " %s | %s |" % (cell(m2), outcome(st2, err2))
        rows.append(row)
        print(line, flush=True)
    if len(rows) > 1:
        print()
        print("growth per doubling of size (CPU time ratio ^ (1 / log2 of "
              "the size ratio); wall time in parentheses):")
        for col, name in ((3, "scan, no cap"), (4, "scan"),
                          (5, "port --no-check")):
            if col >= len(rows[0]):
                continue
            parts = []
            for a, b in zip(rows, rows[1:]):
                doublings = math.log2(b[1] / a[1])
                r = (b[col][1] / a[col][1]) ** (1 / doublings)
                rw = (b[col][0] / a[col][0]) ** (1 / doublings)
                parts.append("%s->%s x%.2f (x%.2f)" % (
                    format(a[0], ","), format(b[0], ","), r, rw))
            print("  %-16s %s" % (name, "  ".join(parts)))
    print()


def leftovers(tmpdir, tree):
    left = [f for f in os.listdir(tmpdir)]
    for dp, dn, fn in os.walk(tree):
        left += [os.path.join(dp, f) for f in fn if "zcport" in f]
    return left


def sigterm(cmd, kind, n, delay):
    """one SIGTERM to a busy run, delay seconds in: how long until it ends,
    and what it left in the tree and TMPDIR"""
    path = generate(kind, n)
    d = os.path.dirname(path)
    with tempfile.TemporaryDirectory() as tmpdir:
        # no caps: the run must be busy (in spatch, for port) when
        # the signal comes
        env = dict(os.environ, TMPDIR=tmpdir, ZCPORT_MAX_FILE_SIZE="0",
                   ZCPORT_MAX_FILE_SITES="0")
        p = subprocess.Popen([ZCPORT] + cmd + ["--jobs=1", d], env=env,
                             stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, text=True)
        time.sleep(delay)
        t0 = time.monotonic()
        p.send_signal(signal.SIGTERM)
        try:
            _, err = p.communicate(timeout=60)
            took = time.monotonic() - t0
        except subprocess.TimeoutExpired:
            p.kill()
            _, err = p.communicate()
            took = float("inf")
        left = leftovers(tmpdir, d)
    print("SIGTERM to `%s` of %s-%d (%.1f MB, no size cap) %.1f s in: "
          "ended %.3f s later, exit %d, %s; stderr: %s" %
          (" ".join(cmd), kind, n, os.path.getsize(path) / 1e6, delay, took,
           p.returncode, "nothing left behind" if not left else
           "LEFT %s" % left, err.strip().splitlines()[-1:]))


def main():
    if len(sys.argv) == 5 and sys.argv[1] == "gen":
        # scale.py gen plain|rich N FILE: one driver (tests/t-scale.sh)
        write_driver(sys.argv[2], int(sys.argv[3]), sys.argv[4])
        return
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="1000,2000,4000,8000,20000")
    ap.add_argument("--rich", action="store_true")
    ap.add_argument("--no-port", action="store_true")
    ap.add_argument("--sigterm-only", action="store_true")
    a = ap.parse_args()
    if not os.access(ZCPORT, os.X_OK):
        sys.exit("scale: error: build tool/zcport first (make)")
    sizes = [int(s) for s in a.sizes.split(",")]
    if not a.sigterm_only:
        table("plain", sizes, not a.no_port)
        if a.rich:
            table("rich", [max(1, s // 4) for s in sizes], not a.no_port)
    sigterm(["scan"], "plain", 20000, 1.5)
    sigterm(["port", "--no-check"], "plain", 20000, 3.0)
    sigterm(["port", "--no-check"], "plain", 2000, 8.0)


if __name__ == "__main__":
    main()
