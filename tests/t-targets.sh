# Targets are checked before any work: an unusable --report, --output-dir,
# --format-patch or --in-place target, and an empty option value, stop
# the run before a file is read or written.
. "$(dirname "$0")/lib/harness.sh"
plan 26
tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1

mkdir -p src
cp "$ZC_ROOT/corpus/simple_rw/simple_rw.c" "$ZC_ROOT/corpus/chunked/chunked.c" src/
cp -R src orig

# the control: this tree ports, so a refusal below is the target's doing
run_zcport 0 d.diff err -- port src
st=$ZC_STATUS
[ $st = 0 ] && grep -q '^+++ b/src/simple_rw.c$' d.diff &&
	pass "targets: the tree used below ports (exit 0, a diff)" ||
	fail "targets: the tree used below ports (exit 0, a diff)" "exit $st"

# expect NAME WANT-EXIT STDERR-REGEX ARGS...: zcport ARGS: the exit, the
# message, and that nothing was written (no stdout, the sources unchanged)
expect() {
	local name=$1 want=$2 re=$3
	shift 3
	run_zcport "$want" out err -- "$@"
	local st=$ZC_STATUS
	if [ $st != "$want" ]; then
		fail "$name" "exit $st, want $want: $(head -2 err)"
	elif ! grep -Eq -- "$re" err; then
		fail "$name" "stderr lacks /$re/: $(head -2 err)"
	elif [ -s out ] || ! diff -r src orig >/dev/null; then
		fail "$name" "something was written"
	else
		pass "$name"
	fi
}

for opt in --report --output-dir --format-patch --jobs --timeout --backup \
	   --kernel-dir --format; do
	expect "port $opt=: usage error before any work" 2 \
		"^zcport: error: option '$opt' needs a value, not an empty one$" \
		port --in-place "$opt=" src
done
expect "scan --format=: usage error" 2 "option '--format' needs a value" \
	scan --format= src
expect "check --headers=: usage error" 2 "option '--headers' needs a value" \
	check --headers= src
expect "port --timeout=5x: usage error" 2 "--timeout needs a number of seconds from 1 to 86400, not '5x'" \
	port --timeout=5x src

# --report that cannot be written: refused before --in-place rewrites
expect "port --in-place --report=<unwritable>: refused, files untouched" 3 \
	"^/proc/zcport-r.json: error: cannot write the report here: " \
	port --in-place --report=/proc/zcport-r.json src
expect "port --in-place --report=<a directory>: refused, files untouched" 3 \
	"^src: error: cannot write the report here: Is a directory$" \
	port --in-place --report=src src
expect "port --in-place --report=<no such dir>/r.json: refused" 3 \
	"^nodir/r.json: error: cannot write the report here: No such file or directory$" \
	port --in-place --report=nodir/r.json src

# --output-dir
expect "port --output-dir=<unwritable>: refused" 3 \
	"^/proc/zcport-out: error: cannot create directory" \
	port --output-dir=/proc/zcport-out src
run_zcport -C src 2 out err -- port --output-dir=new/deeper .
st=$ZC_STATUS
[ $st = 2 ] && grep -q "is inside the input" err && [ ! -e src/new ] &&
	diff -r src orig >/dev/null &&
	pass "port --output-dir inside the input: refused, no empty directory left" ||
	fail "port --output-dir inside the input: refused, no empty directory left" \
		"exit $st, $(ls src)"
ln -s src srclink
run_zcport 2 out err -- port --output-dir=srclink/o src
st=$ZC_STATUS
[ $st = 2 ] && grep -q "is inside the input" err && [ ! -e src/o ] &&
	pass "port --output-dir inside the input through a symlink: refused, nothing left" ||
	fail "port --output-dir inside the input through a symlink: refused, nothing left" "exit $st"
touch afile
expect "port --output-dir=<a file>: refused" 3 "^afile: error: cannot write the ported tree here: Not a directory$" \
	port --output-dir=afile src

# --format-patch: a directory of other files is refused; an old series
# of zcport's is replaced whole
mkdir -p pd
echo "my notes" >pd/notes.txt
expect "port --format-patch=<dir with other files>: refused" 2 \
	"--format-patch directory pd holds notes.txt, which zcport did not write" \
	port --format-patch=pd src
grep -q "holds notes.txt" err && [ "$(ls pd)" = notes.txt ] &&
	pass "port --format-patch refused: the directory is untouched" ||
	fail "port --format-patch refused: the directory is untouched" "$(ls pd)"
rm pd/notes.txt
# an older series of two drivers, then one of one: the old second patch
# goes (its manifest, pd/.zcport-series, says zcport wrote it)
mkdir -p two/a two/b
cp src/simple_rw.c two/a/ && cp src/chunked.c two/b/
run_zcport 0 out err -- port --format-patch=pd two
n1=$(ls pd | wc -l)
run_zcport 0 out err -- port --format-patch=pd src
st=$ZC_STATUS
[ $st = 0 ] && [ "$n1" = 3 ] && [ -s pd/0000-cover-letter.patch ] &&
	[ -s pd/0001-src-convert-kiobuf-user-page-mapping-to-get_user_pag.patch ] &&
	[ "$(ls pd | wc -l)" = 2 ] &&
	pass "port --format-patch into an old series of its own: replaced whole" ||
	fail "port --format-patch into an old series of its own: replaced whole" "exit $st, $n1 then: $(ls pd)"
expect "port --format-patch=<unwritable>: refused" 3 "^/proc/zcport-pd: error: cannot create directory" \
	port --format-patch=/proc/zcport-pd src
expect "port: --in-place and --format-patch exclude each other" 2 \
	"--in-place, --output-dir and --format-patch exclude each other" \
	port --in-place --format-patch=pd2 src

# --in-place into a directory the user cannot write: as an unprivileged
# user (root writes everything; setpriv drops to nobody)
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
	as_user() { setpriv --reuid=65534 --regid=65534 --clear-groups env TMPDIR="$tmp/ut" "$@"; }
	mkdir -p ut && chmod 777 ut && chmod 755 "$tmp"
	chmod 755 src && chmod 644 src/*
elif [ "$(id -u)" != 0 ]; then
	as_user() { env TMPDIR="$tmp/ut" "$@"; }
	mkdir -p ut && chmod 555 src
else
	as_user=
fi
# nobody cannot reach a tool/zcport below a private directory (a clone
# in mktemp -d's mode-700 dir): what this machine allows, not zcport
reach=1
type as_user >/dev/null 2>&1 && ! as_user test -x "$ZCPORT" && reach=0
if [ $reach = 0 ]; then
	skip_static "port --in-place in a read-only directory" "user nobody cannot reach $ZCPORT (a directory above it is private)"
	skip_static "port --in-place with an unwritable report, as a user" "user nobody cannot reach $ZCPORT (a directory above it is private)"
elif type as_user >/dev/null 2>&1; then
	# as another user: asserted by zcport_ran
	as_user env ZC_ASSERTED=1 ZC_WANT=3 "$ZCPORT" port --in-place --report="$tmp/ut/r.json" src >out 2>err
	st=$?
	zcport_ran 3 $st out err
	[ $st = 3 ] && [ "$(grep -c "^src/[a-z_]*.c: error: cannot create temp file in src for --in-place: Permission denied$" err)" = 1 ] &&
		diff -r src orig >/dev/null && [ ! -e ut/r.json ] &&
		pass "port --in-place in a read-only directory: refused before any work" ||
		fail "port --in-place in a read-only directory: refused before any work" "exit $st: $(head -2 err)"
	mkdir -p ut/w && cp src/simple_rw.c ut/w/ && chmod 777 ut/w && chmod 666 ut/w/simple_rw.c
	as_user env ZC_ASSERTED=1 ZC_WANT=3 "$ZCPORT" port --in-place --report=/proc/zcport-r.json ut/w >out 2>err
	st=$?
	zcport_ran 3 $st out err
	[ $st = 3 ] && grep -q '^/proc/zcport-r.json: error: cannot write the report here' err &&
		cmp -s ut/w/simple_rw.c orig/simple_rw.c &&
		pass "port --in-place with an unwritable report, as a user: nothing rewritten" ||
		fail "port --in-place with an unwritable report, as a user: nothing rewritten" "exit $st"
else
	skip "port --in-place in a read-only directory" "no setpriv to drop root"
	skip "port --in-place with an unwritable report, as a user" "no setpriv to drop root"
fi
