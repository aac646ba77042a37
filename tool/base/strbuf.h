/*
 * strbuf: a growable, always NUL-terminated byte buffer (after git's).
 *
 * Calling sequence: struct strbuf sb = STRBUF_INIT; strbuf_add*(&sb, ...);
 * use sb.buf / sb.len; strbuf_release(&sb) frees it and leaves it empty
 * and reusable.  strbuf_detach() hands the buffer to the caller, who then
 * owns it and must free() it.  Allocation failure dies.
 */
#ifndef ZC_STRBUF_H
#define ZC_STRBUF_H

#include <stdarg.h>
#include <stddef.h>

struct strbuf {
	char *buf;
	size_t len;
	size_t alloc;
};

#define STRBUF_INIT { NULL, 0, 0 }

void strbuf_grow(struct strbuf *sb, size_t extra);
void strbuf_add(struct strbuf *sb, const void *data, size_t len);
void strbuf_addstr(struct strbuf *sb, const char *s);
void strbuf_addch(struct strbuf *sb, int c);
void strbuf_addf(struct strbuf *sb, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void strbuf_vaddf(struct strbuf *sb, const char *fmt, va_list ap);
/* append s as a JSON string literal, quotes included */
void strbuf_add_json_str(struct strbuf *sb, const char *s);
/* the columns s[0..n) takes, tabs to the next multiple of 8 */
size_t display_width(const char *s, size_t n);
/*
 * A C comment of text for code indented by ws (tabs count to the next
 * multiple of 8), kernel style: "ws/ * text * /" when it fits 80 columns
 * and block is 0, else a block comment, its lines broken between words
 * under 80 columns.  Ends with a newline.
 */
void strbuf_add_comment(struct strbuf *sb, const char *ws, const char *text,
			int block);
void strbuf_reset(struct strbuf *sb);
void strbuf_release(struct strbuf *sb);
char *strbuf_detach(struct strbuf *sb, size_t *len);

#endif
