/* directio: see directio.h for the contract. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "directio.h"
#include "lex.h"
#include "strbuf.h"
#include "util.h"

#define PAGES_SUFFIX "_pages"

static int ident(const struct code_tokens *tk, size_t i, const char *s)
{
	return i < tk->nr && tk->v[i].type == TOK_IDENT && tok_is(&tk->v[i], s);
}

static int same(const struct token *a, const struct token *b)
{
	return a->len == b->len && !memcmp(a->text, b->text, a->len);
}

/* the index of the bracket closing the one at i, or tk->nr */
static size_t closing(const struct code_tokens *tk, size_t i)
{
	char open = *tk->v[i].text, close = open == '(' ? ')' : '}';
	int depth = 0;

	for (; i < tk->nr; i++) {
		if (code_punct(tk, i, open))
			depth++;
		else if (code_punct(tk, i, close) && --depth == 0)
			return i;
	}
	return tk->nr;
}

/* does parameter tokens [a, b) hold the words w (in order, as a run)? */
static int param_has(const struct code_tokens *tk, size_t a, size_t b,
		     const char *const *w)
{
	size_t i, k;

	for (i = a; i < b; i++) {
		for (k = 0; w[k]; k++) {
			size_t j = i + k;

			if (j >= b)
				break;
			if (!strcmp(w[k], "*") ? !code_punct(tk, j, '*') :
			    !ident(tk, j, w[k]))
				break;
		}
		if (!w[k])
			return 1;
	}
	return 0;
}

enum dio_form { DIO_NONE, DIO_INODE, DIO_FILE };

/*
 * Is the function whose parameter list opens at index open 2.4's
 * direct_IO, (int, struct inode *, struct kiobuf *, unsigned long, int),
 * or its direct_fileIO, (int, struct file *, ...)?  The names of the
 * first two parameters go to rw and inode (when not NULL).
 */
static enum dio_form dio24_params(const struct code_tokens *tk, size_t open,
				  char *rw, char *inode, size_t namesz)
{
	static const char *const want[5][4] = {
		{ "int", NULL },
		{ "struct", "inode", "*", NULL },
		{ "struct", "kiobuf", "*", NULL },
		{ "unsigned", "long", NULL },
		{ "int", NULL },
	};
	static const char *const file[] = { "struct", "file", "*", NULL };
	size_t close = closing(tk, open), a = open + 1, i;
	int n = 0, depth = 0;
	enum dio_form form = DIO_INODE;

	for (i = open + 1; i <= close && i < tk->nr; i++) {
		if (code_punct(tk, i, '('))
			depth++;
		else if (code_punct(tk, i, ')') && depth)
			depth--;
		else if (i == close || (code_punct(tk, i, ',') && !depth)) {
			if (n == 5)
				return DIO_NONE;
			if (n == 1 && param_has(tk, a, i, file))
				form = DIO_FILE;
			else if (!param_has(tk, a, i, want[n]))
				return DIO_NONE;
			/* the parameter's name: its last token */
			if (n < 2 && i > a && tk->v[i - 1].type == TOK_IDENT) {
				char *dst = n ? inode : rw;

				if (dst)
					snprintf(dst, namesz, "%.*s",
						 (int)tk->v[i - 1].len,
						 tk->v[i - 1].text);
			}
			n++;
			a = i + 1;
		}
	}
	return n == 5 ? form : DIO_NONE;
}

/* the definition of a function named like tk->v[ref], or tk->nr */
static size_t definition(const struct code_tokens *tk, size_t ref)
{
	size_t i;
	int depth = 0;

	for (i = 0; i < tk->nr; i++) {
		if (code_punct(tk, i, '{'))
			depth++;
		else if (code_punct(tk, i, '}') && depth)
			depth--;
		else if (!depth && tk->v[i].type == TOK_IDENT &&
			 same(&tk->v[i], &tk->v[ref]) &&
			 code_punct(tk, i + 1, '(') &&
			 code_punct(tk, closing(tk, i + 1) + 1, '{'))
			return i;
	}
	return tk->nr;
}

/* is the declaration whose name is at d static? */
static int is_static(const struct code_tokens *tk, size_t d)
{
	while (d-- > 0 && !code_punct(tk, d, ';') && !code_punct(tk, d, '}') &&
	       !code_punct(tk, d, ')'))
		if (ident(tk, d, "static"))
			return 1;
	return 0;
}

/*
 * The site of the method's kiobuf parameter: a parameter site of the
 * function fn, or, when libclang could not read the definition as a
 * function with parameters (its linkage a macro of a header it did not
 * find, as XFS's STATIC), the buffer type named between lines first and
 * last, the definition's parameter list.
 */
/*
 * The macro that stands where static would, the first word of the
 * declaration whose name is at d: an identifier in capitals before the
 * return type (XFS's STATIC int name(...)); tk->nr when there is none.
 */
static size_t linkage_macro(const struct code_tokens *tk, size_t d)
{
	size_t first = d, k;

	while (first > 0 && !code_punct(tk, first - 1, ';') &&
	       !code_punct(tk, first - 1, '}') &&
	       !code_punct(tk, first - 1, ')'))
		first--;
	if (first + 1 >= d || tk->v[first].type != TOK_IDENT)
		return tk->nr;
	for (k = 0; k < tk->v[first].len; k++)
		if (!(tk->v[first].text[k] >= 'A' &&
		      tk->v[first].text[k] <= 'Z') &&
		    tk->v[first].text[k] != '_')
			return tk->nr;
	return first;
}

static const struct site *param_site(const struct unit *u, const char *fn,
				     unsigned first, unsigned last)
{
	size_t i;

	for (i = 0; i < u->sites.nr; i++) {
		const struct site *s = &u->sites.v[i];

		if (s->kind == KIND_PARAMETER && s->function &&
		    !strcmp(s->function, fn))
			return s;
	}
	for (i = 0; i < u->sites.nr; i++) {
		const struct site *s = &u->sites.v[i];

		if (s->kind == KIND_TYPE &&
		    (!s->function || !strcmp(s->function, fn)) &&
		    s->line >= first && s->line <= last)
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

/* the parameter names of the list opening at open, up to 8 */
static size_t param_names(const struct code_tokens *tk, size_t open,
			  const struct token **names)
{
	size_t close = closing(tk, open), i, n = 0;
	int depth = 0;

	for (i = open + 1; i <= close && i < tk->nr && n < 8; i++) {
		if (code_punct(tk, i, '('))
			depth++;
		else if (code_punct(tk, i, ')') && depth)
			depth--;
		else if ((i == close || (code_punct(tk, i, ',') && !depth)) &&
			 tk->v[i - 1].type == TOK_IDENT)
			names[n++] = &tk->v[i - 1];
	}
	return n;
}

/* the name of 2.6's get_blocks adapter for a 2.4 get_block g */
static void adapter_name(const char *g, char *out, size_t n)
{
	const char *p = strstr(g, "get_block");

	while (p && p[9] && p[9] != '_')
		p = strstr(p + 9, "get_block");
	if (p)
		snprintf(out, n, "%.*sget_blocks%s", (int)(p - g), g, p + 9);
	else
		snprintf(out, n, "%s_blocks", g);
}

/*
 * The arguments of the call whose '(' is at open, when each is a single
 * name, into a[] (8 at most, *na of them).  Returns 0 when one is more
 * than a name, or there are more than 8.
 */
static int name_args(const struct code_tokens *tk, size_t open,
		     const struct token **a, size_t *na)
{
	size_t i;
	int depth = 0;

	for (i = open + 1, *na = 0; i < closing(tk, open) && *na < 8; i++) {
		if (code_punct(tk, i, '('))
			depth++;
		else if (code_punct(tk, i, ')') && depth)
			depth--;
		if (depth || code_punct(tk, i, ','))
			continue;
		if (tk->v[i].type != TOK_IDENT ||
		    !(code_punct(tk, i + 1, ',') ||
		      i + 1 == closing(tk, open)))
			break;
		a[(*na)++] = &tk->v[i];
	}
	return i >= closing(tk, open);
}

/*
 * The get_block function gb names: which device (its definition says),
 * and whether the get_blocks adapter's name is free
 */
static void get_block_checks(const struct code_tokens *tk,
			     const struct token *gbn, struct dio_method *m)
{
	size_t gb = definition(tk, (size_t)(gbn - tk->v)), end, i;

	if (gb == tk->nr) {
		problem(m, gbn->line, "its get_block function is not "
			"defined in this file, so whether the inode is a "
			"block device's own (I_BDEV()) or a file system's "
			"(i_sb->s_bdev) cannot be told");
		return;
	}
	end = closing(tk, closing(tk, gb + 1) + 1);
	for (i = gb; i < end; i++)
		if (ident(tk, i, "i_rdev"))
			m->device_inode = 1;
	for (i = 0; i < tk->nr; i++)
		if (tk->v[i].type == TOK_IDENT &&
		    tok_is(&tk->v[i], m->get_blocks)) {
			problem(m, tk->v[i].line, "the name its get_blocks "
				"adapter would get is taken");
			return;
		}
}

/*
 * The generic_direct_IO() form (directio.h): the body is statements
 * naming neither the kiobuf, the block number nor the block size, then
 * "return generic_direct_IO(rw, inode, iobuf, blocknr, blocksize,
 * GET_BLOCK);" with the method's own parameters, in their order.  Any
 * other use of generic_direct_IO() is a problem: 2.6 has none.
 */
static void generic_form(const struct code_tokens *tk, size_t def,
			 struct dio_method *m)
{
	const struct token *p[8], *a[8];
	size_t body = closing(tk, def + 1) + 1, end, ret, i, na;
	size_t np = param_names(tk, def + 1, p);

	if (!code_punct(tk, body, '{') || np != 5)
		return;
	end = closing(tk, body);
	for (ret = body + 1; ret < end; ret++)
		if (ident(tk, ret, "generic_direct_IO"))
			break;
	if (ret == end)
		return;		/* not built on generic_direct_IO() */
	m->calls_generic = 1;
	if (!ident(tk, ret - 1, "return") || !code_punct(tk, ret + 1, '(') ||
	    !code_punct(tk, closing(tk, ret + 1) + 1, ';') ||
	    closing(tk, ret + 1) + 2 != end) {
		problem(m, tk->v[ret].line, "it calls generic_direct_IO(), "
			"which 2.6 lacks, other than as its last statement "
			"\"return generic_direct_IO(...);\"");
		return;
	}
	/* the arguments: single names */
	if (!name_args(tk, ret + 1, a, &na) || na != 6) {
		problem(m, tk->v[ret].line, "its generic_direct_IO() call "
			"passes more than the method's own arguments and a "
			"get_block function");
		return;
	}
	for (i = 0; i < 5; i++)
		if (!same(a[i], p[i])) {
			problem(m, tk->v[ret].line, "its generic_direct_IO() "
				"call does not pass the method's own arguments "
				"in their order");
			return;
		}
	/* the statements before it must not need the kiobuf */
	for (i = body + 1; i < ret - 1; i++)
		if (tk->v[i].type == TOK_IDENT &&
		    (same(&tk->v[i], p[2]) || same(&tk->v[i], p[3]) ||
		     same(&tk->v[i], p[4]) || tok_is(&tk->v[i], "return"))) {
			problem(m, tk->v[i].line, "the statements before its "
				"generic_direct_IO() call use the kiobuf, the "
				"block number or the block size, or return");
			return;
		}
	snprintf(m->get_block, sizeof(m->get_block), "%.*s", (int)a[5]->len,
		 a[5]->text);
	adapter_name(m->get_block, m->get_blocks, sizeof(m->get_blocks));
	m->generic = 1;
	get_block_checks(tk, a[5], m);
}

/* what directio_find() learns of the method, across its passes */
struct dio_scan {
	int found;
	size_t def;		/* the method's name in its definition */
	size_t refs[16], nrefs;	/* where initializers name it */
	unsigned early;		/* an initializer's line before it */
};

/* the method is the one defined at d: its name, line and linkage */
static void take_method(const struct code_tokens *tk, size_t d,
			struct dio_method *m, struct dio_scan *ds)
{
	ds->found = 1;
	ds->def = d;
	snprintf(m->name, sizeof(m->name), "%.*s", (int)tk->v[d].len,
		 tk->v[d].text);
	m->line = tk->v[d].line;
	m->is_static = is_static(tk, d);
}

/* token j of an initializer: a name of a 2.4 direct_IO method? */
static void initializer_entry(const struct code_tokens *tk, size_t j,
			      struct dio_method *m, struct dio_scan *ds)
{
	int designated;
	size_t d;

	if (tk->v[j].type != TOK_IDENT)
		return;
	d = definition(tk, j);
	if (d == tk->nr || d == j ||
	    !dio24_params(tk, d + 1, NULL, NULL, 0))
		return;
	designated = (j >= 3 && tk->v[j - 2].type == TOK_IDENT &&
		      code_punct(tk, j - 1, '=') &&
		      code_punct(tk, j - 3, '.')) ||
		     (j >= 2 && tk->v[j - 2].type == TOK_IDENT &&
		      code_punct(tk, j - 1, ':'));
	if (designated && ident(tk, j - 2, "direct_fileIO"))
		problem(m, tk->v[j].line, "it fills 2.4's "
			"direct_fileIO slot, which 2.6's "
			"address_space_operations lacks");
	else if (designated && !ident(tk, j - 2, "direct_IO"))
		designated = 0;
	if (ds->found && !same(&tk->v[d], &tk->v[ds->def])) {
		problem(m, tk->v[j].line, "a second 2.4 "
			"direct_IO method in the file");
		return;
	}
	if (!ds->found)
		take_method(tk, d, m, ds);
	if (!designated)
		problem(m, tk->v[j].line, "a positional "
			"initializer names it");
	if (j < d && !ds->early)
		ds->early = tk->v[j].line;
	if (ds->nrefs < sizeof(ds->refs) / sizeof(ds->refs[0]))
		ds->refs[ds->nrefs++] = j;
}

/* each struct address_space_operations initializer */
static void scan_initializers(const struct code_tokens *tk,
			      struct dio_method *m, struct dio_scan *ds)
{
	size_t i, j;

	for (i = 1; i < tk->nr; i++) {
		size_t open, end;

		if (!ident(tk, i, "address_space_operations") ||
		    !ident(tk, i - 1, "struct"))
			continue;
		for (open = i + 1; open < tk->nr &&
		     !code_punct(tk, open, ';') && !code_punct(tk, open, '{') &&
		     !code_punct(tk, open, ')'); open++)
			;
		if (!code_punct(tk, open, '{') ||
		    !code_punct(tk, open - 1, '='))
			continue;
		end = closing(tk, open);
		for (j = open + 1; j < end; j++)
			initializer_entry(tk, j, m, ds);
	}
}

/* a method with the 2.4 signature that no initializer here names */
static void unnamed_method(const struct code_tokens *tk, struct dio_method *m,
			   struct dio_scan *ds)
{
	size_t i;
	int depth;

	for (i = 0, depth = 0; !ds->found && i < tk->nr; i++) {
		size_t d = i;

		if (code_punct(tk, i, '{'))
			depth++;
		else if (code_punct(tk, i, '}') && depth)
			depth--;
		if (depth || tk->v[i].type != TOK_IDENT ||
		    !code_punct(tk, i + 1, '(') ||
		    !code_punct(tk, closing(tk, i + 1) + 1, '{') ||
		    !dio24_params(tk, d + 1, NULL, NULL, 0))
			continue;
		take_method(tk, d, m, ds);
		problem(m, m->line, dio24_params(tk, d + 1, NULL, NULL, 0) ==
			DIO_FILE ? "it has the signature of 2.4's "
			"direct_fileIO slot but no initializer of this file "
			"names it (it is installed in another file)" :
			"it has the signature of 2.4's direct_IO slot but no "
			"initializer of this file names it (it is installed "
			"in another file)");
	}
}

/* every other use of the name would have to pick a method */
static void other_uses(const struct code_tokens *tk, struct dio_method *m,
		       const struct dio_scan *ds)
{
	size_t i, k;

	for (i = 0; i < tk->nr; i++) {
		if (i == ds->def || tk->v[i].type != TOK_IDENT)
			continue;
		if (same(&tk->v[i], &tk->v[ds->def])) {
			for (k = 0; k < ds->nrefs && ds->refs[k] != i; k++)
				;
			if (k == ds->nrefs)
				problem(m, tk->v[i].line, "it is named "
					"outside its definition and "
					"initializer (a prototype or a call)");
		} else if (!m->generic && tk->v[i].len == strlen(m->name) +
			   strlen(PAGES_SUFFIX) &&
			   !memcmp(tk->v[i].text, m->name, strlen(m->name)) &&
			   !memcmp(tk->v[i].text + strlen(m->name),
				   PAGES_SUFFIX, strlen(PAGES_SUFFIX))) {
			problem(m, tk->v[i].line, "the name its body "
				"would get (NAME" PAGES_SUFFIX ") is taken");
		}
	}
}

/* a name the preprocessor sees (a macro naming the method) too */
static void directive_uses(const struct unit *u, struct dio_method *m)
{
	struct lexer lx;
	struct token t;

	lex_init(&lx, u->buf, u->len);
	while (lex_next(&lx, &t))
		if (t.directive && t.type == TOK_IDENT &&
		    strlen(m->name) == t.len && !memcmp(t.text, m->name, t.len))
			problem(m, t.line, "a preprocessor line names "
				"it");
}

int directio_find(const struct unit *u, struct dio_method *m)
{
	struct code_tokens tk;
	struct dio_scan ds;
	size_t lm;

	memset(m, 0, sizeof(*m));
	memset(&ds, 0, sizeof(ds));
	lex_code_tokens(u->buf, u->len, 0, &tk);
	scan_initializers(&tk, m, &ds);
	unnamed_method(&tk, m, &ds);
	if (!ds.found) {
		free(tk.v);
		return 0;
	}
	if (dio24_params(&tk, ds.def + 1, m->rw, m->inode, sizeof(m->rw)) ==
	    DIO_FILE)
		problem(m, m->line, "it takes 2.4's direct_fileIO arguments "
			"(a struct file), a slot 2.6's "
			"address_space_operations lacks");
	generic_form(&tk, ds.def, m);
	m->param = param_site(u, m->name, m->line,
			      tk.v[closing(&tk, ds.def + 1)].line);
	if (!m->param || m->param->kind == KIND_GUARDED ||
	    m->param->kind == KIND_INACTIVE) {
		/* the 2.4 branch of dual-version code, or no kiobuf seen */
		free(tk.v);
		return 0;
	}
	other_uses(&tk, m, &ds);
	if (ds.early)
		problem(m, ds.early, "an initializer names it before its "
			"definition");
	if (!m->is_static && (lm = linkage_macro(&tk, ds.def)) != tk.nr) {
		snprintf(m->problem_text, sizeof(m->problem_text), "its "
			 "linkage is the macro %.*s, which a build may define "
			 "as nothing, so another file may mean the 2.4 method",
			 (int)tk.v[lm].len, tk.v[lm].text);
		problem(m, m->line, m->problem_text);
	} else if (!m->is_static)
		problem(m, m->line, "it is not static (another file may "
			"mean the 2.4 method)");
	free(tk.v);
	directive_uses(u, m);
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

/* a line break, the next line indented to column align (kernel style) */
static void add_break(struct strbuf *sb, size_t align)
{
	size_t k;

	strbuf_addch(sb, '\n');
	for (k = 0; k < align / 8; k++)
		strbuf_addch(sb, '\t');
	for (k = 0; k < align % 8; k++)
		strbuf_addch(sb, ' ');
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
static void add_head(struct strbuf *sb, const struct code_tokens *tk,
		     size_t name, size_t close, const char *text,
		     size_t line_start)
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

		if (i < close && !code_punct(tk, i, ','))
			continue;
		/* the parameter's tokens, one space apart */
		for (k = a; k < i; k++) {
			if (k > a && !code_punct(tk, k - 1, '*'))
				strbuf_addch(&p, ' ');
			strbuf_add(&p, tk->v[k].text, tk->v[k].len);
		}
		strbuf_addch(&p, i < close ? ',' : ')');
		if (a > name + 2 && col + 1 + p.len > 80) {
			add_break(sb, align);
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

/*
 * "HEAD(p1, p2, ...)" with the parameters filled under 80 columns, each
 * line after the first aligned after the '(' (kernel style)
 */
static void add_signature(struct strbuf *sb, const char *head,
			  const char *const *params)
{
	size_t col, align, k;

	strbuf_addf(sb, "%s(", head);
	col = align = strlen(head) + 1;
	for (k = 0; params[k]; k++) {
		size_t w = strlen(params[k]) + 1;

		if (k && col + 1 + w > 80) {
			strbuf_addch(sb, ',');
			add_break(sb, align);
			col = align;
		} else if (k) {
			strbuf_addstr(sb, ", ");
			col += 2;
		}
		strbuf_addstr(sb, params[k]);
		col += w - 1;
	}
	strbuf_addch(sb, ')');
}

/*
 * The 2.4 method's statements, moved into the 2.6 one: their common
 * indent becomes one tab (kernel style, whatever the file's own was),
 * deeper lines keep what they have beyond it.
 */
static void add_reindented(struct strbuf *sb, const char *p, size_t n)
{
	const char *end = p + n, *q;
	size_t common = (size_t)-1;

	for (q = p; q < end; ) {
		const char *eol = memchr(q, '\n', (size_t)(end - q));
		size_t len = eol ? (size_t)(eol - q) : (size_t)(end - q), w;

		for (w = 0; w < len && (q[w] == ' ' || q[w] == '\t'); w++)
			;
		if (w < len && display_width(q, w) < common)
			common = display_width(q, w);
		q += len + (eol != NULL);
	}
	for (q = p; q < end; ) {
		const char *eol = memchr(q, '\n', (size_t)(end - q));
		size_t len = eol ? (size_t)(eol - q) : (size_t)(end - q), w;

		for (w = 0; w < len && (q[w] == ' ' || q[w] == '\t') &&
			    display_width(q, w + 1) <= common; w++)
			;
		if (w < len)
			strbuf_addch(sb, '\t');
		strbuf_add(sb, q + w, len - w);
		strbuf_addch(sb, '\n');
		q += len + (eol != NULL);
	}
}

/* the get_blocks adapter 2.6's blockdev_direct_IO() calls */
static void add_adapter(struct strbuf *sb, const struct dio_method *m)
{
	const char *adapter[] = { "struct inode *inode", "sector_t iblock",
		"unsigned long max_blocks", "struct buffer_head *bh_result",
		"int create", NULL };
	char *head, *text;

	text = xasprintf("zcport: 2.6's get_blocks, for blockdev_direct_IO(): "
			 "%s() maps one block a call, of b_size bytes.  The "
			 "device and the size are set first, as 2.4's "
			 "generic_direct_IO() set b_dev and b_size before "
			 "calling it (a get_block may read b_size).",
			 m->get_block);
	strbuf_add_comment(sb, "", text, 1);
	free(text);
	head = xasprintf("static int %s", m->get_blocks);
	add_signature(sb, head, adapter);
	free(head);
	strbuf_addf(sb, "\n{\n"
		    "\tbh_result->b_bdev = %s;\n"
		    "\tbh_result->b_size = 1 << inode->i_blkbits;\n"
		    "\treturn %s(inode, iblock, bh_result, create);\n"
		    "}\n\n", m->device_inode ? "I_BDEV(inode)" :
		    "inode->i_sb->s_bdev", m->get_block);
}

/* "\treturn CALL" broken after a comma, aligned after its '(' */
static void add_return(struct strbuf *sb, const char *call)
{
	size_t col = 15, align = 8 + 7 + (size_t)(strchr(call, '(') -
						   call) + 1;
	const char *p = call, *comma;

	strbuf_addstr(sb, "\treturn ");
	col = 8 + 7;
	while ((comma = strchr(p, ','))) {
		const char *next = strchr(comma + 1, ',');
		size_t w = (size_t)((next ? next : p + strlen(p)) -
				    comma);

		strbuf_add(sb, p, (size_t)(comma + 1 - p));
		col += (size_t)(comma + 1 - p);
		p = comma + 2;
		if (col + w > 80) {
			add_break(sb, align);
			col = align;
		} else {
			strbuf_addch(sb, ' ');
			col++;
		}
	}
	strbuf_addstr(sb, p);
}

/*
 * The generic_direct_IO() form's replacement: the get_blocks adapter
 * and the 2.6 method, keeping the statements the 2.4 method ran before
 * its call (prelude, whole lines)
 */
static void add_generic(struct strbuf *sb, const struct dio_method *m,
			const char *prelude, size_t plen)
{
	char rw[80], *head, *text;
	const char *method[] = { rw, "struct kiocb *iocb",
		"const struct iovec *iov", "loff_t offset",
		"unsigned long nr_segs", NULL };
	char *call;

	snprintf(rw, sizeof(rw), "int %s", m->rw);
	add_adapter(sb, m);
	text = xasprintf("zcport: the 2.6 direct_IO method.  "
			 "blockdev_direct_IO() does what 2.4's VFS and "
			 "generic_direct_IO() did around the 2.4 method: pin "
			 "the user's iovec, map its blocks, submit the bios, "
			 "dirty what a read filled and release the pages.%s%s%s",
			 m->device_inode ? "  " : "",
			 m->device_inode ? m->get_block : "",
			 m->device_inode ? "() maps through i_rdev: the inode "
			 "is a block device's own, whose device is "
			 "I_BDEV(inode) and whose blocks need no locking "
			 "against a file system's allocation." : "");
	strbuf_add_comment(sb, "", text, 1);
	free(text);
	head = xasprintf("static ssize_t %s", m->name);
	add_signature(sb, head, method);
	free(head);
	strbuf_addf(sb, "\n{\n\tstruct inode *%s = "
		    "iocb->ki_filp->f_mapping->host;\n\n", m->inode);
	add_reindented(sb, prelude, plen);
	call = m->device_inode ?
	       xasprintf("blockdev_direct_IO_no_locking(%s, iocb, %s, "
			 "I_BDEV(%s), iov, offset, nr_segs, %s, NULL);",
			 m->rw, m->inode, m->inode, m->get_blocks) :
	       xasprintf("blockdev_direct_IO(%s, iocb, %s, %s->i_sb->s_bdev, "
			 "iov, offset, nr_segs, %s, NULL);", m->rw, m->inode,
			 m->inode, m->get_blocks);
	add_return(sb, call);
	strbuf_addstr(sb, "\n}");
	free(call);
}

/* the generic_direct_IO() form: the whole definition replaced */
static char *rewrite_generic(const struct dio_method *m, const char *text,
			     size_t len, const struct code_tokens *tk,
			     size_t name, size_t *out_len)
{
	struct strbuf sb = STRBUF_INIT;
	size_t body = closing(tk, name + 1) + 1, end = closing(tk, body);
	size_t start = name, ret, ps, pe;

	/* the declaration's first token, then its line */
	while (start > 0 && !code_punct(tk, start - 1, ';') &&
	       !code_punct(tk, start - 1, '}'))
		start--;
	ps = tk->v[start].offset;
	while (ps && text[ps - 1] != '\n')
		ps--;
	for (ret = body; ret < end && !ident(tk, ret, "return"); ret++)
		;
	/* the prelude: whole lines after '{', up to the return's line */
	pe = tk->v[ret].offset;
	while (pe && text[pe - 1] != '\n')
		pe--;
	strbuf_add(&sb, text, ps);
	{
		const char *pl = memchr(text + tk->v[body].offset, '\n',
					pe - tk->v[body].offset);
		size_t from = pl ? (size_t)(pl + 1 - text) : pe;

		add_generic(&sb, m, text + from, pe > from ? pe - from : 0);
	}
	strbuf_add(&sb, text + tk->v[end].offset + 1,
		   len - tk->v[end].offset - 1);
	return strbuf_detach(&sb, out_len);
}

char *directio_rewrite(const struct dio_method *m, const char *text,
		       size_t len, size_t *out_len)
{
	struct strbuf sb = STRBUF_INIT;
	struct code_tokens tk;
	size_t i, body_end, close, line_start;

	lex_code_tokens(text, len, 0, &tk);
	for (i = 0; i < tk.nr; i++)
		if (tk.v[i].line == m->line && tok_is(&tk.v[i], m->name) &&
		    code_punct(&tk, i + 1, '('))
			break;
	if (i == tk.nr || !code_punct(&tk, closing(&tk, i + 1) + 1, '{')) {
		free(tk.v);
		return NULL;
	}
	if (m->generic) {
		char *out = rewrite_generic(m, text, len, &tk, i, out_len);

		free(tk.v);
		return out;
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
