# --format-patch: one mbox patch per driver and a cover letter; the real
# git am applies the series to a git copy of the corpus, and the result
# equals port --output-dir.
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1
plan 6

mkdir -p "$tmp/repo"
cp -R corpus "$tmp/repo/"
(cd "$tmp/repo" && git init -q && git add -A &&
	git -c user.name=t -c user.email=t@t commit -qm "2.4 drivers")
# exit 1: the corpus has sites left for a human
run_zcport -C "$tmp/repo" 1 "$tmp/out" -- port --format-patch="$tmp/series" corpus
n=$(ls "$tmp/series" 2>/dev/null | grep -c '^0[0-9][0-9][0-9]-.*\.patch$')
# the port as a tree: the drivers it changes (a file changed, or the
# helper header added), and, below, what the applied series must equal
run_zcport -C "$tmp/repo" 1 "$tmp/out" -- port --output-dir="$tmp/od" corpus
ndrv=$(diff -rq -x .git "$tmp/repo/corpus" "$tmp/od/corpus" 2>/dev/null |
	sed -n "s|^Files .* and $tmp/od/corpus/\([^/]*\)/.* differ\$|\1|p
		s|^Only in $tmp/od/corpus/\([^/:]*\).*|\1|p" | sort -u | wc -l)
[ "$ndrv" -gt 0 ] && [ -f "$tmp/series/0000-cover-letter.patch" ] && [ "$n" = "$((ndrv + 1))" ] &&
	pass "format-patch: a cover letter and one patch per changed driver ($ndrv)" ||
	fail "format-patch: a cover letter and one patch per changed driver" "$n files for $ndrv drivers"
grep -q '^Subject: \[PATCH [0-9]*/[0-9]*\] simple_rw: convert kiobuf user-page mapping to get_user_pages()$' \
	"$tmp/series/"*simple_rw* &&
	pass "format-patch: kernel-style subject" || fail "format-patch: kernel-style subject"
grep -q '^Left for a human' "$tmp/series/"*kio_completion* &&
	grep -q 'completion: ' "$tmp/series/"*kio_completion* &&
	pass "format-patch: the body lists the sites left for a human with reasons" ||
	fail "format-patch: the body lists the sites left for a human with reasons"
patches=()
for p in "$tmp/series"/0*.patch; do
	[ -f "$p" ] && [ "${p##*/}" != 0000-cover-letter.patch ] && patches+=("$p")
done
if [ "$ndrv" -gt 0 ] && [ ${#patches[@]} = "$ndrv" ] &&
   (cd "$tmp/repo" && git -c user.name=t -c user.email=t@t am -q \
	"${patches[@]}" >"$tmp/am.log" 2>&1 </dev/null); then
	pass "format-patch: git am applies the series (${#patches[@]} patches)"
else
	fail "format-patch: git am applies the series" "${#patches[@]} patches: $(head -5 "$tmp/am.log" 2>/dev/null)"
fi
diff -r -x .git "$tmp/repo/corpus" "$tmp/od/corpus" >"$tmp/d" &&
	pass "format-patch: the applied series equals port --output-dir" ||
	fail "format-patch: the applied series equals port --output-dir" "$(head -5 "$tmp/d")"
[ "$ndrv" -gt 0 ] && [ "$(cd "$tmp/repo" && git log --oneline | wc -l)" = "$((ndrv + 1))" ] &&
	pass "format-patch: one commit per driver" ||
	fail "format-patch: one commit per driver"
