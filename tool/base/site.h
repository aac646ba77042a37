/*
 * site: the one record that flows through the whole pipeline.
 *
 * A site is one use of the 2.4 API in one file.  The inventory creates
 * it (file, line, col, kind, symbol, function, macro, anchor); every later
 * stage only fills in more of it (state, reason, note).  Every output --
 * scan text, JSON report, diff summary, markers in the ported code -- is a
 * view of a list of these records, so they can never disagree.
 *
 * Ownership: strings in a site are owned by it and freed by site_list_clear.
 * file is the path as the user named it (relative stays relative).
 */
#ifndef ZC_SITE_H
#define ZC_SITE_H

#include <stddef.h>
#include <stdint.h>

#include "lookup.h"

/* the helper pieces a file uses: bit k is piece k of the helper code
 * (fixup.h) */
typedef uint64_t piece_mask;

enum site_kind {
	KIND_CALL,	/* call of a function of the API */
	KIND_REF,	/* function of the API named but not called */
	KIND_VARIABLE,	/* variable of the API's buffer type */
	KIND_PARAMETER,	/* parameter of the API's buffer type */
	KIND_FIELD,	/* struct member of the API's buffer type */
	KIND_TYPE,	/* other use of the buffer struct (sizeof, cast...) */
	KIND_MEMBER,	/* access to a member of the buffer struct */
	KIND_CONSTANT,	/* constant of the API's header */
	KIND_INCLUDE,	/* #include of the API's header */
	KIND_MACRO,	/* use produced by a driver macro */
	KIND_DEFINE,	/* use in a macro body never expanded here */
	KIND_INACTIVE,	/* use in a disabled #if block */
	KIND_GUARDED,	/* use in a 2.4-only branch of dual-version code */
	KIND__COUNT
};

enum site_state {
	STATE_FOUND,	/* inventoried, not yet ported */
	STATE_CONVERTED,
	STATE_MANUAL,
	STATE_GUARDED,	/* legacy branch of dual-version code: left alone */
	STATE_REMOVED,	/* 2.4's own API code, deleted by 2.6: delete it */
};

/*
 * What a stage found about a site, strongest first: the state is decided
 * by the strongest evidence present (verdict.c, the only writer of state).
 */
enum evidence_kind {
	EV_DROPPED,	/* --drop-legacy-branches deleted its branch */
	EV_GUARDED,	/* in the 2.4 branch of dual-version code */
	EV_REMOVED,	/* the API's own code, which 2.6 deleted (apiimpl.h) */
	EV_INPUT,	/* the code cannot be ported as it is */
	EV_REWRITE,	/* spatch failed or timed out on the file */
	EV_VALIDATION,	/* the port did not validate: not written */
	EV_FILE,	/* the file is put back whole (block I/O, page vector) */
	EV_MASKED,	/* hidden from spatch before the rewrite */
	EV_FLAGGED,	/* a name no migration converts */
	EV_LEFT,	/* the rewrite left it, or left it unsafe */
	EV_DONE,	/* the rewrite removed it */
};

struct evidence {
	enum evidence_kind kind;
	char *code;		/* reason code, or NULL */
	char *text;		/* why (manual, guarded) or note (done) */
};

struct site {
	char *file;
	unsigned line, col;
	enum site_kind kind;
	enum site_kind base_kind;	/* the kind before macro/inactive */
	char *symbol;		/* API or field name as the kernel spells it */
	char *function;		/* enclosing function, or NULL */
	char *macro;		/* KIND_MACRO: the driver macro, else NULL */
	char *macro_file;	/* ... when defined in another file: which */
	/*
	 * Where the token that a rewrite must remove stands (for a macro
	 * site: in the macro's body) and which token it is.  The cross-check
	 * looks there for a leftover.
	 */
	unsigned anchor_line;
	char *anchor_token;
	unsigned flags;
	/* decided by verdict.c from the evidence; read-only elsewhere */
	enum site_state state;
	/* STATE_MANUAL, STATE_REMOVED: short code, e.g. "block-io" */
	char *reason_code;
	char *reason;		/* STATE_MANUAL, STATE_REMOVED: one sentence */
	char *note;		/* STATE_CONVERTED, and a manual "unfinished"
				 * one (its port is in place): comment left
				 * in the code */
	struct evidence *ev;	/* what the stages reported, in order */
	size_t nev;
	char *guard_evidence;	/* KIND_GUARDED: why it is the 2.4 side */
};

/* site flags */
#define SITE_WRITE	0x1	/* KIND_MEMBER: the member is assigned */
#define SITE_IFDEF_ARGS	0x2	/* call whose arguments hold #if lines */
#define SITE_MASKED	0x4	/* hidden from spatch, see rewrite.h */
#define SITE_HIGHMEM	0x8	/* page_address() of a mapped page */
#define SITE_PAGEVEC	0x10	/* in a file ported to struct page_vec */

struct site_list {
	struct site *v;
	size_t nr, alloc;
};

#define SITE_LIST_INIT { NULL, 0, 0 }

const char *site_kind_name(enum site_kind kind);
const char *site_state_name(enum site_state state);

/* append a copy of the strings given; returns the new site */
struct site *site_add(struct site_list *l, const char *file, unsigned line,
		      unsigned col, enum site_kind kind, const char *symbol,
		      const char *function);
/* to (uninitialised) becomes a deep copy of from */
void site_list_copy(struct site_list *to, const struct site_list *from);
/* move every site of from to the end of to; from ends empty */
void site_list_move(struct site_list *to, struct site_list *from);
/* order by file, line, column, symbol: outputs are stable for any --jobs */
void site_list_sort(struct site_list *l);
/* free the strings of one site (not the site itself) */
void site_release(struct site *s);
void site_list_clear(struct site_list *l);

/*
 * Which sites stand on a token: the first n sites of l (those there at
 * init) that have every bit of flags, indexed by anchor line and token
 * (lookup.h), for the passes that ask it of every token of a file.  The
 * list may grow (and move) after init; the index keeps to those n.
 *	site_anchors_init(&a, l, SITE_MASKED);
 *	site_anchors_has(&a, line, text, len)   1 when one stands there
 *	site_anchors_free(&a);
 */
struct site_anchors {
	const struct site_list *l;
	size_t *v;		/* the sites indexed, by number in l */
	struct sorted_index ix;
};

void site_anchors_init(struct site_anchors *a, const struct site_list *l,
		       unsigned flags);
int site_anchors_has(const struct site_anchors *a, unsigned line,
		     const char *text, size_t len);
void site_anchors_free(struct site_anchors *a);

#endif
