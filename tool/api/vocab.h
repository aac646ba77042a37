/*
 * vocab: the kiobuf vocabulary and the reasons a site can be left for a
 * human, read from the migrations themselves.
 *
 * Each semantic patch declares in its header (see rules.h) the 2.4 names
 * it ports (Ports:), the names it leaves for a human with a reason code
 * (Flags:), the reason codes with their guidance (Reason:) and the helper
 * pieces it calls (Helpers:); a migration's C pass says what it ports
 * and the pieces it calls in its struct migration_pass (migrations.h).
 * The pipeline's own passes (the include swap, guarded branches) and the
 * reasons the pipeline itself gives (no-match, validation, ...) stand in
 * one table in vocab.c.  The
 * prefilter, inventory, cross-check, poison list, SARIF and the docs all
 * read this one vocabulary; nothing else keeps a list of kiobuf names or
 * reason codes.
 *
 * Loading is done once, on first use, and is safe from any thread
 * (pthread_once); a broken declaration (a name or reason declared twice,
 * an unknown class, a Flags code without a Reason) dies: it is a broken
 * install, not user input.  vocab_lint() checks more (helpers, the rules'
 * - and + lines) for `zcport rules --check` and the tests.
 */
#ifndef ZC_VOCAB_H
#define ZC_VOCAB_H

#include <stddef.h>

#include "strbuf.h"

enum vocab_class {
	VOC_FUNCTION,
	VOC_TYPE,	/* the tag of struct kiobuf */
	VOC_CONSTANT,
	VOC_MEMBER,	/* a member of struct kiobuf */
	VOC_HEADER,
};

struct vocab {
	const char *name;
	enum vocab_class cls;
	/*
	 * Non-NULL when zcport never converts this name automatically:
	 * every site of it ends manual with this code and guidance.
	 */
	const char *manual_code;
	const char *guidance;
	const char *rule;	/* the migration (or C pass) that owns it */
	/*
	 * What the port writes in its place (Ports: NAME=REPLACEMENT), or
	 * NULL: validation renames the original's diagnostics with it, so an
	 * error that differs only by the renamed type is the original's.
	 */
	const char *replacement;
};

struct vocab_reason {
	const char *code;
	const char *text;	/* guidance; the SARIF rule's description */
	const char *owner;	/* the migration, or "pipeline" */
};

/* the entry for an identifier, or NULL; members only with VOC_MEMBER */
const struct vocab *vocab_lookup(const char *name, size_t len);
const struct vocab *vocab_lookup_member(const char *name);

/* the header's name as it appears in #include <...> */
#define VOCAB_HEADER "linux/iobuf.h"

/*
 * The 2.4 names the C code spells itself, from kiobuf.def: KIONAME(ID)
 * is the spelling of its line KIO(ID, ...), KIONAME(BRW_KIOVEC) the
 * string "brw_kiovec".  It is an array's address, so a static table may
 * hold it; a message says "%s" with KIONAME(...) for it.
 */
#define KIO(id, spelling, kind) extern const char kio_name_##id[];
#include "kiobuf.def"
#undef KIO
#define KIONAME(id) (kio_name_##id)

/*
 * The cheap byte prefilter: 1 if buf contains anything that could be
 * kiobuf vocabulary (in code, comments or strings alike), else 0.
 * vocab_lint() checks that every declared name would pass it.
 */
int vocab_prefilter(const char *buf, size_t len);

/* every name, for the poison list */
const struct vocab *vocab_table(size_t *nr);

/* every reason code; vocab_reason() dies on a code nobody declared */
const struct vocab_reason *vocab_reasons(size_t *nr);
const struct vocab_reason *vocab_reason(const char *code);

/*
 * the C passes, as SARIF rules: name and description; the pipeline's own
 * (include-swap, guarded), then the migrations' in table order
 * (migrations.h)
 */
struct vocab_pass {
	const char *name;
	const char *description;
	const char *helpers;	/* helper pieces the pass writes, blank-separated */
};
const struct vocab_pass *vocab_passes(size_t *nr);

/*
 * Check the declarations against the rules' bodies and the helper code:
 * every folder of semantic-patches/ is a migration of the table (or the
 * checks'), every kiobuf name a rule removes is declared, every helper
 * piece its + lines call is in its Helpers:, every piece is declared by
 * exactly one rule or C pass, every declared name passes the prefilter,
 * and every name of kiobuf.def of a kind other than WORD is declared,
 * with that class.
 * Appends one "file:line:col: error: ..." line per problem to out;
 * returns how many.
 */
int vocab_lint(struct strbuf *out);

#endif
