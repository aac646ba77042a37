# SARIF 2.1.0 from scan and port: a rule per migration from the .cocci
# headers, a result per site naming a declared rule (a converted
# brw_kiovec() credited to its own migration), fixes on converted sites,
# fingerprints that survive an edit elsewhere in the file.
. "$(dirname "$0")/lib/harness.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ZC_ROOT" || exit 1
plan 8

# (exit 1: the corpus has sites left for a human)
run_zcport 1 "$tmp/p.sarif" -- port --format=sarif corpus
st=$ZC_STATUS
run_zcport 0 "$tmp/s.sarif" -- scan --format=sarif corpus
run_zcport 0 "$tmp/scan.json" -- scan --format=json corpus
if command -v python3 >/dev/null; then
	python3 -m json.tool "$tmp/p.sarif" >/dev/null 2>&1 &&
		python3 -m json.tool "$tmp/s.sarif" >/dev/null 2>&1 &&
		pass "sarif: well-formed JSON" || fail "sarif: well-formed JSON"
else
	skip "sarif: well-formed JSON" "no python3"
fi
grep -q '"version": "2.1.0"' "$tmp/p.sarif" && pass "sarif: version 2.1.0" ||
	fail "sarif: version 2.1.0"
# every result names a rule the run declares (the migrations' own, from
# their headers, and manual/REASON: t-rules.sh checks the declarations)
sed -n 's/^ *{"id": "\([^"]*\)".*/\1/p' "$tmp/p.sarif" | sort -u >"$tmp/declared"
grep -o '"ruleId": "[^"]*"' "$tmp/p.sarif" | sed 's/.*: "//; s/"$//' | sort -u >"$tmp/used"
undeclared=$(comm -13 "$tmp/declared" "$tmp/used" | tr '\n' ' ')
[ $st = 1 ] && [ -s "$tmp/used" ] && [ -z "$undeclared" ] &&
	grep -qx 'manual/highmem' "$tmp/used" &&
	pass "rules: every SARIF result's rule is declared (manual/highmem too)" ||
	fail "rules: every SARIF result's rule is declared" "exit $st; undeclared: $undeclared"
grep -q '"ruleId": "05-brw-kiovec-bio", "level": "note", "message": {"text": "call brw_kiovec: converted"}' "$tmp/p.sarif" &&
	pass "rules: a converted brw_kiovec() is credited to its own migration" ||
	fail "rules: a converted brw_kiovec() is credited to its own migration"
ok=1
for c in semantic-patches/*/*.cocci; do
	case $c in semantic-patches/checks*) continue ;; esac
	id=$(basename "$c" .cocci)
	conf=$(sed -n 's|^// Confidence: *||p' "$c")
	grep -q "{\"id\": \"$id\", .*\"properties\": {\"confidence\": \"$conf\"}}" "$tmp/p.sarif" || ok=0
done
[ $ok = 1 ] && pass "sarif: one rule per semantic patch, with its confidence" ||
	fail "sarif: one rule per semantic patch, with its confidence"
nsites=$(grep -c '"line": ' "$tmp/scan.json")
[ "$nsites" -gt 0 ] && [ "$(grep -c '"ruleId"' "$tmp/p.sarif")" = "$nsites" ] &&
	[ "$(grep -c '"ruleId"' "$tmp/s.sarif")" = "$nsites" ] &&
	pass "sarif: one result per site ($nsites)" ||
	fail "sarif: one result per site" "$(grep -c '"ruleId"' "$tmp/p.sarif") of $nsites"
grep '"ruleId": "10-map-user-kiobuf", "level": "note"' "$tmp/p.sarif" | grep -q '"fixes": \[{' &&
	grep '"level": "warning"' "$tmp/p.sarif" | grep -q '"ruleId": "manual/completion"' &&
	pass "sarif: converted sites carry fixes, manual ones are warnings" ||
	fail "sarif: converted sites carry fixes, manual ones are warnings"
# fingerprints: stable across runs, and across an edit above the sites
mkdir -p "$tmp/a/simple_rw" "$tmp/b/simple_rw"
cp corpus/simple_rw/simple_rw.c "$tmp/a/simple_rw/"
{ echo "/* a new first line */"; cat corpus/simple_rw/simple_rw.c; } >"$tmp/b/simple_rw/simple_rw.c"
run_zcport -C "$tmp/a" 0 "$tmp/a.sarif" -- scan --format=sarif simple_rw
run_zcport -C "$tmp/b" 0 "$tmp/b.sarif" -- scan --format=sarif simple_rw
grep -o 'zcportSite/v1": "[0-9a-f]*"' "$tmp/a.sarif" >"$tmp/fa"
grep -o 'zcportSite/v1": "[0-9a-f]*"' "$tmp/b.sarif" >"$tmp/fb"
[ -s "$tmp/fa" ] && cmp -s "$tmp/fa" "$tmp/fb" &&
	[ "$(sort -u "$tmp/fa" | wc -l)" = "$(wc -l <"$tmp/fa")" ] &&
	pass "sarif: fingerprints unique, stable when lines move" ||
	fail "sarif: fingerprints unique, stable when lines move"
