# Robustness (issue 23): what a hostile tree, a full disk and a broken
# toolchain do.  Each case is scripted with its expected outcome and
# checks the exit status and message, that every input's bytes are
# unchanged or correctly ported (the reviewed tests/expected/ ports), and
# that nothing was written outside the tree.
#
#  R1  --output-dir that is the input, or a parent of it: refused (2)
#  R2  --output-dir over directory links (two links to ".", one out of
#      the tree): not followed, the copy ends
#  R3  --format-patch into a directory holding the user's patch, or a
#      patch of zcport's the user edited: refused (2), nothing removed
#  R4  spatch exits 0 after emptying a file, or after dropping a line
#      outside every kiobuf use: refused as a spatch failure, the file
#      not written
#  R5  a planted zcport_user_pages.h symlink (to an outside file naming
#      the guard, or to nothing): never written through, the driver not
#      written (3)
#  R6  a symlinked directory inside the output dir: nothing written
#      through it (3)
#  R7  ENOSPC while writing in place: each driver whole or untouched, a
#      re-run after more space finishes the port (mount namespace)
#  R8  --report naming a device, a FIFO, /dev/stdout-like links: written
#      to, never replaced; /dev/full: exit 3; a link to a file: refused
#  R9  a file edited during the run: not overwritten (3), nor the other
#      files of its driver; also when the edit lands while zcport writes
#      the port's temp files, after its first look (R9b)
#  R10 gcc missing: an error before any work (3), unless --no-check
#  R11 a FIFO, /dev/zero, a 3 GB sparse .c as PATH: refused unread (3)
#  R12 --in-place keeps owner, group and mode; a hard-linked file is
#      refused (3)
#  R13 TMPDIR full with --jobs=2: exit 3 and a message, never a crash
#      (mount namespace); R13b: two compile threads failing at once
#      (ENOSPC on their temp files): one exits, never two at once
#  R14 stdout errors exit 3; SIGKILL mid-port then a re-run: the tree a
#      whole port gives, no temporaries, no child left (at a random
#      moment; at the first write; exactly before a driver's second temp
#      file, and between its renames; while spatch hangs); "-dash.c"; a
#      Makefile's -include outside the tree; a hung spatch costs about
#      --timeout; the patch series' date follows SOURCE_DATE_EPOCH
#  N   newcomers: a PATH with no C file (warning, exit 1), check on a
#      header, README.md named (refused before scanning), scan's
#      per-file summary, patch mails (what each file got, the maintainers'
#      prefix, --signoff)
#  W   --in-place through a symlinked file: its helper header beside
#      the target
#
# Faults that need a broken spatch use tests/robustness/spatch (the real
# spatch, then the fault); R7 and R13 run tests/robustness/enospc.sh in a
# private mount namespace, and are skipped, saying so, where unshare -m
# does not work.  Faults that must land at one exact moment of a run (an
# edit, a SIGKILL, ENOSPC, two threads exiting) use
# tests/robustness/shim.c, built here with gcc and loaded with LD_PRELOAD.
. "$(dirname "$0")/lib/harness.sh"
plan 48
tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
C=$ZC_ROOT/corpus
ZC_REAL_SPATCH=$(command -v spatch)
export ZC_REAL_SPATCH
FAKE=$ZC_ROOT/tests/robustness
# the fault shim (LD_PRELOAD); the checks that use it fail without it
SHIM=$tmp/shim.so
gcc -shared -fPIC -O -o "$SHIM" "$FAKE/shim.c" -ldl 2>shim.err ||
	echo "t-robustness: cannot build tests/robustness/shim.c: $(head -1 shim.err)" >&2
# every run's temporaries go here; it must be empty at the end
export TMPDIR="$tmp/tmpdir"
mkdir -p "$TMPDIR"

# snap DIR: every entry with its type, mode, owner, links, target, bytes
snap() {
	(cd "$1" && find . -printf '%y %m %U:%G %n %p -> %l\n' | sort &&
		find . -type f -exec sha256sum {} + | sort -k2)
}
# the reviewed expected ports (static: tests/expected/DRV.diff applied)
mkdir -p exp/corpus
for d in simple_rw split_tape raw_vec chunked two_decl; do
	cp -R "$C/$d" exp/corpus/
	(cd exp && patch -s -p1 <"$ZC_ROOT/tests/expected/$d.diff") ||
		echo "t-robustness: tests/expected/$d.diff does not apply" >&2
done
# is_port DIR DRV: DIR holds exactly the expected port of DRV
is_port() { diff -r "$1" "exp/corpus/$2" >/dev/null; }
# leftovers DIR: zcport's temporaries in DIR
leftovers() {
	find "$1" \( -name '*.zcport-tmp-*' -o -name '.zcport-journal-*' \) 2>/dev/null
}

# --- R1: an output dir that is the input or holds it ---------------------
mkdir -p r1 && cp -R "$C/simple_rw" r1/
snap r1 >r1.before
run_zcport -C r1 2 r1.out r1.err -- port --no-check --output-dir=. simple_rw
snap r1 >r1.after
grep -q "^zcport: error: port: --output-dir . holds the input simple_rw, which the ported copy would overwrite" r1.err &&
	cmp -s r1.before r1.after &&
	pass "R1 --output-dir a parent of the input: refused (2), the input untouched" ||
	fail "R1 --output-dir a parent of the input: refused (2), the input untouched" "$(head -1 r1.err)"
run_zcport -C r1 2 r1.out r1.err -- port --no-check --output-dir=simple_rw simple_rw
snap r1 >r1.after
grep -q "is the input simple_rw" r1.err && cmp -s r1.before r1.after &&
	pass "R1 --output-dir that is the input: refused (2), the input untouched" ||
	fail "R1 --output-dir that is the input: refused (2), the input untouched" "$(head -1 r1.err)"

# --- R2: directory links in the input ------------------------------------
mkdir -p r2/in/drv r2/outside
cp "$C/simple_rw/simple_rw.c" r2/in/drv/
cp "$C/split_tape/split_tape.c" r2/outside/
ln -s . r2/in/drv/l1
ln -s . r2/in/drv/l2
ln -s ../../outside r2/in/drv/ext
snap r2/in >r2.in.before
snap r2/outside >r2.out.before
# bounded: without the protection this copies until the disk is full
timeout 300 env ZC_ASSERTED=1 "$ZCPORT" port --no-check --output-dir=r2/o r2/in >r2.out 2>r2.err
zcport_ran 0 $? r2.out r2.err
snap r2/in >r2.in.after
[ -f r2/o/r2/in/drv/simple_rw.c ] && [ -z "$(find r2/o -type l)" ] &&
	[ "$(find r2/o -type f | wc -l)" = 2 ] && ! grep -rq st_open r2/o &&
	pass "R2 --output-dir over links to directories: not followed; the ported copy has the 2 files" ||
	fail "R2 --output-dir over links to directories: not followed" "$(find r2/o | head -5 | tr '\n' ' ')"
snap r2/outside >r2.out.after
cmp -s r2.in.before r2.in.after && cmp -s r2.out.before r2.out.after &&
	pass "R2 the input and the tree out of it untouched" ||
	fail "R2 the input and the tree out of it untouched" "$(diff r2.in.before r2.in.after | head -3)"

# --- R3: a patch directory with the user's files -------------------------
mkdir -p r3/pd && cp -R "$C/simple_rw" r3/
echo "my own fix" >r3/pd/0001-my-fix.patch
snap r3 >r3.before
run_zcport -C r3 2 r3.out r3.err -- port --no-check --format-patch=pd simple_rw
snap r3 >r3.after
grep -q "directory pd holds 0001-my-fix.patch, which zcport did not write" r3.err &&
	cmp -s r3.before r3.after &&
	pass "R3 --format-patch into a directory with the user's 0001-my-fix.patch: refused (2), nothing removed" ||
	fail "R3 --format-patch into a directory with the user's patch: refused, nothing removed" "$(head -1 r3.err)"
rm r3/pd/0001-my-fix.patch
run_zcport -C r3 0 r3.out r3.err -- port --no-check --format-patch=pd simple_rw
p=$(ls r3/pd | grep '^0001-')
echo "Reviewed-by: me" >>"r3/pd/$p"
snap r3 >r3.before
run_zcport -C r3 2 r3.out r3.err -- port --no-check --format-patch=pd simple_rw
snap r3 >r3.after
grep -q "holds $p, which zcport did not write (or which changed since)" r3.err && cmp -s r3.before r3.after &&
	pass "R3 a patch of zcport's the user edited: refused (2), kept as edited" ||
	fail "R3 a patch of zcport's the user edited: refused (2), kept as edited" "$(head -1 r3.err)"

# --- R4: spatch exits 0 but its output lost code ---------------------------
for fault in empty dropline; do
	rm -rf r4 && mkdir -p r4 && cp -R "$C/simple_rw" "$C/dual_version" r4/
	snap r4 >r4.before
	PATH="$FAKE:$PATH" ZC_FAKE_SPATCH=$fault run_zcport 1 r4.out r4.err -- \
		port --no-check --in-place --report=r4.json r4
	snap r4 >r4.after
	n=$(grep -c '"file": "r4/simple_rw/simple_rw.c".*"reason_code": "crash", "reason": "spatch failed on this file (its output' r4.json)
	grep -q "^r4/simple_rw/simple_rw.c: warning: not ported: spatch's result was refused (its output" r4.err &&
		cmp -s r4.before r4.after && [ "$n" = 17 ] &&
		pass "R4 spatch exits 0 after a fault ($fault): refused, 17 sites say why, no file written" ||
		fail "R4 spatch exits 0 after a fault ($fault): refused, no file written" "$n sites; $(grep warning r4.err | head -2)"
done

# --- R5: a planted helper header link -------------------------------------
mkdir -p r5/outside r5/drv r5/dang
cp "$C/simple_rw/simple_rw.c" r5/drv/
cp "$C/simple_rw/simple_rw.c" r5/dang/
printf '/* mentions ZCPORT_USER_PAGES_H, nothing else */\n' >r5/outside/victim.h
ln -s ../outside/victim.h r5/drv/zcport_user_pages.h
ln -s ../outside/nowhere.h r5/dang/zcport_user_pages.h
snap r5 >r5.before
run_zcport 3 r5.out r5.err -- port --no-check --in-place r5/drv r5/dang
snap r5 >r5.after
grep -q "^r5/drv/zcport_user_pages.h: error: is a symbolic link, in the way of zcport's helper header" r5.err &&
	grep -q "^r5/dang/zcport_user_pages.h: error: is a symbolic link" r5.err &&
	cmp -s r5.before r5.after && [ ! -e r5/outside/nowhere.h ] &&
	pass "R5 helper header links (to an outside file naming the guard, dangling): not written through, the drivers not written (3)" ||
	fail "R5 helper header links: not written through, the drivers not written" "$(diff r5.before r5.after | head -3)"

# --- R6: a symlinked directory inside the output dir ----------------------
mkdir -p r6/o r6/outside && cp -R "$C/simple_rw" r6/
ln -s ../outside r6/o/simple_rw
run_zcport -C r6 3 r6.out r6.err -- port --no-check --output-dir=o simple_rw
grep -q "o/simple_rw/simple_rw.c: error: not written: o/simple_rw is a symbolic link, and zcport writes only inside o" r6.err &&
	[ -z "$(ls -A r6/outside)" ] && [ -L r6/o/simple_rw ] &&
	pass "R6 a symlinked directory in the output dir: nothing written through it (3)" ||
	fail "R6 a symlinked directory in the output dir: nothing written through it" "$(head -2 r6.err); $(ls r6/outside)"

# --- R7 and R13: in a private mount namespace -----------------------------
if unshare -m true 2>/dev/null; then
	ZC_TOOL_ABS=$ZCPORT unshare -m bash "$FAKE/enospc.sh" "$tmp"
else
	for c in "R7 ENOSPC in place: every driver whole or untouched, for every size" \
		 "R7 ENOSPC in place: no temporaries left" \
		 "R7 ENOSPC in place: a re-run with room finishes the port" \
		 "R13 TMPDIR full, --jobs=2: exit 3 with a message, never a crash" \
		 "R13 TMPDIR full: every driver ported, untouched or only marked"; do
		skip "$c" "unshare -m does not work here: no private mount namespace for a small tmpfs"
	done
fi

# --- R13b: two threads fail at once ---------------------------------------
# every compile's temp file gets ENOSPC, so both compile threads die at
# once; exit() holds the first 2 s, and says so if a second comes in
mkdir -p r13b && cp -R "$C/simple_rw" "$C/split_tape" "$C/raw_vec" r13b/
snap r13b >r13b.before
LD_PRELOAD=$SHIM ZC_SHIM_ENOSPC='zcport-check-*/[0-9]*.c' ZC_SHIM_EXIT_WAIT=2000 \
	run_zcport 3 r13b.out r13b.err -- port --jobs=2 --in-place r13b
snap r13b >r13b.after
[ -f "$SHIM" ] && grep -q "^zcport: error: cannot write to .*/zcport-check-" r13b.err &&
	! grep -q "zcport-shim: two threads" r13b.err && cmp -s r13b.before r13b.after &&
	pass "R13b two compile threads failing at once (ENOSPC): one exit (3), the other waits, nothing written" ||
	fail "R13b two compile threads failing at once: one exit (3), the other waits" "$(grep -m2 'error\|shim' r13b.err | tr '\n' ' ')"

# --- R8: --report naming what is not a regular file -----------------------
mkdir -p r8 && cp -R "$C/simple_rw" r8/
mknod r8/full c 1 7
run_zcport -C r8 3 r8.out r8.err -- port --no-check --report=full simple_rw
[ -c r8/full ] && grep -q "^full: error: cannot write: No space left on device" r8.err &&
	pass "R8 --report=<a /dev/full node>: exit 3, the device kept" ||
	fail "R8 --report=<a /dev/full node>: exit 3, the device kept" "$(ls -l r8/full): $(head -1 r8.err)"
ln -s /proc/self/fd/1 r8/stdout
(cd r8 && ZC_ASSERTED=1 "$ZCPORT" port --no-check --report=stdout simple_rw 2>../r8.err | cat >../r8.piped
 exit "${PIPESTATUS[0]}")
zcport_ran 0 $? r8.piped r8.err
[ -L r8/stdout ] && grep -q '^+++ b/simple_rw/simple_rw.c' r8.piped && grep -q '"files_scanned": 1' r8.piped &&
	pass "R8 --report=<a link to /proc/self/fd/1, a pipe>: the report goes down the pipe, the link kept" ||
	fail "R8 --report=<a link to /proc/self/fd/1, a pipe>: the report goes down the pipe" "$(ls -l r8/stdout)"
mkfifo r8/fifo
# bounded: a run that replaced the FIFO would leave it waiting for ever
timeout 60 cat r8/fifo >r8.fromfifo &
reader=$!
run_zcport -C r8 0 r8.out r8.err -- port --no-check --report=fifo simple_rw
# a run that never opened the FIFO must not leave its reader waiting
kill -0 $reader 2>/dev/null && timeout 5 bash -c ': >r8/fifo'
wait $reader
[ -p r8/fifo ] && grep -q '"files_scanned": 1' r8.fromfifo &&
	pass "R8 --report=<a FIFO>: written to, still a FIFO" ||
	fail "R8 --report=<a FIFO>: written to, still a FIFO" "$(ls -l r8/fifo)"
echo '{}' >r8/real.json
ln -s real.json r8/lnk.json
run_zcport -C r8 3 r8.out r8.err -- port --no-check --in-place --report=lnk.json simple_rw
[ -L r8/lnk.json ] && [ "$(cat r8/real.json)" = '{}' ] &&
	grep -q "^lnk.json: error: cannot write the report here: a symbolic link to a file" r8.err &&
	cmp -s r8/simple_rw/simple_rw.c "$C/simple_rw/simple_rw.c" &&
	pass "R8 --report=<a link to a file>: refused before any work (3)" ||
	fail "R8 --report=<a link to a file>: refused before any work" "$(head -1 r8.err)"

# --- R9: a file edited while zcport runs ----------------------------------
mkdir -p r9 && cp -R "$C/split_tape" r9/
cp r9/split_tape/split_tape.c r9.edited
echo "/* edited while zcport ran */" >>r9.edited
# one job: the fault edits the file once per spatch run
PATH="$FAKE:$PATH" ZC_FAKE_SPATCH=edit ZC_FAKE_EDIT="$tmp/r9/split_tape/split_tape.c" \
	run_zcport 3 r9.out r9.err -- port --no-check --jobs=1 --in-place r9
cmp -s r9/split_tape/split_tape.c r9.edited &&
	cmp -s r9/split_tape/split_tape.h "$C/split_tape/split_tape.h" && [ ! -e r9/split_tape/zcport_user_pages.h ] &&
	grep -q "^r9/split_tape/split_tape.c: error: changed while zcport ran, so its port was not written" r9.err &&
	[ -z "$(leftovers r9)" ] &&
	pass "R9 a file edited during the run: the edit kept, its driver's files not written either (3)" ||
	fail "R9 a file edited during the run: the edit kept, its driver not written" "$(head -2 r9.err)"
# the edit lands after zcport compared the file once, while it writes
# the temp files: the compare just before the rename catches it
mkdir -p r9b && cp -R "$C/split_tape" r9b/
cp r9b/split_tape/split_tape.c r9b.edited
echo "/* edited while zcport wrote its port */" >>r9b.edited
LD_PRELOAD=$SHIM ZC_SHIM_EDIT="$tmp/r9b/split_tape/split_tape.c" ZC_SHIM_EDIT_ON='split_tape.c.zcport-tmp-*' \
	run_zcport 3 r9b.out r9b.err -- port --no-check --in-place r9b
[ -f "$SHIM" ] && cmp -s r9b/split_tape/split_tape.c r9b.edited &&
	cmp -s r9b/split_tape/split_tape_io.c "$C/split_tape/split_tape_io.c" &&
	cmp -s r9b/split_tape/split_tape.h "$C/split_tape/split_tape.h" && [ ! -e r9b/split_tape/zcport_user_pages.h ] &&
	grep -q "^r9b/split_tape/split_tape.c: error: changed while zcport ran, so its port was not written" r9b.err &&
	[ -z "$(leftovers r9b)" ] &&
	pass "R9b a file edited while its port's temp files are written: the edit kept, its driver not written (3)" ||
	fail "R9b a file edited while its port's temp files are written: the edit kept, its driver not written" "$(head -2 r9b.err)"

# --- R10: no compiler -----------------------------------------------------
# a PATH with every program of this machine but gcc
mkdir -p r10/bin && cp -R "$C/simple_rw" r10/
for d in /usr/local/bin /usr/bin /bin; do
	for f in "$d"/*; do
		[ -e "r10/bin/${f##*/}" ] || ln -s "$f" "r10/bin/${f##*/}" 2>/dev/null
	done
done
rm -f r10/bin/gcc
PATH="$tmp/r10/bin" run_zcport -C r10 3 r10.out r10.err -- port --in-place simple_rw
grep -q "^zcport: error: cannot run gcc, which validates every port; install it (apt-get install gcc), or pass --no-check" r10.err &&
	cmp -s r10/simple_rw/simple_rw.c "$C/simple_rw/simple_rw.c" &&
	pass "R10 gcc missing: an error before any work (3)" ||
	fail "R10 gcc missing: an error before any work" "$(head -2 r10.err)"
PATH="$tmp/r10/bin" run_zcport -C r10 0 r10.out r10.err -- port --no-check --in-place simple_rw
is_port r10/simple_rw simple_rw &&
	pass "R10 gcc missing, --no-check: ported as asked" ||
	fail "R10 gcc missing, --no-check: ported as asked" "$(head -2 r10.err)"

# --- R11: input that is not a file ----------------------------------------
mkdir -p r11 && mkfifo r11/fifo.c && truncate -s 3G r11/sparse.c
cp "$C/simple_rw/simple_rw.c" r11/good.c
timeout 120 env ZC_ASSERTED=1 "$ZCPORT" scan r11/fifo.c /dev/zero r11/sparse.c r11/good.c >r11.out 2>r11.err
zcport_ran 3 $? r11.out r11.err
grep -q "^r11/fifo.c: error: not read: it is a FIFO, not a file" r11.err &&
	grep -q "^/dev/zero: error: not read: it is a device, not a file" r11.err &&
	grep -q "^r11/sparse.c: error: not read: 3221225472 bytes, over the 64 MiB zcport reads of one file" r11.err &&
	grep -q "^summary: r11/good.c: 17 sites" r11.out &&
	pass "R11 a FIFO, /dev/zero, a 3 GB sparse file: refused unread (3), the rest scanned" ||
	fail "R11 a FIFO, /dev/zero, a 3 GB sparse file: refused unread" "$(head -3 r11.err)"

# --- R12: owner, mode, hard links -----------------------------------------
mkdir -p r12/own/simple_rw r12/hl
cp "$C/simple_rw/simple_rw.c" r12/own/simple_rw/
if [ "$(id -u)" = 0 ]; then
	chown 65534:65534 r12/own/simple_rw/simple_rw.c
	chmod 0640 r12/own/simple_rw/simple_rw.c
	run_zcport 0 r12.out r12.err -- port --no-check --in-place r12/own
	[ "$(stat -c '%u:%g %a' r12/own/simple_rw/simple_rw.c)" = "65534:65534 640" ] &&
		cmp -s r12/own/simple_rw/simple_rw.c exp/corpus/simple_rw/simple_rw.c &&
		pass "R12 --in-place keeps the owner (nobody), group and mode 0640" ||
		fail "R12 --in-place keeps the owner, group and mode" "$(stat -c '%u:%g %a' r12/own/simple_rw/simple_rw.c)"
else
	skip "R12 --in-place keeps the owner (nobody), group and mode 0640" "only root can give a file to another user"
fi
cp "$C/simple_rw/simple_rw.c" r12/hl/
ln r12/hl/simple_rw.c r12/other-name.c
snap r12 >r12.before
run_zcport 3 r12.out r12.err -- port --no-check --in-place r12/hl
snap r12 >r12.after
grep -q "^r12/hl/simple_rw.c: error: cannot be rewritten in place: the file has more than one hard link" r12.err &&
	cmp -s r12.before r12.after &&
	pass "R12 a hard-linked file: refused before any work (3), both names untouched" ||
	fail "R12 a hard-linked file: refused before any work" "$(head -1 r12.err)"

# --- R14: the lower ones --------------------------------------------------
mkdir -p r14 && cp -R "$C/simple_rw" r14/
(cd r14 && ZC_ASSERTED=1 "$ZCPORT" scan simple_rw >/dev/full 2>../r14.err)
zcport_ran 3 $? r14.err r14.err
grep -q "^zcport: error: cannot write the output: No space left on device" r14.err &&
	pass "R14 scan >/dev/full: exit 3, saying so" ||
	fail "R14 scan >/dev/full: exit 3, saying so" "$(head -1 r14.err)"

# SIGKILL mid-port, then a plain re-run: a sample of
# scripts/sigkill-battery (one kill at a random moment, one as the first
# file is written)
mkdir -p r14k
for how in random write; do
	rm -rf r14k/t && mkdir -p r14k/t "r14k/tmp"
	cp -R "$C/simple_rw" "$C/split_tape" "$C/raw_vec" r14k/t/
	(TMPDIR="$tmp/r14k/tmp" ZC_ASSERTED=1 exec "$ZCPORT" port --no-check --in-place r14k/t >r14k/out 2>r14k/err) &
	pid=$!
	if [ $how = random ]; then
		sleep "0.$((RANDOM % 9 + 1))"
	else
		while kill -0 $pid 2>/dev/null && [ -z "$(leftovers r14k/t)" ]; do
			sleep 0.005
		done
	fi
	kids=$(pgrep -P $pid)
	kill -KILL $pid 2>/dev/null
	wait $pid
	st=$?
	alive=
	for w in $(seq 1 20); do
		alive=
		for k in $kids; do
			s=$(awk '{ sub(/.*\) /, ""); print $1 }' "/proc/$k/stat" 2>/dev/null)
			[ -n "$s" ] && [ "$s" != Z ] && alive="$alive $k"
		done
		[ -z "$alive" ] && break
		sleep 0.1
	done
	# a run that ended before the kill is fine: the re-run then
	# changes nothing
	[ $st = 137 ] || zcport_ran 0 $st r14k/out r14k/err
	TMPDIR="$tmp/r14k/tmp" run_zcport 0 r14k/out r14k/err -- port --no-check --in-place r14k/t
	is_port r14k/t/simple_rw simple_rw && is_port r14k/t/split_tape split_tape &&
		is_port r14k/t/raw_vec raw_vec && [ -z "$(leftovers r14k/t)" ] &&
		[ -z "$(ls -A r14k/tmp)" ] && [ -z "$alive" ] &&
		pass "R14 SIGKILL ($how) then a plain re-run: the whole port, no temporaries, no child left" ||
		fail "R14 SIGKILL ($how) then a plain re-run: the whole port, no temporaries, no child left" \
			"exit $st; $(diff -r r14k/t exp/corpus 2>&1 | head -2); $(leftovers r14k/t; ls -A r14k/tmp) alive:$alive"
done

# SIGKILL at an exact step of a driver's transaction (the shim): before
# its second temp file (a journal not committed: undone), and between
# its renames (committed: finished); then a plain re-run
for at in "create 2 [!.]*.zcport-tmp-*" "rename 2 [!.]*.zcport-tmp-*"; do
	rm -rf r14s && mkdir -p r14s/t r14s/tmp && cp -R "$C/split_tape" r14s/t/
	(LD_PRELOAD=$SHIM ZC_SHIM_KILL=$at TMPDIR="$tmp/r14s/tmp" ZC_ASSERTED=1 \
		exec "$ZCPORT" port --no-check --in-place r14s/t >r14s.out 2>r14s.err)
	st=$?
	left=$(leftovers r14s/t | wc -l)
	TMPDIR="$tmp/r14s/tmp" run_zcport 0 r14s.out r14s.err -- port --no-check --in-place r14s/t
	case $at in
	create*) note="removed the temp files of an interrupted port --in-place" what="before a driver's second temp file" ;;
	*) note="finished the writes of an interrupted port --in-place" what="between a driver's renames" ;;
	esac
	[ $st = 137 ] && [ "$left" -gt 0 ] && grep -q "^r14s/t/split_tape: note: $note" r14s.err &&
		is_port r14s/t/split_tape split_tape && [ -z "$(leftovers r14s/t)" ] && [ -z "$(ls -A r14s/tmp)" ] &&
		pass "R14 SIGKILL $what, then a plain re-run: the whole port, no temporaries" ||
		fail "R14 SIGKILL $what, then a plain re-run: the whole port, no temporaries" \
			"exit $st, $left left; $(grep -m1 note r14s.err); $(diff -r r14s/t/split_tape exp/corpus/split_tape 2>&1 | head -2); $(leftovers r14s/t; ls -A r14s/tmp)"
done

# SIGKILL while spatch hangs: the spatch dies with zcport
mkdir -p r14p/tmp && cp -R "$C/simple_rw" r14p/
(PATH="$FAKE:$PATH" ZC_FAKE_SPATCH=hang TMPDIR="$tmp/r14p/tmp" ZC_ASSERTED=1 \
	exec "$ZCPORT" port --no-check --in-place r14p/simple_rw >r14p.out 2>r14p.err) &
pid=$!
kid=
for w in $(seq 1 600); do
	for k in $(pgrep -P $pid); do
		[ "$(cat "/proc/$k/comm" 2>/dev/null)" = sleep ] && kid=$k
	done
	[ -n "$kid" ] || ! kill -0 $pid 2>/dev/null && break
	sleep 0.1
done
kill -KILL $pid 2>/dev/null
wait $pid
st=$?
alive=$kid
for w in $(seq 1 20); do
	s=$(awk '{ sub(/.*\) /, ""); print $1 }' "/proc/$kid/stat" 2>/dev/null)
	[ -z "$kid" ] || [ -z "$s" ] || [ "$s" = Z ] && { alive=; break; }
	sleep 0.1
done
# never left running, whatever the check says
[ -n "$alive" ] && kill -KILL "$alive" 2>/dev/null
TMPDIR="$tmp/r14p/tmp" run_zcport 0 r14p.out r14p.err -- port --no-check --in-place r14p/simple_rw
[ $st = 137 ] && [ -n "$kid" ] && [ -z "$alive" ] && is_port r14p/simple_rw simple_rw &&
	[ -z "$(ls -A r14p/tmp)" ] && [ -z "$(leftovers r14p)" ] &&
	pass "R14 SIGKILL while spatch hangs: the spatch dies with zcport; a re-run ports, no temporaries" ||
	fail "R14 SIGKILL while spatch hangs: the spatch dies with zcport" \
		"exit $st, spatch ${kid:-never seen}${alive:+ still alive}; $(ls -A r14p/tmp | head -2)"

cp "$C/simple_rw/simple_rw.c" r14/-dash.c
run_zcport -C r14 0 r14.out r14.err -- scan -- -dash.c
grep -q '^summary: ./-dash.c: 17 sites$' r14.out && ! grep -q libclang r14.err &&
	pass "R14 a file named -dash.c: read as a file, every site (17)" ||
	fail "R14 a file named -dash.c: read as a file, every site" "$(grep summary r14.out | head -2); $(head -1 r14.err)"
run_zcport -C r14 0 r14.out r14.err -- port --no-check --in-place -- -dash.c
cmp -s r14/-dash.c exp/corpus/simple_rw/simple_rw.c &&
	pass "R14 a file named -dash.c: ported in place" ||
	fail "R14 a file named -dash.c: ported in place" "$(head -2 r14.err)"

mkdir -p r14/mk
cp "$C/simple_rw/simple_rw.c" r14/mk/
printf 'secret-zc-line: 1234\n' >r14.secret
printf 'EXTRA_CFLAGS += -include %s/r14.secret\n' "$tmp" >r14/mk/Makefile
run_zcport 1 r14.out r14.err -- check r14/mk
grep -q "^r14/mk/Makefile:1:1: warning: outside the tree being ported and the kernel tree, left out of the compiler flags: $tmp/r14.secret" r14.err &&
	! grep -q secret-zc-line r14.out r14.err &&
	pass "R14 a Makefile's -include of a file outside the tree: left out, its text never shown" ||
	fail "R14 a Makefile's -include outside the tree: left out" "$(head -2 r14.err)"

# a spatch that hangs (and ignores its own --timeout): each file costs
# about --timeout; the run ends, the files' sites say so
mkdir -p r14h && cp -R "$C/simple_rw" "$C/two_decl" r14h/
start=$(date +%s%N)
PATH="$FAKE:$PATH" ZC_FAKE_SPATCH=hang run_zcport 1 r14h.out r14h.err -- \
	port --no-check --jobs=2 --timeout=2 --report=r14h.json r14h
el=$(( ($(date +%s%N) - start) / 1000000 ))
n=$(grep -c '"reason_code": "timeout"' r14h.json)
all=$(grep -c '"line": ' r14h.json)
echo "  (a hung spatch, 2 files, --jobs=2 --timeout=2: $el ms)"
[ "$n" -gt 0 ] && [ "$n" = "$all" ] && ! pgrep -f 'sleep 3600' >/dev/null &&
	cmp -s r14h/simple_rw/simple_rw.c "$C/simple_rw/simple_rw.c" &&
	pass "R14 a hung spatch and --timeout=2: every site timeout ($n), the spatch killed, the files untouched" ||
	fail "R14 a hung spatch and --timeout=2: every site timeout, the spatch killed" "$n of $all"

# --- newcomers --------------------------------------------------------------
mkdir -p n/empty n/drv && cp -R "$C/split_tape" n/drv/
echo '# hi: map_user_kiobuf' >n/README.md
run_zcport -C n 1 n.out n.err -- scan empty
grep -q '^empty: warning: no C files (\*.c, \*.h) here$' n.err &&
	pass "N a PATH with no C file: scan warns, exit 1" || fail "N a PATH with no C file: scan warns, exit 1"
run_zcport -C n 1 n.out n.err -- check empty
grep -q '^empty: warning: no C files' n.err &&
	pass "N a PATH with no C file: check warns, exit 1" || fail "N a PATH with no C file: check warns, exit 1"
run_zcport -C n 3 n.out n.err -- scan README.md
grep -q '^README.md: error: not a C file (\*.c, \*.h); zcport reads C sources only$' n.err &&
	! grep -q 'README.md:[0-9]' n.out &&
	pass "N README.md named: refused before scanning (3), no sites" ||
	fail "N README.md named: refused before scanning" "$(head -2 n.out)"
run_zcport -C n 1 n.out n.err -- check drv/split_tape/split_tape.h
grep -q '^drv/split_tape/split_tape.h: note: checked through the 2 .c files of its directory that include it$' n.err &&
	grep -q '^drv/split_tape/split_tape.c: ' n.out && grep -q '^drv/split_tape/split_tape_io.c: ' n.out &&
	pass "N check of a header: checked through the .c files that include it" ||
	fail "N check of a header: checked through its includers" "$(head -2 n.err)"
printf '#define X 1\n' >n/drv/split_tape/lonely.h
run_zcport -C n 3 n.out n.err -- check drv/split_tape/lonely.h
grep -q '^drv/split_tape/lonely.h: error: not checked: a header is compiled through the .c files that include it, and no .c file beside it does' n.err &&
	pass "N check of a header no file includes: refused with the reason (3)" ||
	fail "N check of a header no file includes: refused with the reason" "$(head -1 n.err)"
run_zcport -C n 0 n.out n.err -- scan drv
grep -q '^summary: drv/split_tape/split_tape.c: 3 sites$' n.out && grep -q '^summary: drv/split_tape/split_tape_io.c: 7 sites$' n.out &&
	pass "N scan: a summary line per file" || fail "N scan: a summary line per file"

mkdir -p n/k/drivers/mtd/devices n/k/drivers/char
cp "$C/flash_block/flash_block.c" n/k/drivers/mtd/devices/blkmtd.c
cp "$C/simple_rw/simple_rw.c" n/k/drivers/char/raw.c
SOURCE_DATE_EPOCH=0 ZCPORT_AUTHOR="A U Thor <author@example.org>" \
	run_zcport -C n/k 0 n.out n.err -- port --no-check --signoff --format-patch=../pd drivers
blk=$(ls n/pd/*blkmtd* 2>/dev/null)
raw=$(ls n/pd/*raw* 2>/dev/null)
grep -q '^Subject: \[PATCH 2/2\] mtd: blkmtd: convert kiobuf user-page mapping to get_user_pages()$' "$blk" &&
	grep -q '^Subject: \[PATCH 1/2\] raw: convert' "$raw" &&
	pass "N patch mails: the subject prefix as maintainers write it (mtd: blkmtd:, raw:)" ||
	fail "N patch mails: the subject prefix as maintainers write it" "$(grep -h ^Subject n/pd/* | head -3)"
# what each got: the file's entry, its wrapped lines joined
got() { sed -n "/^  $2: /,/^\$/p" "$1" | tr -s ' \n' '  '; }
got "$blk" blkmtd.c | grep -q '^ blkmtd.c: a page vector: struct kiobuf becomes struct page_vec.*; block I/O through bios' &&
	got "$raw" raw.c | grep -q '^ raw.c: user pages: struct kiobuf becomes struct user_pages' &&
	! got "$raw" raw.c | grep -q 'page_vec\|bios' &&
	pass "N patch mails: each file's entry says what it got (a page vector and bios; user pages)" ||
	fail "N patch mails: each file's entry says what it got" "$(grep -h '^  [a-z]*\.c:' n/pd/* | head -3)"
[ "$(grep -c '^Signed-off-by: A U Thor <author@example.org>$' "$blk" "$raw" | grep -c ':1$')" = 2 ] &&
	[ "$(grep -h '^Date: ' n/pd/*.patch | sort -u)" = "Date: Thu, 01 Jan 1970 00:00:00 +0000" ] &&
	pass "N patch mails: --signoff, and the date from SOURCE_DATE_EPOCH" ||
	fail "N patch mails: --signoff, and the date from SOURCE_DATE_EPOCH" "$(grep -h '^Date\|^Signed' n/pd/* | sort -u | head -3)"

# --- W: --in-place through a symlinked file --------------------------------
mkdir -p w/real w/lnk
cp "$C/simple_rw/simple_rw.c" w/real/
ln -s ../real/simple_rw.c w/lnk/simple_rw.c
run_zcport 0 w.out w.err -- port --no-check --in-place w/lnk
[ -L w/lnk/simple_rw.c ] && [ ! -e w/lnk/zcport_user_pages.h ] &&
	cmp -s w/real/simple_rw.c exp/corpus/simple_rw/simple_rw.c &&
	cmp -s w/real/zcport_user_pages.h exp/corpus/simple_rw/zcport_user_pages.h &&
	pass "W --in-place on a symlinked file: the target ported, its helper header beside it, the link kept" ||
	fail "W --in-place on a symlinked file: the helper header beside the target" "$(ls w/real w/lnk | tr '\n' ' ')"

# --- and through it all ------------------------------------------------------
[ -z "$(ls -A "$TMPDIR")" ] && [ -z "$(leftovers "$tmp")" ] &&
	pass "no zcport temporaries left in TMPDIR or any tree of this suite" ||
	fail "no zcport temporaries left in TMPDIR or any tree of this suite" "$(ls -A "$TMPDIR" | head -3)"
