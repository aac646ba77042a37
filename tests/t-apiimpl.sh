# A tree's own kiobuf code has entry points other files call (2.4's
# fs/iobuf.c defines iobuf_cache_init(), which fs/dcache.c declares and
# calls at boot): each such use in another file of the run is a site of
# its own, removed-in-2.6, naming the file that defines it (apiimpl.h).
# tests/apiimpl/fs is a model of the pair: iobuf.c (the API's
# allocation and its slab cache's setup, kio_slab_setup()) and caches.c
# (declares and calls it; a struct member of that name is no use).
# run-all: quick
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1
plan 4
d=tests/apiimpl/fs

# 1. the tree: the caller's declaration and call, removed-in-2.6
run_zcport 1 "$tmp/t.diff" "$tmp/t.err" -- port --report="$tmp/t.json" tests/apiimpl
grep -qx "$d/caches.c:9:13: reference: kio_slab_setup: removed-in-2.6: a declaration of kio_slab_setup(), which 2.4's own kiobuf code defines ($d/iobuf.c) and 2.6 deleted: delete it" "$tmp/t.err" &&
	grep -qx "$d/caches.c:23:2: call: kio_slab_setup in vfs_caches_setup(): removed-in-2.6: a call of kio_slab_setup(), which 2.4's own kiobuf code defines ($d/iobuf.c) and 2.6 deleted: delete it" "$tmp/t.err" &&
	pass "a call and a declaration of the tree's own kiobuf entry point in another file are removed-in-2.6 sites naming its file" ||
	fail "a call and a declaration of the tree's own kiobuf entry point in another file are removed-in-2.6 sites naming its file" "$(grep caches "$tmp/t.err")"

# 2. exactly those two: the struct member and its use are not sites
python3 - "$tmp/t.json" >"$tmp/sites" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
for s in r["sites"]:
    if s["file"].endswith("/caches.c"):
        print(s["line"], s["kind"], s["state"])
PY
[ "$(tr '\n' ';' <"$tmp/sites")" = "9 reference removed-in-2.6;23 call removed-in-2.6;" ] &&
	grep -qx "  $d/caches.c: 0 converted, 0 manual, 2 removed-in-2.6, unchecked" "$tmp/t.err" &&
	pass "the caller's report: those two sites, not the struct member of that name or its use" ||
	fail "the caller's report: those two sites, not the struct member of that name or its use" "$(cat "$tmp/sites")"

# 3. 2.4's own code is left as it is, its callers too
[ ! -s "$tmp/t.diff" ] && pass "the port changes neither file" ||
	fail "the port changes neither file" "$(head -5 "$tmp/t.diff")"

# 4. without the defining file in the run, the name is nobody's
run_zcport 0 "$tmp/c.diff" "$tmp/c.err" -- port "$d/caches.c"
grep -qx "summary: 1 files scanned, 0 with kiobuf code, 0 sites: 0 converted, 0 manual" "$tmp/c.err" &&
	pass "the caller alone: no site (the entry point is known by its definition in the run)" ||
	fail "the caller alone: no site (the entry point is known by its definition in the run)" "$(grep summary "$tmp/c.err")"
