/* lex: see lex.h for the contract. */
#include <ctype.h>
#include <string.h>

#include "lex.h"
#include "xalloc.h"

void lex_init(struct lexer *lx, const char *buf, size_t len)
{
	memset(lx, 0, sizeof(*lx));
	lx->buf = buf;
	lx->len = len;
	lx->line = 1;
	lx->at_line_start = 1;
}

static int peek(struct lexer *lx, size_t ahead)
{
	size_t p = lx->pos + ahead;

	return p < lx->len ? (unsigned char)lx->buf[p] : -1;
}

static void newline(struct lexer *lx)
{
	lx->line++;
	lx->line_start = lx->pos;
}

/* skip blanks, comments and line continuations; ends a directive at \n */
static void skip_space(struct lexer *lx)
{
	for (;;) {
		int c = peek(lx, 0);

		if (c == '\\' && peek(lx, 1) == '\n') {
			lx->pos += 2;
			newline(lx);
		} else if (c == '\\' && peek(lx, 1) == '\r' &&
			   peek(lx, 2) == '\n') {
			lx->pos += 3;
			newline(lx);
		} else if (c == '\n') {
			lx->pos++;
			newline(lx);
			lx->in_directive = 0;
			lx->directive = NULL;
			lx->directive_len = 0;
			lx->at_line_start = 1;
		} else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' ||
			   c == '\v') {
			lx->pos++;
		} else if (c == '/' && peek(lx, 1) == '*') {
			unsigned cl = lx->line;
			unsigned cc = (unsigned)(lx->pos - lx->line_start) + 1;

			lx->pos += 2;
			while (lx->pos < lx->len &&
			       !(peek(lx, 0) == '*' && peek(lx, 1) == '/')) {
				if (peek(lx, 0) == '\n') {
					lx->pos++;
					newline(lx);
				} else {
					lx->pos++;
				}
			}
			if (lx->pos + 2 > lx->len) {
				/* no closing star-slash: the file is cut off */
				lx->open_comment_line = cl;
				lx->open_comment_col = cc;
			}
			lx->pos = lx->pos + 2 > lx->len ? lx->len : lx->pos + 2;
		} else if (c == '/' && peek(lx, 1) == '/') {
			while (lx->pos < lx->len && peek(lx, 0) != '\n') {
				if (peek(lx, 0) == '\\' && peek(lx, 1) == '\n') {
					lx->pos += 2;
					newline(lx);
					continue;
				}
				lx->pos++;
			}
		} else {
			return;
		}
	}
}

static void skip_literal(struct lexer *lx, int quote)
{
	lx->pos++;
	while (lx->pos < lx->len) {
		int c = peek(lx, 0);

		if (c == '\\') {
			if (peek(lx, 1) == '\n') {
				lx->pos += 2;
				newline(lx);
				continue;
			}
			lx->pos += 2;
			continue;
		}
		if (c == '\n')	/* unterminated: stop at the line's end */
			return;
		lx->pos++;
		if (c == quote)
			return;
	}
}

int lex_next(struct lexer *lx, struct token *t)
{
	int c;

	skip_space(lx);
	if (lx->pos >= lx->len)
		return 0;
	memset(t, 0, sizeof(*t));
	t->offset = lx->pos;
	t->text = lx->buf + lx->pos;
	t->line = lx->line;
	t->col = (unsigned)(lx->pos - lx->line_start) + 1;
	c = peek(lx, 0);

	if (c == '#' && lx->at_line_start) {
		lx->pos++;
		lx->in_directive = 1;
		lx->expect_directive_name = 1;
		t->type = TOK_HASH;
		t->first_in_directive = 1;
	} else if (isalpha(c) || c == '_' || c == '$') {
		while (isalnum(peek(lx, 0)) || peek(lx, 0) == '_' ||
		       peek(lx, 0) == '$')
			lx->pos++;
		t->type = TOK_IDENT;
		/* L"..." and friends are literals, not identifiers */
		if ((peek(lx, 0) == '"' || peek(lx, 0) == '\'') &&
		    lx->pos - t->offset <= 2) {
			int q = peek(lx, 0);

			skip_literal(lx, q);
			t->type = q == '"' ? TOK_STRING : TOK_CHAR;
		}
	} else if (isdigit(c) || (c == '.' && isdigit(peek(lx, 1)))) {
		while (isalnum(peek(lx, 0)) || peek(lx, 0) == '.' ||
		       peek(lx, 0) == '_' ||
		       ((peek(lx, 0) == '+' || peek(lx, 0) == '-') &&
			strchr("eEpP", lx->buf[lx->pos - 1])))
			lx->pos++;
		t->type = TOK_NUMBER;
	} else if (c == '"' || c == '\'') {
		skip_literal(lx, c);
		t->type = c == '"' ? TOK_STRING : TOK_CHAR;
	} else if (c == '<' && lx->in_directive && lx->directive_len == 7 &&
		   !memcmp(lx->directive, "include", 7)) {
		/* <header.h> is one token after #include */
		while (lx->pos < lx->len && peek(lx, 0) != '>' &&
		       peek(lx, 0) != '\n')
			lx->pos++;
		if (peek(lx, 0) == '>')
			lx->pos++;
		t->type = TOK_STRING;
	} else {
		lx->pos++;
		t->type = TOK_PUNCT;
	}
	t->len = lx->pos - t->offset;
	lx->at_line_start = 0;
	if (lx->in_directive && !t->first_in_directive) {
		if (lx->expect_directive_name) {
			lx->expect_directive_name = 0;
			lx->directive = t->text;
			lx->directive_len = t->len;
		}
	}
	t->directive = lx->directive;
	t->directive_len = lx->directive_len;
	return 1;
}

int tok_is(const struct token *t, const char *s)
{
	size_t n = strlen(s);

	return t->type == TOK_IDENT && t->len == n && !memcmp(t->text, s, n);
}

int lex_is_keyword(const struct token *t)
{
	static const char *const kw[] = { "auto", "break", "case", "char",
		"const", "continue", "default", "do", "double", "else", "enum",
		"extern", "float", "for", "goto", "if", "inline", "int", "long",
		"register", "return", "short", "signed", "sizeof", "static",
		"struct", "switch", "typedef", "union", "unsigned", "void",
		"volatile", "while", "_Bool", "restrict", "__attribute__",
		"__attribute", "__inline__", "__inline", "asm", "__asm__",
		"__asm", "typeof", "__typeof__", "__typeof", "__const",
		"__const__", "__volatile", "__volatile__", "__restrict",
		"__restrict__", "__signed__", "__signed", "__extension__",
		"__label__", "__builtin_va_list", "__builtin_offsetof",
		"_Complex", NULL };
	int k;

	for (k = 0; kw[k]; k++)
		if (tok_is(t, kw[k]))
			return 1;
	return 0;
}

char lex_include_line(const char *line, const char *e, const char **name,
		      size_t *len, unsigned *col)
{
	const char *q = line, *b;
	char open;

	while (q < e && (*q == ' ' || *q == '\t'))
		q++;
	if (q == e || *q++ != '#')
		return 0;
	while (q < e && (*q == ' ' || *q == '\t'))
		q++;
	if (e - q <= 7 || strncmp(q, "include", 7))
		return 0;
	q += 7;
	while (q < e && (*q == ' ' || *q == '\t'))
		q++;
	open = q < e && (*q == '<' || *q == '"') ? *q : 0;
	b = open ? memchr(q + 1, open == '<' ? '>' : '"', (size_t)(e - q - 1)) :
	    NULL;
	if (!b)
		return 0;
	*name = q + 1;
	*len = (size_t)(b - q - 1);
	*col = (unsigned)(q - line) + 1;
	return open;
}

int lex_has_ident(const char *buf, size_t len, const char *const *names)
{
	struct lexer lx;
	struct token t;
	int k;

	lex_init(&lx, buf, len);
	while (lex_next(&lx, &t))
		for (k = 0; !t.directive && names[k]; k++)
			if (tok_is(&t, names[k]))
				return 1;
	return 0;
}

int lex_punct_extends(const char *prev, size_t prev_len,
		      const struct token *t)
{
	static const char *const ops[] = { "->", "++", "--", "==", "!=", "<=",
		">=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<", ">>",
		"&&", "||", "<<=", ">>=", "...", NULL };
	int k;

	if (t->type != TOK_PUNCT || prev + prev_len != t->text)
		return 0;
	for (k = 0; ops[k]; k++)
		if (strlen(ops[k]) == prev_len + 1 &&
		    !memcmp(ops[k], prev, prev_len) &&
		    ops[k][prev_len] == *t->text)
			return 1;
	return 0;
}

/* a conditional's name, #if to #endif (lex_code_tokens()'s flag) */
static int conditional_name(const struct token *t)
{
	return t->directive && t->text == t->directive &&
	       (tok_is(t, "if") || tok_is(t, "ifdef") ||
		tok_is(t, "ifndef") || tok_is(t, "elif") ||
		tok_is(t, "elifdef") || tok_is(t, "elifndef") ||
		tok_is(t, "else") || tok_is(t, "endif"));
}

void lex_code_tokens(const char *buf, size_t len, unsigned flags,
		     struct code_tokens *tk)
{
	struct lexer lx;
	struct token t;
	size_t alloc = 0;

	memset(tk, 0, sizeof(*tk));
	lex_init(&lx, buf, len);
	while (lex_next(&lx, &t)) {
		struct token *prev = tk->nr ? &tk->v[tk->nr - 1] : NULL;

		if ((flags & LEX_CONDITIONALS) && conditional_name(&t))
			t.type = TOK_HASH;
		else if (t.directive || t.type == TOK_HASH)
			continue;
		if ((flags & LEX_JOIN_PUNCT) && prev && t.type == TOK_PUNCT &&
		    prev->type == TOK_PUNCT &&
		    lex_punct_extends(prev->text, prev->len, &t)) {
			prev->len++;
			continue;
		}
		if (tk->nr == alloc) {
			alloc = alloc ? 2 * alloc : 512;
			tk->v = xrealloc(tk->v, alloc * sizeof(*tk->v));
		}
		tk->v[tk->nr++] = t;
	}
}
