/* kiocomp: see kiocomp.h for the contract. */
#include <stdio.h>
#include <string.h>

#include "kiocomp.h"
#include "lex.h"
#include "strbuf.h"
#include "vocab.h"

/* where a construct was first seen: the function holding it, its line */
struct seen {
	char fn[64];
	char what[64];		/* the callback, for end_io */
	unsigned line;
};

static void note(struct seen *s, const char *fn, unsigned line,
		 const char *what, size_t what_len)
{
	if (s->line)
		return;
	s->line = line;
	snprintf(s->fn, sizeof(s->fn), "%s", fn && *fn ? fn : "file scope");
	if (what) {
		if (what_len >= sizeof(s->what))
			what_len = sizeof(s->what) - 1;
		memcpy(s->what, what, what_len);
		s->what[what_len] = '\0';
	}
}

/* what a file shows of the completion: the first of each construct */
struct completion {
	struct seen setter;	/* X->end_io = callback */
	struct seen caller;	/* the call that completes the I/O */
	struct seen waiter;	/* the call that waits for it */
	struct seen brw;	/* the block I/O call */
};

/* the function a token stands in: name ( ... ) { at file scope */
struct fn_track {
	char fn[64];		/* "": file scope */
	char cand[64];		/* the name before the first "(" */
	int depth, parens;
};

static void track_function(struct fn_track *f, const struct token *t,
			   const struct token *prev, int have_prev)
{
	if (t->type == TOK_PUNCT && !f->depth) {
		if (*t->text == '(' && !f->parens++ && have_prev &&
		    prev->type == TOK_IDENT && !*f->cand &&
		    prev->len < sizeof(f->cand)) {
			memcpy(f->cand, prev->text, prev->len);
			f->cand[prev->len] = '\0';
		} else if (*t->text == ')' && f->parens) {
			f->parens--;
		} else if ((*t->text == ';' || *t->text == '=') &&
			   !f->parens) {
			*f->cand = '\0';
		}
	}
	if (t->type == TOK_PUNCT && *t->text == '{') {
		if (!f->depth++ && *f->cand)
			strcpy(f->fn, f->cand);
		*f->cand = '\0';
	} else if (t->type == TOK_PUNCT && *t->text == '}' && f->depth) {
		if (!--f->depth)
			*f->fn = '\0';
	}
}

static void scan_completion(const char *buf, size_t len,
			    struct completion *c)
{
	struct fn_track f;
	struct lexer lx;
	struct token t, prev;
	int have_prev = 0;
	int member = 0;		/* 1: after "->end_io", 2: after its "=" */
	unsigned member_line = 0;

	memset(&f, 0, sizeof(f));
	memset(&prev, 0, sizeof(prev));
	lex_init(&lx, buf, len);
	while (lex_next(&lx, &t)) {
		if (t.directive)
			continue;
		track_function(&f, &t, &prev, have_prev);

		/* X->end_io = callback (not ==) */
		if (member == 1) {
			member = t.type == TOK_PUNCT && *t.text == '=' ? 2 : 0;
		} else if (member == 2 && t.type == TOK_PUNCT &&
			   *t.text == '=' && t.offset == prev.offset + 1) {
			member = 0;	/* "==": a comparison */
		} else if (member == 2 && t.type == TOK_PUNCT &&
			   *t.text == '&') {
			;		/* "= &callback" */
		} else if (member == 2) {
			if (t.type == TOK_IDENT && !tok_is(&t, "NULL"))
				note(&c->setter, f.fn, member_line, t.text,
				     t.len);
			member = 0;
		}
		if (t.type == TOK_IDENT && tok_is(&t, KIONAME(END_IO)) &&
		    have_prev && prev.type == TOK_PUNCT && (*prev.text == '.' ||
		    (*prev.text == '>' && prev.offset > 0 &&
		     buf[prev.offset - 1] == '-'))) {
			member = 1;
			member_line = t.line;
		}
		if (t.type == TOK_IDENT && f.depth) {
			if (tok_is(&t, KIONAME(END_KIO_REQUEST)))
				note(&c->caller, f.fn, t.line, NULL, 0);
			else if (tok_is(&t, KIONAME(KIOBUF_WAIT_FOR_IO)))
				note(&c->waiter, f.fn, t.line, NULL, 0);
			else if (tok_is(&t, KIONAME(BRW_KIOVEC)))
				note(&c->brw, f.fn, t.line, NULL, 0);
		}
		prev = t;
		have_prev = 1;
	}
}

/* the driver completes the buffer itself: what to keep, where to wait */
static void explain_own_completion(const struct completion *c,
				   struct strbuf *sb)
{
	strbuf_addf(sb, "the driver completes the %s itself: ",
		    KIONAME(KIOBUF));
	if (c->setter.line)
		strbuf_addf(sb, "%s() sets %s to %s(), ",
			    c->setter.fn, KIONAME(END_IO), c->setter.what);
	strbuf_addf(sb, "%s() calls %s()", c->caller.fn,
		    KIONAME(END_KIO_REQUEST));
	if (c->waiter.line)
		strbuf_addf(sb, " and %s() waits in %s()", c->waiter.fn,
			    KIONAME(KIOBUF_WAIT_FOR_IO));
	strbuf_addf(sb, "; 2.6 has no %s completion, and ",
		    KIONAME(KIOBUF));
	if (c->brw.line)
		strbuf_addf(sb, "this is not the completion of "
			    "%s()'s block I/O", KIONAME(BRW_KIOVEC));
	else
		strbuf_addstr(sb, "no block I/O here has a bio to "
			      "carry it");
	strbuf_addf(sb, ": keep the count, the status and the "
		    "callback in the driver's own structure, and "
		    "wait on a struct completion %s signals",
		    c->setter.line ? "the callback" :
		    "the completing code");
}

char *kiocomp_explain(const char *buf, size_t len)
{
	struct completion c;
	struct strbuf sb = STRBUF_INIT;

	memset(&c, 0, sizeof(c));
	scan_completion(buf, len, &c);
	if (c.setter.line && c.brw.line && !c.caller.line) {
		strbuf_addf(&sb, "%s() sets %s to %s() for the block I/O "
			    "of %s() in %s(); in "
			    "2.6 bios complete through bi_end_io, and the "
			    "port's user_pages_brw() returns only when all "
			    "is done: do %s()'s work after it returns, with "
			    "its result in place of the %s's errno",
			    c.setter.fn, KIONAME(END_IO), c.setter.what,
			    KIONAME(BRW_KIOVEC), c.brw.fn, c.setter.what,
			    KIONAME(KIOBUF));
	} else if (c.caller.line) {
		explain_own_completion(&c, &sb);
	} else if (c.waiter.line && !c.brw.line) {
		strbuf_addf(&sb, "%s() waits in %s() for I/O "
			    "that this file neither starts with "
			    "%s() nor completes with "
			    "%s(): find what completes it, and "
			    "wait on a struct completion that code signals",
			    c.waiter.fn, KIONAME(KIOBUF_WAIT_FOR_IO),
			    KIONAME(BRW_KIOVEC), KIONAME(END_KIO_REQUEST));
	} else if (c.setter.line) {
		strbuf_addf(&sb, "%s() sets %s to %s(), but "
			    "nothing in this file calls %s() or "
			    "%s(): find what completes the %s, "
			    "and have it signal a struct completion",
			    c.setter.fn, KIONAME(END_IO), c.setter.what,
			    KIONAME(END_KIO_REQUEST), KIONAME(BRW_KIOVEC),
			    KIONAME(KIOBUF));
	}
	return sb.len ? strbuf_detach(&sb, NULL) : (strbuf_release(&sb), NULL);
}
