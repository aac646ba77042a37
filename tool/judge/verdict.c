/* verdict: see verdict.h for the contract. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "strbuf.h"
#include "util.h"
#include "verdict.h"
#include "vocab.h"

const struct evidence *verdict_find(const struct site *s,
				    enum evidence_kind kind)
{
	size_t i;

	for (i = 0; i < s->nev; i++)
		if (s->ev[i].kind == kind)
			return &s->ev[i];
	return NULL;
}

/* the state, reason and note, from the strongest evidence */
static void settle(struct site *s)
{
	const struct evidence *e = NULL;
	size_t i;

	for (i = 0; i < s->nev; i++)
		if (!e || s->ev[i].kind < e->kind)
			e = &s->ev[i];
	free(s->reason_code);
	free(s->reason);
	free(s->note);
	s->reason_code = s->reason = s->note = NULL;
	if (!e) {
		s->state = STATE_FOUND;
		return;
	}
	switch (e->kind) {
	case EV_DROPPED:
	case EV_DONE:
		s->state = STATE_CONVERTED;
		if (e->text)
			s->note = xstrdup(e->text);
		break;
	case EV_GUARDED:
		s->state = STATE_GUARDED;
		break;
	case EV_REMOVED:
		s->state = STATE_REMOVED;
		s->reason_code = xstrdup(e->code);
		s->reason = xstrdup(e->text);
		break;
	default:
		s->state = STATE_MANUAL;
		s->reason_code = xstrdup(e->code);
		s->reason = xstrdup(e->text);
		/* an unfinished site's port is in place: its note stays */
		for (i = 0; !strcmp(e->code, "unfinished") && i < s->nev; i++)
			if (s->ev[i].kind == EV_DONE && s->ev[i].text &&
			    !s->note)
				s->note = xstrdup(s->ev[i].text);
		break;
	}
}

static void add(struct site *s, enum evidence_kind kind, const char *code,
		char *text)
{
	s->ev = xrealloc(s->ev, (s->nev + 1) * sizeof(*s->ev));
	s->ev[s->nev].kind = kind;
	s->ev[s->nev].code = code ? xstrdup(code) : NULL;
	s->ev[s->nev].text = text;
	s->nev++;
	settle(s);
}

void verdict_manual(struct site *s, enum evidence_kind kind,
		    const char *code, const char *fmt, ...)
{
	struct strbuf sb = STRBUF_INIT;
	va_list ap;

	vocab_reason(code);	/* dies on a code nobody declared */
	va_start(ap, fmt);
	strbuf_vaddf(&sb, fmt, ap);
	va_end(ap);
	add(s, kind, code, strbuf_detach(&sb, NULL));
}

void verdict_removed(struct site *s, const char *fmt, ...)
{
	struct strbuf sb = STRBUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	strbuf_vaddf(&sb, fmt, ap);
	va_end(ap);
	add(s, EV_REMOVED, "removed-in-2.6", strbuf_detach(&sb, NULL));
}

void verdict_converted(struct site *s, const char *note)
{
	add(s, EV_DONE, NULL, note ? xstrdup(note) : NULL);
}

void verdict_guarded(struct site *s, const char *why)
{
	add(s, EV_GUARDED, NULL, why ? xstrdup(why) : NULL);
}

void verdict_dropped(struct site *s)
{
	add(s, EV_DROPPED, NULL, NULL);
}
