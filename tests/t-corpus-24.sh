# Every corpus driver is real 2.4 code: it compiles against the model 2.4
# headers with the host's headers shut out and implicit declarations as
# errors (a file that only the 2.6 branch of its driver's Makefile
# builds, against 2.6 instead).  And the model 2.6 headers carry no kiobuf name at all.
# tests/corpus-sdk stands in for a vendor SDK's common directory, which
# a vendor driver's Makefile puts on the path (zcport never sees it).
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
plan $(( $(find corpus -mindepth 2 -maxdepth 2 -name '*.c' | wc -l) + ${#dual[@]} + 1 )) static
for c in corpus/*/*.c; do
	[[ " ${only26[*]} " = *" $c "* ]] && continue
	# shellcheck disable=SC2086
	if gcc -fsyntax-only -nostdinc -std=gnu89 -D__KERNEL__ -DMODULE -Wall \
		-Werror=implicit-function-declaration ${config24[$(dirname "$c")]:-} \
		-I headers/2.4 -I "$(dirname "$c")" -I tests/corpus-sdk "$c" \
		2>"$ZC_OUT/gcc24.log"; then
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
