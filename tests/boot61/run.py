#!/usr/bin/env python3
"""run.py: the booted-kernel test of the 6.1 ports (tests/boot61/README.md).

    run.py --kernel-dir=TREE --port=PORT --corpus=CORPUS --work=DIR
           [--drivers=a,b,...] [--mutants] [--timeout=SECONDS]

PORT is the output of `zcport port --target=6.1 --output-dir=PORT corpus`
(PORT/corpus/NAME/ for each driver), CORPUS the 2.4 originals.  For each
driver named (default: every one with a finish/NAME.sed):

  1. the port is finished by hand (finish/NAME.sed: the 6.1 forms of the
     driver's other 2.4 APIs), checked to leave zcport's code alone;
  2. every driver is built as a module with the tree's own Kbuild;
  3. tests/diffrt/scenarios.c is built static with vmrt.c (the model API
     made of real system calls) as drvtest;
  4. an initramfs of busybox, drvtest, the modules and what the shared file
     scenarios need (brd, ext4 on /dev/ram0) boots the tree's kernel,
     /boot/vmlinuz-RELEASE, under qemu-system-x86_64 (TCG), which runs
     drvtest on every driver, loading the module for each scenario;
  5. each scenario's trace must equal the 2.4 original's on the 2.4 model
     (tests/diffrt/difftest --trace24), what only the model sees left out,
     and keep every rule of the real kernel: each pin released
     (/proc/vmstat), the module unloads.

With --mutants, mutants/NAME.sed (each a mutation of the 6.1 helper
header) are built into copies of the drivers they name and run in the
same boot; each must be caught: a scenario that differs or breaks a rule.

Prints one line per driver and per mutant, then
    boot61: N scenarios in Linux RELEASE, booted in S s: P passed, F failed
and writes DIR/results.json.  Exit 0 when all passed, 1 when not, 2 when
something could not be built, 77 (SKIP, with the reason on stdout) when
the kernel cannot be booted here.
"""
import argparse
import gzip
import json
import os
import re
import shutil
import stat
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DIFFRT = os.path.join(ROOT, "tests", "diffrt")
SKIP = 77

# what zcport wrote: a finish step may neither name it nor change it
PORT_WORDS = re.compile(r"kiobuf|kiovec|user_pages|USER_PAGES|page_vec|bio|"
                        r"brw|maplist|zcport|kmap|kunmap|pin_user|FOLL_")


def say(*a):
    print(*a, flush=True)


def release_of(tree):
    """UTS_RELEASE of the headers tree: the kernel it was built for."""
    path = os.path.join(tree, "include", "generated", "utsrelease.h")
    with open(path) as f:
        m = re.search(r'UTS_RELEASE\s+"([^"]+)"', f.read())
    return m.group(1) if m else None


def nomake_env():
    """the environment for a make of our own: no outer jobserver"""
    env = dict(os.environ)
    for k in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL"):
        env.pop(k, None)
    return env


# ---- 1. the finish step ----

def expressions(sed_file):
    """sed expressions: a line, or lines joined by a trailing backslash"""
    out, cur = [], []
    with open(sed_file) as f:
        for line in f.read().split("\n"):
            if not cur and line.startswith("#"):
                continue
            cur.append(line)
            if not line.endswith("\\"):
                e = "\n".join(cur)
                cur = []
                if e.strip():
                    out.append(e + "\n")
    return out


def finish(name, port_dir, out_dir, sed_file):
    """the port with finish/NAME.sed applied, or the reason it fails"""
    if os.path.exists(out_dir):
        shutil.rmtree(out_dir)
    shutil.copytree(port_dir, out_dir)
    files = sorted(f for f in os.listdir(out_dir)
                   if f.endswith((".c", ".h")) and f != "zcport_user_pages.h")
    exprs = expressions(sed_file)
    if not exprs:
        return "finish/%s.sed has no expression" % name
    for i, e in enumerate(exprs, 1):
        if PORT_WORDS.search(e):
            return "finish/%s.sed expression %d names the port's own code" % (name, i)
        changed = False
        for fn in files:
            p = os.path.join(out_dir, fn)
            with open(p) as f:
                old = f.read()
            new = subprocess.run(["sed", "-e", e, p], capture_output=True,
                                 text=True)
            if new.returncode:
                return "finish/%s.sed expression %d: %s" % (name, i, new.stderr.strip())
            if new.stdout == old:
                continue
            if PORT_WORDS.findall(old) != PORT_WORDS.findall(new.stdout):
                return ("finish/%s.sed expression %d changes the port's own "
                        "code in %s" % (name, i, fn))
            with open(p, "w") as f:
                f.write(new.stdout)
            changed = True
        if not changed:
            return "finish/%s.sed expression %d changes nothing" % (name, i)
    return None


def mutate(header, sed_file):
    """apply a mutant to a helper header; the reason when it cannot"""
    with open(header) as f:
        old = f.read()
    new = subprocess.run(["sed", "-f", sed_file, header], capture_output=True,
                         text=True)
    if new.returncode or new.stdout == old:
        return "%s does not change %s" % (os.path.basename(sed_file), header)
    with open(header, "w") as f:
        f.write(new.stdout)
    return None


# ---- what the driver registers ----

def chrdev_name(src_dir):
    """the name given to register_chrdev(), from the driver's source"""
    text = ""
    for fn in sorted(os.listdir(src_dir)):
        if fn.endswith((".c", ".h")):
            with open(os.path.join(src_dir, fn)) as f:
                text += f.read() + "\n"
    m = re.search(r"register_chrdev\s*\([^,]*,\s*([^,]+?)\s*,", text)
    if not m:
        return None
    arg = m.group(1)
    if arg.startswith('"'):
        return arg.strip('"')
    d = re.search(r"#define\s+%s\s+\"([^\"]+)\"" % re.escape(arg), text)
    return d.group(1) if d else None


def fops(src_dir):
    """the file operations the driver has: "read write ioctl"..."""
    have = set()
    for fn in sorted(os.listdir(src_dir)):
        if not fn.endswith(".c"):
            continue
        with open(os.path.join(src_dir, fn)) as f:
            text = f.read()
        for m in re.finditer(r"struct\s+file_operations\s+\w+\s*=\s*\{(.*?)\};",
                             text, re.S):
            for op in ("read", "write", "ioctl", "readv", "writev"):
                if re.search(r"(\.\s*(unlocked_)?%s\s*=|\b%s\s*:)" % (op, op),
                             m.group(1)):
                    have.add(op)
    return " ".join(sorted(have))


PINNERS = re.compile(r"\b(user_pages_map|user_pages_map_longterm|page_vec_map|"
                     r"user_bio_rw)\s*\(")


def functions(src_dir):
    """{name: body} of the functions the driver's files define, and of
    its function-like macros"""
    out = {}
    for fn in sorted(os.listdir(src_dir)):
        if not fn.endswith((".c", ".h")):
            continue
        with open(os.path.join(src_dir, fn)) as f:
            text = f.read()
        for m in re.finditer(r"^#\s*define\s+(\w+)\(([^)]*)\)((?:.*\\\n)*.*)$",
                             text, re.M):
            out[m.group(1)] = m.group(3)
        # kernel style: a definition's name at the start of a line or
        # after its type, its body's "{" first on a line of its own
        for m in re.finditer(r"^[A-Za-z_][^;{}()]*?\b(\w+)\s*\([^;{}]*\)\s*\n\{",
                             text, re.M):
            depth, i = 0, m.end() - 1
            while i < len(text):
                if text[i] == "{":
                    depth += 1
                elif text[i] == "}":
                    depth -= 1
                    if not depth:
                        break
                i += 1
            out[m.group(1)] = text[m.end():i]
    return out


def pinning(src_dir):
    """which of read and write pin the user's buffer (through the
    functions they call, in the driver's files)"""
    fns = functions(src_dir)
    text = "".join(open(os.path.join(src_dir, f)).read()
                   for f in sorted(os.listdir(src_dir)) if f.endswith(".c"))

    def pins(name, seen):
        if name in seen or name not in fns:
            return False
        seen.add(name)
        body = fns[name]
        if PINNERS.search(body):
            return True
        return any(pins(c, seen) for c in re.findall(r"\b(\w+)\s*\(", body))
    out = []
    for op in ("read", "write"):
        m = re.search(r"(?:\.\s*%s\s*=|\b%s\s*:)\s*(\w+)" % (op, op), text)
        if m and pins(m.group(1), set()):
            out.append(op)
    return " ".join(out)


# ---- 2. the modules ----

def build_modules(tree, mods, mod_root, log):
    """mods: {modname: src_dir}; returns {modname: .ko path}"""
    if os.path.exists(mod_root):
        shutil.rmtree(mod_root)
    os.makedirs(mod_root)
    top = []
    for mod, src in sorted(mods.items()):
        d = os.path.join(mod_root, mod)
        shutil.copytree(src, d)
        objs = [f[:-2] + ".o" for f in sorted(os.listdir(d)) if f.endswith(".c")]
        with open(os.path.join(d, "Kbuild"), "w") as f:
            f.write("obj-m := %s.o\n%s-objs := %s\n" % (mod, mod, " ".join(objs)))
        top.append("obj-m += %s/\n" % mod)
    with open(os.path.join(mod_root, "Kbuild"), "w") as f:
        f.writelines(top)
    # -k: one driver that does not build does not stop the others
    r = subprocess.run(["make", "-k", "-j2", "-C", tree, "M=" + mod_root,
                        "modules"], capture_output=True, text=True,
                       env=nomake_env())
    with open(log, "w") as f:
        f.write(r.stdout + r.stderr)
    built = {}
    for mod in mods:
        ko = os.path.join(mod_root, mod, mod + ".ko")
        if os.path.exists(ko):
            built[mod] = ko
    return built


def module_warnings(log, mod_root):
    """the compiler's warnings and errors of our modules, by module"""
    out = {}
    with open(log) as f:
        for line in f:
            if ": warning: " in line or ": error: " in line:
                m = re.match(re.escape(mod_root) + r"/([^/]+)/", line)
                key = m.group(1) if m else "?"
                out.setdefault(key, []).append(line.rstrip())
    return out


# ---- 3./4. the initramfs and the boot ----

class Cpio:
    """an uncompressed newc archive, written in memory"""

    def __init__(self):
        self.data = bytearray()
        self.ino = 1

    def _entry(self, name, mode, body=b""):
        name_b = name.encode() + b"\0"
        hdr = "070701%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X" % (
            self.ino, mode, 0, 0, 1, 0, len(body), 0, 0, 0, 0,
            len(name_b), 0)
        self.ino += 1
        self.data += hdr.encode() + name_b
        self.data += b"\0" * (-len(self.data) % 4)
        self.data += body
        self.data += b"\0" * (-len(self.data) % 4)

    def dir(self, name):
        self._entry(name, stat.S_IFDIR | 0o755)

    def file(self, name, body, mode=0o644):
        self._entry(name, stat.S_IFREG | mode, body)

    def symlink(self, name, target):
        self._entry(name, stat.S_IFLNK | 0o777, target.encode())

    def close(self):
        self._entry("TRAILER!!!", 0)
        return bytes(self.data)


def module_deps(release, name):
    """the module files name needs, deepest first (modules.dep)"""
    base = os.path.join("/lib/modules", release)
    deps = {}
    with open(os.path.join(base, "modules.dep")) as f:
        for line in f:
            k, _, v = line.partition(":")
            deps[os.path.basename(k)[:-3]] = [k] + v.split()
    order = []

    def visit(mod):
        if mod not in deps:
            raise FileNotFoundError("no module %s for %s" % (mod, release))
        for d in deps[mod][1:]:
            visit(os.path.basename(d)[:-3])
        if deps[mod][0] not in order:
            order.append(deps[mod][0])
    visit(name)
    return [os.path.join(base, p) for p in order]


def read_module(path):
    with open(path, "rb") as f:
        data = f.read()
    if path.endswith(".xz") or path.endswith(".gz"):
        raise RuntimeError("compressed module %s: not supported" % path)
    return data


INIT = r"""#!/bin/busybox sh
# /init of the booted-kernel test (tests/boot61/run.py writes it)
b=/bin/busybox
$b mount -t proc proc /proc
$b mount -t sysfs sys /sys
$b mount -t devtmpfs dev /dev
$b mkdir -p /mnt /tmp
echo "ZC-BOOTED $($b uname -r)"
for m in %(fsmods)s; do $b insmod /lib/k/$m || echo "ZC-ERROR insmod $m"; done
$b insmod /lib/k/brd.ko rd_nr=1 rd_size=32768 || echo "ZC-ERROR insmod brd"
$b mke2fs -q /dev/ram0 >/dev/null 2>&1 || echo "ZC-ERROR mke2fs"
$b mount -t ext2 /dev/ram0 /mnt || echo "ZC-ERROR mount"
# the model's disks: sda 8:0, sdb 8:16, of 4096 sectors each
for i in 1 2 3 4 5 6 7 8 9 10; do
	[ -b /dev/sdb ] && break
	$b sleep 1
done
disks="/dev/sda /dev/sdb"
for d in sda sdb; do
	[ "$($b cat /sys/block/$d/size 2>/dev/null)" = 4096 ] ||
		{ echo "ZC-ERROR no disk $d of 4096 sectors"; disks=""; }
done
echo 4 > /proc/sys/kernel/printk
run() {
	echo "ZC-BEGIN $1 $2"
	$b dmesg -c >/dev/null
	ZC_KO=/lib/zc/$3.ko ZC_MODNAME=$3 ZC_CHRDEV=$4 ZC_FOPS="$5" \
		ZC_PINNING="$6" ZC_FILE=/mnt/shared-$3 ZC_DISKS="$disks" \
		/bin/drvtest $1
	st=$?
	# what the kernel said that is wrong in any case
	$b dmesg | $b grep -E "WARNING|BUG|Oops|general protection|refcount|bad page" |
		$b sed 's/^/ZC-KERNEL /'
	echo "ZC-END $1 $2 $st"
	$b rm -f /mnt/shared-$3
}
%(runs)s
echo ZC-DONE
$b poweroff -f
"""


DISK_BYTES = 4096 * 512		# tests/blkrt/disk.h


def boot(release, initrd, log, timeout, work):
    """qemu-system-x86_64 under TCG, two SCSI disks of the model's size;
    returns (console text, seconds)"""
    kernel = "/boot/vmlinuz-" + release
    cmd = ["qemu-system-x86_64", "-accel", "tcg", "-cpu", "max", "-m", "1024",
           "-smp", "1", "-nographic", "-no-reboot", "-kernel", kernel,
           "-initrd", initrd, "-append",
           "console=ttyS0 panic=-1 oops=panic quiet loglevel=4",
           "-device", "virtio-scsi-pci,id=scsi0"]
    for d in range(2):
        img = os.path.join(work, "disk%d.img" % d)
        with open(img, "wb") as f:
            f.truncate(DISK_BYTES)
        cmd += ["-drive", "file=%s,if=none,format=raw,id=d%d" % (img, d),
                "-device", "scsi-hd,drive=d%d,bus=scsi0.0,channel=0,"
                "scsi-id=%d,lun=0" % (d, d)]
    t0 = time.time()
    try:
        r = subprocess.run(cmd, stdin=subprocess.DEVNULL,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=timeout)
        out = r.stdout.decode("utf-8", "replace")
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"").decode("utf-8", "replace")
        out += "\nZC-TIMEOUT after %d s\n" % timeout
    secs = time.time() - t0
    with open(log, "w") as f:
        f.write(out)
    return out, secs


# ---- 5. the comparison ----

MODEL_ONLY_LINE = re.compile(r"^(user page \d+: dirty|device memory \d+:|"
                             r"violation: |.* scenario\(s\) broke a rule$)")


def scenarios_of(text):
    """{scenario: [lines]} of a drvtest trace, in order; what the kernel
    logged that is wrong in any case under the key None"""
    out, cur = {None: []}, None
    for line in text.splitlines():
        line = line.rstrip("\r")
        if line.startswith("ZC-KERNEL "):
            out[None].append(line[10:])
        elif line.startswith("scenario "):
            cur = line[9:].strip()
            out[cur] = []
        elif cur is not None:
            out[cur].append(line)
    return out


def known_differences(name):
    """{scenario: why} of known/NAME: where the real kernel and the model
    legitimately differ (each line: SCENARIO why)"""
    path = os.path.join(HERE, "known", name)
    out = {}
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                if line.strip() and not line.startswith("#"):
                    sc, _, why = line.strip().partition(" ")
                    out[sc] = why.strip()
    return out


def compare(name, vm, model):
    """(ran, model-only, {scenario: problems}) of one driver's traces;
    what the kernel logged is the problem of scenario None.  A scenario
    of known/NAME must differ (else the entry is stale), and is left out
    of the comparison, never out of the kernel's rules."""
    ran, only, problems = [], [], {}
    known = known_differences(name)

    def bad(sc, text):
        problems.setdefault(sc, []).append(
            "%s%s: %s" % (name, "/" + sc if sc else "", text))
    for l in vm.get(None, []):
        bad(None, "the kernel logged: " + l)
    for sc, lines in vm.items():
        if sc is None:
            continue
        if any(l.startswith("model-only: ") for l in lines):
            only.append(sc)
            continue
        ran.append(sc)
        for l in lines:
            if l.startswith("violation: "):
                bad(sc, l)
        if sc not in model:
            bad(sc, "not run on the 2.4 model")
            continue
        want = [l for l in model[sc] if not MODEL_ONLY_LINE.match(l)]
        got = [l for l in lines if not MODEL_ONLY_LINE.match(l)]
        if sc in known:
            if want == got:
                bad(sc, "known difference (known/%s) is gone: remove it" % name)
            continue
        if want != got:
            diff = [("< " + l) for l in want if l not in got][:3] + \
                   [("> " + l) for l in got if l not in want][:3]
            bad(sc, "differs from the 2.4 original (< 2.4 model, > 6.1 "
                "port): " + "; ".join(diff))
    for sc in model:
        if sc is not None and sc not in vm:
            bad(sc, "did not run in the booted kernel")
    return ran, only, problems


def flat(problems):
    return [p for sc in problems for p in problems[sc]]


def model_traces(names, corpus, work):
    """{name: {scenario: lines}} of the 2.4 originals on the 2.4 model"""
    out = {}
    os.makedirs(work, exist_ok=True)
    for n in names:
        r = subprocess.run([os.path.join(DIFFRT, "difftest"), "--trace24", n,
                            os.path.join(corpus, n), work],
                           capture_output=True, text=True)
        raw = os.path.join(work, n + "-2.4.raw")
        if r.returncode or not os.path.exists(raw):
            out[n] = None
            say("%s: the 2.4 model run failed: %s" % (n, (r.stdout + r.stderr).strip()[:300]))
            continue
        with open(raw) as f:
            out[n] = scenarios_of(f.read())
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kernel-dir", required=True)
    ap.add_argument("--port", required=True)
    ap.add_argument("--corpus", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--drivers")
    ap.add_argument("--mutants", action="store_true")
    ap.add_argument("--timeout", type=int, default=1800)
    a = ap.parse_args()

    release = release_of(a.kernel_dir)
    if not release:
        say("SKIP: %s has no include/generated/utsrelease.h" % a.kernel_dir)
        return SKIP
    for need, what in (("/boot/vmlinuz-" + release,
                        "the kernel image (apt-get install linux-image-%s)" % release),
                       ("/lib/modules/%s/modules.dep" % release,
                        "its modules (linux-image-%s)" % release)):
        if not os.path.exists(need):
            say("SKIP: no %s: %s" % (need, what))
            return SKIP
    for prog, pkg in (("qemu-system-x86_64", "qemu-system-x86"),
                      ("busybox", "busybox-static")):
        if not shutil.which(prog):
            say("SKIP: no %s (apt-get install %s)" % (prog, pkg))
            return SKIP
    busybox = shutil.which("busybox")
    # a static busybox: ldd knows no libraries of it
    if subprocess.run(["ldd", busybox], capture_output=True).returncode == 0:
        say("SKIP: %s is not static (apt-get install busybox-static)" % busybox)
        return SKIP

    work = os.path.abspath(a.work)
    os.makedirs(work, exist_ok=True)
    finish_dir = os.path.join(HERE, "finish")
    if a.drivers:
        names = a.drivers.split(",")
    else:
        names = sorted(f[:-4] for f in os.listdir(finish_dir) if f.endswith(".sed"))
    results = {"release": release, "drivers": {}, "mutants": {}}
    problems, mods, info = [], {}, {}

    # 1. finish
    for n in names:
        port_dir = os.path.join(a.port, "corpus", n)
        src = os.path.join(work, "src", n)
        why = None
        if not os.path.isdir(port_dir):
            why = "no port of %s in %s" % (n, a.port)
        elif not os.path.exists(os.path.join(finish_dir, n + ".sed")):
            why = "no finish/%s.sed" % n
        else:
            why = finish(n, port_dir, src, os.path.join(finish_dir, n + ".sed"))
        if not why and not chrdev_name(src):
            why = "no register_chrdev() name found"
        if why:
            results["drivers"][n] = {"status": "fail", "why": why}
            say("%s: FAIL: %s" % (n, why))
            continue
        mods["zc_" + n] = src
        info[n] = ("zc_" + n, chrdev_name(src), fops(src), pinning(src))

    # the mutants: copies of the drivers they name, mutated header
    mutants = {}
    if a.mutants:
        mdir = os.path.join(HERE, "mutants")
        for mf in sorted(f for f in os.listdir(mdir) if f.endswith(".sed")):
            mname = mf[:-4]
            with open(os.path.join(mdir, mf)) as f:
                head = f.read()
            m = re.search(r"^# drivers: (.*)$", head, re.M)
            drivers = m.group(1).split() if m else []
            mutants[mname] = []
            for n in drivers:
                if n not in info:
                    continue
                mod = "zc_%s_%s" % (n, mname.replace("-", "_"))
                src = os.path.join(work, "mut", mod)
                if os.path.exists(src):
                    shutil.rmtree(src)
                shutil.copytree(os.path.join(work, "src", n), src)
                why = mutate(os.path.join(src, "zcport_user_pages.h"),
                             os.path.join(mdir, mf))
                if why:
                    say("mutant %s: FAIL: %s" % (mname, why))
                    results["mutants"][mname] = {"status": "fail", "why": why}
                    continue
                mods[mod] = src
                mutants[mname].append((n, mod))

    # 2. modules, 3. drvtest, in the meantime the 2.4 model traces
    traces = {}
    th = threading.Thread(target=lambda: traces.update(
        model_traces(sorted(info), a.corpus, os.path.join(work, "model"))))
    th.start()
    built = build_modules(a.kernel_dir, mods, os.path.join(work, "mod"),
                          os.path.join(work, "kbuild.log"))
    warns = module_warnings(os.path.join(work, "kbuild.log"),
                            os.path.join(work, "mod"))
    drvtest = os.path.join(work, "drvtest")
    blkrt = os.path.join(ROOT, "tests", "blkrt")
    r = subprocess.run(["gcc", "-std=gnu99", "-O1", "-Wall", "-Werror", "-static",
                        "-I", DIFFRT, "-I", blkrt, "-o", drvtest,
                        os.path.join(DIFFRT, "scenarios.c"),
                        os.path.join(HERE, "vmrt.c"),
                        os.path.join(blkrt, "disk.c")],
                       capture_output=True, text=True)
    if r.returncode:
        say("drvtest does not build:\n" + r.stderr[:2000])
        th.join()
        return 2

    # 4. the initramfs and the boot
    cpio = Cpio()
    for d in ("bin", "dev", "proc", "sys", "mnt", "tmp", "lib", "lib/k", "lib/zc"):
        cpio.dir(d)
    with open(busybox, "rb") as f:
        cpio.file("bin/busybox", f.read(), 0o755)
    with open(drvtest, "rb") as f:
        cpio.file("bin/drvtest", f.read(), 0o755)
    fsmods = []
    try:
        # ext4 (for ext2) asks the crypto API for crc32c when mounting;
        # virtio SCSI gives the model's disks, 8:0 and 8:16
        for p in module_deps(release, "crc32c_generic") + \
                module_deps(release, "ext4") + \
                module_deps(release, "virtio_pci") + \
                module_deps(release, "virtio_scsi") + \
                module_deps(release, "sd_mod") + module_deps(release, "brd"):
            b = os.path.basename(p)
            if b != "brd.ko" and b not in fsmods:
                fsmods.append(b)
            cpio.file("lib/k/" + b, read_module(p))
    except (OSError, RuntimeError) as e:
        say("SKIP: %s" % e)
        th.join()
        return SKIP
    runs = []
    for n in sorted(info):
        mod, chrdev, ops, pins = info[n]
        if mod not in built:
            w = warns.get(mod, [])
            results["drivers"][n] = {"status": "fail",
                                     "why": "does not build: " + "; ".join(w[:3])}
            say("%s: FAIL: the finished port does not build as a module: %s" %
                (n, "; ".join(w[:3])))
            continue
        with open(built[mod], "rb") as f:
            cpio.file("lib/zc/%s.ko" % mod, f.read())
        runs.append('run %s port %s %s "%s" "%s"' % (n, mod, chrdev, ops, pins))
    for mname, lst in sorted(mutants.items()):
        for n, mod in lst:
            if mod not in built:
                continue
            with open(built[mod], "rb") as f:
                cpio.file("lib/zc/%s.ko" % mod, f.read())
            runs.append('run %s mutant-%s %s %s "%s" "%s"' %
                        (n, mname, mod, info[n][1], info[n][2], info[n][3]))
    cpio.file("init", (INIT % {"fsmods": " ".join(fsmods),
                               "runs": "\n".join(runs)}).encode(), 0o755)
    initrd = os.path.join(work, "initrd.cpio.gz")
    with gzip.open(initrd, "wb", compresslevel=1) as f:
        f.write(cpio.close())
    console, secs = boot(release, initrd, os.path.join(work, "console.log"),
                         a.timeout, work)
    th.join()
    if "ZC-BOOTED" not in console:
        say("SKIP: Linux %s did not boot under qemu (TCG) here; the console "
            "is in %s" % (release, os.path.join(work, "console.log")))
        return SKIP
    for l in console.splitlines():
        if l.startswith("ZC-ERROR"):
            problems.append("the booted system: " + l[9:])

    # 5. compare
    blocks = {}
    for m in re.finditer(r"ZC-BEGIN (\S+) (\S+)\r?\n(.*?)ZC-END \1 \2 (\d+)",
                         console, re.S):
        blocks[(m.group(1), m.group(2))] = (m.group(3), int(m.group(4)))
    total = mutant_total = 0
    port_probs = {}
    for n in sorted(info):
        if n in results["drivers"]:
            continue
        blk = blocks.get((n, "port"))
        if blk is None:
            why = "did not finish in the booted kernel (see console.log)"
            results["drivers"][n] = {"status": "fail", "why": why}
            say("%s: FAIL: %s" % (n, why))
            continue
        if traces.get(n) is None:
            results["drivers"][n] = {"status": "fail", "why": "no 2.4 model trace"}
            say("%s: FAIL: no 2.4 model trace" % n)
            continue
        ran, only, probs = compare(n, scenarios_of(blk[0]), traces[n])
        port_probs[n] = probs
        bad = flat(probs)
        if blk[1] > 1:
            bad.append("%s: drvtest failed (exit %d)" % (n, blk[1]))
        for w in warns.get(info[n][0], []):
            bad.append("%s: builds with a diagnostic: %s" % (n, w))
        total += len(ran)
        st = "pass" if not bad else "fail"
        results["drivers"][n] = {"status": st, "scenarios": len(ran),
                                 "model_only": only, "problems": bad}
        if bad:
            say("%s: FAIL: %d scenarios; %s" % (n, len(ran), bad[0]))
            for b in bad[1:6]:
                say("  " + b)
        else:
            say("%s: %d scenarios in the booted kernel, same behaviour as the "
                "2.4 original on the 2.4 model, every pin released%s" %
                (n, len(ran), "; model-only: " + ", ".join(only) if only else ""))
    for mname, lst in sorted(mutants.items()):
        caught = []
        for n, mod in lst:
            blk = blocks.get((n, "mutant-" + mname))
            if blk is None or traces.get(n) is None or n not in port_probs:
                continue
            ran, only, probs = compare(n, scenarios_of(blk[0]), traces[n])
            mutant_total += len(ran)
            # only where the port itself passes does a difference count
            # what the user or the file sees first, the kernel's log last
            for sc in sorted(probs, key=lambda k: k is None):
                if sc not in port_probs[n]:
                    caught += [p.replace(n + "/", "%s (mutant %s)/" %
                                         (n, mname), 1) for p in probs[sc]]
        st = "caught" if caught else "missed"
        results["mutants"][mname] = {"status": st, "by": caught[:5]}
        if caught:
            say("mutant %s: caught: %s" % (mname, caught[0]))
        else:
            say("mutant %s: NOT caught (drivers: %s)" %
                (mname, ", ".join(n for n, _ in lst) or "none built"))
    results["scenarios"] = total
    results["mutant_scenarios"] = mutant_total
    results["boot_seconds"] = round(secs, 1)
    results["problems"] = problems
    for p in problems:
        say("FAIL: " + p)
    npass = sum(1 for v in results["drivers"].values() if v["status"] == "pass")
    nfail = len(results["drivers"]) - npass + len(problems) + \
        sum(1 for v in results["mutants"].values() if v["status"] != "caught")
    say("boot61: %d scenarios of the ports and %d of the mutants in Linux "
        "%s, booted in %.0f s: %d drivers passed, %d failures" %
        (total, mutant_total, release, secs, npass, nfail))
    with open(os.path.join(work, "results.json"), "w") as f:
        json.dump(results, f, indent=1)
    return 0 if not nfail else 1


if __name__ == "__main__":
    sys.exit(main())
