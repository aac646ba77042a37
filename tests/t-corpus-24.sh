# Every corpus driver is real 2.4 code: it compiles against the model 2.4
# headers with the host's headers shut out and implicit declarations as
# errors (a file that only the 2.6 branch of its driver's Makefile
# builds, against 2.6 instead).  And the model 2.6 headers carry no kiobuf name at all.
# tests/corpus-sdk stands in for a vendor SDK's common directory, which
# a vendor driver's Makefile puts on the path (zcport never sees it).
# Three drivers show what zcport does with code that does not build as
# it is; each builds the one way it says, and not without it.
. "$(dirname "$0")/lib/harness.sh"
cd "$ZC_ROOT" || exit 1
# the dual-version drivers also build on 2.6 as they are (below)
dual=(corpus/dual_version/dual_version.c corpus/vendor_dual/vendor_dual.c
	corpus/cfg_probe/cp_main.c)
# what only a 2.6 build compiles (the 2.6 branch of the driver's
# Makefile): it builds on 2.6 (below), not on 2.4
only26=(corpus/cfg_probe/cp_dma26.c)
# what a driver's configure script passes on a 2.4 kernel (its Makefile
# says how)
declare -A config24=([corpus/cfg_probe]="-DHAVE_KIOVEC_SYMS -DHAVE_LINUX_IOBUF_H")
# built into the kernel only: no -DMODULE (MODULE_LICENSE() has no ';')
builtin=(corpus/builtin_board/builtin_board.c)
# the one change that makes it build (it must be needed, and enough):
# a GCC cast used as an lvalue (GCC 4.0 removed them), a half-applied
# patch's missing ')'
declare -A fix=(
	[corpus/cast_lvalue/cast_lvalue.c]='s/(unsigned long) file->private_data = (unsigned long) c;/file->private_data = c;/'
	[corpus/syntax_slip/syntax_slip.c]='s/SS_SNAP_SIZE)) != 0$/SS_SNAP_SIZE)) != 0)/'
)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
nc=$(find corpus -mindepth 2 -maxdepth 2 -name '*.c' | wc -l)
plan $(( nc + ${#builtin[@]} + ${#fix[@]} + ${#dual[@]} + 1 )) static

cc24() {	# FILE [FLAG...]: compile against the 2.4 model
	local c=$1 d
	shift
	d=$(dirname "${c#"$tmp/"}")
	# shellcheck disable=SC2086
	gcc -fsyntax-only -nostdinc -std=gnu89 -D__KERNEL__ \
		${config24[$d]:-} "$@" -Wall \
		-Werror=implicit-function-declaration -I headers/2.4 \
		-I "$(dirname "$c")" -I "$ZC_ROOT/$(dirname "$c")" \
		-I tests/corpus-sdk "$c" 2>"$ZC_OUT/gcc24.log"
}
for c in corpus/*/*.c; do
	[[ " ${only26[*]} " = *" $c "* ]] && continue
	if [[ " ${builtin[*]} " == *" $c "* ]]; then
		cc24 "$c" && pass "corpus compiles against 2.4, built in: $c" ||
			fail "corpus compiles against 2.4, built in: $c" "$(head -3 "$ZC_OUT/gcc24.log")"
		cc24 "$c" -DMODULE && fail "not as a module: $c" "it builds with -DMODULE" ||
			pass "not as a module: $c"
		continue
	fi
	if [ -n "${fix[$c]:-}" ]; then
		mkdir -p "$tmp/$(dirname "$c")"
		sed "${fix[$c]}" "$c" >"$tmp/$c"
		if cmp -s "$c" "$tmp/$c"; then
			fail "corpus compiles against 2.4 after its one change: $c" "the change changes nothing"
		else
			cc24 "$tmp/$c" -DMODULE &&
				pass "corpus compiles against 2.4 after its one change: $c" ||
				fail "corpus compiles against 2.4 after its one change: $c" "$(head -3 "$ZC_OUT/gcc24.log")"
		fi
		cc24 "$c" -DMODULE && fail "not as it is: $c" "it builds without the change" ||
			pass "not as it is: $c"
		continue
	fi
	if cc24 "$c" -DMODULE; then
		pass "corpus compiles against 2.4: $c"
	else
		fail "corpus compiles against 2.4: $c" "$(head -3 "$ZC_OUT/gcc24.log")"
	fi
done
for c in "${only26[@]}"; do
	if gcc -fsyntax-only -nostdinc -std=gnu89 -D__KERNEL__ -DMODULE -Wall \
		-Werror=implicit-function-declaration -I headers/2.6 \
		-I "$(dirname "$c")" "$c" 2>"$ZC_OUT/gcc26.log"; then
		pass "a file only 2.6 builds compiles against 2.6: $c"
	else
		fail "a file only 2.6 builds compiles against 2.6: $c" "$(head -3 "$ZC_OUT/gcc26.log")"
	fi
done
# the dual-version drivers build on 2.6 as they are (kiobuf code gone)
for c in "${dual[@]}"; do
	if gcc -fsyntax-only -nostdinc -std=gnu89 -D__KERNEL__ -DMODULE -Wall \
		-Werror=implicit-function-declaration -I headers/2.6 \
		-I "$(dirname "$c")" -I tests/corpus-sdk "$c" 2>"$ZC_OUT/gcc26.log"; then
		pass "dual-version driver compiles against 2.6 as it is: $c"
	else
		fail "dual-version driver compiles against 2.6 as it is: $c" "$(head -3 "$ZC_OUT/gcc26.log")"
	fi
done
if grep -rqiE 'kiobuf|kiovec|KIO_' headers/2.6; then
	fail "headers/2.6 has no kiobuf name" "$(grep -rliE 'kiobuf|kiovec|KIO_' headers/2.6 | head -3)"
else
	pass "headers/2.6 has no kiobuf name"
fi
