/*
 * lex: a small C tokenizer for what libclang cannot tell us.
 *
 * It splits a buffer into identifiers, numbers, punctuators and literals,
 * skipping comments, with 1-based line and byte column like libclang's.
 * It knows preprocessor lines (and their backslash continuations): each
 * token carries the directive it stands in ("define", "include", "if"...)
 * or none.  Tokens point into the buffer.  The lexer never allocates;
 * lex_code_tokens() collects a text's code tokens into an array of its
 * own, the one token view of a file the passes that read code share.
 *
 * Calling sequence:
 *	struct lexer lx; struct token t;
 *	lex_init(&lx, buf, len);
 *	while (lex_next(&lx, &t)) ...
 * or
 *	struct code_tokens tk;
 *	lex_code_tokens(buf, len, 0, &tk);
 *	... tk.v[0 .. tk.nr) ...
 *	free(tk.v);
 */
#ifndef ZC_LEX_H
#define ZC_LEX_H

#include <stddef.h>

enum token_type { TOK_IDENT, TOK_NUMBER, TOK_STRING, TOK_CHAR, TOK_PUNCT,
		  TOK_HASH };

struct token {
	enum token_type type;
	const char *text;	/* points into the buffer */
	size_t len;
	size_t offset;		/* byte offset in the buffer */
	unsigned line, col;
	/* the directive this token belongs to, or NULL/0 */
	const char *directive;
	size_t directive_len;
	int first_in_directive;	/* the '#' that starts a directive */
};

struct lexer {
	const char *buf;
	size_t len, pos;
	unsigned line;
	size_t line_start;
	int in_directive, at_line_start, expect_directive_name;
	const char *directive;
	size_t directive_len;
	/* where a comment that the buffer's end cut off began, or 0 */
	unsigned open_comment_line, open_comment_col;
};

void lex_init(struct lexer *lx, const char *buf, size_t len);
/* next token into *t; 0 at the end of the buffer */
int lex_next(struct lexer *lx, struct token *t);
/* 1 if the token is the identifier s */
int tok_is(const struct token *t, const char *s);
/* 1 if the token is a C keyword, GNU spellings included (__inline__...) */
int lex_is_keyword(const struct token *t);
/*
 * The lexer gives one-character punctuators.  lex_punct_extends(): 1 when
 * t, right after the punctuator prev[0..prev_len) in the same buffer,
 * makes a longer C operator with it ("-" ">" -> "->", "<<" "=" ->
 * "<<="); the caller then counts t into prev.
 */
int lex_punct_extends(const char *prev, size_t prev_len,
		      const struct token *t);

/*
 * The header an #include line names: line[0..e) is one line of text.
 * Returns the opening delimiter ('<' or '"') and sets *name, *len to
 * the name between it and its closing one, and *col to the 1-based
 * column of the opening one; 0 for any other line.
 */
char lex_include_line(const char *line, const char *e, const char **name,
		      size_t *len, unsigned *col);

/*
 * The code tokens of a text, in order: the tokens outside preprocessor
 * lines (macro bodies are not followed).  With LEX_CONDITIONALS, each
 * #if, #ifdef, #ifndef, #elif (#elifdef, #elifndef), #else and #endif
 * is kept too, as one TOK_HASH token: its directive's name.  The caller
 * frees tk->v.
 */
struct code_tokens {
	struct token *v;
	size_t nr;
};
#define LEX_CONDITIONALS 0x1
/* with LEX_JOIN_PUNCT, a C operator of several characters is one token
 * ("->", "<<=": lex_punct_extends()) */
#define LEX_JOIN_PUNCT 0x2
void lex_code_tokens(const char *buf, size_t len, unsigned flags,
		     struct code_tokens *tk);

/* 1 if token i of tk is the one-character punctuator c */
static inline int code_punct(const struct code_tokens *tk, size_t i, char c)
{
	return i < tk->nr && tk->v[i].type == TOK_PUNCT && *tk->v[i].text == c;
}

/* 1 if code (not a preprocessor line) in buf names any of names[] */
int lex_has_ident(const char *buf, size_t len, const char *const *names);

#endif
