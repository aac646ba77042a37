# The real Linux 2.6.9 trees (../shared/kernels beside the repository:
# configured, trimmed, i386 and x86_64) against the model headers.
# Both trees are unpacked into a temp dir; the whole corpus (and the
# test drivers of tests/realtree/) is ported with the model headers and
# with --kernel-dir on each tree, and:
#   - every file the model headers validate validates on each real tree
#     (the model is never more lenient than 2.6.9: a disagreement fails,
#     naming the file and the real tree's first error);
#   - every fully converted file validates on each real tree;
#   - every helper piece compiles against each tree;
#   - a file that includes two directories' helper headers (different
#     pieces) compiles against each tree: each piece defined once;
#   - --show-flags says what kbuild adds (-m32 and mach-default on i386);
#   - a tree whose mach-default directory is gone fails the port: a
#     header missing inside the tree is never stood in for;
#   - the comparison can fail: a deliberately lenient model (ZCPORT_DATADIR)
#     that declares a function 2.6.9 lacks, which the helpers then call,
#     is reported on simple_rw.
. "$(dirname "$0")/lib/harness.sh"
. "$(dirname "$0")/lib/migrations.sh"
. "$(dirname "$0")/lib/two-headers.sh"
cd "$ZC_ROOT" || exit 1

kernels=
for k in "${ZC_KERNELS:-}" "$ZC_ROOT/../shared/kernels" \
	"$(dirname "$(git -C "$ZC_ROOT" rev-parse --path-format=absolute \
		--git-common-dir 2>/dev/null || echo /nonexistent/.git)")/../shared/kernels"; do
	if [ -n "$k" ] && [ -f "$k/linux-2.6.9-i386.tar.xz" ] &&
	   [ -f "$k/linux-2.6.9-x86_64.tar.xz" ]; then
		kernels=$k
		break
	fi
done
if [ -z "$kernels" ]; then
	plan 1
	skip_static "real 2.6.9 trees" "no ../shared/kernels/linux-2.6.9-{i386,x86_64}.tar.xz beside the repository (set ZC_KERNELS=DIR to point at them)"
	exit 0
fi
# the model run, 5 checks per tree, the lenient model, mach-default gone
plan $(( 1 + 2 * 5 + 1 + 1 ))
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
inputs="corpus tests/realtree"

# port_with NAME [--kernel-dir=DIR]: port the inputs, report in tmp/NAME.json
port_with() {
	local name=$1
	shift
	# shellcheck disable=SC2086
	run_zcport 1 "$tmp/$name.diff" "$tmp/$name.err" -- port "$@" \
		--report="$tmp/$name.json" $inputs
	local st=$ZC_STATUS
	# the corpus has sites left for a human: exit 1, a diff, a report
	if [ $st = 1 ] && [ -s "$tmp/$name.diff" ] && [ -s "$tmp/$name.json" ] &&
	   grep -q '^summary: .* files validated' "$tmp/$name.err"; then
		pass "real tree: port with $name ran ($(grep '^summary: .* files validated' "$tmp/$name.err" | sed 's/^summary: //'))"
		return 0
	fi
	fail "real tree: port with $name ran" "exit $st: $(tail -3 "$tmp/$name.err")"
	return 1
}

# verdicts MODEL REAL ARCH: the model is never more lenient than the tree,
# and every fully converted file validates on the tree
verdicts() {
	python3 - "$1" "$2" "$3" <<'EOF'
import json, sys
model = {f["file"]: f for f in json.load(open(sys.argv[1]))["files"]}
real = {f["file"]: f for f in json.load(open(sys.argv[2]))["files"]}
sites = json.load(open(sys.argv[2]))["sites"]
arch = sys.argv[3]

def first_error(path):
    for s in sites:
        if s["file"] == path and s.get("reason_code") == "validation":
            r = s.get("reason", "")
            return r.split("was not written: ", 1)[-1]
    return "(no error recorded)"

bad = 0
for path, m in sorted(model.items()):
    r = real.get(path)
    if m.get("check") == "validated" and (not r or r.get("check") != "validated"):
        print("FAIL real tree %s: %s: the model headers validate it, "
              "2.6.9 does not: %s" % (arch, path, first_error(path)))
        bad += 1
n = 0
for path, r in sorted(real.items()):
    if not path.endswith(".c"):
        continue
    mine = [s for s in sites if s["file"] == path]
    if mine and all(s["state"] in ("converted", "guarded") for s in mine) \
       and any(s["state"] == "converted" for s in mine):
        n += 1
        if r.get("check") != "validated":
            print("FAIL real tree %s: %s: fully converted but not "
                  "validated: %s" % (arch, path, first_error(path)))
            bad += 1
print("checked %d files, %d fully converted" % (len(model), n))
sys.exit(1 if bad else 0)
EOF
}

if ! port_with model; then
	# nothing to compare with: the other checks fail, and say why
	for n in $(seq $(( 2 * 5 + 1 + 1 ))); do
		fail "real tree: check $n not run: the port with the model headers failed"
	done
	exit 0
fi
for arch in i386 x86_64; do
	mkdir -p "$tmp/k-$arch"
	if ! tar -xJf "$kernels/linux-2.6.9-$arch.tar.xz" -C "$tmp/k-$arch"; then
		fail "real tree: unpack linux-2.6.9-$arch"
		continue
	fi
	tree=$(echo "$tmp/k-$arch"/linux-*)
	port_with "$arch" --kernel-dir="$tree" || continue
	if verdicts "$tmp/model.json" "$tmp/$arch.json" "$arch" >"$tmp/v.out"; then
		pass "real tree $arch: the model headers are never more lenient, and every converted file validates ($(tail -1 "$tmp/v.out"))"
	else
		grep '^FAIL' "$tmp/v.out"
		fail "real tree $arch: the model headers are never more lenient, and every converted file validates" "$(grep -c '^FAIL' "$tmp/v.out") disagreement(s) above"
	fi

	# the helpers, every piece, compile against the tree
	helper_code >"$tmp/helpers.all"
	{
		echo '#include <linux/module.h>'
		grep '^@@ piece' "$tmp/helpers.all" | grep -o 'includes=[^ ]*' |
			sed 's/includes=//' | tr ',' '\n' | sort -u |
			sed 's/.*/#include <&>/'
		awk '/^@@ / { keep = $2 == "piece"; next } keep' "$tmp/helpers.all"
	} >"$tmp/helpers.c"
	run_zcport 0 "$tmp/hc.out" "$tmp/hc.err" -- check --kernel-dir="$tree" "$tmp/helpers.c"
	st=$ZC_STATUS
	[ $st = 0 ] && grep -q 'check: 1 passed, 0 failed' "$tmp/hc.out" &&
		pass "real tree $arch: every helper piece compiles" ||
		fail "real tree $arch: every helper piece compiles" "exit $st: $(grep error "$tmp/hc.err" | head -3)"

	# two directories' helper headers in one file, both ways round
	rm -rf "$tmp/th" && two_header_drivers "$tmp/th"
	run_zcport 0 "$tmp/th.out" "$tmp/th.err" -- port --kernel-dir="$tree" \
		--in-place "$tmp/th"
	two_header_tu "$tmp/th/ab.c" ta tb
	two_header_tu "$tmp/th/ba.c" tb ta
	run_zcport 0 "$tmp/thc.out" "$tmp/thc.err" -- check --kernel-dir="$tree" \
		"$tmp/th/ab.c" "$tmp/th/ba.c"
	st=$ZC_STATUS
	[ $st = 0 ] && grep -q 'check: 2 passed, 0 failed' "$tmp/thc.out" &&
		pass "real tree $arch: a file including two directories' helper headers compiles, each piece once" ||
		fail "real tree $arch: a file including two directories' helper headers compiles, each piece once" "exit $st: $(grep error "$tmp/th.err" "$tmp/thc.err" | head -3)"

	run_zcport 0 "$tmp/flags" -- check --show-flags --kernel-dir="$tree" corpus/simple_rw
	st=$ZC_STATUS
	if [ $arch = i386 ]; then
		[ $st = 0 ] && grep -q 'Linux 2\.6\.9, arch i386' "$tmp/flags" &&
			grep -q ' -m32 ' "$tmp/flags" &&
			grep -q -- '-I [^ ]*/include/asm-i386/mach-default ' "$tmp/flags" &&
			pass "real tree i386: --show-flags has -m32 and mach-default" ||
			fail "real tree i386: --show-flags has -m32 and mach-default" "exit $st: $(head -2 "$tmp/flags")"
	else
		[ $st = 0 ] && grep -q 'Linux 2\.6\.9, arch x86_64' "$tmp/flags" &&
			grep -q -- "-I $tree/include " "$tmp/flags" &&
			! grep -q -- '-m32\|mach-default' "$tmp/flags" &&
			pass "real tree x86_64: --show-flags has neither -m32 nor mach-*" ||
			fail "real tree x86_64: --show-flags has neither -m32 nor mach-*" "exit $st: $(head -2 "$tmp/flags")"
	fi
done

# the comparison can fail: a model more lenient than 2.6.9 (one that
# declares a function 2.6.9 does not have, which the helpers then call)
# validates simple_rw, the real tree does not, and that must be reported.
# (A kdev_t that 2.6.9 lacks, the model's old leniency, is now caught
# without a compiler: tool/judge/oldapi.c.)
data="$tmp/lenient"
mkdir -p "$data"
cp -R semantic-patches headers "$data/"
sed -i 's/got = get_user_pages(current, current->mm,/got = get_user_pages_lenient(current, current->mm,/' \
	"$data/semantic-patches/user-pages/2.6.helpers"
lenient=1
grep -q 'get_user_pages_lenient(' "$data/semantic-patches/user-pages/2.6.helpers" || lenient=0
sed -i 's|^extern int get_user_pages(|#define get_user_pages_lenient get_user_pages\n&|' \
	"$data/headers/2.6/linux/mm.h"
grep -q '^#define get_user_pages_lenient' "$data/headers/2.6/linux/mm.h" || lenient=0
tree=$(echo "$tmp/k-x86_64"/linux-*)
ZCPORT_DATADIR=$data run_zcport 0 "$tmp/lm.out" "$tmp/lm.err" -- port --report="$tmp/lm.json" corpus/simple_rw
st1=$ZC_STATUS
ZCPORT_DATADIR=$data run_zcport 1 "$tmp/lr.out" "$tmp/lr.err" -- port --kernel-dir="$tree" --report="$tmp/lr.json" corpus/simple_rw
st2=$ZC_STATUS
verdicts "$tmp/lm.json" "$tmp/lr.json" x86_64 >"$tmp/v.out"
st3=$?
if [ $lenient = 1 ] && [ $st1 = 0 ] && [ $st2 = 1 ] && [ $st3 = 1 ] &&
   grep -q "^FAIL real tree x86_64: corpus/simple_rw/simple_rw.c: the model headers validate it, 2.6.9 does not: .*get_user_pages_lenient" "$tmp/v.out"; then
	pass "real tree: a lenient model (a function 2.6.9 lacks, which the helpers call) is caught on simple_rw"
else
	fail "real tree: a lenient model (a function 2.6.9 lacks, which the helpers call) is caught on simple_rw" "sed applied: $lenient; exits $st1 $st2 $st3: $(head -2 "$tmp/v.out")"
fi

# without mach-default the i386 tree cannot compile anything: the port
# must fail on that, not be excused by an empty stand-in
tree=$(echo "$tmp/k-i386"/linux-*)
if [ -d "$tree/include/asm-i386/mach-default" ]; then
	mv "$tree/include/asm-i386/mach-default" "$tree/include/asm-i386/mach-hidden"
	run_zcport 1 "$tmp/nm.diff" "$tmp/nm.err" -- port --kernel-dir="$tree" corpus/simple_rw
	st=$ZC_STATUS
	[ $st = 1 ] && grep -q 'simple_rw.c: .* failed$' "$tmp/nm.err" &&
		grep -q 'mach_mpspec.h: No such file' "$tmp/nm.err" &&
		pass "real tree i386: a header missing inside the tree fails the port" ||
		fail "real tree i386: a header missing inside the tree fails the port" "exit $st: $(grep '^  ' "$tmp/nm.err" | head -2)"
fi
