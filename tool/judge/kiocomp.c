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

char *kiocomp_explain(const char *buf, size_t len)
{
	struct seen setter = { "", "", 0 }, caller = { "", "", 0 };
	struct seen waiter = { "", "", 0 }, brw = { "", "", 0 };
	struct lexer lx;
	struct token t, prev;
	char fn[64] = "", cand[64] = "";
	int depth = 0, parens = 0, have_prev = 0;
	int member = 0;		/* 1: after "->end_io", 2: after its "=" */
	unsigned member_line = 0;
	struct strbuf sb = STRBUF_INIT;

	memset(&prev, 0, sizeof(prev));
	lex_init(&lx, buf, len);
	while (lex_next(&lx, &t)) {
		if (t.directive)
			continue;
		/* a function definition: name ( ... ) { at file scope */
		if (t.type == TOK_PUNCT && !depth) {
			if (*t.text == '(' && !parens++ && have_prev &&
			    prev.type == TOK_IDENT && !*cand &&
			    prev.len < sizeof(cand)) {
				memcpy(cand, prev.text, prev.len);
				cand[prev.len] = '\0';
			} else if (*t.text == ')' && parens) {
				parens--;
			} else if ((*t.text == ';' || *t.text == '=') &&
				   !parens) {
				*cand = '\0';
			}
		}
		if (t.type == TOK_PUNCT && *t.text == '{') {
			if (!depth++ && *cand)
				strcpy(fn, cand);
			*cand = '\0';
		} else if (t.type == TOK_PUNCT && *t.text == '}' && depth) {
			if (!--depth)
				*fn = '\0';
		}

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
				note(&setter, fn, member_line, t.text, t.len);
			member = 0;
		}
		if (t.type == TOK_IDENT && tok_is(&t, KIONAME(END_IO)) &&
		    have_prev && prev.type == TOK_PUNCT && (*prev.text == '.' ||
		    (*prev.text == '>' && prev.offset > 0 &&
		     buf[prev.offset - 1] == '-'))) {
			member = 1;
			member_line = t.line;
		}
		if (t.type == TOK_IDENT && depth) {
			if (tok_is(&t, KIONAME(END_KIO_REQUEST)))
				note(&caller, fn, t.line, NULL, 0);
			else if (tok_is(&t, KIONAME(KIOBUF_WAIT_FOR_IO)))
				note(&waiter, fn, t.line, NULL, 0);
			else if (tok_is(&t, KIONAME(BRW_KIOVEC)))
				note(&brw, fn, t.line, NULL, 0);
		}
		prev = t;
		have_prev = 1;
	}

	if (setter.line && brw.line && !caller.line) {
		strbuf_addf(&sb, "%s() sets %s to %s() for the block I/O "
			    "of %s() in %s(); in "
			    "2.6 bios complete through bi_end_io, and the "
			    "port's user_pages_brw() returns only when all "
			    "is done: do %s()'s work after it returns, with "
			    "its result in place of the %s's errno",
			    setter.fn, KIONAME(END_IO), setter.what,
			    KIONAME(BRW_KIOVEC), brw.fn, setter.what,
			    KIONAME(KIOBUF));
	} else if (caller.line) {
		strbuf_addf(&sb, "the driver completes the %s itself: ",
			    KIONAME(KIOBUF));
		if (setter.line)
			strbuf_addf(&sb, "%s() sets %s to %s(), ",
				    setter.fn, KIONAME(END_IO), setter.what);
		strbuf_addf(&sb, "%s() calls %s()", caller.fn,
			    KIONAME(END_KIO_REQUEST));
		if (waiter.line)
			strbuf_addf(&sb, " and %s() waits in %s()", waiter.fn,
				    KIONAME(KIOBUF_WAIT_FOR_IO));
		strbuf_addf(&sb, "; 2.6 has no %s completion, and ",
			    KIONAME(KIOBUF));
		if (brw.line)
			strbuf_addf(&sb, "this is not the completion of "
				    "%s()'s block I/O", KIONAME(BRW_KIOVEC));
		else
			strbuf_addstr(&sb, "no block I/O here has a bio to "
				      "carry it");
		strbuf_addf(&sb, ": keep the count, the status and the "
			    "callback in the driver's own structure, and "
			    "wait on a struct completion %s signals",
			    setter.line ? "the callback" :
			    "the completing code");
	} else if (waiter.line && !brw.line) {
		strbuf_addf(&sb, "%s() waits in %s() for I/O "
			    "that this file neither starts with "
			    "%s() nor completes with "
			    "%s(): find what completes it, and "
			    "wait on a struct completion that code signals",
			    waiter.fn, KIONAME(KIOBUF_WAIT_FOR_IO),
			    KIONAME(BRW_KIOVEC), KIONAME(END_KIO_REQUEST));
	} else if (setter.line) {
		strbuf_addf(&sb, "%s() sets %s to %s(), but "
			    "nothing in this file calls %s() or "
			    "%s(): find what completes the %s, "
			    "and have it signal a struct completion",
			    setter.fn, KIONAME(END_IO), setter.what,
			    KIONAME(END_KIO_REQUEST), KIONAME(BRW_KIOVEC),
			    KIONAME(KIOBUF));
	}
	return sb.len ? strbuf_detach(&sb, NULL) : (strbuf_release(&sb), NULL);
}
