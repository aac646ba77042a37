/*
 * vocab: the kiobuf vocabulary, in one table.
 *
 * Every name that marks 2.4 kiobuf code -- functions, the struct, its
 * members, KIO_* constants, the header -- stands here once, with what
 * zcport does with it and, for what it cannot port, the reason code and
 * the guidance a human gets.  Prefilter, inventory, cross-check, the
 * poison list of the validator and the docs all read this table.
 */
#ifndef ZC_VOCAB_H
#define ZC_VOCAB_H

#include <stddef.h>

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
	/*
	 * What a port puts in its place (struct kiobuf -> struct
	 * user_pages, map_user_kiobuf -> user_pages_map...), or NULL: the
	 * differential check reads the original's diagnostics with these
	 * names, so an error that differs only by the renamed type is the
	 * original's (validate.c).  Keep in step with the semantic patches.
	 */
	const char *replacement;
};

/* the entry for an identifier, or NULL; members only with VOC_MEMBER */
const struct vocab *vocab_lookup(const char *name, size_t len);
const struct vocab *vocab_lookup_member(const char *name);

/* the header's name as it appears in #include <...> */
#define VOCAB_HEADER "linux/iobuf.h"

/*
 * The cheap byte prefilter: 1 if buf contains anything that could be
 * kiobuf vocabulary (in code, comments or strings alike), else 0.
 */
int vocab_prefilter(const char *buf, size_t len);

/* iterate over every name of a class, for the poison list */
const struct vocab *vocab_table(size_t *nr);

#endif
