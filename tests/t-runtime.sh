# Behaviour, not just types: each migration's model-runtime scenarios
# (semantic-patches/MIGRATION/runtime/NAME-test.c) run the helper pieces
# they prove, cut from the helper code as a port gets it (the migrations'
# helpers files in table order), against the user-space models of the
# 2.6 API: user memory, pins and page locks (tests/runtime/rt26.c), the
# 2.6.9 block layer (tests/blkrt/blk26.c, the one every block test
# builds), 2.4's brw_kiovec() over buffer heads (tests/blkrt/brw24.c)
# on one model disk (disk.c).  Then broken variants of the pieces (no
# dirtying, no release, no mmap_sem...) must each be caught.
#
# Each scenario is NAME-test.c beside NAME-test.scenario, which this
# suite sources (in table order, then by name):
#	title="what it proves"
#	pieces='ERE'	the pieces whose names match, in their order,
#			become NAME.inc, which NAME-test.c includes
#	models="a.c b.c"	model files (tests/runtime/, tests/blkrt/)
#	needs='ERE'	a line NAME.inc must have (optional)
#	ok='ERE'	a line of its output when it passes
#	label="..."	what its mutants are called
#	mutant "NAME" 'SED' ['EXPECT']...
# The scenario passes when it exits 0 and prints a line matching ok; a
# mutant (the pieces through SED) is caught when it exits 1 (saying
# EXPECT, when given).  A new scenario needs nothing but its two files.
. "$(dirname "$0")/lib/harness.sh"
. "$(dirname "$0")/lib/migrations.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rt="$ZC_ROOT/tests/runtime"
blk="$ZC_ROOT/tests/blkrt"

# every scenario, in table order: its spec read into arrays
specs=()
while read -r folder _; do
	for s in "$ZC_ROOT/semantic-patches/$folder/runtime/"*.scenario; do
		[ -f "$s" ] && specs+=("$s")
	done
done < <(migration_rows)
mut_names=() mut_seds=() mut_wants=()
mutant() {
	mut_names+=("$1") mut_seds+=("$2") mut_wants+=("${3:-}")
}
read_spec() {	# SPEC: its variables, its mutants in mut_*
	title= pieces= models= needs= ok= label=
	mut_names=() mut_seds=() mut_wants=()
	. "$1"
}
n=0
for s in "${specs[@]}"; do
	read_spec "$s"
	n=$((n + 1 + ${#mut_names[@]}))
done
plan $n static
[ ${#specs[@]} -ge 5 ] ||
	echo "  runtime: only ${#specs[@]} scenarios found" >&2

helper_code >"$tmp/helpers.all"
# the pieces whose names match ERE, as C (no comment, header section,
# mapping or piece lines)
cut_pieces() {
	awk -v pat="$1" '/^@@ / { keep = $2 == "piece" && $3 ~ pat; next }
		keep' "$tmp/helpers.all"
}

# build_run NAME TEST MODEL...: build tmp/NAME from the test, the model
# files (in tests/runtime/, or the block layer's in tests/blkrt/) and the
# pieces cut into tmp/ (the test includes them), run it.  A model file
# includes none of the helpers: it is compiled once (tmp/models/), and
# each build compiles the test and links.
build_run() {
	local name=$1 test=$2 f o src objs=()
	shift 2
	mkdir -p "$tmp/models"
	for f in "$@"; do
		o=$tmp/models/${f%.c}.o
		src=$rt/$f
		[ -f "$src" ] || src=$blk/$f
		[ -f "$o" ] || gcc -std=gnu99 -O1 -Wall -I "$rt" -I "$blk" -c -o "$o" "$src" \
			2>"$tmp/$name.cc" || return 2
		objs+=("$o")
	done
	gcc -std=gnu99 -O1 -Wall -I "$tmp" -I "$rt" -I "$blk" -o "$tmp/$name" \
		"$test" "${objs[@]}" 2>"$tmp/$name.cc" || return 2
	"$tmp/$name" >"$tmp/$name.out" 2>&1
}

for s in "${specs[@]}"; do
	read_spec "$s"
	test=${s%.scenario}.c inc=$(basename "${s%-test.scenario}").inc
	# shellcheck disable=SC2086
	cut_pieces "$pieces" >"$tmp/$inc.real"
	cp "$tmp/$inc.real" "$tmp/$inc"
	if [ -n "$needs" ] && ! grep -q "$needs" "$tmp/$inc"; then
		fail "runtime: $title" "no piece has a line $needs"
	elif build_run real "$test" $models && grep -qE "$ok" "$tmp/real.out"; then
		pass "runtime: $title ($(cat "$tmp/real.out"))"
	else
		fail "runtime: $title" "$(head -3 "$tmp/real.out" "$tmp/real.cc")"
	fi
	for i in "${!mut_names[@]}"; do
		name=${mut_names[$i]} want=${mut_wants[$i]}
		what="runtime: $label caught ($name)"
		sed "${mut_seds[$i]}" "$tmp/$inc.real" >"$tmp/$inc"
		if cmp -s "$tmp/$inc" "$tmp/$inc.real"; then
			fail "$what" "the mutation changed nothing"
			continue
		fi
		# shellcheck disable=SC2086
		build_run mutant "$test" $models
		st=$?
		if [ $st = 1 ] && { [ -z "$want" ] || grep -q "$want" "$tmp/mutant.out"; }; then
			pass "$what: $(head -1 "$tmp/mutant.out")"
		else
			fail "$what" "exit $st${want:+, wanted \"$want\"}: $(head -2 "$tmp/mutant.out" "$tmp/mutant.cc")"
		fi
	done
done
