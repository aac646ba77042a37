/* directio: see directio.h for the contract. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "directio.h"
#include "lex.h"
#include "strbuf.h"
#include "util.h"

#define PAGES_SUFFIX "_pages"

/* the code tokens of a text (preprocessor lines left out), in order */
struct toks {
	struct token *v;
	size_t nr;
};

static void lex_code(const char *buf, size_t len, struct toks *tk)
{
	struct lexer lx;
	struct token t;
	size_t alloc = 0;

	memset(tk, 0, sizeof(*tk));
	lex_init(&lx, buf, len);
	while (lex_next(&lx, &t)) {
		if (t.directive || t.type == TOK_HASH)
			continue;
		if (tk->nr == alloc) {
			alloc = alloc ? 2 * alloc : 256;
			tk->v = xrealloc(tk->v, alloc * sizeof(*tk->v));
		}
		tk->v[tk->nr++] = t;
	}
}

static int punct(const struct toks *tk, size_t i, char c)
{
	return i < tk->nr && tk->v[i].type == TOK_PUNCT && *tk->v[i].text == c;
}

static int ident(const struct toks *tk, size_t i, const char *s)
{
	return i < tk->nr && tk->v[i].type == TOK_IDENT && tok_is(&tk->v[i], s);
}

static int same(const struct token *a, const struct token *b)
{
	return a->len == b->len && !memcmp(a->text, b->text, a->len);
}

/* the index of the bracket closing the one at i, or tk->nr */
static size_t closing(const struct toks *tk, size_t i)
{
	char open = *tk->v[i].text, close = open == '(' ? ')' : '}';
	int depth = 0;

	for (; i < tk->nr; i++) {
		if (punct(tk, i, open))
			depth++;
		else if (punct(tk, i, close) && --depth == 0)
			return i;
	}
	return tk->nr;
}

/* does parameter tokens [a, b) hold the words w (in order, as a run)? */
static int param_has(const struct toks *tk, size_t a, size_t b,
		     const char *const *w)
{
	size_t i, k;

	for (i = a; i < b; i++) {
		for (k = 0; w[k]; k++) {
			size_t j = i + k;

			if (j >= b)
				break;
			if (!strcmp(w[k], "*") ? !punct(tk, j, '*') :
			    !ident(tk, j, w[k]))
				break;
		}
		if (!w[k])
			return 1;
	}
	return 0;
}

/*
 * Is the function whose parameter list opens at index open 2.4's
 * direct_IO: (int, struct inode *, struct kiobuf *, unsigned long, int)?
 */
static int dio24_params(const struct toks *tk, size_t open)
{
	static const char *const want[5][4] = {
		{ "int", NULL },
		{ "struct", "inode", "*", NULL },
		{ "struct", "kiobuf", "*", NULL },
		{ "unsigned", "long", NULL },
		{ "int", NULL },
	};
	size_t close = closing(tk, open), a = open + 1, i;
	int n = 0, depth = 0;

	for (i = open + 1; i <= close && i < tk->nr; i++) {
		if (punct(tk, i, '('))
			depth++;
		else if (punct(tk, i, ')') && depth)
			depth--;
		else if (i == close || (punct(tk, i, ',') && !depth)) {
			if (n == 5 || !param_has(tk, a, i, want[n]))
				return 0;
			n++;
			a = i + 1;
		}
	}
	return n == 5;
}

/* the definition of a function named like tk->v[ref], or tk->nr */
static size_t definition(const struct toks *tk, size_t ref)
{
	size_t i;
	int depth = 0;

	for (i = 0; i < tk->nr; i++) {
		if (punct(tk, i, '{'))
			depth++;
		else if (punct(tk, i, '}') && depth)
			depth--;
		else if (!depth && tk->v[i].type == TOK_IDENT &&
			 same(&tk->v[i], &tk->v[ref]) &&
			 punct(tk, i + 1, '(') &&
			 punct(tk, closing(tk, i + 1) + 1, '{'))
			return i;
	}
	return tk->nr;
}

/* is the declaration whose name is at d static? */
static int is_static(const struct toks *tk, size_t d)
{
	while (d-- > 0 && !punct(tk, d, ';') && !punct(tk, d, '}') &&
	       !punct(tk, d, ')'))
		if (ident(tk, d, "static"))
			return 1;
	return 0;
}

static const struct site *param_site(const struct unit *u, const char *fn)
{
	size_t i;

	for (i = 0; i < u->sites.nr; i++) {
		const struct site *s = &u->sites.v[i];

		if (s->kind == KIND_PARAMETER && s->function &&
		    !strcmp(s->function, fn))
			return s;
	}
	return NULL;
}

static void problem(struct dio_method *m, unsigned line, const char *why)
{
	if (!m->problem) {
		m->problem = why;
		m->problem_line = line;
	}
}

int directio_find(const struct unit *u, struct dio_method *m)
{
	struct lexer lx;
	struct token t;
	struct toks tk;
	size_t i, j, k, def = 0, refs[16];
	size_t nrefs = 0;
	unsigned early = 0;
	int found = 0;

	memset(m, 0, sizeof(*m));
	lex_code(u->buf, u->len, &tk);
	/* each struct address_space_operations initializer */
	for (i = 1; i < tk.nr; i++) {
		size_t open, end;

		if (!ident(&tk, i, "address_space_operations") ||
		    !ident(&tk, i - 1, "struct"))
			continue;
		for (open = i + 1; open < tk.nr && !punct(&tk, open, ';') &&
		     !punct(&tk, open, '{') && !punct(&tk, open, ')'); open++)
			;
		if (!punct(&tk, open, '{') || !punct(&tk, open - 1, '='))
			continue;
		end = closing(&tk, open);
		for (j = open + 1; j < end; j++) {
			int designated;
			size_t d;

			if (tk.v[j].type != TOK_IDENT)
				continue;
			d = definition(&tk, j);
			if (d == tk.nr || d == j || !dio24_params(&tk, d + 1))
				continue;
			designated = (ident(&tk, j - 2, "direct_IO") &&
				      punct(&tk, j - 1, '=') &&
				      punct(&tk, j - 3, '.')) ||
				     (ident(&tk, j - 2, "direct_IO") &&
				      punct(&tk, j - 1, ':'));
			if (found && !same(&tk.v[d], &tk.v[def])) {
				problem(m, tk.v[j].line, "a second 2.4 "
					"direct_IO method in the file");
				continue;
			}
			if (!found) {
				found = 1;
				def = d;
				snprintf(m->name, sizeof(m->name), "%.*s",
					 (int)tk.v[d].len, tk.v[d].text);
				m->line = tk.v[d].line;
				m->is_static = is_static(&tk, d);
			}
			if (!designated)
				problem(m, tk.v[j].line, "a positional "
					"initializer names it");
			if (j < d && !early)
				early = tk.v[j].line;
			if (nrefs < sizeof(refs) / sizeof(refs[0]))
				refs[nrefs++] = j;
		}
	}
	if (!found) {
		free(tk.v);
		return 0;
	}
	m->param = param_site(u, m->name);
	if (!m->param || m->param->kind == KIND_GUARDED ||
	    m->param->kind == KIND_INACTIVE) {
		/* the 2.4 branch of dual-version code, or no kiobuf seen */
		free(tk.v);
		return 0;
	}
	/* every other use of the name would have to pick a method */
	for (i = 0; i < tk.nr; i++) {
		if (i == def || tk.v[i].type != TOK_IDENT)
			continue;
		if (same(&tk.v[i], &tk.v[def])) {
			for (k = 0; k < nrefs && refs[k] != i; k++)
				;
			if (k == nrefs)
				problem(m, tk.v[i].line, "it is named "
					"outside its definition and "
					"initializer (a prototype or a call)");
		} else if (tk.v[i].len == strlen(m->name) +
			   strlen(PAGES_SUFFIX) &&
			   !memcmp(tk.v[i].text, m->name, strlen(m->name)) &&
			   !memcmp(tk.v[i].text + strlen(m->name),
				   PAGES_SUFFIX, strlen(PAGES_SUFFIX))) {
			problem(m, tk.v[i].line, "the name its body "
				"would get (NAME" PAGES_SUFFIX ") is taken");
		}
	}
	if (early)
		problem(m, early, "an initializer names it before its "
			"definition");
	if (!m->is_static)
		problem(m, m->line, "it is not static (another file may "
			"mean the 2.4 method)");
	free(tk.v);
	/* a name the preprocessor sees (a macro naming the method) too */
	lex_init(&lx, u->buf, u->len);
	while (lex_next(&lx, &t))
		if (t.directive && t.type == TOK_IDENT &&
		    strlen(m->name) == t.len && !memcmp(t.text, m->name, t.len))
			problem(m, t.line, "a preprocessor line names "
				"it");
	return 1;
}

/* the 2.6 method, after the 2.4 one's closing brace */
static void add_method(struct strbuf *sb, const struct dio_method *m)
{
	strbuf_addf(sb, "\n\n/*\n"
		    " * zcport: the 2.6 direct_IO method.  2.6's VFS leaves "
		    "to the method\n"
		    " * what 2.4's did around the 2.4 method above: pin each "
		    "chunk of the\n"
		    " * user's buffer, dirty what a read brought in, release "
		    "the pages.\n"
		    " */\n"
		    "%sssize_t %s(int rw, struct kiocb *iocb,\n"
		    "\t\tconst struct iovec *iov, loff_t offset, "
		    "unsigned long nr_segs)\n"
		    "{\n"
		    "\treturn page_vec_direct_IO(rw, iocb, iov, offset, "
		    "nr_segs,\n"
		    "\t\t\t\t  %s" PAGES_SUFFIX ");\n"
		    "}", m->is_static ? "static " : "", m->name, m->name);
}

static size_t width(const char *s, size_t n)
{
	size_t col = 0, i;

	for (i = 0; i < n; i++)
		col = s[i] == '\t' ? (col / 8 + 1) * 8 : col + 1;
	return col;
}

/*
 * The definition's head, from the start of the name's line to the ')'
 * of its parameters (at index close), with the new name: the parameters
 * filled in again under 80 columns, aligned after the '(' (kernel
 * style), as the longer name moved them.  A head with a comment among
 * its parameters keeps its lines, only the name changes.
 */
static void add_head(struct strbuf *sb, const struct toks *tk, size_t name,
		     size_t close, const char *text, size_t line_start)
{
	const struct token *nt = &tk->v[name];
	size_t col, align, i, a = name + 2, k;
	const char *open = nt->text + nt->len;

	strbuf_add(sb, text + line_start, nt->offset + nt->len - line_start);
	strbuf_addstr(sb, PAGES_SUFFIX);
	if (memmem(open, tk->v[close].text - open, "/*", 2) ||
	    memmem(open, tk->v[close].text - open, "//", 2)) {
		strbuf_add(sb, open, tk->v[close].text + 1 - open);
		return;
	}
	strbuf_addch(sb, '(');
	col = align = width(text + line_start, nt->offset + nt->len -
			    line_start) + strlen(PAGES_SUFFIX) + 1;
	for (i = name + 2; i <= close; i++) {
		struct strbuf p = STRBUF_INIT;

		if (i < close && !punct(tk, i, ','))
			continue;
		/* the parameter's tokens, one space apart */
		for (k = a; k < i; k++) {
			if (k > a && !punct(tk, k - 1, '*'))
				strbuf_addch(&p, ' ');
			strbuf_add(&p, tk->v[k].text, tk->v[k].len);
		}
		strbuf_addch(&p, i < close ? ',' : ')');
		if (a > name + 2 && col + 1 + p.len > 80) {
			strbuf_addch(sb, '\n');
			for (k = 0; k < align / 8; k++)
				strbuf_addch(sb, '\t');
			for (k = 0; k < align % 8; k++)
				strbuf_addch(sb, ' ');
			col = align;
		} else if (a > name + 2) {
			strbuf_addch(sb, ' ');
			col++;
		}
		strbuf_add(sb, p.buf, p.len);
		col += p.len;
		strbuf_release(&p);
		a = i + 1;
	}
}

char *directio_rewrite(const struct dio_method *m, const char *text,
		       size_t len, size_t *out_len)
{
	struct strbuf sb = STRBUF_INIT;
	struct toks tk;
	size_t i, body_end, close, line_start;

	lex_code(text, len, &tk);
	for (i = 0; i < tk.nr; i++)
		if (tk.v[i].line == m->line && tok_is(&tk.v[i], m->name) &&
		    punct(&tk, i + 1, '('))
			break;
	if (i == tk.nr || !punct(&tk, closing(&tk, i + 1) + 1, '{')) {
		free(tk.v);
		return NULL;
	}
	body_end = closing(&tk, closing(&tk, i + 1) + 1);
	if (body_end == tk.nr) {
		free(tk.v);
		return NULL;
	}
	close = closing(&tk, i + 1);
	for (line_start = tk.v[i].offset; line_start &&
	     text[line_start - 1] != '\n'; line_start--)
		;
	strbuf_add(&sb, text, line_start);
	add_head(&sb, &tk, i, close, text, line_start);
	strbuf_add(&sb, text + tk.v[close].offset + 1,
		   tk.v[body_end].offset - tk.v[close].offset);
	add_method(&sb, m);
	strbuf_add(&sb, text + tk.v[body_end].offset + 1,
		   len - tk.v[body_end].offset - 1);
	free(tk.v);
	return strbuf_detach(&sb, out_len);
}
