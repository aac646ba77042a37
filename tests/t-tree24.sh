# Files inside a 2.4 tree are parsed with that tree's headers
# (parsecfg.h): tests/tree24 is a synthetic tree whose own
# include/linux/zcb_frame.h and include/asm-i386/zcb_io.h type the
# kiobuf member uses of its zcb_grab.c, which are seen as such only when
# those headers are parsed.  --tree=DIR and -I DIR give them to a file
# outside the tree; the arch's asm headers follow the include/asm link,
# else .config, else asm-i386; scan, port and check take the options.
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1
plan 14

drv=tests/tree24/drivers/char/zcb_grab.c
cp "$drv" "$tmp/zcb_grab.c"
members() {	# OUT: the member sites, "length offset" when both
	sed -n 's/.*: member: \([a-z_]*\) in .*/\1/p' "$1" | tr '\n' ' ' |
		sed 's/ $//'
}

# 1. in the tree: its headers; quietly
run_zcport 0 "$tmp/in.out" "$tmp/in.err" -- scan "$drv"
m=$(members "$tmp/in.out")
[ "$m" = "length offset" ] && [ ! -s "$tmp/in.err" ] &&
	pass "in the tree: its linux/ and asm-i386/ headers type the members ($m)" ||
	fail "in the tree: its headers type the members" "members '$m'; $(head -2 "$tmp/in.err")"

# 2. outside: the same file, no header types f->kb; its cast of a type
# nothing declares is no syntax error, the calls are still found
run_zcport 0 "$tmp/out.out" "$tmp/out.err" -- scan "$tmp/zcb_grab.c"
m=$(members "$tmp/out.out")
[ -z "$m" ] && [ ! -s "$tmp/out.err" ] &&
	[ "$(grep -c ': call: ' "$tmp/out.out")" = 3 ] &&
	pass "outside the tree: no member typed, no warning, the 3 calls found" ||
	fail "outside the tree: no member typed, no warning" "members '$m'; $(head -2 "$tmp/out.err")"

# 3. --tree and -I give the headers back
run_zcport 0 "$tmp/t.out" -- scan --tree=tests/tree24 "$tmp/zcb_grab.c"
m=$(members "$tmp/t.out")
[ "$m" = "length offset" ] && pass "--tree=DIR: the tree's headers ($m)" ||
	fail "--tree=DIR: the tree's headers" "members '$m'"
run_zcport 0 "$tmp/i.out" -- scan -I tests/tree24/include "$tmp/zcb_grab.c"
m=$(members "$tmp/i.out")
[ "$m" = "length" ] && pass "-I DIR: its linux/zcb_frame.h, no asm/ ($m)" ||
	fail "-I DIR: its linux/zcb_frame.h" "members '$m'"

# 4. the arch: .config's, unless the include/asm link says another.
# Here asm-arm's struct zcb_io holds no kiobuf: offset is no member use.
cp -R tests/tree24 "$tmp/t24"
mkdir -p "$tmp/t24/include/asm-arm"
printf 'struct zcb_io {\n\tunsigned long kb;\n\tint busy;\n};\n' \
	>"$tmp/t24/include/asm-arm/zcb_io.h"
printf 'CONFIG_ARM=y\nCONFIG_UID16=y\n' >"$tmp/t24/.config"
run_zcport 0 "$tmp/a.out" -- scan "$tmp/t24/drivers/char/zcb_grab.c"
m=$(members "$tmp/a.out")
[ "$m" = "length" ] && pass "arch from .config: asm-arm ($m)" ||
	fail "arch from .config: asm-arm" "members '$m'"
ln -s asm-i386 "$tmp/t24/include/asm"
run_zcport 0 "$tmp/l.out" -- scan "$tmp/t24/drivers/char/zcb_grab.c"
m=$(members "$tmp/l.out")
[ "$m" = "length offset" ] &&
	pass "the include/asm link (asm-i386) before .config (arm) ($m)" ||
	fail "the include/asm link before .config" "members '$m'"
rm "$tmp/t24/include/asm"
ln -s asm-arm "$tmp/t24/include/asm"
rm "$tmp/t24/.config"
run_zcport 0 "$tmp/l2.out" -- scan "$tmp/t24/drivers/char/zcb_grab.c"
m=$(members "$tmp/l2.out")
[ "$m" = "length" ] && pass "the include/asm link alone: asm-arm ($m)" ||
	fail "the include/asm link alone: asm-arm" "members '$m'"

# 5. a tree's top is a Makefile of 2.4 and include/linux/; the nearest
# one above the file counts (a 2.6 tree is none)
sed -i 's/^PATCHLEVEL = 4$/PATCHLEVEL = 6/' "$tmp/t24/Makefile"
run_zcport 0 "$tmp/26.out" -- scan "$tmp/t24/drivers/char/zcb_grab.c"
m=$(members "$tmp/26.out")
[ -z "$m" ] && pass "a 2.6 Makefile is no 2.4 tree: the model headers" ||
	fail "a 2.6 Makefile is no 2.4 tree" "members '$m'"

# 6. port and check take the options.  The file alone, with --tree, is
# read with the tree's headers: its 6 sites, the member uses typed; the
# member holding the kiobuf is declared in the tree's header, outside
# the run, which the report names to port with it.  The tree's copy
# ported with its headers converts every site
run_zcport 1 "$tmp/p.diff" "$tmp/p.err" -- port --no-check \
	--report="$tmp/p.json" --tree=tests/tree24 "$tmp/zcb_grab.c"
n=$(grep -c '"state": ' "$tmp/p.json")
[ "$n" = 6 ] && grep -q '"kind": "member", "symbol": "offset"' "$tmp/p.json" &&
	grep -q "^$tmp/zcb_grab.c:30:8: call: map_user_kiobuf in zcb_read(): manual: declared-elsewhere: the kiobuf is held in the member kb, which [^ ]*/tests/tree24/include/linux/zcb_frame.h declares" "$tmp/p.err" &&
	pass "port --tree: 6 sites, members included; the tree's header holding the member is named" ||
	fail "port --tree: 6 sites, the tree's header named" "$n sites: $(head -3 "$tmp/p.err")"
cp -R tests/tree24 "$tmp/tw"
run_zcport -C "$tmp/tw" 0 "$tmp/w.diff" "$tmp/w.err" -- port --no-check .
grep -q '^  drivers/char/zcb_grab.c: 6 converted, 0 manual' "$tmp/w.err" &&
	grep -q '^+.*user_pages_map(f->kb, 1, ' "$tmp/w.diff" &&
	pass "port of the tree with its headers: all 6 sites of the driver converted" ||
	fail "port of the tree with its headers: all 6 converted" "$(head -3 "$tmp/w.err")"
run_zcport 0 "$tmp/c.out" -- check --tree=tests/tree24 -I tests/tree24/include \
	tests/check-good/early.c
grep -q "early.c: passed" "$tmp/c.out" &&
	pass "check takes --tree and -I" ||
	fail "check takes --tree and -I" "$(head -3 "$tmp/c.out")"

# 7. wrong values are usage errors, before any work
run_zcport 2 "$tmp/bt.out" "$tmp/bt.err" -- scan --tree="$tmp" "$tmp/zcb_grab.c"
grep -q "^$tmp: error: not a Linux 2.4 tree" "$tmp/bt.err" &&
	pass "--tree=DIR that is no 2.4 tree: exit 2, said" ||
	fail "--tree=DIR that is no 2.4 tree" "$(cat "$tmp/bt.err")"
run_zcport 2 "$tmp/bi.out" "$tmp/bi.err" -- port -I "$tmp/nowhere" "$tmp/zcb_grab.c"
grep -q "^$tmp/nowhere: error: not a directory" "$tmp/bi.err" && [ ! -s "$tmp/bi.out" ] &&
	pass "-I DIR that is no directory: exit 2, said, nothing ported" ||
	fail "-I DIR that is no directory" "$(cat "$tmp/bi.err")"
run_zcport 2 "$tmp/be.out" "$tmp/be.err" -- scan -I
grep -q "option '-I' needs a directory" "$tmp/be.err" &&
	pass "-I without a directory: usage" ||
	fail "-I without a directory: usage" "$(cat "$tmp/be.err")"
