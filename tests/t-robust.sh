# Robustness: inputs and situations that used to go wrong quietly.  An
# unterminated comment, file names with ':' and spaces, the README's
# git am command, a spatch crash, --in-place on a symlink, a port that
# fails validation with --output-dir.
. "$(dirname "$0")/lib/harness.sh"
plan 17
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
C=$ZC_ROOT/corpus

# -- an unterminated comment: refused as the compiler sees it, at the
# comment's line and column, its sites flagged; the rest is ported
mkdir -p uc
cp "$C/simple_rw/simple_rw.c" uc/good.c
cp "$C/simple_rw/simple_rw.c" uc/cut.c
lines=$(wc -l <uc/cut.c)
printf '\tint x; /* a comment the end of the file cut off\nint y;\n' >>uc/cut.c
run_zcport 3 uc.diff uc.err -- port --report=uc.json uc
st=$ZC_STATUS
[ $st = 3 ] && grep -q "^uc/cut.c:$((lines + 1)):9: error: not valid C: unterminated /\* comment$" uc.err &&
	pass "unterminated comment: file:line:col error at the comment, exit 3" ||
	fail "unterminated comment: file:line:col error at the comment, exit 3" "exit $st: $(head -2 uc.err)"
n=$(grep -c '"file": "uc/cut.c".*"state": "manual", "reason_code": "input"' uc.json)
all=$(grep -c '"file": "uc/cut.c", "line"' uc.json)
[ "$n" -gt 0 ] && [ "$n" = "$all" ] &&
	pass "unterminated comment: every site flagged ($n)" ||
	fail "unterminated comment: every site flagged" "$n of $all"
! grep -q '^+++ b/uc/cut.c' uc.diff && grep -q '^+++ b/uc/good.c' uc.diff &&
	! grep -q '^+\*/' uc.diff &&
	pass "unterminated comment: that file is not ported (no */ added), the other is" ||
	fail "unterminated comment: that file is not ported (no */ added), the other is"
run_zcport 3 uc.out uc.err -- scan uc
st=$ZC_STATUS
[ $st = 3 ] && grep -q "uc/cut.c:$((lines + 1)):9: error: not valid C: unterminated" uc.err &&
	pass "unterminated comment: scan says so too (exit 3)" ||
	fail "unterminated comment: scan says so too (exit 3)" "exit $st"

# -- names with ':' and spaces: ported like any other, and the diff
# applies with patch -p1 (as the README says) and git apply
mkdir -p names
cp "$C/simple_rw/simple_rw.c" "names/a:b.c"
cp "$C/chunked/chunked.c" "names/sp ace.c"
cp "$C/two_decl/two_decl.c" "names/q\"uote.c"
cp -R names names.orig
run_zcport 0 n.diff n.err -- port --report=n.json names
st=$ZC_STATUS
[ $st = 0 ] && grep -q '^  names/a:b.c: 17 converted, 0 manual, validated, compiles on 2.6$' n.err &&
	grep -q '^  names/sp ace.c: [0-9]* converted, 0 manual, validated, compiles on 2.6$' n.err &&
	grep -q '^  names/q"uote.c: 18 converted, 0 manual, validated, compiles on 2.6$' n.err &&
	pass "names with ':', a space, a quote: ported and validated (exit 0)" ||
	fail "names with ':', a space, a quote: ported and validated (exit 0)" "exit $st: $(grep names/ n.err | head -3)"
run_zcport 0 n.stdout n.stderr -- port --output-dir=n.out names
rm -rf p && mkdir p && cp -R names.orig p/names
if (cd p && patch -s -p1 <../n.diff) && diff -r p/names n.out/names >/dev/null; then
	pass "names with ':', a space, a quote: the diff applies with patch -p1"
else
	fail "names with ':', a space, a quote: the diff applies with patch -p1"
fi
rm -rf g && mkdir g && cp -R names.orig g/names
if (cd g && git init -q && git apply ../n.diff) && diff -r -x .git g/names n.out/names >/dev/null; then
	pass "names with ':', a space, a quote: the diff applies with git apply"
else
	fail "names with ':', a space, a quote: the diff applies with git apply"
fi

# -- the README's git am command, literally (DIR replaced)
cmd=$(grep -m1 '^ *git am ' "$ZC_ROOT/README.md" | sed 's/^ *//')
mkdir -p repo && cp -R "$C/simple_rw" "$C/chunked" "$C/kio_completion" repo/
(cd repo && git init -q && git add -A && git -c user.name=t -c user.email=t@t commit -qm 2.4)
run_zcport -C repo 1 am.out am.err -- port --format-patch="$tmp/series" .
st=$ZC_STATUS
n=$(ls series | grep -c '^[0-9][0-9][0-9][0-9]-.*\.patch$')
if [ -n "$cmd" ] && [ $st = 1 ] && [ "$n" -ge 3 ] && [ -f series/0000-cover-letter.patch ] &&
   (cd repo && GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@t GIT_COMMITTER_NAME=t \
	GIT_COMMITTER_EMAIL=t@t bash -c "${cmd//DIR/$tmp/series}" >../am.log 2>&1); then
	[ "$(cd repo && git log --oneline | wc -l)" = "$n" ] &&
		pass "README's '$cmd' applies the series ($((n - 1)) patches)" ||
		fail "README's git am command applies the series" "$(cd repo && git log --oneline | wc -l) commits for $n files"
else
	fail "README's git am command applies the series" "'$cmd', exit $st, $n files: $(head -3 am.log 2>/dev/null)"
fi

# -- a spatch crash: a real one (spatch 1.1.1 runs out of stack on a
# deeply nested expression, says "EXN: Stack overflow in FILE" and exits
# 0); the file is put back whole, its sites say spatch failed
mkdir -p crash
cp "$C/simple_rw/simple_rw.c" crash/
cp "$C/chunked/chunked.c" crash/deep.c
# (in a macro body the file never expands: libclang does not parse it,
# spatch does, and runs out of stack)
python3 -c "n = 200000; print('#define DEEP(x) ' + '(' * n + 'x' + ')' * n)" >>crash/deep.c
run_zcport 1 c.stdout c.err -- port --jobs=2 --report=c.json --output-dir=c.out crash
st=$ZC_STATUS
n=$(grep -c '"file": "crash/deep.c".*"state": "manual", "reason_code": "crash", "reason": "spatch failed on this file (Stack overflow); nothing in it was ported"' c.json)
all=$(grep -c '"file": "crash/deep.c", "line"' c.json)
[ $st = 1 ] && [ "$n" -gt 0 ] && [ "$n" = "$all" ] &&
	pass "spatch crash: every site says spatch failed, with its words ($n)" ||
	fail "spatch crash: every site says spatch failed, with its words" "exit $st, $n of $all"
grep -q '^  crash/simple_rw.c: 17 converted, 0 manual, validated, compiles on 2.6$' c.err &&
	pass "spatch crash: the other file is still ported" ||
	fail "spatch crash: the other file is still ported"
grep -q 'linux/iobuf.h' c.out/crash/deep.c && ! grep -q 'user_pages' c.out/crash/deep.c &&
	[ "$(grep -c 'zcport: manual port needed: crash' c.out/crash/deep.c)" -gt 0 ] &&
	pass "spatch crash: the file is put back whole (no include swap), markers only" ||
	fail "spatch crash: the file is put back whole (no include swap), markers only"

# -- --in-place on a symlink: the target is ported, the link stays
mkdir -p real lnk
cp "$C/simple_rw/simple_rw.c" real/x.c
ln -s ../real/x.c lnk/x.c
run_zcport 0 l.out l.err -- port --in-place --backup=.orig lnk
st=$ZC_STATUS
[ $st = 0 ] && [ -L lnk/x.c ] && [ "$(readlink lnk/x.c)" = ../real/x.c ] &&
	grep -q user_pages_map real/x.c &&
	pass "--in-place on a symlink: the target is ported, the link kept" ||
	fail "--in-place on a symlink: the target is ported, the link kept" "exit $st: $(ls -l lnk)"
[ -f lnk/x.c.orig ] && [ ! -L lnk/x.c.orig ] && cmp -s lnk/x.c.orig "$C/simple_rw/simple_rw.c" &&
	pass "--in-place --backup on a symlink: the backup is the original" ||
	fail "--in-place --backup on a symlink: the backup is the original"

# -- --output-dir of a tree with symlinked files: the files are there
# (ported where they were), as the walk follows them
mkdir -p lreal lin
cp "$C/simple_rw/simple_rw.c" lreal/x.c
cp "$C/no_kiobuf/no_kiobuf.c" lreal/n.c
ln -s ../lreal/x.c lin/x.c
ln -s ../lreal/n.c lin/n.c
run_zcport 0 lo.out lo.err -- port --output-dir=lo lin
st=$ZC_STATUS
[ $st = 0 ] && [ -f lo/lin/x.c ] && [ ! -L lo/lin/x.c ] && grep -q user_pages_map lo/lin/x.c &&
	cmp -s lo/lin/n.c lreal/n.c && cmp -s lreal/x.c "$C/simple_rw/simple_rw.c" &&
	pass "--output-dir: symlinked files are copied, ported where they were" ||
	fail "--output-dir: symlinked files are copied, ported where they were" "exit $st: $(ls lo/lin 2>&1)"

# -- a port that fails validation: --output-dir holds the original with
# a marker at each site, as the report says (validation), not a bare
# 2.4 file
mkdir -p vf
sed 's|^#include <linux/iobuf.h>|#include <linux/iobuf.h>\n#define mmap_sem mmap_lock|' \
	"$C/simple_rw/simple_rw.c" >vf/clash.c
run_zcport 1 v.stdout v.err -- port --report=v.json --output-dir=v.out vf
st=$ZC_STATUS
n=$(grep -c '"file": "vf/clash.c".*"state": "manual", "reason_code": "validation"' v.json)
[ $st = 1 ] && [ "$n" -gt 0 ] && grep -q 'summary: 0 files validated, 1 failed' v.err &&
	pass "a port that fails validation: sites manual (validation), exit 1" ||
	fail "a port that fails validation: sites manual (validation), exit 1" "exit $st, $n"
m=$(grep -c 'zcport: manual port needed: validation' v.out/vf/clash.c)
# markers removed (one-line, or wrapped in a /* ... */ block), the
# original is left
python3 - v.out/vf/clash.c >v.bare <<'PY'
import re, sys
lines = open(sys.argv[1]).read().split("\n")
out, i = [], 0
while i < len(lines):
    l = lines[i]
    if re.match(r"\s*/\* zcport: manual port needed: .*\*/$", l):
        i += 1
        continue
    if (re.match(r"\s*/\*$", l) and i + 1 < len(lines) and
            re.match(r"\s*\* zcport: manual port needed:", lines[i + 1])):
        i += 1
        while not re.match(r"\s*\*/$", lines[i]):
            i += 1
        i += 1
        continue
    out.append(l)
    i += 1
sys.stdout.write("\n".join(out))
PY
[ "$m" -gt 0 ] && cmp -s v.bare vf/clash.c &&
	pass "a port that fails validation: --output-dir has the original with markers ($m)" ||
	fail "a port that fails validation: --output-dir has the original with markers" "$m markers"

# -- a long "else if" chain (20,000 branches, as generated register
# tables have): libclang recurses once per branch; zcport must parse on a
# deep stack, not die of SIGSEGV
mkdir -p chain
cp "$C/chunked/chunked.c" chain/chain.c
python3 -c "
print('int chain(int x) {')
print('\tif (x == 0)\n\t\treturn 0;')
for i in range(1, 20000):
    print('\telse if (x == %d)\n\t\treturn %d;' % (i, i))
print('\treturn -1;\n}')" >>chain/chain.c
run_zcport 0 chain.out chain.err -- scan --jobs=1 chain
st=$ZC_STATUS
[ $st = 0 ] && grep -q 'call: map_user_kiobuf in' chain.out &&
	pass "a 20,000-branch else-if chain is scanned, not a crash" ||
	fail "a 20,000-branch else-if chain is scanned, not a crash" "exit $st: $(head -2 chain.err)"
