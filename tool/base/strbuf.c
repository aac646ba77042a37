/* strbuf: see strbuf.h for the contract. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "strbuf.h"
#include "xalloc.h"

static char empty_buf[1];

void strbuf_grow(struct strbuf *sb, size_t extra)
{
	size_t want = sb->len + extra + 1;

	if (want <= sb->alloc)
		return;
	if (sb->alloc * 2 > want)
		want = sb->alloc * 2;
	sb->buf = xrealloc(sb->alloc ? sb->buf : NULL, want);
	sb->alloc = want;
}

void strbuf_add(struct strbuf *sb, const void *data, size_t len)
{
	strbuf_grow(sb, len);
	memcpy(sb->buf + sb->len, data, len);
	sb->len += len;
	sb->buf[sb->len] = '\0';
}

void strbuf_addstr(struct strbuf *sb, const char *s)
{
	strbuf_add(sb, s, strlen(s));
}

void strbuf_addch(struct strbuf *sb, int c)
{
	char ch = (char)c;

	strbuf_add(sb, &ch, 1);
}

void strbuf_vaddf(struct strbuf *sb, const char *fmt, va_list ap)
{
	va_list cp;
	int n;

	va_copy(cp, ap);
	n = vsnprintf(NULL, 0, fmt, cp);
	va_end(cp);
	if (n < 0)
		die("vsnprintf failed");
	strbuf_grow(sb, (size_t)n);
	vsnprintf(sb->buf + sb->len, (size_t)n + 1, fmt, ap);
	sb->len += (size_t)n;
}

void strbuf_addf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	strbuf_vaddf(sb, fmt, ap);
	va_end(ap);
}

void strbuf_add_json_str(struct strbuf *sb, const char *s)
{
	strbuf_addch(sb, '"');
	for (; s && *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			strbuf_addf(sb, "\\%c", c);
		else if (c == '\n')
			strbuf_addstr(sb, "\\n");
		else if (c == '\t')
			strbuf_addstr(sb, "\\t");
		else if (c < 0x20)
			strbuf_addf(sb, "\\u%04x", c);
		else
			strbuf_addch(sb, c);
	}
	strbuf_addch(sb, '"');
}

void strbuf_reset(struct strbuf *sb)
{
	sb->len = 0;
	if (sb->alloc)
		sb->buf[0] = '\0';
}

void strbuf_release(struct strbuf *sb)
{
	if (sb->alloc)
		free(sb->buf);
	sb->buf = NULL;
	sb->len = sb->alloc = 0;
}

char *strbuf_detach(struct strbuf *sb, size_t *len)
{
	char *p = sb->alloc ? sb->buf : xstrdup(empty_buf);

	if (len)
		*len = sb->len;
	sb->buf = NULL;
	sb->len = sb->alloc = 0;
	return p;
}

size_t display_width(const char *s, size_t n)
{
	size_t w = 0, i;

	for (i = 0; i < n; i++)
		w = s[i] == '\t' ? (w + 8) & ~(size_t)7 : w + 1;
	return w;
}

void strbuf_add_comment(struct strbuf *out, const char *ws, const char *text,
			int block)
{
	size_t wsw = display_width(ws, strlen(ws));
	struct strbuf safe = STRBUF_INIT;
	const char *p;

	/* a "*" "/" in the text (a compiler's message) would end it */
	for (p = text; *p; p++) {
		strbuf_addch(&safe, *p);
		if (*p == '*' && p[1] == '/')
			strbuf_addch(&safe, ' ');
	}
	text = safe.buf ? safe.buf : "";
	p = text;
	if (!block && wsw + strlen(text) + 6 <= 80) {
		strbuf_addf(out, "%s/* %s */\n", ws, text);
		strbuf_release(&safe);
		return;
	}
	strbuf_addf(out, "%s/*\n", ws);
	while (*p) {
		size_t room = 80 - wsw - 3, n = strlen(p), cut;

		if (n > room) {
			cut = room;
			while (cut && p[cut] != ' ')
				cut--;
			if (!cut)
				cut = room;
			n = cut;
		}
		{
			size_t m = n;

			/* no trailing blank where a double space was cut */
			while (m && p[m - 1] == ' ')
				m--;
			strbuf_addf(out, "%s * %.*s\n", ws, (int)m, p);
		}
		p += n;
		while (*p == ' ')
			p++;
	}
	strbuf_addf(out, "%s */\n", ws);
	strbuf_release(&safe);
}
