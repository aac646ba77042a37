#!/usr/bin/env python3
"""make bench: time zcport against the obvious alternative on big trees.

Generates (deterministically) synthetic 2.4-style driver trees under
bench-out/: one of N files in which about 2% use kiobufs in the corpus
patterns (copies of corpus/ drivers with renamed identifiers), and one of
the same size with no kiobuf code at all.  Then reports the median wall
time and peak resident memory (the largest process, children included)
of:

  grep -rlE          the floor: reading the tree
  spatch --dir       the project's own semantic patches, each with its
                     // Options:, in order, --jobs N (no inventory, no
                     cross-check, no validation)
  zcport scan
  zcport port        with validation
  zcport port        on the tree without kiobuf code

and the ratios port/spatch and scan/grep, for 2,000 files (BENCH_SIZES
to change; scripts/scale.py measures growth).  When ../shared is beside
the clone, the real Linux 2.4.27 tree too (../shared/trees/), with
port --no-check, the port's compiler runs counted by a gcc wrapper
first on PATH, the ratios issue 20 asks for, and where that port's time
went stage by stage (zcport's own ZCPORT_TIMINGS).
Then one generated 5 MB driver (register code with a kiobuf read/write
pair every eighth function, 14,000 sites): zcport port's wall time and
peak RSS, children included, against the 300 MB it must stay under.
Benchmarks assert nothing; tests never time anything.
"""
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "bench-out")
ZCPORT = os.path.join(ROOT, "tool", "zcport")
RUNS = int(os.environ.get("BENCH_RUNS", "3"))
JOBS = os.cpu_count() or 1
SIZES = [int(s) for s in os.environ.get("BENCH_SIZES", "2000").split(",")]
SHARED = os.path.join(os.path.dirname(ROOT), "shared")

FILLER_FUNC = """
static int {p}_{name}(struct {p}_dev *dev, unsigned long arg, int flags)
{{
	int i, ret = 0;
	unsigned long val;

	if (!dev || !dev->regs)
		return -ENODEV;
	spin_lock_irq(&dev->lock);
	for (i = 0; i < {n}; i++) {{
		val = readl(dev->regs + {off} + i * 4);
		if (val & {mask})
			ret++;
		if (flags & O_NONBLOCK && ret > {n2})
			break;
		writel(val | (arg << {shift}), dev->regs + {off} + i * 4);
	}}
	dev->stats.{name} += ret;
	spin_unlock_irq(&dev->lock);
	if (copy_to_user((void *) arg, &dev->stats, sizeof(dev->stats)))
		return -EFAULT;
	return ret;
}}
"""

FILLER_HEAD = """/*
 * {p}.c -- synthetic 2.4 driver #{idx} for zcport's benchmark.
 * Generated; not a real device.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/slab.h>
#include <linux/sched.h>
#include <linux/spinlock.h>
#include <asm/io.h>
#include <asm/uaccess.h>

struct {p}_stats {{
{fields}}};

struct {p}_dev {{
	spinlock_t lock;
	void *regs;
	struct {p}_stats stats;
}};

static struct {p}_dev {p}_devs[4];
"""

FILLER_TAIL = """
static int __init {p}_init(void)
{{
	int i;

	for (i = 0; i < 4; i++)
		spin_lock_init(&{p}_devs[i].lock);
	printk(KERN_INFO "{p}: %d devices\\n", i);
	return 0;
}}

static void __exit {p}_exit(void)
{{
}}

module_init({p}_init);
module_exit({p}_exit);
MODULE_LICENSE("GPL");
"""

KIO_FUNCS = """
static ssize_t {p}_read(struct file *file, char *buf, size_t count,
			loff_t *ppos)
{{
	struct kiobuf *iobuf;
	ssize_t ret;
	int err, i;

	if (count > {p}_MEM_SIZE)
		count = {p}_MEM_SIZE;
	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;
	err = map_user_kiobuf(READ, iobuf, (unsigned long) buf, count);
	if (err) {{
		ret = err;
		goto out_free;
	}}
	for (i = 0; i < iobuf->nr_pages; i++) {{
		char *kaddr = kmap(iobuf->maplist[i]);

		memcpy(kaddr, gen_mem + i * PAGE_SIZE, PAGE_SIZE);
		kunmap(iobuf->maplist[i]);
	}}
	mark_dirty_kiobuf(iobuf, count);
	unmap_kiobuf(iobuf);
	ret = count;
out_free:
	free_kiovec(1, &iobuf);
	return ret;
}}

static ssize_t {p}_write(struct file *file, const char *buf, size_t count,
			 loff_t *ppos)
{{
	struct kiobuf *iobuf;
	int err;

	err = alloc_kiovec(1, &iobuf);
	if (err)
		return err;
	err = map_user_kiobuf(WRITE, iobuf, (unsigned long) buf, count);
	if (!err)
		unmap_kiobuf(iobuf);
	free_kiovec(1, &iobuf);
	return err ? err : count;
}}
"""


def big_driver(path, size):
    """a generated driver of about size bytes, dense in kiobuf code"""
    if os.path.exists(path):
        return
    rng = random.Random(3)
    p = "gen"
    parts = [FILLER_HEAD.format(p=p, idx=0, fields="\tunsigned long reg;\n"),
             "#include <linux/mm.h>\n#include <linux/highmem.h>\n"
             "#include <linux/iobuf.h>\n\nstatic char *gen_mem;\n"]
    total = sum(map(len, parts))
    i = 0
    while total < size:
        if i % 8 == 0:
            q = "gen%d" % i
            part = KIO_FUNCS.format(p=q).replace(
                "%s_MEM_SIZE" % q, "(64 * 1024)")
        else:
            part = FILLER_FUNC.format(
                p=p, name="f%d" % i, n=rng.randint(4, 64),
                n2=rng.randint(1, 8), off=hex(rng.randint(0, 4096) * 4),
                mask=hex(rng.getrandbits(16)),
                shift=rng.randint(0, 16)).replace(
                    "stats.f%d" % i, "stats.reg")
        parts.append(part)
        total += len(part)
        i += 1
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path + ".tmp", "w") as fh:
        fh.write("".join(parts))
    os.rename(path + ".tmp", path)


WORDS = ["reset", "poll", "probe", "flush", "sync", "tune", "scan", "drain",
         "kick", "arm", "mask", "ack", "load", "store", "trim", "wake"]


def filler(idx, rng):
    p = "syn%04d" % idx
    names = rng.sample(WORDS, rng.randint(6, 12))
    fields = "".join("\tunsigned long %s;\n" % n for n in names)
    body = [FILLER_HEAD.format(p=p, idx=idx, fields=fields)]
    for n in names:
        body.append(FILLER_FUNC.format(
            p=p, name=n, n=rng.randint(4, 64), n2=rng.randint(1, 8),
            off=hex(rng.randint(0, 4096) * 4), mask=hex(rng.getrandbits(16)),
            shift=rng.randint(0, 16)))
    body.append(FILLER_TAIL.format(p=p))
    return "".join(body)


def corpus_drivers():
    out = []
    cdir = os.path.join(ROOT, "corpus")
    for d in sorted(os.listdir(cdir)):
        full = os.path.join(cdir, d)
        if not os.path.isdir(full) or d == "no_kiobuf":
            continue
        files = {}
        for f in os.listdir(full):
            if f.endswith((".c", ".h")):
                with open(os.path.join(full, f)) as fh:
                    files[f] = fh.read()
        out.append((d, files))
    return out


def make_tree(path, nfiles, kio_share, seed):
    if os.path.isdir(path):
        return
    rng = random.Random(seed)
    drivers = corpus_drivers()
    tmp = path + ".tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    nkio = int(nfiles * kio_share)
    kio_at = set(rng.sample(range(nfiles), nkio)) if nkio else set()
    written = 0
    i = 0
    while written < nfiles:
        sub = os.path.join(tmp, "drivers", "d%02d" % (i % 40), "n%04d" % i)
        os.makedirs(sub)
        if i in kio_at:
            name, files = drivers[i % len(drivers)]
            for f, text in files.items():
                # rename the driver's prefix so no two copies are equal;
                # its file names too, or its #include "NAME.h" would
                # name a header that is not there
                text = re.sub(r"\b%s\b" % re.escape(name), "%s_%d" % (name, i),
                              text)
                f = re.sub(r"^%s\b" % re.escape(name), "%s_%d" % (name, i), f)
                with open(os.path.join(sub, f), "w") as fh:
                    fh.write(text)
                written += 1
        else:
            with open(os.path.join(sub, "syn%04d.c" % i), "w") as fh:
                fh.write(filler(i, rng))
            written += 1
        i += 1
    os.rename(tmp, path)


def measure(argv, cwd=None):
    """median wall seconds and peak RSS (MB) over RUNS runs, one warm-up"""
    walls, rss = [], []
    for run in range(RUNS + 1):
        t0 = time.monotonic()
        p = subprocess.run(["/usr/bin/time", "-f", "%M"] + argv, cwd=cwd,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           text=True)
        wall = time.monotonic() - t0
        if run == 0:
            continue
        walls.append(wall)
        last = p.stderr.strip().splitlines()[-1] if p.stderr.strip() else "0"
        rss.append(int(last) / 1024 if last.isdigit() else float("nan"))
    return statistics.median(walls), max(rss)


def spatch_all(tree):
    """every semantic patch in order, as a user would run them by hand"""
    sp = os.path.join(ROOT, "semantic-patches")
    script = []
    # the migrations' rules (semantic-patches/NAME/*.cocci, not the
    # checks), in the order zcport runs them: by file name
    rules = [os.path.join(d, f) for d in os.listdir(sp)
             if os.path.isdir(os.path.join(sp, d)) and
             not d.startswith("checks")
             for f in os.listdir(os.path.join(sp, d)) if f.endswith(".cocci")]
    for f in sorted(rules, key=os.path.basename):
        with open(os.path.join(sp, f)) as fh:
            m = re.search(r"^// Options:(.*)$", fh.read(), re.M)
        opts = m.group(1).split() if m else []
        script.append(["spatch", "--sp-file", os.path.join(sp, f), "-D",
                       "patch", "--very-quiet", "--dir", tree,
                       "--jobs", str(JOBS)] + opts)
    return script


def measure_seq(argvs):
    walls, rss = [], []
    for run in range(RUNS + 1):
        t0 = time.monotonic()
        peak = 0.0
        for argv in argvs:
            p = subprocess.run(["/usr/bin/time", "-f", "%M"] + argv,
                               stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True)
            last = p.stderr.strip().splitlines()[-1]
            peak = max(peak, int(last) / 1024 if last.isdigit() else 0)
        if run:
            walls.append(time.monotonic() - t0)
            rss.append(peak)
    return statistics.median(walls), max(rss)


def gcc_counter():
    """a gcc first on PATH that counts its calls: (env, count file)"""
    real = shutil.which("gcc")
    wrap = os.path.join(OUT, "gccwrap")
    count = os.path.join(OUT, "gcc-calls")
    os.makedirs(wrap, exist_ok=True)
    with open(os.path.join(wrap, "gcc"), "w") as fh:
        fh.write("#!/bin/sh\necho >>'%s'\nexec '%s' \"$@\"\n" %
                 (count, real))
    os.chmod(os.path.join(wrap, "gcc"), 0o755)
    env = dict(os.environ, PATH=wrap + os.pathsep + os.environ["PATH"])
    return env, count


def real_tree():
    """the real 2.4.27 tree, unpacked once under bench-out/"""
    tarball = os.path.join(SHARED, "trees", "linux-2.4.27.tar.xz")
    if not os.path.exists(tarball):
        return None
    tree = os.path.join(OUT, "linux-2.4.27")
    if not os.path.isdir(tree):
        subprocess.run(["tar", "-xJf", tarball, "-C", OUT], check=True)
    return tree


def real_row():
    tree = real_tree()
    if not tree:
        print()
        print("real 2.4.27 tree: skipped (no %s)" % SHARED)
        return
    out = os.path.join(OUT, "real-out")
    r = {}
    r["grep -rlE"] = measure(["grep", "-rlE", "kiobuf|kiovec", tree])
    r["spatch --dir"] = measure_seq(spatch_all(tree))
    r["zcport scan"] = measure([ZCPORT, "scan", tree])
    r["zcport port --no-check"] = measure([ZCPORT, "port", "--no-check",
                                           tree])
    r["zcport port"] = measure([ZCPORT, "port", tree])
    # one more port, its gcc runs counted; the summary says what was
    # validated
    env, count = gcc_counter()
    if os.path.exists(count):
        os.unlink(count)
    env["ZCPORT_TIMINGS"] = "1"
    p = subprocess.run([ZCPORT, "port", "--report=" + out + ".json", tree],
                       env=env, stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE, text=True)
    calls = sum(1 for _ in open(count)) if os.path.exists(count) else 0
    m = re.search(r"^summary: (\d+) files validated, (\d+) failed$",
                  p.stderr, re.M)
    checked = int(m.group(1)) + int(m.group(2)) if m else 0
    print()
    print("real Linux 2.4.27 tree (%s):" % tree)
    for k, (w, mem) in r.items():
        print("  %-26s %8.3f s %8.1f MB" % (k, w, mem))
    print("  ratio port / spatch --dir      %6.2f   (issue 20: <= 0.25)" %
          (r["zcport port"][0] / r["spatch --dir"][0]))
    print("  ratio port / port --no-check   %6.2f   (issue 20: <= 2.5)" %
          (r["zcport port"][0] / r["zcport port --no-check"][0]))
    print("  gcc runs                       %6d   for %d files compiled "
          "(validated or failed): %.2f per file (issue 20: <= 2)" %
          (calls, checked, calls / checked if checked else 0.0))
    stages(p.stderr)


def stages(err):
    """where that port's time went: zcport's own ZCPORT_TIMINGS lines"""
    marks = re.findall(r"^zcport: timing: ([0-9.]+) s \(cpu ([0-9.]+) s, "
                       r"children ([0-9.]+) s, peak (\d+) MB\): (.*)$",
                       err, re.M)
    if not marks:
        return
    print("  that port by stage (wall, zcport's CPU, its children's CPU, "
          "zcport's peak):")
    last = (0.0, 0.0, 0.0)
    for wall, cpu, kids, peak, what in marks:
        w, c, k = float(wall), float(cpu), float(kids)
        if w - last[0] >= 0.05:
            print("    %-24s %6.2f s  cpu %5.2f s  children %5.2f s  "
                  "%4s MB" % (what, w - last[0], c - last[1], k - last[2],
                              peak))
        last = (w, c, k)


def main():
    if not os.access(ZCPORT, os.X_OK):
        sys.exit("bench: error: build tool/zcport first (make)")
    os.makedirs(OUT, exist_ok=True)
    print("zcport benchmark: %d runs after a warm-up, median wall time, "
          "peak RSS of the largest process; --jobs %d" % (RUNS, JOBS))
    rows = {}
    for n in SIZES:
        # "v2": the copies' file names follow their renamed prefix (a
        # tree made before is not reused)
        tree = os.path.join(OUT, "tree-v2-%d" % n)
        clean = os.path.join(OUT, "clean-%d" % n)
        make_tree(tree, n, 0.02, 1)
        make_tree(clean, n, 0.0, 2)
        r = {}
        r["grep -rlE"] = measure(["grep", "-rlE", "kiobuf|kiovec", tree])
        r["spatch --dir"] = measure_seq(spatch_all(tree))
        r["zcport scan"] = measure([ZCPORT, "scan", tree])
        r["zcport port"] = measure([ZCPORT, "port", tree])
        r["zcport port (no kiobuf)"] = measure([ZCPORT, "port", clean])
        r["grep (no kiobuf)"] = measure(["grep", "-rlE", "kiobuf|kiovec",
                                         clean])
        rows[n] = r
        print()
        print("%d files (%d with kiobuf code):" % (n, int(n * 0.02)))
        for k, (w, m) in r.items():
            print("  %-26s %8.3f s %8.1f MB" % (k, w, m))
        print("  ratio port / spatch --dir      %6.2f" %
              (r["zcport port"][0] / r["spatch --dir"][0]))
        print("  ratio scan / grep              %6.2f" %
              (r["zcport scan"][0] / r["grep -rlE"][0]))
        print("  ratio port(no kiobuf) / grep   %6.2f" %
              (r["zcport port (no kiobuf)"][0] / r["grep (no kiobuf)"][0]))
    if len(SIZES) > 1:
        a, b = SIZES[0], SIZES[-1]
        print()
        print("growth from %d to %d files (x%.1f):" % (a, b, b / a))
        for k in rows[a]:
            print("  %-26s x%.2f" % (k, rows[b][k][0] / rows[a][k][0]))
    real_row()
    big = os.path.join(OUT, "big-5mb", "drivers", "gen", "gen.c")
    big_driver(big, 5 * 1000 * 1000)
    t0 = time.monotonic()
    p = subprocess.run(["/usr/bin/time", "-f", "%M", ZCPORT, "port",
                        os.path.dirname(big)], stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE, text=True)
    wall = time.monotonic() - t0
    last = p.stderr.strip().splitlines()[-1] if p.stderr.strip() else "0"
    rss = int(last) / 1024 if last.isdigit() else float("nan")
    print()
    print("one generated driver of %.1f MB, one run (the largest process, "
          "children included):" % (os.path.getsize(big) / 1e6))
    print("  %-26s %8.3f s %8.1f MB  (limit 300 MB: %s; exit %d)" %
          ("zcport port", wall, rss, "ok" if rss < 300 else "OVER",
           p.returncode))


if __name__ == "__main__":
    main()
