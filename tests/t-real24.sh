# The real Linux 2.4.27 tree (../shared/trees beside the repository),
# ported whole, in one run, against the real configured 2.6.9 x86_64 tree
# (../shared/kernels), as a user ports a legacy tree.  On the result:
#   - every site of every kiobuf file is converted, removed-in-2.6 (2.4's
#     own kiobuf code), guarded, or manual with a reason that names what
#     to do: never "input" (a file refused as not C) or "no-match";
#   - the API's own implementation and the VFS's O_DIRECT plumbing are
#     removed-in-2.6, never manual, and so are fs/dcache.c's declaration
#     and call of fs/iobuf.c's iobuf_cache_init();
#   - the ext2, jfs, reiserfs and block-device direct_IO methods are 2.6
#     methods (kiocb, iovecs) returning blockdev_direct_IO() (or
#     _no_locking() for the block device's own inode);
#   - xfs's direct_IO method, whose linkage is its STATIC macro, is
#     found and its file flagged block-io, never refused by validation;
#   - no declaration gets two types: a struct member a header retypes to
#     struct page_vec is never handed to a user_pages helper in any
#     written file, nor the other way round;
#   - no translation unit sees a helper defined twice: every written .c
#     file that includes a helper header compiles against 2.6.9 without
#     "redefinition of" one of the helpers;
#   - every converted site stands in a file whose port compiled (the
#     report says so), every file is judged.
# Skipped, saying so, when ../shared is not beside the clone.
. "$(dirname "$0")/lib/harness.sh"
cd "$ZC_ROOT" || exit 1

shared=
for s in "${ZC_SHARED:-}" "$ZC_ROOT/../shared" \
	"$(dirname "$(git -C "$ZC_ROOT" rev-parse --path-format=absolute \
		--git-common-dir 2>/dev/null || echo /nonexistent/.git)")/../shared"; do
	if [ -n "$s" ] && [ -f "$s/trees/linux-2.4.27.tar.xz" ] &&
	   [ -f "$s/kernels/linux-2.6.9-x86_64.tar.xz" ]; then
		shared=$s
		break
	fi
done
if [ -z "$shared" ]; then
	plan 1
	skip_static "real 2.4.27 tree" "no ../shared/trees/linux-2.4.27.tar.xz and ../shared/kernels/linux-2.6.9-x86_64.tar.xz beside the repository (set ZC_SHARED=DIR to point at them)"
	exit 0
fi
plan 8
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tar -xJf "$shared/trees/linux-2.4.27.tar.xz" -C "$tmp" &&
	mkdir -p "$tmp/k" && tar -xJf "$shared/kernels/linux-2.6.9-x86_64.tar.xz" -C "$tmp/k" ||
	{ echo "cannot unpack the trees"; exit 1; }
k=$(ls -d "$tmp"/k/linux-2.6.9*)
t=$(ls -d "$tmp"/linux-2.4.27*)

# exit 1: a real tree has sites left for a human
run_zcport -C "$t" 1 "$tmp/port.out" "$tmp/port.err" -- \
	port --kernel-dir="$k" --output-dir="$tmp/out" --report="$tmp/r.json" .
python3 - "$tmp/r.json" >"$tmp/states" 2>&1 <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
bad = []
files = {}
for s in r["sites"]:
    f = files.setdefault(s["file"], set())
    f.add(s["state"])
    if s["state"] == "manual" and s.get("reason_code") in ("input", "no-match"):
        bad.append("%s:%d: %s: %s" % (s["file"], s["line"], s["reason_code"], s.get("reason", "")[:160]))
    if s["state"] not in ("converted", "manual", "guarded", "removed-in-2.6"):
        bad.append("%s:%d: state %s" % (s["file"], s["line"], s["state"]))
    if s["state"] == "manual" and not s.get("reason"):
        bad.append("%s:%d: manual without a reason" % (s["file"], s["line"]))
for b in bad:
    print("BAD", b)
print("files", len(files))
PY
if ! zc_tainted && grep -q '^files 2[0-9]$' "$tmp/states" && ! grep -q '^BAD' "$tmp/states"; then
	pass "real 2.4.27: every site converted, removed-in-2.6, guarded or manual with an actionable reason ($(grep '^summary: .* sites' "$tmp/port.err" | sed 's/^summary: //'))"
else
	fail "real 2.4.27: every site converted, removed-in-2.6, guarded or manual with an actionable reason" "$(grep -v '^  ' "$tmp/port.err" | tail -3; head -8 "$tmp/states")"
fi

# the API's implementation and the VFS plumbing: removed, not manual
python3 - "$tmp/r.json" >"$tmp/removed" 2>&1 <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
api = ["fs/iobuf.c", "mm/memory.c", "include/linux/iobuf.h", "kernel/ksyms.c",
       "fs/buffer.c", "mm/filemap.c", "fs/open.c", "fs/fcntl.c",
       "fs/file_table.c", "include/linux/fs.h", "fs/dcache.c"]
for f in api:
    st = set(s["state"] for s in r["sites"] if s["file"] == f)
    print(f, "ok" if st == {"removed-in-2.6"} else "BAD %s" % sorted(st))
dc = sorted((s["kind"], s["symbol"], s.get("function")) for s in r["sites"]
            if s["file"] == "fs/dcache.c")
print("dcache", "ok" if dc == [("call", "iobuf_cache_init", "vfs_caches_init"),
                               ("reference", "iobuf_cache_init", None)]
      else "BAD %s" % dc)
PY
if ! zc_tainted && ! grep -q BAD "$tmp/removed" &&
   [ "$(grep -c ' ok$' "$tmp/removed")" = 12 ]; then
	pass "real 2.4.27: the kiobuf API's own code, the VFS's O_DIRECT plumbing and dcache.c's call of iobuf_cache_init() are removed-in-2.6"
else
	fail "real 2.4.27: the kiobuf API's own code, the VFS's O_DIRECT plumbing and dcache.c's call of iobuf_cache_init() are removed-in-2.6" "$(grep BAD "$tmp/removed" | head -5)"
fi

# the four direct_IO methods: 2.6 methods on blockdev_direct_IO()
nok=0 why=
for m in fs/ext2/inode.c:ext2_direct_IO fs/jfs/inode.c:jfs_direct_IO \
	 fs/reiserfs/inode.c:reiserfs_direct_io fs/block_dev.c:blkdev_direct_IO; do
	f=${m%%:*} fn=${m#*:}
	if awk -v fn="$fn" '
		$0 ~ "^static ssize_t " fn "\\(int rw, struct kiocb \\*iocb," { in_fn = 1 }
		in_fn && /return blockdev_direct_IO(_no_locking)?\(/ { found = 1 }
		in_fn && /^}/ { in_fn = 0 }
		END { exit !found }' "$tmp/out/$f" 2>/dev/null &&
	   ! grep -v '^[[:space:]]*\(/\*\|\*\)' "$tmp/out/$f" |
		grep -q 'generic_direct_IO('; then
		nok=$((nok + 1))
	else
		why="$why $fn"
	fi
done
[ $nok = 4 ] && ! zc_tainted &&
	pass "real 2.4.27: ext2, jfs, reiserfs and block-device direct_IO are 2.6 methods returning blockdev_direct_IO()" ||
	fail "real 2.4.27: ext2, jfs, reiserfs and block-device direct_IO are 2.6 methods returning blockdev_direct_IO()" "not so:$why"

# xfs's method, STATIC, is found: the file is left whole, saying why
x=fs/xfs/linux-2.4/xfs_aops.c
[ "$(grep -c "^$x:[0-9]*:[0-9]*: .*: manual: block-io: linvfs_direct_IO() (line 1171) is this file's 2.4 direct_IO method, .* its linkage is the macro STATIC" "$tmp/port.err")" = 1 ] &&
	grep -q "^  $x: 0 converted, 2 manual, unchecked$" "$tmp/port.err" && ! zc_tainted &&
	pass "real 2.4.27: xfs's STATIC direct_IO method is found, its file flagged block-io" ||
	fail "real 2.4.27: xfs's STATIC direct_IO method is found, its file flagged block-io" "$(grep "$x" "$tmp/port.err" | cut -c1-300 | head -3)"

# one declaration, one type: a member a written header declares as a
# page_vec is never handed to a user_pages helper, and the other way
python3 - "$tmp/out" >"$tmp/types" 2>&1 <<'PY'
import os, re, sys
root = sys.argv[1]
decl = {}
texts = {}
for d, _, fs in os.walk(root):
    for f in fs:
        if f.endswith((".c", ".h")):
            p = os.path.join(d, f)
            try:
                texts[p] = open(p, errors="replace").read()
            except OSError:
                continue
for p, t in texts.items():
    if p.endswith(".h"):
        for m in re.finditer(r"struct (user_pages|page_vec)\s*\*\s*(\w+)\s*;", t):
            decl.setdefault(m.group(2), set()).add(m.group(1))
bad = [n for n, ty in decl.items() if len(ty) > 1]
for p, t in texts.items():
    for m in re.finditer(r"\b(user_pages|page_vec)_\w+\(([^;]*?)\)", t):
        for n in re.findall(r"(?:->|\.)(\w+)\b", m.group(2)):
            if n in decl and m.group(1) not in decl[n]:
                bad.append("%s: %s_... on %s, a struct %s" % (p[len(root):], m.group(1), n, "/".join(decl[n])))
for b in bad:
    print("BAD", b)
print("members", len(decl))
PY
! zc_tainted && ! grep -q BAD "$tmp/types" &&
	pass "real 2.4.27: no declaration gets two types ($(grep members "$tmp/types"))" ||
	fail "real 2.4.27: no declaration gets two types" "$(grep BAD "$tmp/types" | head -5)"

# no translation unit sees a helper twice: each written .c that includes
# a helper header, compiled against 2.6.9
: >"$tmp/redef"
grep -rl '#include "zcport_user_pages.h"' "$tmp/out" --include=*.c >"$tmp/users" 2>/dev/null
n=0
while IFS= read -r c; do
	n=$((n + 1))
	run_zcport -C "$tmp/out" "[01]" "$tmp/c.out" "$tmp/c.err" -- \
		check --kernel-dir="$k" "${c#$tmp/out/}"
	grep 'redefinition of' "$tmp/c.err" >>"$tmp/redef"
done <"$tmp/users"
[ $n -gt 0 ] && [ ! -s "$tmp/redef" ] &&
	pass "real 2.4.27: no translation unit defines a helper twice ($n files that include a helper header)" ||
	fail "real 2.4.27: no translation unit defines a helper twice" "$n files; $(head -3 "$tmp/redef")"

# every converted site stands in a file that was judged and written
python3 - "$tmp/r.json" >"$tmp/judged" 2>&1 <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
check = {f["file"]: f.get("check") for f in r["files"]}
bad = set()
for s in r["sites"]:
    if s["state"] == "converted" and check.get(s["file"]) not in ("validated", "partly ported"):
        bad.add("%s: %s" % (s["file"], check.get(s["file"])))
for b in sorted(bad):
    print("BAD", b)
PY
! zc_tainted && ! grep -q BAD "$tmp/judged" &&
	pass "real 2.4.27: every converted site stands in a file validated against 2.6.9" ||
	fail "real 2.4.27: every converted site stands in a file validated against 2.6.9" "$(head -5 "$tmp/judged")"

# the four files once refused as not C are read (a function at most refused)
nok=0
for f in drivers/scsi/sg.c drivers/md/lvm-snap.c fs/xfs/linux-2.4/xfs_aops.c; do
	grep -q "^$f:.*does not parse as C" "$tmp/port.err" || nok=$((nok + 1))
done
[ $nok = 3 ] && ! zc_tainted &&
	pass "real 2.4.27: sg.c, lvm-snap.c and xfs_aops.c are read as C" ||
	fail "real 2.4.27: sg.c, lvm-snap.c and xfs_aops.c are read as C" "$(grep 'does not parse' "$tmp/port.err" | head -3)"
