# The command line has one source, tool/cmd/options.c's table: every
# command's --help names each of its options with a meaning and a
# default, zcport --help all of them, zcport --man is a man page that
# renders without a warning (and is what make wrote to zcport.1), the
# README's synopsis is zcport --synopsis.  --version names zcport's
# version and the spatch and libclang found; port and check refuse an
# untested spatch, and scan, port and check an untested libclang, before
# any work, having run "spatch --version" once at most.
#
# The refusals are zcport's own code, so what they read is faked: a
# spatch on PATH that answers --version with another version and logs
# anything else it is asked (nothing else may be asked), and a shared
# object preloaded to answer clang_getClangVersion() alone.  The real
# spatch does the work in "once per run" below, behind a wrapper that
# only counts its runs.
# run-all: quick
. "$(dirname "$0")/lib/harness.sh"
plan 30
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1
mkdir -p "$tmp/src" "$tmp/bin"
cp corpus/simple_rw/simple_rw.c "$tmp/src/"
cp -R "$tmp/src" "$tmp/orig"

# --- --help: every option, its meaning and its default -------------------
# what each command took before the table (the hand-written parsers'):
# the table must still offer every one of them
declare -A want=(
	[scan]="--format --jobs --tree -I"
	[port]="--in-place --backup --output-dir --report --jobs --timeout --no-check --target --kernel-dir --show-flags --drop-legacy-branches --format-patch --signoff --format --tree -I"
	[check]="--baseline --headers --kernel-dir --target --show-flags --format --jobs --tree -I"
	[rules]="--check"
)
# entries HELP: "OPTION<TAB>has-text<TAB>has-default" per option entry
# (an entry: its spelling from column 3, its text from column 29, and a
# "default: " line)
entries() {
	awk '/^options/ { on = 1; next } /^[a-z]/ { on = 0 }
		function text(l) { return substr(l, 29) ~ /^[^ ]/ }
		on && /^  -/ { if (o != "") print o "\t" t "\t" d
			o = $1; sub(/,$/, "", o); sub(/=.*/, "", o)
			if ($1 == "-h,") o = "--help"
			t = text($0); d = 0; next }
		on && text($0) && substr($0, 29) ~ /^default: ./ { d = 1; next }
		on && text($0) { t = 1 }
		END { if (o != "") print o "\t" t "\t" d }' "$1"
}
for c in scan port check rules; do
	run_zcport 0 "$tmp/$c.help" -- "$c" --help
	entries "$tmp/$c.help" >"$tmp/$c.entries"
	bad=""
	for o in ${want[$c]}; do
		grep -q "^$o	1	1$" "$tmp/$c.entries" || bad="$bad $o"
	done
	# and the synopsis names no option the list does not explain
	for o in $(sed -n '1,/^$/p' "$tmp/$c.help" | grep -o '\[-[-a-zA-Z]*' | tr -d '['); do
		grep -q "^$o	" "$tmp/$c.entries" || bad="$bad $o(synopsis)"
	done
	[ -z "$bad" ] && grep -q "^usage: zcport $c " "$tmp/$c.help" &&
		grep -q '^exit status: 0' "$tmp/$c.help" &&
		pass "$c --help: every option with its meaning and default" ||
		fail "$c --help: every option with its meaning and default" "missing or bare:$bad"
done
run_zcport 0 "$tmp/main.help" -- --help
bad=""
for c in scan port check rules; do
	grep -q "^  zcport $c " "$tmp/main.help" || grep -q "^  zcport $c$" "$tmp/main.help" ||
		bad="$bad synopsis:$c"
	for o in ${want[$c]}; do
		grep -q "^  $o[= ]" "$tmp/main.help" || grep -q "^  $o$" "$tmp/main.help" ||
			bad="$bad $o"
	done
done
[ -z "$bad" ] && grep -q '^  --version ' "$tmp/main.help" &&
	grep -q '^  --timeout=SECONDS  *(port) ' "$tmp/main.help" &&
	pass "zcport --help: every command and every option, with who takes it" ||
	fail "zcport --help: every command and every option, with who takes it" "missing:$bad"
run_zcport 0 "$tmp/help.port" -- help port
cmp -s "$tmp/help.port" "$tmp/port.help" &&
	pass "zcport help port is zcport port --help" ||
	fail "zcport help port is zcport port --help"
# the defaults the help states are the ones the parser applies
run_zcport 2 "$tmp/o" "$tmp/e" -- port --timeout=0 "$tmp/src"
sed -n '/^  --timeout=SECONDS/,/ default: /p' "$tmp/port.help" | tail -1 |
	grep -q '^ *default: 60$' &&
	grep -q "^zcport: error: --timeout needs a number of seconds from 1 to 86400, not '0'$" "$tmp/e" &&
	pass "--timeout: the help's default and the parser's range" ||
	fail "--timeout: the help's default and the parser's range" "$(head -1 "$tmp/e")"

# --- parsing: what the table says, checked where it could go wrong -------
# expect NAME WANT-EXIT STDERR-REGEX ARGS...
expect() {
	local name=$1 st=$2 re=$3
	shift 3
	run_zcport "$st" "$tmp/o" "$tmp/e" -- "$@"
	[ "$ZC_STATUS" = "$st" ] && grep -Eq -- "$re" "$tmp/e" && [ ! -s "$tmp/o" ] &&
		diff -r "$tmp/src" "$tmp/orig" >/dev/null &&
		pass "$name" || fail "$name" "exit $ZC_STATUS: $(head -1 "$tmp/e")"
}
expect "an option of another command is refused, naming whose" 2 \
	"^zcport: error: scan: unknown option '--timeout=5' \(an option of port\)$" \
	scan --timeout=5 "$tmp/src"
expect "a flag given a value is refused" 2 \
	"^zcport: error: port: option '--in-place' takes no value$" \
	port --in-place=yes "$tmp/src"
expect "options that exclude each other, from the table's group" 2 \
	"^zcport: error: port: --in-place, --output-dir and --format-patch exclude each other$" \
	port --output-dir="$tmp/x" --format-patch="$tmp/y" "$tmp/src"
expect "--signoff goes with --format-patch" 2 \
	"^zcport: error: port: --signoff goes with --format-patch$" \
	port --signoff "$tmp/src"
expect "a choice lists its values" 2 \
	"^zcport: error: check: --format must be text or json, not 'xml'$" \
	check --format=xml "$tmp/src"
expect "rules takes no PATH" 2 "^zcport: error: rules: unknown argument 'x'$" \
	rules x
# -- ends the options for check too: "-dash.c" is a file, not an option
cp corpus/simple_rw/simple_rw.c "$tmp/-dash.c"
run_zcport -C "$tmp" 0 "$tmp/o" "$tmp/e" -- check --show-flags -- -dash.c
grep -Eq '^(\./)?-dash\.c: gcc .* (\./)?-dash\.c$' "$tmp/o" &&
	pass "check -- FILE: a name that begins with - after --" ||
	fail "check -- FILE: a name that begins with - after --" "$(head -2 "$tmp/e")"
rm -f "$tmp/-dash.c"

# --- --version ------------------------------------------------------------
run_zcport 0 "$tmp/v" -- --version
real=$(spatch --version | sed -n 's/^spatch version \([^ ]*\).*/\1/p')
grep -Eq '^zcport [0-9]+\.[0-9]+\.[0-9]+$' "$tmp/v" &&
	grep -qx "spatch $real (tested)" "$tmp/v" &&
	grep -Eq '^libclang 14\.[0-9.]+, ".*clang version 14\.[^"]*" \(tested\)$' "$tmp/v" &&
	pass "--version: zcport's, and the spatch ($real) and libclang found" ||
	fail "--version: zcport's, and the spatch and libclang found" "$(cat "$tmp/v")"
grep -q "\"zcport $(sed -n 's/^zcport //p' "$tmp/v")\"" zcport.1 2>/dev/null &&
	pass "the man page carries the version --version prints" ||
	fail "the man page carries the version --version prints" "zcport.1: $(grep '^\.TH' zcport.1 2>&1)"

# --- the start-up check: an untested spatch ------------------------------
cat >"$tmp/bin/spatch" <<'EOF'
#!/bin/sh
# answers --version as Coccinelle 1.2 would; logs anything else asked
if [ "$1" = --version ]; then
	echo "spatch version 1.2 compiled with OCaml version 4.14.1"
	echo "--version" >>"$ZC_FAKE_LOG"
	exit 0
fi
echo "run: $*" >>"$ZC_FAKE_LOG"
exit 1
EOF
chmod +x "$tmp/bin/spatch"
for c in port check; do
	: >"$tmp/fake.log"
	ZC_FAKE_LOG="$tmp/fake.log" PATH="$tmp/bin:$PATH" run_zcport 3 "$tmp/o" "$tmp/e" -- "$c" "$tmp/src"
	grep -q "^zcport: error: spatch 1.2 is not a version zcport's rules were tested with (1.1.1): it may port differently; install Coccinelle 1.1.1" "$tmp/e" &&
		[ "$(cat "$tmp/fake.log")" = --version ] && [ ! -s "$tmp/o" ] &&
		[ "$(wc -l <"$tmp/e")" = 1 ] && diff -r "$tmp/src" "$tmp/orig" >/dev/null &&
		pass "$c: an untested spatch is refused before any work, its version named" ||
		fail "$c: an untested spatch is refused before any work" "$(head -2 "$tmp/e"); spatch asked: $(tr '\n' ' ' <"$tmp/fake.log")"
done
: >"$tmp/fake.log"
ZC_FAKE_LOG="$tmp/fake.log" PATH="$tmp/bin:$PATH" run_zcport 0 "$tmp/o" -- scan "$tmp/src"
grep -q '^summary: 17 sites in 1 of 1 file$' "$tmp/o" && [ ! -s "$tmp/fake.log" ] &&
	pass "scan, which runs no spatch, does not ask it" ||
	fail "scan, which runs no spatch, does not ask it" "$(cat "$tmp/fake.log")"
ZC_FAKE_LOG="$tmp/fake.log" PATH="$tmp/bin:$PATH" run_zcport 0 "$tmp/o" -- --version
grep -qx "spatch 1.2 (not tested: zcport was tested with 1.1.1; port and check refuse it)" "$tmp/o" &&
	pass "--version says an untested spatch is refused" ||
	fail "--version says an untested spatch is refused" "$(cat "$tmp/o")"
printf '#!/bin/sh\necho "no version here"\n' >"$tmp/bin/spatch"
PATH="$tmp/bin:$PATH" run_zcport 3 "$tmp/o" "$tmp/e" -- port "$tmp/src"
grep -q "^zcport: error: cannot tell spatch's version: 'spatch --version' said 'no version here'$" "$tmp/e" &&
	pass "a spatch whose version cannot be read is refused" ||
	fail "a spatch whose version cannot be read is refused" "$(head -2 "$tmp/e")"

# --- "spatch --version" once per run, the real spatch doing the work ------
real_spatch=$(command -v spatch)
printf '#!/bin/sh\necho "$*" >>"%s"\nexec "%s" "$@"\n' "$tmp/real.log" "$real_spatch" >"$tmp/bin/spatch"
: >"$tmp/real.log"
PATH="$tmp/bin:$PATH" run_zcport 0 "$tmp/o" "$tmp/e" -- port "$tmp/src"
nv=$(grep -cx -- --version "$tmp/real.log")
nw=$(grep -vcx -- --version "$tmp/real.log")
[ "$nv" = 1 ] && [ "$nw" -ge 2 ] && grep -q '^+++ b/' "$tmp/o" &&
	pass "port: spatch --version once per run ($nw spatch runs did the work)" ||
	fail "port: spatch --version once per run" "--version $nv times, $nw other runs"

# --- the start-up check: an untested libclang -----------------------------
# only clang_getClangVersion() is replaced; CXString as Index.h has it,
# its flags 0 (a string libclang neither frees nor owns)
cat >"$tmp/clang15.c" <<'EOF'
typedef struct { const void *data; unsigned private_flags; } CXString;
CXString clang_getClangVersion(void)
{
	CXString s = { "clang version 15.0.7", 0 };
	return s;
}
EOF
if gcc -shared -fPIC -o "$tmp/clang15.so" "$tmp/clang15.c"; then
	pass_static "the libclang version stand-in builds"
else
	fail_static "the libclang version stand-in builds"
fi
for c in scan port check; do
	LD_PRELOAD="$tmp/clang15.so" run_zcport 3 "$tmp/o" "$tmp/e" -- "$c" "$tmp/src"
	grep -q "^zcport: error: libclang 15.0.7 (\"clang version 15.0.7\") is not a version zcport was tested with (14): the inventory may miss uses of the 2.4 API; build zcport against libclang-14-dev$" "$tmp/e" &&
		[ ! -s "$tmp/o" ] && diff -r "$tmp/src" "$tmp/orig" >/dev/null &&
		pass "$c: an untested libclang is refused before any work" ||
		fail "$c: an untested libclang is refused before any work" "$(head -2 "$tmp/e")"
done

# --- the man page ---------------------------------------------------------
run_zcport 0 "$tmp/zcport.1" -- --man
MANWIDTH=80 man -l "$tmp/zcport.1" >"$tmp/man.txt" 2>"$tmp/man.err"
bad=""
for o in $(for c in scan port check rules; do echo ${want[$c]}; done | tr ' ' '\n' | sort -u); do
	grep -q "^       $o" "$tmp/man.txt" || bad="$bad $o"
done
[ ! -s "$tmp/man.err" ] && [ -z "$bad" ] && grep -q '^SYNOPSIS' "$tmp/man.txt" &&
	grep -q '^EXIT STATUS' "$tmp/man.txt" &&
	pass "zcport --man renders at 80 columns without a warning, every option in it" ||
	fail "zcport --man renders without a warning, every option in it" "$(head -3 "$tmp/man.err") missing:$bad"
cmp -s zcport.1 "$tmp/zcport.1" &&
	pass "zcport.1, which make writes, is zcport --man" ||
	fail "zcport.1, which make writes, is zcport --man" "run make"

# --- the README's synopsis ------------------------------------------------
run_zcport 0 "$tmp/syn" -- --synopsis
sed -n '/^<!-- synopsis:/,/^<!-- end of synopsis -->$/p' README.md |
	sed '1d;$d' | sed '/^$/d' >"$tmp/readme.syn"
[ -s "$tmp/readme.syn" ] && cmp -s "$tmp/readme.syn" "$tmp/syn" &&
	pass "the README's synopsis is the option table's (make readme)" ||
	fail "the README's synopsis is the option table's" "$(diff "$tmp/syn" "$tmp/readme.syn" | head -5); run make readme"
grep -q '^    tool/zcport port .*--in-place' "$tmp/syn" &&
	grep -q '^    tool/zcport --help | --version' "$tmp/syn" &&
	pass "zcport --synopsis: every command, as the README writes it" ||
	fail "zcport --synopsis: every command, as the README writes it" "$(head -3 "$tmp/syn")"
