/* fixup: see fixup.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "fixup.h"
#include "lex.h"
#include "lookup.h"
#include "strbuf.h"
#include "target.h"
#include "util.h"
#include "vocab.h"
#include "verdict.h"

/* one bit of a piece_mask each (fixup.h) */
#define MAX_PIECES 64
#define MAX_LIST 8

struct piece {
	char *name;
	char *guard;		/* its include guard (fixup.h) */
	char *needs[MAX_LIST];
	int nneeds;
	char *includes[MAX_LIST];
	int nincludes;
	char *text;
};

static struct piece pieces[MAX_PIECES];
static int npieces;
static char *header_text;	/* the @@ header section: the API contract */

static int split_list(const char *s, size_t n, char **v)
{
	int k = 0;

	while (n && k < MAX_LIST) {
		const char *c = memchr(s, ',', n);
		size_t m = c ? (size_t)(c - s) : n;

		if (m)
			v[k++] = xstrndup(s, m);
		if (!c)
			break;
		n -= m + 1;
		s = c + 1;
	}
	return k;
}

static void parse_piece_line(struct piece *p, char *line)
{
	char *tok, *save;

	strtok_r(line, " \t", &save);		/* @@ */
	strtok_r(NULL, " \t", &save);		/* piece */
	tok = strtok_r(NULL, " \t", &save);
	if (!tok)
		die("the helper code: piece without a name");
	p->name = xstrdup(tok);
	p->guard = fixup_piece_guard(tok);
	while ((tok = strtok_r(NULL, " \t", &save))) {
		if (!strncmp(tok, "needs=", 6))
			p->nneeds = split_list(tok + 6, strlen(tok + 6),
					       p->needs);
		else if (!strncmp(tok, "includes=", 9))
			p->nincludes = split_list(tok + 9, strlen(tok + 9),
						  p->includes);
	}
}

void fixup_load(void)
{
	char *buf, *p;
	size_t len;
	struct strbuf body = STRBUF_INIT;
	struct piece *cur = NULL;
	int in_header = 0, i, j;

	if (npieces)
		return;
	buf = target_helpers_text(-1, &len);
	for (p = buf; *p; ) {
		char *eol = strchr(p, '\n');
		size_t n = eol ? (size_t)(eol - p) : strlen(p);

		if (n == 9 && !strncmp(p, "@@ header", 9)) {
			if (cur || header_text)
				die("the helper code: @@ header must come "
				    "first, once");
			in_header = 1;
		} else if (n >= 8 && !strncmp(p, "@@ piece", 8)) {
			char *line = xstrndup(p, n);

			if (in_header)
				header_text = strbuf_detach(&body, NULL);
			in_header = 0;
			if (cur) {
				cur->text = strbuf_detach(&body, NULL);
			}
			if (npieces == MAX_PIECES)
				die("the helper code: too many pieces");
			cur = &pieces[npieces++];
			parse_piece_line(cur, line);
			free(line);
		} else if (n >= 3 && !strncmp(p, "@@ ", 3)) {
			/* another section ("@@ mapping", target.h; "@@ file"
			 * before a migration's file): not code */
			if (in_header)
				header_text = strbuf_detach(&body, NULL);
			else if (cur)
				cur->text = strbuf_detach(&body, NULL);
			in_header = 0;
			cur = NULL;
		} else if (cur || in_header) {
			strbuf_add(&body, p, n);
			strbuf_addch(&body, '\n');
		}
		p = eol ? eol + 1 : p + n;
	}
	if (cur)
		cur->text = strbuf_detach(&body, NULL);
	free(buf);
	if (!npieces || !header_text)
		die("the helper code has no pieces or no @@ header");
	/* a guard two pieces share would hide one of them */
	for (i = 0; i < npieces; i++)
		for (j = 0; j < i; j++)
			if (!strcmp(pieces[i].guard, pieces[j].guard))
				die("the helper code: pieces %s and %s "
				    "would share the guard %s", pieces[j].name,
				    pieces[i].name, pieces[i].guard);
}

char *fixup_piece_guard(const char *name)
{
	char *g = xasprintf("%s%s", FIXUP_PIECE_GUARD, name), *c;

	for (c = g; *c; c++) {
		if (*c >= 'a' && *c <= 'z')
			*c = (char)(*c - 'a' + 'A');
		else if (!((*c >= 'A' && *c <= 'Z') ||
			   (*c >= '0' && *c <= '9') || *c == '_'))
			die("the helper code: piece name %s is not an "
			    "identifier", name);
	}
	return g;
}

const char *const *fixup_piece_names(size_t *nr)
{
	static const char *names[MAX_PIECES + 1];
	int i;

	for (i = 0; i < npieces; i++)
		names[i] = pieces[i].name;
	*nr = (size_t)npieces;
	return names;
}

static struct piece *find_piece(const char *name)
{
	int i;

	for (i = 0; i < npieces; i++)
		if (!strcmp(pieces[i].name, name))
			return &pieces[i];
	return NULL;
}

static void need_piece(struct piece *p, char *need)
{
	int i, k = (int)(p - pieces);

	if (need[k])
		return;
	need[k] = 1;
	for (i = 0; i < p->nneeds; i++) {
		struct piece *q = find_piece(p->needs[i]);

		if (q)
			need_piece(q, need);
	}
}

/* what the text uses, what it already has */
struct text_facts {
	char need[MAX_PIECES];
	int defines_struct;	/* struct user_pages { */
	unsigned insert_after;	/* line after which the helper header's
				 * #include goes (0: top) */
	char **have_inc;	/* headers included */
	int nhave;
	int helper_inc;		/* includes the helper header, at any depth */
	/*
	 * A header with a user-space part tests __KERNEL__; kernel_after is
	 * then the line after which the include goes inside the kernel-side
	 * block that holds the first use of a helper (0: none fits, and the
	 * include gets an #ifdef __KERNEL__ of its own); kernel_inc the
	 * last #include before any use that stands directly in a top-level
	 * kernel-side block, where it can go instead.
	 */
	int tests_kernel;
	unsigned kernel_after, kernel_inc;
};

/* an #if block: does it hold only kernel code, or only user-space code? */
enum frame_kind { FRAME_OTHER, FRAME_KERNEL, FRAME_USER };

struct frame {
	enum frame_kind kind;
	unsigned line;		/* of its #if */
	int at_top;		/* the #if stands outside any braces */
	unsigned last_inc;	/* its last #include directly inside it */
	const char *dir;	/* the #if directive, while it is read */
	const char *what;	/* "if", "ifdef" or "ifndef" */
	int ntok, bang, defined, kernel, plain;
};

#define MAX_FRAMES 64

/*
 * The condition of an #if, #ifdef or #ifndef, one token t at a time:
 * "#ifdef __KERNEL__", "#if defined(__KERNEL__)" and "#if defined
 * __KERNEL__" open kernel-only code, their negations user-space code;
 * any other condition naming __KERNEL__ (with || or && something) is
 * neither.
 */
static void frame_cond(struct frame *fr, const struct token *t,
		       int *tests_kernel)
{
	const char *name = fr->what;
	int n = fr->ntok++;

	if (tok_is(t, "__KERNEL__")) {
		*tests_kernel = 1;
		fr->kernel = 1;
	}
	if (!strcmp(name, "if")) {
		if (n == 0 && t->len == 1 && *t->text == '!')
			fr->bang = 1;
		else if (n == fr->bang && tok_is(t, "defined"))
			fr->defined = 1;
		else if (!(fr->defined && ((t->len == 1 && (*t->text == '(' ||
							*t->text == ')')) ||
					   tok_is(t, "__KERNEL__"))))
			fr->plain = 0;
	} else if (n > 0 || !tok_is(t, "__KERNEL__")) {
		fr->plain = 0;
	}
	if (!fr->kernel || !fr->plain || (!strcmp(name, "if") &&
					  !fr->defined))
		fr->kind = FRAME_OTHER;
	else if (!strcmp(name, "ifndef") || fr->bang)
		fr->kind = FRAME_USER;
	else
		fr->kind = FRAME_KERNEL;
}

static int is_directive(const struct token *t, const char *name)
{
	return t->directive && t->text == t->directive && tok_is(t, name);
}

/*
 * Is the whole text one include guard: "#ifndef X" and "#define X" as its
 * first two directives, and the #endif matching the first its last token?
 * Returns the line of the "#define X", or 0.
 */
static unsigned include_guard(const char *text, size_t len)
{
	struct lexer lx;
	struct token t, name;
	int depth = 0, ntok = 0, state = 0, closed = 0;
	unsigned define_line = 0;

	memset(&name, 0, sizeof(name));
	lex_init(&lx, text, len);
	while (lex_next(&lx, &t)) {
		if (closed)
			return 0;	/* something after the guard's #endif */
		ntok++;
		if (state == 0 && ntok == 2 && !is_directive(&t, "ifndef"))
			return 0;
		if (state == 0 && ntok == 1 && t.type != TOK_HASH &&
		    !t.first_in_directive)
			return 0;
		if (state == 0 && ntok == 3) {
			name = t;
			state = 1;
		} else if (state == 1 && t.first_in_directive) {
			state = 2;
		} else if (state == 2) {
			if (!is_directive(&t, "define"))
				return 0;
			state = 3;
		} else if (state == 3) {
			if (t.type != TOK_IDENT || t.len != name.len ||
			    memcmp(t.text, name.text, t.len))
				return 0;
			define_line = t.line;
			state = 4;
		}
		if (is_directive(&t, "if") || is_directive(&t, "ifdef") ||
		    is_directive(&t, "ifndef"))
			depth++;
		else if (is_directive(&t, "endif") && --depth == 0)
			closed = 1;
	}
	return closed && state == 4 ? define_line : 0;
}

/*
 * Where the helper header's #include goes: after the last #include that
 * stands outside any #if (an include guard wrapping the whole file does
 * not count) before the first code that names a helper, or after the
 * #endif of the last #if block holding includes, if that comes later.
 * The helpers need nothing of the file: the header includes what they
 * need, and a #define that could change a kernel header has to come
 * before the includes anyway.  Without includes, the line goes after the
 * file's leading comment (or its guard's #define).
 */
/*
 * The outermost kernel-only #if block open now: where the helper
 * header's #include goes for a use here (after its last #include so far,
 * or its #if line), or 0 when there is none or it opens inside braces.
 */
static unsigned kernel_block(const struct frame *fr, int nfr)
{
	int k;

	for (k = 0; k < nfr && k < MAX_FRAMES; k++)
		if (fr[k].kind == FRAME_KERNEL)
			return !fr[k].at_top ? 0 :
			       fr[k].last_inc ? fr[k].last_inc : fr[k].line;
	return 0;
}

/* scan_text()'s state, token by token */
struct tscan {
	struct text_facts *f;
	struct frame fr[MAX_FRAMES];	/* the open #if blocks */
	int depth, braces;
	int base;		/* the include guard's #if: 1, else 0 */
	int cond_inc;		/* includes under an #if, before any use */
	int any_use;		/* of a helper piece */
	unsigned first_use, first_tok, last_inc;
	struct token prev, prev2;
};

/* a helper piece named in code, or in a macro's body: needed */
static void piece_uses(struct tscan *s, const struct token *t)
{
	struct text_facts *f = s->f;
	int i;

	if (t->type == TOK_IDENT && !t->directive) {
		for (i = 0; i < npieces; i++)
			if (strlen(pieces[i].name) == t->len &&
			    !memcmp(pieces[i].name, t->text, t->len)) {
				need_piece(&pieces[i], f->need);
				if (!s->first_use)
					s->first_use = t->line;
				if (!s->any_use++)
					f->kernel_after =
						kernel_block(s->fr, s->depth);
			}
	}
	if (t->type == TOK_IDENT && t->directive &&
	    t->directive_len == 6 && !memcmp(t->directive, "define", 6)) {
		/* a macro body counts as a use too */
		for (i = 0; i < npieces; i++)
			if (strlen(pieces[i].name) == t->len &&
			    !memcmp(pieces[i].name, t->text, t->len) &&
			    s->prev.text && !(s->prev.type == TOK_IDENT &&
			    s->prev.len == 6 &&
			    !memcmp(s->prev.text, "define", 6))) {
				need_piece(&pieces[i], f->need);
				if (!s->any_use++)
					f->kernel_after =
						kernel_block(s->fr, s->depth);
			}
	}
}

/*
 * #if, #ifdef and #ifndef open a frame, #else and #elif change the top
 * one, #endif closes it.  Returns the top frame after t.
 */
static struct frame *conditional(struct tscan *s, const struct token *t,
				 struct frame *top)
{
	if (is_directive(t, "if") || is_directive(t, "ifdef") ||
	    is_directive(t, "ifndef")) {
		if (s->depth < MAX_FRAMES) {
			top = &s->fr[s->depth];
			memset(top, 0, sizeof(*top));
			top->line = t->line;
			top->at_top = !s->braces;
			top->dir = t->directive;
			top->what = is_directive(t, "if") ? "if" :
				    is_directive(t, "ifdef") ?
				    "ifdef" : "ifndef";
			top->plain = 1;
		}
		s->depth++;
	} else if (is_directive(t, "else") && top) {
		top->kind = top->kind == FRAME_KERNEL ? FRAME_USER :
			    top->kind == FRAME_USER ? FRAME_KERNEL :
			    FRAME_OTHER;
		top->line = t->line;
		top->at_top = !s->braces;
		top->last_inc = 0;
	} else if (is_directive(t, "elif") && top) {
		/* neither, whatever it tests (its tokens are read
		 * only to see whether it tests __KERNEL__) */
		top->kind = FRAME_OTHER;
		top->dir = t->directive;
		top->what = "if";
		top->ntok = 0;
		top->plain = 0;
	} else if (is_directive(t, "endif")) {
		if (s->depth)
			s->depth--;
		/* after a block of includes under #if, not inside */
		if (s->depth == s->base && s->cond_inc && !s->first_use) {
			s->last_inc = t->line;
			s->cond_inc = 0;
		}
	}
	return top;
}

/* an #include line: where the new includes may go, what is included */
static void include_line(struct tscan *s, const struct token *t,
			 struct frame *top)
{
	struct text_facts *f = s->f;

	if (t->type != TOK_STRING || t->directive_len != 7 ||
	    memcmp(t->directive, "include", 7))
		return;
	if (t->len == strlen(FIXUP_HELPER_HEADER) + 2 &&
	    !memcmp(t->text + 1, FIXUP_HELPER_HEADER, t->len - 2))
		f->helper_inc = 1;
	if (!s->braces && top && !s->any_use) {
		top->last_inc = t->line;
		if (kernel_block(s->fr, s->depth) == t->line)
			f->kernel_inc = t->line;
	}
	if (!s->braces) {
		/* one included only under some #if may be missing */
		if (s->depth <= s->base) {
			f->have_inc = xrealloc(f->have_inc,
				(size_t)(f->nhave + 1) * sizeof(char *));
			f->have_inc[f->nhave++] =
				xstrndup(t->text + 1, t->len - 2);
		}
		if (!s->first_use && s->depth <= s->base)
			s->last_inc = t->line;
		else if (!s->first_use)
			s->cond_inc = 1;
	}
}

static void scan_text(const char *text, size_t len, struct text_facts *f)
{
	struct lexer lx;
	struct token t;
	struct tscan s;
	unsigned guard = include_guard(text, len);

	memset(f, 0, sizeof(*f));
	memset(&s, 0, sizeof(s));
	s.f = f;
	s.base = guard ? 1 : 0;
	lex_init(&lx, text, len);
	while (lex_next(&lx, &t)) {
		struct frame *top = s.depth && s.depth <= MAX_FRAMES ?
				    &s.fr[s.depth - 1] : NULL;

		if (!s.first_tok)
			s.first_tok = t.line;
		/* the condition of the #if just opened, token by token */
		if (top && top->dir && t.directive == top->dir &&
		    t.text != t.directive)
			frame_cond(top, &t, &f->tests_kernel);
		else if (top)
			top->dir = NULL;
		piece_uses(&s, &t);
		if (t.type == TOK_PUNCT && !t.directive && t.len == 1) {
			if (*t.text == '{')
				s.braces++;
			else if (*t.text == '}' && s.braces)
				s.braces--;
		}
		if (t.type == TOK_PUNCT && *t.text == '{' &&
		    tok_is(&s.prev, "user_pages") && tok_is(&s.prev2, "struct"))
			f->defines_struct = 1;
		top = conditional(&s, &t, top);
		include_line(&s, &t, top);
		s.prev2 = s.prev;
		s.prev = t;
	}
	if (s.last_inc)
		f->insert_after = s.last_inc;
	else if (guard)
		f->insert_after = guard;
	else
		f->insert_after = s.first_tok ? s.first_tok - 1 : 0;
}

/*
 * What the port's own code needs included: the kmap pass's kmap()
 * (kmap.h; kmap_local_page() for 6.1), and the 2.6 direct_IO method
 * directio.h writes (its struct kiocb, and the get_blocks adapter's
 * struct buffer_head, which 2.4 had in <linux/fs.h>).  A driver whose own code used these already has its
 * includes, so only names on lines the port wrote count.
 */
static const struct {
	const char *name;
	const char *headers[3];
} port_needs[] = {
	{ "kmap", { "linux/highmem.h", NULL } },
	{ "kunmap", { "linux/highmem.h", NULL } },
	{ "kmap_atomic", { "linux/highmem.h", NULL } },
	{ "kunmap_atomic", { "linux/highmem.h", NULL } },
	{ "kmap_local_page", { "linux/highmem.h", NULL } },
	{ "kunmap_local", { "linux/highmem.h", NULL } },
	{ "blockdev_direct_IO", { "linux/buffer_head.h", "linux/aio.h",
				  NULL } },
	{ "blockdev_direct_IO_no_locking", { "linux/buffer_head.h",
					     "linux/aio.h", NULL } },
};

#define NEEDS (sizeof(port_needs) / sizeof(port_needs[0]))

/* the headers the port's new lines need (kept[l]: line l is one of the
 * user's, kept), in the table's order, each once */
static int needed_headers(const char *text, size_t len, const char *kept,
			  const char **want, int max)
{
	struct lexer lx;
	struct token t;
	char used[NEEDS];
	size_t k;
	int n = 0, h, j;

	memset(used, 0, sizeof(used));
	lex_init(&lx, text, len);
	while (lex_next(&lx, &t)) {
		if (t.type != TOK_IDENT || t.directive || kept[t.line])
			continue;
		for (k = 0; k < NEEDS; k++)
			if (tok_is(&t, port_needs[k].name))
				used[k] = 1;
	}
	for (k = 0; k < NEEDS; k++)
		for (h = 0; used[k] && port_needs[k].headers[h]; h++) {
			for (j = 0; j < n; j++)
				if (!strcmp(want[j], port_needs[k].headers[h]))
					break;
			if (j == n && n < max)
				want[n++] = port_needs[k].headers[h];
		}
	return n;
}

static int has_include(const struct text_facts *f, const char *h)
{
	int i;

	for (i = 0; i < f->nhave; i++)
		if (!strcmp(f->have_inc[i], h))
			return 1;
	return 0;
}

/* edits to the rewritten text, by its 1-based line */
struct edits {
	struct strbuf *before;	/* text to insert before line i (1..n+1) */
	char *drop;		/* drop line i */
	size_t n;
};

static void leading_ws(const struct line *l, struct strbuf *ws)
{
	size_t i;

	for (i = 0; i < l->len && (l->s[i] == ' ' || l->s[i] == '\t'); i++)
		strbuf_addch(ws, l->s[i]);
}

/* a comment of text, one line when it fits 80 columns, else a block */
static void format_comment(struct strbuf *out, const char *ws,
			   const char *text)
{
	strbuf_add_comment(out, ws, text, 0);
}

/* line i (1-based) continues a preprocessor line: walk up to its start */
static unsigned directive_start(const struct line *lines, unsigned i)
{
	while (i > 1 && lines[i - 2].len &&
	       lines[i - 2].s[lines[i - 2].len - 1] == '\\')
		i--;
	return i;
}

/*
 * Is "zcport: ...key" already in the comment just above line i?  The
 * whole comment block is read (up to 64 lines): a long reason wraps to
 * many lines, and porting the port again must still find it.
 */
static int marker_above(const struct line *lines, unsigned i,
			const char *key)
{
	unsigned j;
	size_t klen = strlen(key);

	for (j = i - 1; j >= 1 && j + 64 > i; j--) {
		const struct line *l = &lines[j - 1];
		size_t k;
		int comment = 0;

		for (k = 0; k < l->len && (l->s[k] == ' ' || l->s[k] == '\t');
		     k++)
			;
		if (k < l->len && (l->s[k] == '/' || l->s[k] == '*'))
			comment = 1;
		if (!comment)
			return 0;
		if (memmem(l->s, l->len, key, klen))
			return 1;
	}
	return 0;
}

/*
 * The full reason is given once per function (once per file for a
 * reason about the whole file); later sites with the same reason get a
 * short marker pointing up to it.  said[i]: an earlier manual site (in
 * list order) on an earlier line has site i's reason, in its function
 * when that matters.  Worked out for all sites at once: the manual ones
 * sorted by reason (and function), each group walked in list order
 * keeping the smallest line seen so far.
 */
struct said_ctx {
	const struct site_list *sites;
	int by_function;
};

static int said_cmp(const void *ctx, size_t a, size_t b)
{
	const struct said_ctx *c = ctx;
	const struct site *x = &c->sites->v[a], *y = &c->sites->v[b];
	int r = strcmp(x->reason, y->reason);

	if (r || !c->by_function)
		return r;
	if (!x->function || !y->function)
		return !x->function - !y->function;
	return strcmp(x->function, y->function);
}

static char *said_before(const struct site_list *sites)
{
	char *said = xcalloc(sites->nr + 1, 1);
	size_t *manual = xmalloc((sites->nr + 1) * sizeof(size_t));
	size_t n = 0, i, k, g;
	int pass;

	/* manual sites only, numbered in list order */
	for (i = 0; i < sites->nr; i++)
		if (sites->v[i].state == STATE_MANUAL)
			manual[n++] = i;
	for (pass = 0; pass < 2; pass++) {
		struct site_list sub = { NULL, 0, 0 };
		struct said_ctx c = { &sub, pass };
		struct sorted_index ix;

		sub.v = xmalloc((n + 1) * sizeof(*sub.v));
		for (k = 0; k < n; k++)
			sub.v[k] = sites->v[manual[k]];
		sub.nr = n;
		sorted_index_build(&ix, n, said_cmp, &c);
		for (k = 0; k < n; k = g) {
			unsigned least = ~0u;

			/* a group: equal reason (and function), list order */
			for (g = k; g < n && !said_cmp(&c, ix.v[k], ix.v[g]);
			     g++) {
				const struct site *s = &sub.v[ix.v[g]];
				int any = !s->function ||
					  strstr(s->reason, "this file");

				/* pass 0: any function; pass 1: its own */
				if (pass == !any && least < s->line)
					said[manual[ix.v[g]]] = 1;
				if (s->line < least &&
				    (pass == 0 || s->function))
					least = s->line;
			}
		}
		sorted_index_free(&ix);
		free(sub.v);
	}
	free(manual);
	return said;
}

/* kept[l]: new line l (1-based) is an original line spatch kept */
static char *kept_lines(const struct linediff *d, size_t nl)
{
	char *kept = xcalloc(nl + 2, 1);
	size_t i;

	for (i = 0; i < d->na; i++)
		if (d->map[i] && d->map[i] <= nl + 1)
			kept[d->map[i]] = 1;
	return kept;
}

static int line_cmp(const void *ctx, size_t a, size_t b)
{
	const struct site *x = &((const struct site_list *)ctx)->v[a];
	const struct site *y = &((const struct site_list *)ctx)->v[b];

	return x->line < y->line ? -1 : x->line > y->line;
}

/*
 * One comment per line and message: dup[i] when an earlier site (in
 * list order) on site i's line has its state and its reason or note.
 * Each site looks only at the sites of its own line.
 */
static char *same_message_before(const struct site_list *sites)
{
	char *dup = xcalloc(sites->nr + 1, 1);
	struct sorted_index ix;
	size_t k, g, j, m;

	sorted_index_build(&ix, sites->nr, line_cmp, sites);
	for (k = 0; k < ix.n; k = g) {
		for (g = k; g < ix.n && !line_cmp(sites, ix.v[k], ix.v[g]);
		     g++)
			;
		/* a line's sites, in list order: each against those before */
		for (j = k; j < g; j++) {
			const struct site *s = &sites->v[ix.v[j]];

			for (m = k; m < j && !dup[ix.v[j]]; m++) {
				const struct site *o = &sites->v[ix.v[m]];

				dup[ix.v[j]] = o->state == s->state &&
					((o->reason && s->reason &&
					  !strcmp(o->reason, s->reason)) ||
					 (o->note && s->note &&
					  !strcmp(o->note, s->note)));
			}
		}
	}
	sorted_index_free(&ix);
	return dup;
}

/* spaces or tabs, and at least one of them */
static int blank_only(const struct line *l)
{
	size_t i, n = l->len;

	if (n && l->s[n - 1] == '\r')
		n--;
	for (i = 0; i < n; i++)
		if (l->s[i] != ' ' && l->s[i] != '\t')
			return 0;
	return n > 0;
}

static unsigned site_new_line(const struct linediff *d, unsigned l)
{
	if (l < 1 || l > d->na)
		return (unsigned)d->nb + 1;
	return d->map[l - 1] ? d->map[l - 1] : d->pos[l - 1];
}

/*
 * The 2.4 buffer's type in "struct TAG\t\t*kb;" (TAG the API's
 * six-letter struct tag) renamed to "struct user_pages" (or "struct
 * page_vec") is longer: the tabs after it are recounted so that what
 * follows stands in the column it had (a struct's members stay aligned),
 * or one tab on when the longer name reaches past that column.
 */
static void add_realigned(struct strbuf *sb, const char *p, size_t n)
{
	static const char *const types[] = {
		"struct user_pages", "struct page_vec",
	};
	const char *end = p + n, *t = NULL, *tab;
	size_t tl = 0, col = 0, old_end, want, q, k;
	int tabs;

	for (k = 0; k < sizeof(types) / sizeof(types[0]) && !t; k++) {
		tl = strlen(types[k]);
		t = memmem(p, n, types[k], tl);
	}
	/* the first run of tabs after the name: "struct x\t*kb;" or
	 * "struct x *kb;\t\t/\* comment *\/" */
	tab = t ? memchr(t + tl, '\t', (size_t)(end - (t + tl))) : NULL;
	if (!tab) {
		strbuf_add(sb, p, n);
		return;
	}
	for (q = 0; p + q < tab; q++)
		col = p[q] == '\t' ? (col / 8 + 1) * 8 : col + 1;
	/* where the text after the tabs stood with the 2.4 type, "struct "
	 * and the API's tag: 13 columns */
	old_end = col - (tl - 13);
	want = old_end;
	for (q = 0; tab + q < end && tab[q] == '\t'; q++)
		want = (want / 8 + 1) * 8;
	strbuf_add(sb, p, (size_t)(tab - p));
	for (tabs = 0; col < want || !tabs; tabs++) {
		strbuf_addch(sb, '\t');
		col = (col / 8 + 1) * 8;
	}
	strbuf_add(sb, tab + q, (size_t)(end - (tab + q)));
}

/* tabs, then spaces, up to display column col */
static void add_indent(struct strbuf *sb, size_t col)
{
	size_t i;

	for (i = 0; i < col / 8; i++)
		strbuf_addch(sb, '\t');
	for (i = 0; i < col % 8; i++)
		strbuf_addch(sb, ' ');
}

#define WRAP_COLS 80
#define WRAP_DEPTH 32

/* one character ch at display column *col: the open parentheses' columns */
static void wrap_step(char ch, size_t *open, size_t *depth, size_t *col)
{
	if (ch == '(' && *depth < WRAP_DEPTH)
		open[(*depth)++] = *col;
	else if (ch == ')' && *depth)
		(*depth)--;
	*col = ch == '\t' ? (*col + 8) & ~(size_t)7 : *col + 1;
}

/*
 * A line the port wrote that is wider than 80 columns (spatch puts a
 * rewritten call on one line) is broken after the last comma that fits,
 * the rest aligned after the parenthesis the comma is in, as kernel
 * style does; again while the rest is too wide.  Lines with a string,
 * a character constant, a comment or a preprocessor directive are left
 * as they are, as is a line no comma can shorten.
 */
static void add_wrapped(struct strbuf *sb, const char *s, size_t n)
{
	size_t open[WRAP_DEPTH], depth, i, start, col, first, brk, brk_open;
	int have;

	for (i = 0; i < n && (s[i] == ' ' || s[i] == '\t'); i++)
		;
	if (display_width(s, n) <= WRAP_COLS || (i < n && s[i] == '#') ||
	    memchr(s, '"', n) || memchr(s, '\'', n) ||
	    memmem(s, n, "/*", 2) || memmem(s, n, "//", 2) ||
	    (n && (s[n - 1] == '\\' || s[n - 1] == '\r'))) {
		strbuf_add(sb, s, n);
		return;
	}
	start = 0;		/* where the output line's text starts in s */
	col = 0;		/* its display column */
	depth = 0;
	for (;;) {
		size_t base = depth, c = col;

		/* the last comma of this output line that fits */
		have = 0;
		brk = brk_open = 0;
		for (i = start; i < n; i++) {
			wrap_step(s[i], open, &depth, &c);
			if (s[i] == ',' && depth && c <= WRAP_COLS) {
				have = 1;
				brk = i;
				brk_open = open[depth - 1];
			}
			if (c > WRAP_COLS)
				break;
		}
		/* (each turn starts past its comma: this ends) */
		if (i == n || !have || brk_open + 1 > WRAP_COLS - 16) {
			strbuf_add(sb, s + start, n - start);
			return;
		}
		strbuf_add(sb, s + start, brk + 1 - start);
		strbuf_addch(sb, '\n');
		/* the parentheses still open at the break, with their columns */
		depth = base;
		c = col;
		for (i = start; i <= brk; i++)
			wrap_step(s[i], open, &depth, &c);
		for (first = brk + 1; first < n && s[first] == ' '; first++)
			;
		col = brk_open + 1;
		add_indent(sb, col);
		start = first;
	}
}

/* a line the port changed: realigned after a renamed type, then wrapped */
static void add_changed(struct strbuf *sb, const struct line *l)
{
	struct strbuf tmp = STRBUF_INIT;

	add_realigned(&tmp, l->s, l->len);
	add_wrapped(sb, tmp.buf ? tmp.buf : "", tmp.len);
	strbuf_release(&tmp);
}

/*
 * Step 3 of fixup_apply(): a marker above each manual site (or only
 * those of reason code only_code), a note above each converted site
 * that has one, into the edits e of the text's lines.
 */
static void add_markers(const struct line *lines, size_t nl,
			const struct linediff *d, struct site_list *sites,
			struct edits *e, const char *only_code)
{
	char *said = said_before(sites), *dups = same_message_before(sites);
	size_t i;

	for (i = 0; i < sites->nr; i++) {
		struct site *s = &sites->v[i];
		struct strbuf ws = STRBUF_INIT, msg = STRBUF_INIT;
		unsigned l;
		int dup = dups[i];
		char full_char;

		/* after validation: only what validation settled (the
		 * fixups marked the rest already) */
		if (only_code && (s->state != STATE_MANUAL ||
				  strcmp(s->reason_code, only_code) ||
				  !verdict_find(s, EV_VALIDATION)))
			continue;
		/* an unfinished function gets one marker, not one a site;
		 * a site's note (which device a bio got) stays, as its port
		 * is in place */
		if (s->state == STATE_MANUAL &&
		    !strcmp(s->reason_code, "unfinished") &&
		    said[i]) {
			if (!s->note || only_code)
				continue;
			strbuf_addf(&msg, "zcport: %s", s->note);
		} else if (s->state == STATE_MANUAL && said[i])
			strbuf_addf(&msg, "zcport: manual port needed: %s: as "
				    "above", s->reason_code);
		else if (s->state == STATE_MANUAL)
			strbuf_addf(&msg, "zcport: manual port needed: %s: %s",
				    s->reason_code, s->reason);
		else if (s->note)
			strbuf_addf(&msg, "zcport: %s", s->note);
		else
			continue;
		full_char = msg.len > 36 ? msg.buf[36] : 0;
		l = site_new_line(d, s->line);
		if (l <= nl)
			l = directive_start(lines, l);
		/* the head of the message: on the comment's first text line
		 * however it was wrapped */
		if (msg.len > 36)
			msg.buf[36] = '\0';
		if (!dup && !(l <= nl + 1 && l > 1 &&
			      marker_above(lines, l, msg.buf))) {
			if (msg.len > 36)
				msg.buf[36] = full_char;
			if (l <= nl)
				leading_ws(&lines[l - 1], &ws);
			format_comment(&e->before[l < e->n ? l : e->n - 1],
				       ws.buf ? ws.buf : "", msg.buf);
		}
		strbuf_release(&ws);
		strbuf_release(&msg);
	}
	free(said);
	free(dups);
}

/*
 * Step 1 of fixup_apply(): the include swap.  A dual-version file (one
 * with guarded 2.4 branches) still builds on 2.4, and its 2.4 branches
 * need the header there: it stays, for 2.4 builds only.  Returns the
 * line of the first active include dropped (the new ones go there), or
 * 0.
 */
static unsigned swap_includes(struct site_list *sites,
			      const struct linediff *d,
			      const struct text_facts *f, struct edits *e)
{
	unsigned first_inc = 0;
	int dual = 0;
	size_t i;

	for (i = 0; i < sites->nr && !dual; i++)
		dual = sites->v[i].state == STATE_GUARDED;
	for (i = 0; i < sites->nr; i++) {
		struct site *s = &sites->v[i];
		unsigned l;

		if ((s->kind != KIND_INCLUDE && !(s->kind == KIND_INACTIVE &&
		     !strcmp(s->symbol, VOCAB_HEADER))) ||
		    s->state != STATE_FOUND)
			continue;
		l = s->line <= d->na ? d->map[s->line - 1] : 0;
		if (!l) {
			verdict_manual(s, EV_LEFT, "no-match", "the #include "
				       "line was changed by a rule; fix it by "
				       "hand");
			continue;
		}
		if (dual && s->kind == KIND_INCLUDE) {
			if (!has_include(f, "linux/version.h"))
				strbuf_addstr(&e->before[l],
					      "#include <linux/version.h>\n");
			strbuf_addstr(&e->before[l], "#if LINUX_VERSION_CODE < "
				      "KERNEL_VERSION(2,5,0)\n");
			strbuf_addstr(&e->before[l + 1], "#endif\n");
			verdict_converted(s, NULL);
			continue;
		}
		e->drop[l] = 1;
		/* the new includes go where an active one was */
		if (s->kind == KIND_INCLUDE && (!first_inc || l < first_inc))
			first_inc = l;
		verdict_converted(s, NULL);
	}
	return first_inc;
}

/*
 * Step 2 of fixup_apply(): the helpers (*helpers: the pieces the code
 * uses, from the directory's helper header), and the includes the
 * code itself needs (the kmap pass or a 2.6 direct_IO method may need
 * headers; kept: the lines the port kept, kept_lines())
 */
static void add_includes(const char *text, size_t len, const char *kept,
			 const struct text_facts *f, int is_header,
			 unsigned first_inc, struct edits *e,
			 piece_mask *helpers)
{
	struct strbuf incs = STRBUF_INIT;
	const char *wanted[8], *need[8];
	int nwanted = 0, nneed, q, k;
	unsigned inc_at;

	if (!f->defines_struct)
		for (k = 0; k < npieces; k++)
			if (f->need[k])
				*helpers |= (piece_mask)1 << k;
	nneed = needed_headers(text, len, kept, need, 8);
	for (q = 0; q < nneed; q++)
		if (!has_include(f, need[q]))
			wanted[nwanted++] = need[q];
	if (is_header)
		nwanted = 0;	/* a header includes nothing new */
	for (k = 0; k < nwanted; k++)
		strbuf_addf(&incs, "#include <%s>\n", wanted[k]);
	inc_at = first_inc && first_inc <= f->insert_after + 1 ? first_inc :
		 f->insert_after + 1;
	if (incs.len)
		strbuf_add(&e->before[inc_at], incs.buf, incs.len);
	/*
	 * when inc_at is the same line, the system includes came first.  A
	 * header with a user-space part gets it in its kernel-side part:
	 * inside the #ifdef __KERNEL__ block of the first use, else after
	 * the includes of an earlier top-level kernel-side block, else in
	 * an #ifdef __KERNEL__ of its own (the use outside such a block, or
	 * the block inside a struct)
	 */
	if (*helpers && !f->helper_inc && is_header && f->tests_kernel &&
	    (f->kernel_after || f->kernel_inc))
		strbuf_addstr(&e->before[(f->kernel_after ? f->kernel_after :
					  f->kernel_inc) + 1],
			      "#include \"" FIXUP_HELPER_HEADER "\"\n");
	else if (*helpers && !f->helper_inc && is_header && f->tests_kernel)
		strbuf_addstr(&e->before[f->insert_after + 1],
			      "#ifdef __KERNEL__\n"
			      "#include \"" FIXUP_HELPER_HEADER "\"\n"
			      "#endif\n");
	else if (*helpers && !f->helper_inc)
		strbuf_addstr(&e->before[f->insert_after + 1],
			      "#include \"" FIXUP_HELPER_HEADER "\"\n");
	strbuf_release(&incs);
}

/* the edits applied; what zcport adds follows the file's line endings */
static void apply_line_edits(const struct line *lines, size_t nl,
			     const struct edits *e, const char *kept,
			     struct strbuf *sb)
{
	int crlf = nl && lines[0].len && lines[0].s[lines[0].len - 1] == '\r';
	size_t i, k;

	for (i = 1; i <= nl + 1; i++) {
		for (k = 0; k < e->before[i].len; k++) {
			if (crlf && e->before[i].buf[k] == '\n')
				strbuf_addch(sb, '\r');
			strbuf_addch(sb, e->before[i].buf[k]);
		}
		/* a line of only blanks that spatch left where it removed a
		 * statement goes (kernel style has no trailing blanks) */
		if (i <= nl && !e->drop[i] && !kept[i] &&
		    blank_only(&lines[i - 1]))
			continue;
		if (i <= nl && !e->drop[i]) {
			if (!kept[i])
				add_changed(sb, &lines[i - 1]);
			else
				strbuf_add(sb, lines[i - 1].s,
					   lines[i - 1].len);
			if (lines[i - 1].nl)
				strbuf_addch(sb, '\n');
		}
	}
}

void fixup_apply(const char *path, const char *text, size_t len,
		 const struct linediff *d, struct site_list *sites,
		 char **out, size_t *out_len, piece_mask *helpers)
{
	struct text_facts f;
	struct line *lines;
	size_t nl = split_lines(text, len, &lines), i;
	struct edits e;
	int k;
	unsigned first_inc;
	struct strbuf sb = STRBUF_INIT;
	char *kept;

	scan_text(text, len, &f);
	*helpers = 0;
	e.n = nl + 2;
	e.before = xcalloc(e.n, sizeof(*e.before));
	e.drop = xcalloc(e.n, 1);

	/* 1. include swap */
	first_inc = swap_includes(sites, d, &f, &e);
	/* 2. helpers, and the includes the code itself needs */
	kept = kept_lines(d, nl);
	add_includes(text, len, kept, &f, ends_with(path, ".h"), first_inc,
		     &e, helpers);
	/* 3. markers and notes */
	add_markers(lines, nl, d, sites, &e, NULL);

	apply_line_edits(lines, nl, &e, kept, &sb);
	for (i = 0; i < e.n; i++)
		strbuf_release(&e.before[i]);
	free(e.before);
	free(e.drop);
	free(kept);
	for (k = 0; k < f.nhave; k++)
		free(f.have_inc[k]);
	free(f.have_inc);
	free(lines);
	*out = strbuf_detach(&sb, out_len);
}

piece_mask fixup_helpers_in(const char *text, size_t len)
{
	struct text_facts f;
	piece_mask mask = 0;
	int k;

	scan_text(text, len, &f);
	for (k = 0; k < npieces; k++)
		if (f.need[k])
			mask |= (piece_mask)1 << k;
	for (k = 0; k < f.nhave; k++)
		free(f.have_inc[k]);
	free(f.have_inc);
	return mask;
}

/*
 * The header has no include guard of its own: every piece has one
 * (fixup_piece_guard()), so that a file including the helper headers of
 * two directories, each with the pieces its own files use, gets every
 * piece of both, each once.  The kernel headers guard themselves.
 */
void fixup_helper_header(piece_mask helpers, struct strbuf *out)
{
	const char *inc[MAX_PIECES * MAX_LIST];
	int ninc = 0, k, j, m;

	strbuf_addstr(out, header_text);
	for (k = 0; k < npieces; k++) {
		if (!(helpers & ((piece_mask)1 << k)))
			continue;
		for (j = 0; j < pieces[k].nincludes; j++) {
			for (m = 0; m < ninc; m++)
				if (!strcmp(inc[m], pieces[k].includes[j]))
					break;
			if (m == ninc)
				inc[ninc++] = pieces[k].includes[j];
		}
	}
	for (m = 0; m < ninc; m++)
		strbuf_addf(out, "#include <%s>\n", inc[m]);
	for (k = 0; k < npieces; k++) {
		const char *t = pieces[k].text;
		size_t n = strlen(t);

		if (!(helpers & ((piece_mask)1 << k)))
			continue;
		/* the text ends in blank lines: the #endif follows it */
		while (n && t[n - 1] == '\n')
			n--;
		strbuf_addf(out, "\n#ifndef %s\n#define %s\n", pieces[k].guard,
			    pieces[k].guard);
		strbuf_add(out, t, n);
		strbuf_addf(out, "\n#endif /* %s */\n", pieces[k].guard);
	}
}

char *fixup_mark(const char *orig, size_t orig_len, const char *text,
		 size_t len, struct site_list *sites, const char *code,
		 size_t *out_len)
{
	struct line *lines;
	size_t nl = split_lines(text, len, &lines), i;
	struct linediff d;
	struct edits e;
	struct strbuf sb = STRBUF_INIT;
	int crlf;

	linediff(&d, orig, orig_len, text, len);
	e.n = nl + 2;
	e.before = xcalloc(e.n, sizeof(*e.before));
	e.drop = xcalloc(e.n, 1);
	add_markers(lines, nl, &d, sites, &e, code);
	crlf = nl && lines[0].len && lines[0].s[lines[0].len - 1] == '\r';
	for (i = 1; i <= nl + 1; i++) {
		size_t k;

		for (k = 0; k < e.before[i].len; k++) {
			if (crlf && e.before[i].buf[k] == '\n')
				strbuf_addch(&sb, '\r');
			strbuf_addch(&sb, e.before[i].buf[k]);
		}
		if (i <= nl) {
			strbuf_add(&sb, lines[i - 1].s, lines[i - 1].len);
			if (lines[i - 1].nl)
				strbuf_addch(&sb, '\n');
		}
	}
	for (i = 0; i < e.n; i++)
		strbuf_release(&e.before[i]);
	free(e.before);
	free(e.drop);
	free(lines);
	linediff_free(&d);
	return strbuf_detach(&sb, out_len);
}
