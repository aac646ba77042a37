# Validation goes in rounds (rounds.c): a round compiles what it must,
# and a function whose port does not compile is ported again without
# its sites in the next; the semantic checks run once a round refuses
# nothing.  Every unit compiled since its last check is checked then,
# not only the ones that round compiled: a port that compiled in a
# round where another file's function was refused must not go
# unchecked.  A fault in spatch's output stands in for rule bugs
# (tests/robustness/spatch, ZC_FAKE_SPATCH=flip): simple_rw.c's read
# mapping is made one for the device to read, so the dirtying after it
# is wrong, which only a semantic check sees; never_dirty.c's mapping
# calls an undeclared function, which the compiler sees.  A driver's
# header the port changed is checked too, with a file that includes it
# (tests/rounds/hdrdrv: the transfer is an inline function of hdrdrv.h).
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1
plan 5
ZC_REAL_SPATCH=$(command -v spatch)
export ZC_REAL_SPATCH ZC_FAKE_SPATCH=flip ZC_FAKE_FLIP=simple_rw.c
FAKE=$ZC_ROOT/tests/robustness
mkdir -p "$tmp/t" && cp -R corpus/simple_rw corpus/never_dirty "$tmp/t/"
want="simple_rw/simple_rw.c:75:17: variable: kiobuf in srw_read(): manual: validation: the port of srw_read() failed a semantic check, so it was left as it was: simple_rw/simple_rw.c:101:2: warning: pages mapped for the device to read are marked dirty [also at 87:8 91:8 101:2 102:2 107:2: 6 sites]"
states() {	# REPORT: "file function state" per site, counted
	python3 - "$1" <<'PY'
import collections, json, sys
r = json.load(open(sys.argv[1]))
c = collections.Counter("%s %s %s" % (s["file"], s.get("function"), s["state"])
                        for s in r["sites"] if s.get("function"))
for k in sorted(c):
    print(k, c[k])
PY
}

# 1. one round: the semantic check refuses the wrong dirtying
PATH="$FAKE:$PATH" ZC_FAKE_BREAK=none run_zcport -C "$tmp/t" 1 "$tmp/a.diff" "$tmp/a.err" -- port --report="$tmp/a.json" simple_rw
grep -qxF "$want" "$tmp/a.err" && states "$tmp/a.json" | grep -qx "simple_rw/simple_rw.c srw_write converted 5" &&
	pass "rounds: a port only a semantic check finds wrong is refused (its function), the rest converted" ||
	fail "rounds: a port only a semantic check finds wrong is refused (its function), the rest converted" "$(grep srw_ "$tmp/a.err" | head -3)"

# 2. another file's function refused by its compile in round 1: the
#    semantic check still judges simple_rw.c, compiled in that round
PATH="$FAKE:$PATH" ZC_FAKE_BREAK=never_dirty.c run_zcport -C "$tmp/t" 1 "$tmp/b.diff" "$tmp/b.err" -- port --report="$tmp/b.json" .
grep -q "^never_dirty/never_dirty.c:112:8: call: map_user_kiobuf in nd_read(): manual: validation: the port of nd_read() did not compile against 2.6" "$tmp/b.err" &&
	states "$tmp/b.json" | grep -qx "never_dirty/never_dirty.c nd_read manual 2" &&
	pass "rounds: a function whose port does not compile is ported again without its sites" ||
	fail "rounds: a function whose port does not compile is ported again without its sites" "$(grep nd_read "$tmp/b.err" | head -2)"
grep -qxF "$want" "$tmp/b.err" &&
	states "$tmp/b.json" | grep -qx "simple_rw/simple_rw.c srw_read manual 6" &&
	pass "rounds: a file compiled in a round that refused another's function is semantic-checked later, not validated unchecked" ||
	fail "rounds: a file compiled in a round that refused another's function is semantic-checked later, not validated unchecked" "$(grep '^  simple_rw\|srw_read' "$tmp/b.err" | head -3)"

# 3. a header's inline transfer: checked with the file including it
mkdir -p "$tmp/h" && cp -R tests/rounds/hdrdrv "$tmp/h/"
PATH="$FAKE:$PATH" ZC_FAKE_FLIP=none ZC_FAKE_BREAK=none run_zcport -C "$tmp/h" 0 "$tmp/h0.diff" "$tmp/h0.err" -- port --report="$tmp/h0.json" hdrdrv
grep -qx "  hdrdrv/hdrdrv.h: 8 converted, 0 manual, validated, compiles on 2.6" "$tmp/h0.err" &&
	pass "rounds: a header's inline transfer, ported right, is validated" ||
	fail "rounds: a header's inline transfer, ported right, is validated" "$(grep '^  ' "$tmp/h0.err")"
PATH="$FAKE:$PATH" ZC_FAKE_FLIP=hdrdrv.h ZC_FAKE_BREAK=none run_zcport -C "$tmp/h" 1 "$tmp/h1.diff" "$tmp/h1.err" -- port --report="$tmp/h1.json" hdrdrv
grep -qxF "hdrdrv/hdrdrv.h:12:17: variable: kiobuf in hd_fill(): manual: validation: the port of hd_fill() failed a semantic check, so it was left as it was: hdrdrv/hdrdrv.h:22:2: warning: pages mapped for the device to read are marked dirty [also at 15:8 18:8 22:2 23:2 25:2: 6 sites]" "$tmp/h1.err" &&
	grep -qx "  hdrdrv/hdrdrv.h: 2 converted, 6 manual, partly ported, compiles on 2.6" "$tmp/h1.err" &&
	pass "rounds: a header's inline transfer only a semantic check finds wrong is refused, not validated unchecked" ||
	fail "rounds: a header's inline transfer only a semantic check finds wrong is refused, not validated unchecked" "$(grep 'hd_fill\|^  ' "$tmp/h1.err" | head -4)"
