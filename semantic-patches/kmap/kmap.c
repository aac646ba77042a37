/* kmap: see kmap.h for the contract. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kmap.h"
#include "lex.h"
#include "lookup.h"
#include "strbuf.h"
#include "target.h"
#include "util.h"

struct tk {
	enum token_type type;
	const char *text;
	size_t len, off;
	unsigned line;
};

struct edit {
	size_t off, del;
	char *ins;
};

/*
 * A function that runs in atomic context, with the evidence: root says
 * how the context was entered ("registered with request_irq() at line
 * 12", "called from f() with spin_lock() held at line 40"), via names the
 * caller it was reached through, if any.
 */
struct handler {
	char *name;
	char *root;
	char *via;
	char *why;		/* the reason text, made from the two */
};

/* the handlers of a run, shared by the passes of its files */
struct hset {
	struct handler *v;
	size_t n, alloc;
	struct name_index ix;	/* by name: asked once per call seen */
};

/*
 * Identifiers of a pass that the file shows to be an object of one of
 * atomic_members[]'s types (object_is()), by text: made on the first
 * question, so the file is read once, not once per assignment.
 */
struct shown {
	int built;
	size_t *v;		/* token numbers */
	size_t n;
	struct sorted_index ix;
};

#define NMEMBERS 8

struct pass {
	const char *text;
	size_t len;
	struct tk *t;		/* code tokens: no preprocessor lines */
	size_t n;
	size_t *match;		/* the partner of each bracket, else 0 */
	size_t *encl;		/* innermost '{' around each token */
	struct edit *e;
	size_t ne, ae;
	struct kmap_result *res;
	struct hset *hs;	/* functions run in atomic context */
	const char *label;	/* a context file's name; NULL: this file */
	unsigned *cond;		/* lines of #if/#ifdef/#else/#endif... */
	size_t ncond, acond;
	struct shown shown[NMEMBERS];	/* per atomic_members[] entry */
};

static int is(const struct tk *t, const char *s)
{
	return t->len == strlen(s) && !memcmp(t->text, s, t->len);
}

static int is_ident(const struct tk *t)
{
	return t->type == TOK_IDENT;
}

/*
 * Linux 6.1 (target.h): kmap_local_page() ... kunmap_local(address)
 * instead of kmap() ... kunmap(page).  A local mapping may be made in
 * any context, so atomic context no longer matters; but kunmap_local()
 * takes the address, not the page, and mappings of one thread are
 * released in the reverse order they were made.
 */
static int local_maps(void)
{
	return target_get() == TARGET_61;
}

static void add_edit(struct pass *p, size_t off, size_t del, char *ins)
{
	if (p->ne == p->ae) {
		p->ae = p->ae ? 2 * p->ae : 16;
		p->e = xrealloc(p->e, p->ae * sizeof(*p->e));
	}
	p->e[p->ne].off = off;
	p->e[p->ne].del = del;
	p->e[p->ne].ins = ins;
	p->ne++;
}

static struct kmap_outcome *outcome(struct pass *p, const char *fn,
				     const char *macro, unsigned line,
				     const char *reason)
{
	struct kmap_result *r = p->res;
	struct kmap_outcome *o;

	/* room for a power of two: doubled when full */
	if (!(r->nr & (r->nr - 1)))
		r->v = xrealloc(r->v, (r->nr ? 2 * r->nr : 1) *
				sizeof(*r->v));
	o = &r->v[r->nr++];
	o->function = fn ? xstrdup(fn) : NULL;
	o->macro = macro ? xstrdup(macro) : NULL;
	o->line = line;
	o->converted = !reason;
	o->reason = reason ? xstrdup(reason) : NULL;
	o->dma_sg = 0;
	return o;
}

/* the page_address( token at k: is its argument a page of a mapping? */
static int maplist_arg(const struct pass *p, size_t from, size_t to)
{
	size_t i;

	for (i = from; i + 1 < to; i++)
		if (is(&p->t[i], "maplist") && is(&p->t[i + 1], "[") &&
		    p->match[i + 1] == to - 1)
			return 1;
	return 0;
}

/* ---- macros: page_address() of a mapping in a #define ---- */

static void scan_defines(struct pass *p)
{
	struct lexer lx;
	struct token t;
	char macro[128] = "";
	int after_define = 0, seen_pa = 0;

	lex_init(&lx, p->text, p->len);
	while (lex_next(&lx, &t)) {
		if (!t.directive || t.directive_len != 6 ||
		    memcmp(t.directive, "define", 6)) {
			seen_pa = 0;
			continue;
		}
		if (t.type == TOK_IDENT && t.len == 6 &&
		    !memcmp(t.text, "define", 6)) {
			after_define = 1;
			seen_pa = 0;
			continue;
		}
		if (after_define && t.type == TOK_IDENT &&
		    t.len < sizeof(macro)) {
			memcpy(macro, t.text, t.len);
			macro[t.len] = 0;
		}
		after_define = 0;
		if (t.type == TOK_IDENT && t.len == 12 &&
		    !memcmp(t.text, "page_address", 12))
			seen_pa = (int)t.line;
		else if (seen_pa && t.type == TOK_IDENT && t.len == 7 &&
			 !memcmp(t.text, "maplist", 7)) {
			outcome(p, NULL, macro, (unsigned)seen_pa,
				local_maps() ? "page_address() of a pinned "
				"page in the macro body; kmap_local_page() it "
				"where the macro is used, and kunmap_local() "
				"the address after use" :
				"page_address() of a pinned page in the macro "
				"body; kmap() it where the macro is used, and "
				"kunmap() after use");
			seen_pa = 0;
		}
	}
}

/* ---- atomic context ---- */

/*
 * Atomic context is concluded only from evidence (the issue: a function
 * reached only from ioctl() was once called atomic because its caller
 * took a lock elsewhere):
 *  - registration: the callback argument of request_irq(),
 *    tasklet_init(), DECLARE_TASKLET(), setup_timer(), INIT_TQUEUE()...;
 *  - a callback member of an object the file shows to be a timer,
 *    tq_struct, irqaction or kiobuf (declared with that type, or passed
 *    to init_timer()/add_timer()/queue_task()...), or bi_end_io and
 *    b_end_io (bio and buffer_head only);
 *  - a call made while a lock is held (spin_lock*() ... spin_unlock*(),
 *    local_irq_disable(), kmap_atomic() ... kunmap_atomic()), or from
 *    a function that runs in atomic context.
 * Passing a function to any other call is not evidence.
 */
static const char *const atomic_calls[] = {
	"spin_lock", "spin_lock_irq", "spin_lock_irqsave", "spin_lock_bh",
	"read_lock", "read_lock_irq", "read_lock_irqsave", "read_lock_bh",
	"write_lock", "write_lock_irq", "write_lock_irqsave", "write_lock_bh",
	"local_irq_save", "local_irq_disable", "local_bh_disable", "cli",
	"__cli", "save_and_cli", "preempt_disable",
	"kmap_atomic", NULL
};

static const char *const unlock_calls[] = {
	"spin_unlock", "spin_unlock_irq", "spin_unlock_irqrestore",
	"spin_unlock_bh", "read_unlock", "read_unlock_irq",
	"read_unlock_irqrestore", "read_unlock_bh", "write_unlock",
	"write_unlock_irq", "write_unlock_irqrestore", "write_unlock_bh",
	"local_irq_restore", "local_irq_enable", "local_bh_enable", "sti",
	"__sti", "restore_flags", "preempt_enable", "kunmap_atomic", NULL
};

/* callback members, what they are a member of, and what that is */
static const struct {
	const char *member;
	const char *type;		/* NULL: the member name is enough */
	const char *const *users;	/* calls whose argument shows it */
	const char *what;
} atomic_members[] = {
	{ "function", "timer_list", (const char *const[]){ "init_timer",
	  "add_timer", "mod_timer", "del_timer", "del_timer_sync", NULL },
	  "a timer function" },
	{ "routine", "tq_struct", (const char *const[]){ "INIT_TQUEUE",
	  "PREPARE_TQUEUE", "queue_task", "schedule_task", NULL },
	  "a bottom half (tq_struct routine)" },
	{ "handler", "irqaction", (const char *const[]){ "setup_irq", NULL },
	  "an interrupt handler (irqaction)" },
	{ "end_io", "kiobuf", (const char *const[]){ NULL },
	  "a kiobuf end_io completion callback" },
	{ "bi_end_io", NULL, NULL, "a bio completion callback (bi_end_io)" },
	{ "b_end_io", NULL, NULL,
	  "a buffer_head completion callback (b_end_io)" },
	{ NULL, NULL, NULL, NULL }
};

_Static_assert(sizeof(atomic_members) / sizeof(atomic_members[0]) <= NMEMBERS,
	       "struct pass has a struct shown per atomic member");

/* registration calls: the argument (0-based) that is a callback */
static const struct {
	const char *call;
	int arg;
} atomic_regs[] = {
	{ "request_irq", 1 }, { "tasklet_init", 1 }, { "DECLARE_TASKLET", 1 },
	{ "DECLARE_TASKLET_DISABLED", 1 }, { "setup_timer", 1 },
	{ "TIMER_INITIALIZER", 0 }, { "DEFINE_TIMER", 1 },
	{ "INIT_TQUEUE", 1 }, { "PREPARE_TQUEUE", 1 }, { "init_bh", 1 },
	{ NULL, 0 }
};

/* the entry of names[] the token is, or NULL */
static const char *which_of(const struct tk *t, const char *const *names)
{
	int k;

	for (k = 0; names && names[k]; k++)
		if (is(t, names[k]))
			return names[k];
	return NULL;
}

static int is_any(const struct tk *t, const char *const *names)
{
	return which_of(t, names) != NULL;
}

static const char *handler_name(const void *ctx, size_t i)
{
	return ((const struct hset *)ctx)->v[i].name;
}

static struct handler *find_handler(const struct pass *p, const char *fn)
{
	size_t i = name_index_find(&p->hs->ix, fn, strlen(fn), handler_name,
				   p->hs);

	return i == NAME_NONE ? NULL : &p->hs->v[i];
}

/* record a handler (the first evidence found wins); 1 if new */
static int add_handler(struct pass *p, const struct tk *t, const char *root,
		       const char *via)
{
	struct handler *h;

	if (name_index_find(&p->hs->ix, t->text, t->len, handler_name,
			    p->hs) != NAME_NONE)
		return 0;
	if (p->hs->n == p->hs->alloc) {
		p->hs->alloc = p->hs->alloc ? 2 * p->hs->alloc : 16;
		p->hs->v = xrealloc(p->hs->v, p->hs->alloc * sizeof(*h));
	}
	h = &p->hs->v[p->hs->n++];
	h->name = xstrndup(t->text, t->len);
	h->root = xstrdup(root);
	h->via = via ? xstrdup(via) : NULL;
	h->why = via ? xasprintf("called from %s(), %s", via, root) :
		       xstrdup(root);
	name_index_add(&p->hs->ix, p->hs->n - 1, handler_name, p->hs);
	return 1;
}

/* the name an object goes by: "x" in x, p->x, a[i].x, &x */
static size_t object_name(const struct pass *p, size_t last)
{
	while (last && is(&p->t[last], "]") && p->match[last])
		last = p->match[last] - 1;
	return is_ident(&p->t[last]) ? last : 0;
}

static int tk_cmp(const struct tk *x, const char *text, size_t len)
{
	int c = memcmp(x->text, text, x->len < len ? x->len : len);

	return c ? c : x->len < len ? -1 : x->len > len;
}

static int shown_cmp(const void *ctx, size_t a, size_t b)
{
	const struct pass *p = ((const struct pass *const *)ctx)[0];
	const struct shown *sh = ((const struct shown *const *)ctx)[1];
	const struct tk *y = &p->t[sh->v[b]];

	return tk_cmp(&p->t[sh->v[a]], y->text, y->len);
}

static int shown_probe(const void *ctx, size_t a, const void *key)
{
	const struct pass *p = ((const struct pass *const *)ctx)[0];
	const struct shown *sh = ((const struct shown *const *)ctx)[1];
	const struct tk *name = key;

	return tk_cmp(&p->t[sh->v[a]], name->text, name->len);
}

/*
 * Does the file show the object called name to be a struct type:
 * "struct type [*]name" anywhere, or name in the arguments of users[]?
 * The tokens so placed are collected once per member (k) and pass.
 */
static int object_is(struct pass *p, const struct tk *name, int k,
		     const char *type, const char *const *users)
{
	struct shown *sh = &p->shown[k];
	const void *ctx[2] = { p, sh };
	size_t i, j, lo, hi, alloc = 16;

	if (!sh->built) {
		sh->built = 1;
		sh->v = xmalloc(alloc * sizeof(size_t));
		for (i = 0; i + 1 < p->n; i++) {
			size_t from = 0, to = 0;

			if (is(&p->t[i], type)) {	/* type [*]name */
				for (j = i + 1; j < p->n && is(&p->t[j], "*");
				     j++)
					;
				from = j;
				to = j < p->n ? j + 1 : j;
			} else if (is_any(&p->t[i], users) &&
				   is(&p->t[i + 1], "(") && p->match[i + 1]) {
				from = i + 2;		/* user(... name ...) */
				to = p->match[i + 1];
			}
			for (j = from; j < to; j++) {
				if (sh->n == alloc)
					sh->v = xrealloc(sh->v, (alloc *= 2) *
							 sizeof(size_t));
				sh->v[sh->n++] = j;
			}
		}
		sorted_index_build(&sh->ix, sh->n, shown_cmp, ctx);
	}
	sorted_index_range(&sh->ix, shown_probe, ctx, name, &lo, &hi);
	return lo < hi;
}

/* the type tokens of the declaration an initialiser '{' at b belongs to */
static int initialiser_of(const struct pass *p, size_t b, const char *type)
{
	size_t i;

	if (!b || !is(&p->t[b - 1], "="))
		return 0;
	for (i = b - 1; i > 0 && !is(&p->t[i - 1], ";") &&
	     !is(&p->t[i - 1], "}") && !is(&p->t[i - 1], "{"); i--)
		if (is(&p->t[i - 1], type))
			return 1;
	return 0;
}

/*
 * "at line N" in this file (kmap_reason_lines() maps it to the user's
 * line), "at FILE:N" in another file of the run (already the user's)
 */
static const char *where(const struct pass *p, unsigned line)
{
	static __thread char buf[300];

	if (p->label)
		snprintf(buf, sizeof(buf), "at %s:%u", p->label, line);
	else
		snprintf(buf, sizeof(buf), "at line %u", line);
	return buf;
}

static void find_handlers(struct pass *p)
{
	size_t i;
	int k;
	char *root;

	for (i = 0; i + 2 < p->n; i++) {
		for (k = 0; atomic_members[k].member; k++) {
			size_t f = i + 2, obj = 0;
			int init, ok;

			if (!is(&p->t[i], atomic_members[k].member) ||
			    !(is(&p->t[i + 1], "=") || is(&p->t[i + 1], ":")))
				continue;
			if (is(&p->t[f], "&") && f + 1 < p->n)
				f++;
			if (!is_ident(&p->t[f]) ||
			    (f + 1 < p->n && !is(&p->t[f + 1], ";") &&
			     !is(&p->t[f + 1], ",") && !is(&p->t[f + 1], "}")))
				continue;	/* not a plain function name */
			init = is(&p->t[i + 1], ":") ||
			       (i && is(&p->t[i - 1], ".") &&
				(i < 2 || !is_ident(&p->t[i - 2])) &&
				!is(&p->t[i - 2], "]") &&
				!is(&p->t[i - 2], ")"));
			if (!atomic_members[k].type)
				ok = 1;
			else if (init)
				ok = initialiser_of(p, p->encl[i],
						    atomic_members[k].type);
			else
				ok = i >= 2 && (is(&p->t[i - 1], ".") ||
						is(&p->t[i - 1], "->")) &&
				     (obj = object_name(p, i - 2)) &&
				     object_is(p, &p->t[obj], k,
					       atomic_members[k].type,
					       atomic_members[k].users);
			if (!ok)
				continue;
			root = xasprintf("registered as %s %s",
					 atomic_members[k].what,
					 where(p, p->t[i].line));
			add_handler(p, &p->t[f], root, NULL);
			free(root);
		}
		for (k = 0; atomic_regs[k].call; k++) {
			size_t j, end;
			int arg = 0, depth = 0;

			if (!is(&p->t[i], atomic_regs[k].call) ||
			    !is(&p->t[i + 1], "(") || !p->match[i + 1])
				continue;
			end = p->match[i + 1];
			root = xasprintf("registered with %s() %s",
					 atomic_regs[k].call,
					 where(p, p->t[i].line));
			for (j = i + 2; j < end; j++) {
				if (is(&p->t[j], "(") || is(&p->t[j], "["))
					depth++;
				else if (is(&p->t[j], ")") ||
					 is(&p->t[j], "]"))
					depth--;
				else if (!depth && is(&p->t[j], ","))
					arg++;
				else if (!depth && arg == atomic_regs[k].arg &&
					 is_ident(&p->t[j]))
					add_handler(p, &p->t[j], root, NULL);
			}
			free(root);
		}
	}
}

/*
 * Why a function body [b, end] runs in atomic context, or NULL.  *locked
 * is set when that is only because it takes a lock or disables
 * interrupts itself: then a use inside that critical section can take
 * kmap_atomic() with KM_USER0 (process context).
 */
static const char *atomic_why(const struct pass *p, const char *fn,
			      size_t b, size_t end, int *locked)
{
	size_t i;
	const char *lock = NULL;
	const struct handler *h = find_handler(p, fn);

	*locked = 0;
	if (h)
		return h->why;
	for (i = b; i < end; i++)
		if (is_any(&p->t[i], atomic_calls) &&
		    i + 1 < end && is(&p->t[i + 1], "(")) {
			if (is(&p->t[i], "kmap_atomic"))
				return "it already uses kmap_atomic()";
			lock = lock ? lock : which_of(&p->t[i], atomic_calls);
		}
	*locked = lock != NULL;
	return lock;
}

static int is_keyword(const struct tk *t)
{
	static const char *const kw[] = { "if", "while", "for", "switch",
		"return", "sizeof", "do", "else", "typeof", "__typeof__",
		NULL };

	return is_any(t, kw);
}

/*
 * Atomic context spreads to callees (to a fixpoint): every function
 * called from a handler, and every function called while a lock is held.
 * A lock is held from its call to an unlock at the same or an outer
 * brace depth: an unlock in a branch (an error path that unlocks and
 * leaves) does not end it for the code after the branch, so the count
 * errs towards "held".  Functions are known by name, in this file and
 * the run's other files given as context (kmap_convert_run()).
 */
static int spread_one(struct pass *p)
{
	int changed = 0;
	size_t i;

	for (i = 0; i < p->n; i++) {
		size_t open, end, j, held = 0, depth = 0;
		size_t lockdepth[16];
		char *fn, *root = NULL;
		const struct handler *h;
		const char *lockname = "";
		unsigned lockline = 0;

		if (!is(&p->t[i], "{") || !p->match[i])
			continue;
		if (i < 2 || !is(&p->t[i - 1], ")") ||
		    !(open = p->match[i - 1]) ||
		    !is_ident(&p->t[open - 1])) {
			i = p->match[i];
			continue;
		}
		end = p->match[i];
		fn = xstrndup(p->t[open - 1].text, p->t[open - 1].len);
		h = find_handler(p, fn);
		if (h)
			root = xstrdup(h->root);
		for (j = i + 1; j + 1 < end; j++) {
			if (is(&p->t[j], "{"))
				depth++;
			else if (is(&p->t[j], "}") && depth)
				depth--;
			if (!is_ident(&p->t[j]) ||
			    !is(&p->t[j + 1], "(") ||
			    is(&p->t[j - 1], ".") ||
			    is(&p->t[j - 1], "->") ||
			    is_keyword(&p->t[j]))
				continue;
			if (is_any(&p->t[j], atomic_calls)) {
				if (held < 16)
					lockdepth[held] = depth;
				held++;
				lockname = which_of(&p->t[j],
						    atomic_calls);
				lockline = p->t[j].line;
				continue;
			}
			if (is_any(&p->t[j], unlock_calls)) {
				if (held && (held > 16 ||
					     depth <= lockdepth[held - 1]))
					held--;
				continue;
			}
			if (h) {
				changed |= add_handler(p, &p->t[j],
						       root, fn);
			} else if (held) {
				char *r = xasprintf("called from %s() "
						    "with %s() held "
						    "%s", fn,
						    lockname,
						    where(p, lockline));

				changed |= add_handler(p, &p->t[j], r,
						       NULL);
				free(r);
			}
		}
		free(root);
		free(fn);
		i = end;
	}
	return changed;
}

/* to a fixpoint, over this file and the run's other files */
static void spread_atomic(struct pass **ps, size_t n)
{
	int changed = 1;
	size_t i;

	while (changed) {
		changed = 0;
		for (i = 0; i < n; i++)
			changed |= spread_one(ps[i]);
	}
}

/* a lock taken in [b, from) and released in (to, end)? */
static int inside_critical(const struct pass *p, size_t b, size_t from,
			   size_t to, size_t end)
{
	size_t i;
	int k, lock = 0, unlock = 0;

	for (i = b; i < from && !lock; i++)
		for (k = 0; atomic_calls[k] && !lock; k++)
			lock = is(&p->t[i], atomic_calls[k]);
	for (i = to; i < end && !unlock; i++)
		for (k = 0; unlock_calls[k] && !unlock; k++)
			unlock = is(&p->t[i], unlock_calls[k]);
	return lock && unlock;
}

/* ---- statements ---- */

/* first token of the statement holding token k, inside block b */
static size_t stmt_start(const struct pass *p, size_t b, size_t k)
{
	size_t j;
	int depth = 0;

	for (j = k; j > b + 1; j--) {
		const struct tk *t = &p->t[j - 1];

		if (is(t, ")") || is(t, "]"))
			depth++;
		else if (is(t, "(") || is(t, "["))
			depth = depth ? depth - 1 : 0;
		else if (!depth && (is(t, ";") || is(t, "{") || is(t, "}")))
			return j;
	}
	return b + 1;
}

/* its ';' at depth 0, or 0 when a '{' comes first */
static size_t stmt_end(const struct pass *p, size_t s, size_t limit)
{
	size_t j;

	for (j = s; j < limit; j++) {
		if (is(&p->t[j], "(") || is(&p->t[j], "["))
			j = p->match[j];
		else if (is(&p->t[j], "{"))
			return 0;
		else if (is(&p->t[j], ";"))
			return j;
	}
	return 0;
}

static int only_space_before(const struct pass *p, size_t off)
{
	while (off && p->text[off - 1] != '\n') {
		if (p->text[off - 1] != ' ' && p->text[off - 1] != '\t')
			return 0;
		off--;
	}
	return 1;
}

/* end of the line holding off, past its newline; 0 if code follows */
static size_t line_rest_empty(const struct pass *p, size_t off)
{
	size_t i = off;

	while (i < p->len && (p->text[i] == ' ' || p->text[i] == '\t'))
		i++;
	if (i + 1 < p->len && p->text[i] == '/' && p->text[i + 1] == '*') {
		const char *c = strstr(p->text + i + 2, "*/");

		if (!c || memchr(p->text + i, '\n', (size_t)(c - p->text) - i))
			return 0;
		i = (size_t)(c - p->text) + 2;
		while (i < p->len && (p->text[i] == ' ' || p->text[i] == '\t'))
			i++;
	}
	if (i < p->len && p->text[i] != '\n')
		return 0;
	return i < p->len ? i + 1 : i;
}

static char *indent_of(const struct pass *p, size_t off)
{
	size_t a = off, b;

	while (a && p->text[a - 1] != '\n')
		a--;
	for (b = a; b < p->len && (p->text[b] == ' ' || p->text[b] == '\t');
	     b++)
		;
	return xstrndup(p->text + a, b - a);
}

static size_t line_start(const struct pass *p, size_t off)
{
	while (off && p->text[off - 1] != '\n')
		off--;
	return off;
}

static int is_assign_op(const struct tk *t)
{
	static const char *const ops[] = { "=", "+=", "-=", "*=", "/=", "%=",
		"<<=", ">>=", "&=", "|=", "^=", "++", "--", NULL };
	int k;

	for (k = 0; ops[k]; k++)
		if (is(t, ops[k]))
			return 1;
	return 0;
}

/* does anything in (from, to) leave the block or change an ident of P? */
static const char *unsafe_rest(const struct pass *p, size_t from, size_t to,
			       size_t pa, size_t pz)
{
	size_t i, j;

	for (i = from; i < to; i++) {
		const struct tk *t = &p->t[i];

		if (is(t, "return") || is(t, "break") || is(t, "continue") ||
		    is(t, "goto"))
			return "a return, break, continue or goto follows it "
			       "in the block";
		if (!is_ident(t))
			continue;
		for (j = pa; j < pz; j++) {
			if (!is_ident(&p->t[j]) || p->t[j].len != t->len ||
			    memcmp(p->t[j].text, t->text, t->len))
				continue;
			if (j > pa && (is(&p->t[j - 1], "->") ||
				       is(&p->t[j - 1], ".")))
				continue;	/* a member name */
			if ((i + 1 < to && is_assign_op(&p->t[i + 1])) ||
			    (i > from && (is(&p->t[i - 1], "++") ||
					  is(&p->t[i - 1], "--") ||
					  is(&p->t[i - 1], "&"))))
				return "the page expression changes later in "
				       "the block";
		}
	}
	return NULL;
}

static char *page_text(const struct pass *p, size_t pa, size_t pz)
{
	size_t a = p->t[pa].off, z = p->t[pz - 1].off + p->t[pz - 1].len;

	if (memchr(p->text + a, '\n', z - a))
		return NULL;
	return xstrndup(p->text + a, z - a);
}

/* the text of tokens from..to (inclusive), or NULL across lines */
static char *tokens_text(const struct pass *p, size_t from, size_t to)
{
	return to >= from ? page_text(p, from, to + 1) : NULL;
}

/* is name declared somewhere as a struct scatterlist (or a pointer or
 * array of them): a variable, a parameter or a struct member? */
static int scatterlist_name(const struct pass *p, const struct tk *name)
{
	size_t i, j;

	for (i = 0; i + 2 < p->n; i++) {
		int depth = 0;

		if (!is(&p->t[i], "struct") || !is(&p->t[i + 1], "scatterlist"))
			continue;
		/* the declarators, initializers skipped */
		for (j = i + 2; j < p->n; j++) {
			const struct tk *t = &p->t[j];

			if (is(t, "(") || is(t, "["))
				j = p->match[j] ? p->match[j] : j;
			else if (is(t, "="))
				depth = 1;
			else if (is(t, ","))
				depth = 0;
			else if (is(t, ";") || is(t, ")") || is(t, "{"))
				break;
			else if (!depth && is_ident(t) && t->len == name->len &&
				 !memcmp(t->text, name->text, t->len))
				return 1;
		}
	}
	return 0;
}

/*
 * "E.address = [(cast)] page_address(P) [+ OFF];" (or E->address) where
 * E is an entry of a struct scatterlist: 2.4 named a DMA segment by the
 * kernel address of its page.  2.6's struct scatterlist has no address
 * member, and pci_map_sg() or dma_map_sg() maps an entry's page at its
 * offset, so the right port is E.page = P, E.offset = OFF -- not kmap(),
 * whose address would be gone before the DMA.  Returns that advice, or
 * NULL when the statement is not such a store.
 */
static char *dma_sg_store(const struct pass *p, size_t k, size_t pa,
			  size_t pz, const char *page)
{
	size_t j = k, eq = 0, start, end, last, semi;
	const char *op;
	char *entry, *off = NULL, *r;

	/* the '=' of the assignment page_address() is the right side of */
	while (j > 0) {
		const struct tk *t = &p->t[--j];

		if ((is(t, ")") || is(t, "]")) && p->match[j] < j)
			j = p->match[j];
		else if (is(t, "="))
			eq = j;
		/* a cast's parentheses were skipped as a group */
		if (eq || is(t, ";") || is(t, "{") || is(t, "}") ||
		    is(t, "(") || is(t, ","))
			break;
	}
	if (!eq || eq < 3 || !is(&p->t[eq - 1], "address") ||
	    (!is(&p->t[eq - 2], ".") && !is(&p->t[eq - 2], "->")))
		return NULL;
	op = is(&p->t[eq - 2], ".") ? "." : "->";
	/* E: a name, then members and subscripts */
	end = eq - 3;
	for (j = end, start = end, last = 0;;) {
		if (is(&p->t[j], "]") && p->match[j] && p->match[j] < j) {
			j = p->match[j];
		} else if (is_ident(&p->t[j])) {
			if (!last)
				last = j;
			start = j;
			if (j < 2 || (!is(&p->t[j - 1], ".") &&
				      !is(&p->t[j - 1], "->")))
				break;
			j--;
		} else {
			return NULL;
		}
		if (j == 0)
			return NULL;
		j--;
	}
	if (!last || !scatterlist_name(p, &p->t[last]))
		return NULL;
	entry = tokens_text(p, start, end);
	if (!entry)
		return NULL;
	/* the offset: what is added to the address, else 0 */
	for (semi = pz + 1; semi < p->n && !is(&p->t[semi], ";"); semi++)
		if (is(&p->t[semi], "(") || is(&p->t[semi], "["))
			semi = p->match[semi] ? p->match[semi] : semi;
	if (semi == pz + 1)
		off = xstrdup("0");
	else if (semi < p->n && is(&p->t[pz + 1], "+"))
		off = tokens_text(p, pz + 2, semi - 1);
	(void)pa;
	r = xasprintf("page_address() of a pinned page stored as the "
		      "address of the DMA scatterlist entry %s: 2.6's struct "
		      "scatterlist has no address member, and pci_map_sg() "
		      "or dma_map_sg() maps an entry's page at its offset; "
		      "set %s%spage = %s and %s%soffset = %s instead (not a "
		      "kmap() address), and give the code that reads "
		      "%s%saddress the page and offset too", entry, entry, op,
		      page, entry, op, off ? off : "its offset in the page",
		      entry, op);
	free(entry);
	free(off);
	return r;
}

/* x declared by a statement directly in block b, before token s? */
static int declared_in(const struct pass *p, size_t b, size_t s,
		       const struct tk *x)
{
	size_t i;

	for (i = b + 1; i < s; i++) {
		if (p->encl[i] != b || !is_ident(&p->t[i]) ||
		    p->t[i].len != x->len || memcmp(p->t[i].text, x->text,
						     x->len))
			continue;
		if (i > b + 1 && (is(&p->t[i - 1], "*") ||
				  is_ident(&p->t[i - 1])) &&
		    (is(&p->t[i + 1], ";") || is(&p->t[i + 1], ",") ||
		     is(&p->t[i + 1], "=")))
			return 1;
	}
	return 0;
}

/*
 * Does the pointer variable x itself change in (from, to): assigned,
 * incremented, its address taken?  Writes through it ("*x = v", "x[i] =
 * v", "x->m = v") leave it where it was.
 */
static int var_changes(const struct pass *p, size_t from, size_t to,
		       const struct tk *x)
{
	size_t i;

	for (i = from; i < to; i++) {
		const struct tk *prev = i ? &p->t[i - 1] : NULL;

		if (!is_ident(&p->t[i]) || p->t[i].len != x->len ||
		    memcmp(p->t[i].text, x->text, x->len))
			continue;
		if (prev && (is(prev, ".") || is(prev, "->")))
			continue;		/* a member of that name */
		if (prev && (is(prev, "++") || is(prev, "--") ||
			     is(prev, "&")))
			return 1;
		if (i + 1 < to && (is(&p->t[i + 1], "++") ||
				   is(&p->t[i + 1], "--")))
			return 1;
		if (i + 1 < to && is_assign_op(&p->t[i + 1]) &&
		    !(prev && is(prev, "*")))
			return 1;
	}
	return 0;
}

/* does the statement at token i begin with a declaration? */
static int declaration_at(const struct pass *p, size_t i)
{
	static const char *const words[] = { "struct", "union", "enum",
		"const", "static", "unsigned", "signed", "int", "char",
		"short", "long", "void", "register", "volatile", "u8", "u16",
		"u32", "u64", "size_t", "ssize_t", "loff_t", NULL };
	int k;

	if (i + 2 >= p->n || !is_ident(&p->t[i]))
		return 0;
	for (k = 0; words[k]; k++)
		if (is(&p->t[i], words[k]))
			return 1;
	return is_ident(&p->t[i + 1]) ||
	       (is(&p->t[i + 1], "*") && is_ident(&p->t[i + 2]));
}

/*
 * 6.1: a variable of its own for the address kmap_local_page() gives,
 * declared first in block b (whose '{' must end its line), named kaddr
 * unless the function [body, end) has that name already.  Returns the
 * name (caller frees), or NULL when it cannot be declared there.
 */
static char *address_var(struct pass *p, size_t body, size_t end, size_t b,
			 size_t s)
{
	size_t at = line_rest_empty(p, p->t[b].off + 1), i;
	char *name = NULL, *ind;
	int k;

	if (!at)
		return NULL;
	for (k = 0; !name; k++) {
		name = k ? xasprintf("zc_kaddr%d", k) : xstrdup("kaddr");
		for (i = body; i < end; i++)
			if (is(&p->t[i], name)) {
				free(name);
				name = NULL;
				break;
			}
	}
	ind = indent_of(p, p->t[s].off);
	/* kernel style: a blank line after the declarations */
	add_edit(p, at, 0, xasprintf("%svoid *%s;\n%s", ind, name,
				     declaration_at(p, b + 1) ? "" : "\n"));
	free(ind);
	return name;
}

/* a conditional directive on a line in [from, to]? */
static size_t cond_line(const void *ctx, size_t i)
{
	return ((const struct pass *)ctx)->cond[i];
}

/* a conditional directive on a line in [from, to]?  (cond[] is sorted) */
static int cond_between(const struct pass *p, unsigned from, unsigned to)
{
	size_t i = sidx_lower(p->ncond, cond_line, p, from);

	return i < p->ncond && p->cond[i] <= to;
}

/*
 * Is the mapped address x stored somewhere in (from, to): on the right
 * of an assignment whose target is not x itself?  Then it outlives the
 * kunmap() at the block's end.
 */
static int escapes(const struct pass *p, size_t from, size_t to,
		   const struct tk *x)
{
	size_t i, j;

	for (i = from; i < to; i++) {
		size_t st;

		if (!is_ident(&p->t[i]) || p->t[i].len != x->len ||
		    memcmp(p->t[i].text, x->text, x->len))
			continue;
		/* x[i], x->m and *x read through it: the data, not x */
		if ((i + 1 < to && (is(&p->t[i + 1], "[") ||
				    is(&p->t[i + 1], "->"))) ||
		    is(&p->t[i - 1], "*"))
			continue;
		st = stmt_start(p, p->encl[i], i);
		for (j = st; j < i; j++)
			if (is_assign_op(&p->t[j]) && !is(&p->t[j], "++") &&
			    !is(&p->t[j], "--") &&
			    !(j == st + 1 && p->t[st].len == x->len &&
			      !memcmp(p->t[st].text, x->text, x->len)))
				return 1;
	}
	return 0;
}

/*
 * In a critical section: "T x = [(cast)] page_address(P);" with x and P
 * unchanged to the end of its block, and the block inside the lock,
 * becomes kmap_atomic(P, KM_USER0) ... kunmap_atomic(x, KM_USER0).
 */
static int kmap_atomic_one(struct pass *p, size_t b, size_t s, size_t e,
			   size_t k, size_t pa, size_t pz, const char *page,
			   size_t body, size_t end)
{
	size_t eq, j;
	char *ind;

	if (!e || !only_space_before(p, p->t[p->match[b]].off))
		return 0;
	for (eq = s; eq < e && !is(&p->t[eq], "="); eq++)
		;
	if (eq == e || eq - s < 2 || !is_ident(&p->t[eq - 1]) || eq > k ||
	    pz + 1 != e)		/* page_address(P) ends the statement */
		return 0;
	for (j = s; j < eq; j++)
		if (!is_ident(&p->t[j]) && !is(&p->t[j], "*"))
			return 0;
	/* nothing but a cast between '=' and page_address */
	if (k != eq + 1 && !(is(&p->t[eq + 1], "(") &&
			     p->match[eq + 1] + 1 == k))
		return 0;
	if (unsafe_rest(p, e + 1, p->match[b], pa, pz) ||
	    unsafe_rest(p, e + 1, p->match[b], eq - 1, eq) ||
	    escapes(p, e + 1, p->match[b], &p->t[eq - 1]) ||
	    !inside_critical(p, body, s, p->match[b], end))
		return 0;
	ind = indent_of(p, p->t[s].off);
	add_edit(p, line_start(p, p->t[p->match[b]].off), 0,
		 xasprintf("%skunmap_atomic(%.*s, KM_USER0);\n", ind,
			   (int)p->t[eq - 1].len, p->t[eq - 1].text));
	free(ind);
	add_edit(p, p->t[k].off, 12, xstrdup("kmap_atomic"));
	add_edit(p, p->t[pz].off, 0, xasprintf(", KM_USER0"));
	(void)page;
	return 1;
}

struct nullcheck {
	size_t s, e, b;		/* the if statement, its block */
	char *page;
	unsigned line;
	const char *fn;
};

/* "if (page_address(P) == NULL) stmt;" or "if (!page_address(P)) stmt;" */
static int null_check(const struct pass *p, size_t s, size_t k, size_t *e)
{
	size_t close, end;

	if (!is(&p->t[s], "if") || !is(&p->t[s + 1], "("))
		return 0;
	close = p->match[s + 1];
	if (is(&p->t[s + 2], "!") && s + 3 == k &&
	    p->match[k + 1] + 1 == close)
		;
	else if (s + 2 == k && p->match[k + 1] + 3 == close &&
		 is(&p->t[close - 2], "==") &&
		 (is(&p->t[close - 1], "NULL") || is(&p->t[close - 1], "0")))
		;
	else
		return 0;
	end = stmt_end(p, close + 1, p->n);
	if (!end || is(&p->t[end + 1], "else"))
		return 0;
	*e = end;
	return 1;
}

/* one function's conversion: what do_function()'s steps share */
struct fnpass {
	struct pass *p;
	const char *fn;
	size_t body, end;	/* its '{' and '}' */
	const char *atomic;	/* why it runs in atomic context, or NULL */
	int locked;		/* ...because it takes a lock */
	int atomic_done;	/* one KM_USER0 mapping per function */
	int own_kmaps;		/* it calls kmap() or kunmap() itself */
	char **alias;		/* locals only ever assigned a mapped page */
	size_t nalias;
	struct nullcheck *nc;	/* NULL tests of page_address() */
	size_t nnc;
	char **done;		/* "b:page" of converted block uses */
	size_t ndone;
};

/* one page_address(P) in the function */
struct pa_use {
	size_t k;		/* page_address */
	size_t pa, pz;		/* P: the tokens in [pa, pz) */
	size_t b, s, e;		/* its block's '{', its statement */
	char *page;		/* P's text, or NULL */
};

/* local variables only ever assigned a page of a mapping */
static void find_aliases(struct fnpass *f)
{
	struct pass *p = f->p;
	size_t k, i;

	for (k = f->body + 1; k + 1 < f->end; k++) {
		size_t s, e;

		if (!is(&p->t[k], "maplist") || !is(&p->t[k + 1], "["))
			continue;
		s = stmt_start(p, p->encl[k], k);
		e = stmt_end(p, s, f->end);
		for (i = s; e && i < e; i++)
			if (is(&p->t[i], "="))
				break;
		if (!e || i == e || i == s || !is_ident(&p->t[i - 1]) ||
		    p->match[k + 1] != e - 1)
			continue;
		f->alias = xrealloc(f->alias, (f->nalias + 1) * sizeof(char *));
		f->alias[f->nalias++] = xstrndup(p->t[i - 1].text,
						 p->t[i - 1].len);
	}
}

/* any other assignment, or its address taken: not an alias (emptied) */
static void drop_false_aliases(struct fnpass *f)
{
	struct pass *p = f->p;
	size_t i, k;

	for (i = 0; i < f->nalias; i++) {
		for (k = f->body + 1; k + 1 < f->end; k++) {
			size_t s, e, j;

			if (!is(&p->t[k], f->alias[i]))
				continue;
			if (is(&p->t[k - 1], "&")) {
				f->alias[i][0] = 0;
				break;
			}
			if (!is_assign_op(&p->t[k + 1]))
				continue;
			s = stmt_start(p, p->encl[k], k);
			e = stmt_end(p, s, f->end);
			for (j = k + 2; e && j + 1 < e; j++)
				if (is(&p->t[j], "maplist") &&
				    is(&p->t[j + 1], "[") &&
				    p->match[j + 1] == e - 1)
					break;
			if (!is(&p->t[k + 1], "=") || !e || j + 1 >= e) {
				f->alias[i][0] = 0;
				break;
			}
		}
	}
}

/* is P, the tokens [pa, pz), a page of a mapping? */
static int pinned_page(const struct fnpass *f, size_t pa, size_t pz)
{
	const struct pass *p = f->p;
	int pinned = 0;
	size_t i;

	if (pz == pa + 1 && is_ident(&p->t[pa]))
		for (i = 0; i < f->nalias; i++)
			pinned |= is(&p->t[pa], f->alias[i]);
	pinned |= maplist_arg(p, pa, pz);
	/* a scatterlist entry built from such pages: sg[i].page */
	pinned |= pz - pa >= 3 && is(&p->t[pz - 1], "page") &&
		  (is(&p->t[pz - 2], ".") || is(&p->t[pz - 2], "->"));
	return pinned;
}

/* a use in atomic context: kmap_atomic() when provably simple, or why not */
static void atomic_use(struct fnpass *f, const struct pa_use *u)
{
	struct pass *p = f->p;
	char *r = NULL;

	if (!f->locked)
		r = xasprintf("kmap() may sleep and %s() runs "
			      "in atomic context (%s); use "
			      "kmap_atomic() with the right "
			      "KM_ slot and kunmap_atomic()",
			      f->fn, f->atomic);
	else if (f->atomic_done || !u->page || f->own_kmaps ||
		 cond_between(p, p->t[u->b].line,
			      p->t[p->match[u->b]].line) ||
		 !kmap_atomic_one(p, u->b, u->s, u->e, u->k, u->pa, u->pz,
				  u->page, f->body, f->end))
		r = xasprintf("%s() takes a lock (%s) and "
			      "zcport cannot prove this use "
			      "simple and inside it: kmap() "
			      "and kunmap() it if it is "
			      "outside, kmap_atomic() with "
			      "the right KM_ slot if inside",
			      f->fn, f->atomic);
	else
		f->atomic_done = 1;
	outcome(p, f->fn, NULL, p->t[u->k].line, r);
	free(r);
}

/* "if (!page_address(P)) stmt;": kept, to go when P is kmap()ed later */
static void null_check_add(struct fnpass *f, const struct pa_use *u)
{
	struct nullcheck *n;

	f->nc = xrealloc(f->nc, (f->nnc + 1) * sizeof(*f->nc));
	n = &f->nc[f->nnc++];
	n->s = u->s;
	n->e = u->e;
	n->b = u->b;
	n->page = u->page;
	n->line = f->p->t[u->k].line;
	n->fn = f->fn;
}

/*
 * Why a use's statement is not one to convert, or NULL; *eq: its '='
 * (0: none), the address assigned to the token before it
 */
static const char *statement_why(const struct fnpass *f,
				 const struct pa_use *u, size_t *eq)
{
	const struct pass *p = f->p;
	size_t s = u->s, j, uses = 0;
	const char *why = NULL;

	*eq = 0;
	if (!u->page || !u->e)
		why = "its statement is not a simple one";
	else if (is(&p->t[s], "if") || is(&p->t[s], "while") ||
		 is(&p->t[s], "for") || is(&p->t[s], "switch") ||
		 is(&p->t[s], "return") || is(&p->t[s], "do") ||
		 is(&p->t[s], "else") || is(&p->t[s], "case"))
		why = "it is used in a condition, a return or an "
		      "unbraced branch";
	for (j = s; !why && j < u->e; j++) {
		if (is(&p->t[j], "page_address"))
			uses++;
		if (!*eq && is(&p->t[j], "="))
			*eq = j;
	}
	if (!why && uses > 1)
		why = "the statement takes page_address() twice";
	if (!why && *eq && *eq > u->k)
		why = "its statement is not a simple one";
	if (!why && !only_space_before(p, p->t[p->match[u->b]].off))
		why = "its block does not end on a line of its own";
	if (!why && f->own_kmaps)
		why = "the function already calls kmap() or kunmap() "
		      "itself";
	if (!why && cond_between(p, p->t[u->b].line,
				 p->t[p->match[u->b]].line))
		why = "its block holds #if lines";
	return why;
}

/* 6.1: a block that maps a page already cannot map another in order */
static const char *block_maps_another(const struct fnpass *f, size_t b)
{
	size_t j;

	for (j = 0; local_maps() && j < f->ndone; j++)
		if ((size_t)strtoul(f->done[j], NULL, 10) == b)
			return "its block maps another page, and "
			       "local mappings are released in "
			       "the reverse order: map both by "
			       "hand";
	return NULL;
}

/* page is mapped in block b now: a NULL test of it there may go, and
 * (6.1) the block maps no other */
static void done_add(struct fnpass *f, size_t b, const char *page)
{
	f->done = xrealloc(f->done, (f->ndone + 1) * sizeof(char *));
	f->done[f->ndone++] = xasprintf("%zu:%s", b, page);
}

/*
 * "T x = page_address(P);" or "x = page_address(P);" with x a local of
 * the block: why the address may outlive the block (or the mapping
 * cannot be released in order), or NULL; *kvar: the variable that
 * keeps the address for kunmap_local() when x moves on (6.1).
 */
static const char *assigned_why(struct fnpass *f, const struct pa_use *u,
				size_t eq, char **kvar)
{
	struct pass *p = f->p;
	const struct tk *x = &p->t[eq - 1];
	size_t s = u->s, e = u->e, b = u->b, j;
	int decl = eq - s >= 2, assign = eq - s == 1;
	const char *why = NULL;

	for (j = s; decl && j < eq; j++)
		decl = is_ident(&p->t[j]) || is(&p->t[j], "*");
	for (j = eq; (decl || assign) && j < e; j++)
		if (is(&p->t[j], "(") || is(&p->t[j], "["))
			j = p->match[j];
		else if (is(&p->t[j], ","))
			decl = assign = 0;
	if (assign && !(is_ident(x) && declared_in(p, b, s, x)))
		assign = 0;
	if (!decl && !assign)
		why = "the address is stored where it outlives "
		      "the block";
	if (!why)
		why = unsafe_rest(p, e + 1, p->match[b], u->pa, u->pz);
	if (!why && escapes(p, e + 1, p->match[b], x))
		why = "the address is stored where it outlives "
		      "the block";
	if (!why)
		why = block_maps_another(f, b);
	/* 6.1: kunmap_local() takes the address; a variable
	 * of its own keeps it when x moves on */
	if (!why && local_maps() &&
	    var_changes(p, e + 1, p->match[b], x) &&
	    !(*kvar = address_var(p, f->body, f->end, b, s)))
		why = "its block's '{' does not end its line";
	return why;
}

/* the kunmap() of an assigned address, at its block's end */
static void unmap_at_block_end(struct fnpass *f, const struct pa_use *u,
			       size_t eq, const char *kvar)
{
	struct pass *p = f->p;
	const struct tk *x = &p->t[eq - 1];
	char *ind = indent_of(p, p->t[u->s].off);

	add_edit(p, line_start(p, p->t[p->match[u->b]].off), 0,
		 kvar ? xasprintf("%skunmap_local(%s);\n", ind, kvar) :
		 local_maps() ?
		 xasprintf("%skunmap_local(%.*s);\n", ind, (int)x->len,
			   x->text) :
		 xasprintf("%skunmap(%s);\n", ind, u->page));
	free(ind);
	done_add(f, u->b, u->page);
}

/*
 * "f(page_address(P), ...);" alone on its line: converted with a
 * kunmap() on the next line.  Why not, or NULL; *after: where the
 * kunmap() goes; *kvar as for assigned_why().
 */
static const char *call_why(struct fnpass *f, const struct pa_use *u,
			    size_t *after, char **kvar)
{
	struct pass *p = f->p;
	size_t s = u->s, e = u->e;
	const char *why;

	*after = line_rest_empty(p, p->t[e].off + 1);
	why = block_maps_another(f, u->b);
	if (why)
		;
	else if (!is_ident(&p->t[s]) || !is(&p->t[s + 1], "(") ||
		 p->match[s + 1] != e - 1)
		why = "its statement is not a simple one";
	else if (!*after)
		why = "code follows it on its line";
	else if (local_maps() &&
		 !(*kvar = address_var(p, f->body, f->end, u->b, s)))
		why = "its block's '{' does not end its line";
	return why;
}

/* the kunmap() of a call's page, on the line after the call */
static void unmap_after(struct fnpass *f, const struct pa_use *u,
			size_t after, const char *kvar)
{
	struct pass *p = f->p;
	char *ind = indent_of(p, p->t[u->s].off);

	add_edit(p, after, 0, kvar ?
		 xasprintf("%skunmap_local(%s);\n", ind, kvar) :
		 xasprintf("%skunmap(%s);\n", ind, u->page));
	free(ind);
	if (kvar)
		done_add(f, u->b, u->page);
}

/* a use outside atomic context: kmap() ... kunmap() where safe */
static void map_use(struct fnpass *f, const struct pa_use *u)
{
	struct pass *p = f->p;
	size_t eq, after;
	char *kvar = NULL;
	const char *why = statement_why(f, u, &eq);

	if (!why && eq) {
		why = assigned_why(f, u, eq, &kvar);
		if (!why)
			unmap_at_block_end(f, u, eq, kvar);
	} else if (!why) {
		why = call_why(f, u, &after, &kvar);
		if (!why)
			unmap_after(f, u, after, kvar);
	}
	if (!why && kvar) {
		/* (kaddr = kmap_local_page(P)): the address kept */
		add_edit(p, p->t[u->k].off, 12,
			 xasprintf("(%s = kmap_local_page", kvar));
		add_edit(p, p->t[u->pz].off + 1, 0, xstrdup(")"));
	} else if (!why) {
		add_edit(p, p->t[u->k].off, 12, xstrdup(local_maps() ?
			 "kmap_local_page" : "kmap"));
	}
	free(kvar);
	if (why) {
		char *r = xasprintf("page_address() of a pinned page "
				    "not converted: %s; %s", why,
				    local_maps() ? "kmap_local_page() "
				    "it and kunmap_local() the address "
				    "after use" : "kmap() it and "
				    "kunmap() after use");
		outcome(p, f->fn, NULL, p->t[u->k].line, r);
		free(r);
	} else {
		outcome(p, f->fn, NULL, p->t[u->k].line, NULL);
	}
}

/*
 * The page_address() at k, when its argument is a pinned page.  Returns
 * the token to go on after (a NULL test's statement is skipped whole).
 */
static size_t one_use(struct fnpass *f, size_t k)
{
	struct pass *p = f->p;
	struct pa_use u;
	char *sgr;

	u.k = k;
	u.pa = k + 2;
	u.pz = p->match[k + 1];
	if (!pinned_page(f, u.pa, u.pz))
		return k;
	u.page = page_text(p, u.pa, u.pz);
	u.b = p->encl[k];
	u.s = stmt_start(p, u.b, k);
	u.e = stmt_end(p, u.s, p->match[u.b]);
	/* a DMA scatterlist entry wants the page, not an address */
	if (u.page && (sgr = dma_sg_store(p, k, u.pa, u.pz, u.page))) {
		outcome(p, f->fn, NULL, p->t[k].line, sgr)->dma_sg = 1;
		free(sgr);
	} else if (f->atomic) {
		atomic_use(f, &u);
	} else if (u.page && null_check(p, u.s, k, &u.e)) {
		null_check_add(f, &u);	/* the page's text is its now */
		return u.e;
	} else {
		map_use(f, &u);
	}
	free(u.page);
	return k;
}

/* NULL tests go when the same block kmap()s that page later */
static void settle_null_checks(struct fnpass *f)
{
	struct pass *p = f->p;
	size_t i, k;

	for (i = 0; i < f->nnc; i++) {
		const struct nullcheck *n = &f->nc[i];
		char *key = xasprintf("%zu:%s", n->b, n->page);
		size_t a, z;
		int ok = 0;

		for (k = 0; k < f->ndone && !ok; k++)
			ok = !strcmp(f->done[k], key);
		free(key);
		a = p->t[n->s].off;
		z = line_rest_empty(p, p->t[n->e].off + 1);
		if (ok && only_space_before(p, a) && z) {
			add_edit(p, line_start(p, a), z - line_start(p, a),
				 xstrdup(""));
			outcome(p, n->fn, NULL, n->line, NULL);
		} else {
			outcome(p, n->fn, NULL, n->line,
				local_maps() ? "page_address() of a pinned "
				"page tested for NULL (it is, in high memory); "
				"kmap_local_page() never fails: drop the test "
				"and kmap_local_page() the page" :
				"page_address() of a pinned page tested for "
				"NULL (it is, in high memory); kmap() never "
				"fails: drop the test and kmap() the page");
		}
		free(n->page);
	}
}

static void fnpass_free(struct fnpass *f)
{
	size_t i;

	for (i = 0; i < f->nalias; i++)
		free(f->alias[i]);
	for (i = 0; i < f->ndone; i++)
		free(f->done[i]);
	free(f->alias);
	free(f->done);
	free(f->nc);
}

static void do_function(struct pass *p, const char *fn, size_t body)
{
	struct fnpass f;
	size_t k;

	memset(&f, 0, sizeof(f));
	f.p = p;
	f.fn = fn;
	f.body = body;
	f.end = p->match[body];
	for (k = body + 1; k < f.end && !is(&p->t[k], "page_address"); k++)
		;
	if (k == f.end)
		return;		/* the common case: nothing to do */
	/* a local mapping does not sleep: any context takes it */
	f.atomic = local_maps() ? NULL :
		   atomic_why(p, fn, body, f.end, &f.locked);
	for (k = body + 1; k < f.end && !f.own_kmaps; k++)
		f.own_kmaps = is(&p->t[k], "kmap") || is(&p->t[k], "kunmap") ||
			      is(&p->t[k], "kunmap_atomic");
	find_aliases(&f);
	drop_false_aliases(&f);
	for (k = body + 1; k + 1 < f.end; k++)
		if (is(&p->t[k], "page_address") && is(&p->t[k + 1], "("))
			k = one_use(&f, k);
	settle_null_checks(&f);
	fnpass_free(&f);
}

/* "->", "==", "<<=" ... from the lexer's one-character punctuators */
static int edit_cmp(const void *a, const void *b)
{
	const struct edit *x = a, *y = b;

	return x->off < y->off ? 1 : x->off > y->off ? -1 : 0;
}

/* the code tokens of text, brackets matched, #if lines noted */
static void pass_init(struct pass *p, const char *text, size_t len,
		      struct hset *hs, const char *label)
{
	struct code_tokens tk;
	size_t *stack, sp = 0, i, blk = 0;
	size_t *bstack;

	memset(p, 0, sizeof(*p));
	p->text = text;
	p->len = len;
	p->hs = hs;
	p->label = label;
	lex_code_tokens(text, len, LEX_CONDITIONALS | LEX_JOIN_PUNCT, &tk);
	p->t = xmalloc((tk.nr + 1) * sizeof(*p->t));
	for (i = 0; i < tk.nr; i++) {
		const struct token *t = &tk.v[i];

		if (t->type == TOK_HASH) {
			/* an #if, #else, #endif...: its line */
			if (p->ncond == p->acond) {
				p->acond = p->acond ? 2 * p->acond : 16;
				p->cond = xrealloc(p->cond, p->acond *
						   sizeof(unsigned));
			}
			p->cond[p->ncond++] = t->line;
			continue;
		}
		p->t[p->n].type = t->type;
		p->t[p->n].text = t->text;
		p->t[p->n].len = t->len;
		p->t[p->n].off = t->offset;
		p->t[p->n].line = t->line;
		p->n++;
	}
	free(tk.v);
	p->match = xcalloc(p->n + 1, sizeof(size_t));
	p->encl = xcalloc(p->n + 1, sizeof(size_t));
	stack = xmalloc((p->n + 1) * sizeof(size_t));
	bstack = xmalloc((p->n + 1) * sizeof(size_t));
	for (i = 0; i < p->n; i++) {
		const struct tk *k = &p->t[i];

		p->encl[i] = blk ? bstack[blk - 1] : 0;
		if (is(k, "(") || is(k, "[") || is(k, "{")) {
			stack[sp++] = i;
			if (is(k, "{"))
				bstack[blk++] = i;
		} else if ((is(k, ")") || is(k, "]") || is(k, "}")) && sp) {
			size_t o = stack[--sp];

			p->match[o] = i;
			p->match[i] = o;
			if (is(k, "}") && blk)
				blk--;
		}
	}
	free(stack);
	free(bstack);
}

static void pass_free(struct pass *p)
{
	int k;

	for (k = 0; k < NMEMBERS; k++) {
		if (!p->shown[k].built)
			continue;
		free(p->shown[k].v);
		sorted_index_free(&p->shown[k].ix);
	}
	free(p->cond);
	free(p->e);
	free(p->t);
	free(p->match);
	free(p->encl);
}

void kmap_convert(const char *text, size_t len, char **out, size_t *out_len,
		  struct kmap_result *res)
{
	kmap_convert_run(text, len, NULL, 0, out, out_len, res);
}

/*
 * 6.1's kmap_atomic() and kunmap_atomic() take no KM_ slot: the
 * driver's own "kmap_atomic(page, KM_USER0)" keeps its meaning (it also
 * disables page faults and preemption, which the code it guards may
 * rely on) as "kmap_atomic(page)".
 */
static void drop_km_slots(struct pass *p)
{
	size_t i, close, comma;

	for (i = 0; i + 1 < p->n; i++) {
		if ((!is(&p->t[i], "kmap_atomic") &&
		     !is(&p->t[i], "kunmap_atomic")) ||
		    !is(&p->t[i + 1], "(") || !(close = p->match[i + 1]) ||
		    close < i + 5)
			continue;
		comma = close - 2;
		if (!is(&p->t[comma], ",") || !is_ident(&p->t[close - 1]) ||
		    strncmp(p->t[close - 1].text, "KM_", 3))
			continue;
		add_edit(p, p->t[comma].off, p->t[close - 1].off +
			 p->t[close - 1].len - p->t[comma].off, xstrdup(""));
		p->res->slots++;
	}
}

/* every function of the file, by its body's '{' */
static void convert_functions(struct pass *p)
{
	size_t i;

	for (i = 0; i < p->n; i++) {
		size_t open;
		char *fn;

		if (!is(&p->t[i], "{") || !p->match[i])
			continue;
		if (i < 2 || !is(&p->t[i - 1], ")")) {
			i = p->match[i];	/* struct, initialiser */
			continue;
		}
		open = p->match[i - 1];
		if (!open || !is_ident(&p->t[open - 1])) {
			i = p->match[i];
			continue;
		}
		fn = xstrndup(p->t[open - 1].text, p->t[open - 1].len);
		do_function(p, fn, i);
		free(fn);
		i = p->match[i];
	}
}

/*
 * The text with p's edits (sorted, edit_cmp()) applied to sb: from the
 * end, an edit overlapping one already applied left out; rebuilt front
 * to back
 */
static void apply_edits(const struct pass *p, const char *text, size_t len,
			struct strbuf *sb)
{
	char **parts = xcalloc(2 * p->ne + 2, sizeof(char *));
	size_t *plen = xcalloc(2 * p->ne + 2, sizeof(size_t));
	size_t np = 0, i, done = len;
	long j;

	for (i = 0; i < p->ne; i++) {
		size_t tail = p->e[i].off + p->e[i].del;

		if (tail > done)
			continue;	/* overlapping: keep the first */
		parts[np] = (char *)text + tail;
		plen[np++] = done - tail;
		parts[np] = p->e[i].ins;
		plen[np++] = strlen(p->e[i].ins);
		done = p->e[i].off;
	}
	strbuf_add(sb, text, done);
	for (j = (long)np - 1; j >= 0; j--)
		strbuf_add(sb, parts[j], plen[j]);
	free(parts);
	free(plen);
}

static void hset_free(struct hset *hs)
{
	size_t i;

	for (i = 0; i < hs->n; i++) {
		free(hs->v[i].name);
		free(hs->v[i].root);
		free(hs->v[i].via);
		free(hs->v[i].why);
	}
	free(hs->v);
	name_index_free(&hs->ix);
}

/* ---- the context files that can matter ---- */

/* the functions p defines, found as spread_one() and
 * convert_functions() find them */
static void add_defined(struct name_set *s, const struct pass *p)
{
	size_t i, open;

	for (i = 0; i < p->n; i++) {
		if (!is(&p->t[i], "{") || !p->match[i])
			continue;
		if (i >= 2 && is(&p->t[i - 1], ")") &&
		    (open = p->match[i - 1]) && is_ident(&p->t[open - 1]))
			name_set_add(s, p->t[open - 1].text,
				     p->t[open - 1].len);
		i = p->match[i];
	}
}

/* does text name one of s's functions?  Its bytes, comments and
 * strings too: a file too many is read, never one too few */
static int names_any(const struct name_set *s, const char *text, size_t len)
{
	size_t i = 0, b;

	while (i < len) {
		if (!isalpha((unsigned char)text[i]) && text[i] != '_') {
			i++;
			continue;
		}
		b = i;
		while (i < len && (isalnum((unsigned char)text[i]) ||
				   text[i] == '_'))
			i++;
		if (name_set_find(s, text + b, i - b) != NAME_NONE)
			return 1;
	}
	return 0;
}

/*
 * The context files that can change what p's functions are, passed
 * (pass_init()) into cp and listed after p in all, in ctx's order;
 * returns how many passes all holds.  Atomic context reaches a
 * function only by its name (find_handlers(), spread_one()): from a
 * file that names it, whose own functions it reaches by their names in
 * turn.  So a context file is read only when it names a function of p
 * or of a file already read, to a fixpoint; no other can make a
 * handler of any of those, and the passes over the rest would only add
 * handlers no function here is.  A driver in a directory of hundreds
 * of files (2.4's drivers/scsi) costs a scan of their bytes, not a
 * pass each.
 */
static size_t pick_context(struct pass *p, const struct kmap_text *ctx,
			   size_t nctx, struct hset *hs, struct pass *cp,
			   struct pass **all)
{
	struct name_set s = NAME_SET_INIT;
	char *in = xcalloc(nctx + 1, 1);
	size_t i, n = 1;
	int changed = 1;

	add_defined(&s, p);
	while (changed) {
		changed = 0;
		for (i = 0; i < nctx; i++) {
			if (in[i] || !names_any(&s, ctx[i].text, ctx[i].len))
				continue;
			in[i] = 1;
			pass_init(&cp[i], ctx[i].text, ctx[i].len, hs,
				  ctx[i].label);
			add_defined(&s, &cp[i]);
			changed = 1;
		}
	}
	all[0] = p;
	for (i = 0; i < nctx; i++)
		if (in[i])
			all[n++] = &cp[i];
	name_set_free(&s);
	free(in);
	return n;
}

void kmap_convert_run(const char *text, size_t len,
		      const struct kmap_text *ctx, size_t nctx, char **out,
		      size_t *out_len, struct kmap_result *res)
{
	struct pass p, *cp = xcalloc(nctx + 1, sizeof(*cp));
	struct pass **all = xcalloc(nctx + 2, sizeof(*all));
	struct hset hs = { NULL, 0, 0, NAME_INDEX_INIT };
	struct strbuf sb = STRBUF_INIT;
	size_t i, nall;

	memset(res, 0, sizeof(*res));
	pass_init(&p, text, len, &hs, NULL);
	p.res = res;
	nall = pick_context(&p, ctx, nctx, &hs, cp, all);
	scan_defines(&p);
	for (i = 0; i < nall; i++)
		find_handlers(all[i]);
	spread_atomic(all, nall);
	convert_functions(&p);

	if (local_maps())
		drop_km_slots(&p);
	if (p.ne)
		qsort(p.e, p.ne, sizeof(*p.e), edit_cmp);
	apply_edits(&p, text, len, &sb);
	for (i = 0; i < p.ne; i++)
		free(p.e[i].ins);
	hset_free(&hs);
	for (i = 0; i < nall; i++)
		pass_free(all[i]);
	free(cp);
	free(all);
	*out = strbuf_detach(&sb, out_len);
	if (!*out) {
		*out = xstrdup("");
		*out_len = 0;
	}
}

int kmap_reason_has_lines(const struct kmap_result *res)
{
	size_t i;

	for (i = 0; i < res->nr; i++)
		if (res->v[i].reason && strstr(res->v[i].reason, "at line "))
			return 1;
	return 0;
}

void kmap_reason_lines(struct kmap_result *res, const unsigned *map,
		       size_t n)
{
	size_t i;

	for (i = 0; i < res->nr; i++) {
		struct strbuf sb = STRBUF_INIT;
		const char *p = res->v[i].reason, *at;

		if (!p)
			continue;
		while ((at = strstr(p, "at line "))) {
			char *e;
			unsigned long l = strtoul(at + 8, &e, 10);

			strbuf_add(&sb, p, (size_t)(at + 8 - p));
			p = at + 8;
			if (e == p)
				continue;	/* no number */
			if (l >= 1 && l <= n && map[l - 1])
				l = map[l - 1];
			strbuf_addf(&sb, "%lu", l);
			p = e;
		}
		strbuf_addstr(&sb, p);
		free(res->v[i].reason);
		res->v[i].reason = strbuf_detach(&sb, NULL);
	}
}

void kmap_result_free(struct kmap_result *res)
{
	size_t i;

	for (i = 0; i < res->nr; i++) {
		free(res->v[i].function);
		free(res->v[i].macro);
		free(res->v[i].reason);
	}
	free(res->v);
	memset(res, 0, sizeof(*res));
}
