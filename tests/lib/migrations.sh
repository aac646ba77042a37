# migrations.sh: the table of migrations (semantic-patches/migrations.def)
# as the suites read it.  Source it; it reads the repository's data, or
# the data dir in $1 of each function when given.
#
#   migration_rows [DATA]      one line per row, in table order:
#                              "FOLDER HELPERS_26 HELPERS_61" (NULL: none)
#   helper_code [TARGET [DATA]]
#                              the helper code as zcport reads it
#                              (target_helpers_text(), tool/api/target.c):
#                              the frame, then each migration's helpers
#                              file for TARGET (2.6, the default, or 6.1),
#                              each after a blank line and "@@ file F/H"
#
# The table itself is C (an X-macro); its rows are single lines
# MIGRATION(ID, "folder", "2.6 file"|NULL, "6.1 file"|NULL, pass).

migration_rows() {
	awk -F'[(),]' '/^MIGRATION\(/ {
		for (i = 2; i <= 5; i++) { gsub(/[ \t"]/, "", $i) }
		print $3, $4, $5 }' "$ZC_ROOT/semantic-patches/migrations.def"
}

helper_code() {
	local t=${1:-2.6} data=${2:-$ZC_ROOT} folder h26 h61 f
	local sp=$data/semantic-patches
	if [ "$t" = 6.1 ]; then cat "$sp/user-pages-6.1.helpers"
	else cat "$sp/user-pages.helpers"; fi
	migration_rows | while read -r folder h26 h61; do
		f=$h26
		[ "$t" = 6.1 ] && f=$h61
		[ "$f" = NULL ] && continue
		printf '\n@@ file %s/%s\n' "$folder" "$f"
		cat "$sp/$folder/$f"
	done
}
