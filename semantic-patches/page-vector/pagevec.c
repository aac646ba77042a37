/* pagevec: see pagevec.h for the contract. */
#include <string.h>

#include "lex.h"
#include "pagevec.h"
#include "strbuf.h"
#include "target.h"

static const struct {
	const char *from, *to;
} names[] = {
	{ "kiobuf", "page_vec" },
	{ "alloc_kiovec", "page_vec_alloc" },
	{ "free_kiovec", "page_vec_free" },
	{ "kiobuf_init", "page_vec_init" },
	{ "expand_kiobuf", "page_vec_expand" },
	{ "lock_kiovec", "page_vec_lock" },
	{ "unlock_kiovec", "page_vec_unlock" },
	{ "brw_kiovec", "page_vec_brw_dev" },
	/*
	 * 2.4's unmap_kiobuf() released every page, unlocking them first
	 * when the kiobuf was locked, whoever filled it: page_vec_unmap()
	 * does that, for kernel pages (a snapshot's, freed so) as for user
	 * ones
	 */
	{ "unmap_kiobuf", "page_vec_unmap" },
	/* only in a file whose user mappings keep blocks (pagevec.h) */
	{ "map_user_kiobuf", "page_vec_map" },
	{ "mark_dirty_kiobuf", "page_vec_dirty" },
};

#define WAIT_NAME "kiobuf_wait_for_io"
#define WAIT_NOTE \
	"/* zcport: nothing to wait for, page_vec_brw() is synchronous */"

/*
 * What a page_vec does not have, and why that stops the port; the first
 * USER_MAP ones only in a file that also fills a kiobuf by hand.
 */
#define USER_MAP 2

static const struct {
	const char *name, *what;
} blockers[] = {
	{ "map_user_kiobuf", "user memory mapped with map_user_kiobuf() in "
	  "a file that also fills kiobufs by hand (which kiobuf holds pinned "
	  "user pages cannot be told)" },
	{ "mark_dirty_kiobuf", "mark_dirty_kiobuf() on a kiobuf of kernel "
	  "pages" },
	{ "end_kio_request", "kiobuf completion (end_kio_request())" },
	{ "end_io", "a kiobuf completion callback (end_io)" },
	{ "io_count", "kiobuf completion counting (io_count)" },
	{ "errno", "a kiobuf completion status (errno)" },
	{ "wait_queue", "the kiobuf's wait_queue" },
	{ "bh", "the kiobuf's buffer heads (bh)" },
	{ "alloc_kiobuf_bhs", "the kiobuf's buffer heads (alloc_kiobuf_bhs())" },
	{ "free_kiobuf_bhs", "the kiobuf's buffer heads (free_kiobuf_bhs())" },
	{ "dovary", "variable-size block I/O (dovary)" },
	{ "alloc_kiovec_sz", "alloc_kiovec_sz() on a page vector" },
	{ "free_kiovec_sz", "free_kiovec_sz() on a page vector" },
};

static const char *renamed(const char *tok, size_t len)
{
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strlen(names[i].from) == len &&
		    !memcmp(names[i].from, tok, len))
			return names[i].to;
	return NULL;
}

/*
 * The end of the statement "kiobuf_wait_for_io(...);" whose name is at
 * off, or 0 when the call is not a statement of its own (after ; { } or
 * a label, and followed by ;).
 */
static size_t wait_stmt_end(const char *buf, size_t len, size_t off)
{
	struct lexer lx;
	struct token t, prev;
	int depth = 0, have_prev = 0, seen = 0;

	memset(&prev, 0, sizeof(prev));
	lex_init(&lx, buf, len);
	while (lex_next(&lx, &t)) {
		if (!seen) {
			if (t.offset == off) {
				seen = 1;
				if (have_prev && !(prev.type == TOK_PUNCT &&
				    strchr(";{}:", *prev.text)))
					return 0;
				continue;
			}
			if (t.type != TOK_HASH) {
				prev = t;
				have_prev = 1;
			}
			continue;
		}
		if (t.type != TOK_PUNCT)
			continue;
		if (*t.text == '(')
			depth++;
		else if (*t.text == ')' && --depth == 0)
			break;
	}
	if (!seen || depth)
		return 0;
	if (!lex_next(&lx, &t) || t.type != TOK_PUNCT || *t.text != ';')
		return 0;
	return t.offset + 1;
}

const struct site *pagevec_blocker(const struct unit *u, int user_maps,
				   const char **what)
{
	size_t i, k;

	for (i = 0; i < u->sites.nr; i++) {
		const struct site *s = &u->sites.v[i];

		/* the 2.4 branch; 2.4's own code, settled before (apiimpl.h) */
		if (s->kind == KIND_GUARDED || s->state == STATE_REMOVED)
			continue;
		for (k = user_maps ? USER_MAP : 0;
		     k < sizeof(blockers) / sizeof(blockers[0]); k++)
			if (!strcmp(s->symbol, blockers[k].name)) {
				*what = blockers[k].what;
				return s;
			}
		if (s->flags & SITE_IFDEF_ARGS) {
			*what = "a call whose arguments hold #if lines";
			return s;
		}
		if (s->macro || s->macro_file || s->kind == KIND_DEFINE) {
			*what = "a kiobuf use produced by a macro";
			return s;
		}
	}
	/* every kiobuf_wait_for_io() must be a statement of its own */
	{
		struct lexer lx;
		struct token t;

		lex_init(&lx, u->buf, u->len);
		while (lex_next(&lx, &t))
			if (tok_is(&t, WAIT_NAME) &&
			    !wait_stmt_end(u->buf, u->len, t.offset)) {
				for (i = 0; i < u->sites.nr; i++)
					if (u->sites.v[i].line == t.line &&
					    !strcmp(u->sites.v[i].symbol,
						    WAIT_NAME))
						break;
				*what = "kiobuf_wait_for_io() inside an "
					"expression or an unbraced if";
				return i < u->sites.nr ? &u->sites.v[i] :
							 &u->sites.v[0];
			}
	}
	return NULL;
}

char *pagevec_rename(const struct unit *u, const char *text, size_t len,
		     size_t *out_len)
{
	struct strbuf sb = STRBUF_INIT;
	struct lexer lx;
	struct token t;
	struct site_anchors sites;	/* the page vector's sites */
	size_t done = 0;

	site_anchors_init(&sites, &u->sites, SITE_PAGEVEC);
	lex_init(&lx, text, len);
	while (lex_next(&lx, &t)) {
		const char *to;

		if (t.type != TOK_IDENT || t.offset < done ||
		    !site_anchors_has(&sites, t.line, t.text, t.len))
			continue;
		if (tok_is(&t, WAIT_NAME)) {
			size_t end = wait_stmt_end(text, len, t.offset);

			if (!end)
				continue;
			strbuf_add(&sb, text + done, t.offset - done);
			strbuf_addstr(&sb, WAIT_NOTE);
			done = end;
			continue;
		}
		to = renamed(t.text, t.len);
		if (!to)
			continue;
		strbuf_add(&sb, text + done, t.offset - done);
		strbuf_addstr(&sb, to);
		done = t.offset + t.len;
	}
	strbuf_add(&sb, text + done, len - done);
	site_anchors_free(&sites);
	return strbuf_detach(&sb, out_len);
}

const struct site *pagevec_trigger(const struct unit *u,
				   const struct dio_method *dio, int has_dio,
				   int *fills)
{
	size_t i;

	*fills = 0;
	/* the whole file stays manual; for 6.1, any 2.4 method */
	if (has_dio && (dio->problem || target_get() == TARGET_61))
		return NULL;
	for (i = 0; i < u->sites.nr; i++) {
		const struct site *s = &u->sites.v[i];

		if (s->kind == KIND_INACTIVE || s->kind == KIND_GUARDED ||
		    s->state != STATE_FOUND)
			continue;
		/* the pages or their count set by hand */
		if (s->base_kind == KIND_MEMBER && (s->flags & SITE_WRITE) &&
		    (!strcmp(s->symbol, "maplist") ||
		     !strcmp(s->symbol, "nr_pages"))) {
			*fills = 1;
			return s;
		}
	}
	/*
	 * Block numbers kept in a kiobuf's own blocks[] (raw.c's shape, a
	 * file system's direct_IO): struct user_pages has no such array,
	 * struct page_vec has, and maps user memory too.
	 */
	for (i = 0; i < u->sites.nr; i++) {
		const struct site *s = &u->sites.v[i];

		if (s->kind != KIND_INACTIVE && s->kind != KIND_GUARDED &&
		    s->state == STATE_FOUND && s->base_kind == KIND_MEMBER &&
		    !strcmp(s->symbol, "blocks"))
			return s;
	}
	if (has_dio && !dio->generic)
		return dio->param;
	return NULL;
}

int pagevec_file(const struct unit *u)
{
	size_t i;

	for (i = 0; i < u->sites.nr; i++)
		if (u->sites.v[i].flags & SITE_PAGEVEC)
			return 1;
	return 0;
}
