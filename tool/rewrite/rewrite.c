/* rewrite: see rewrite.h for the contract. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "outcheck.h"
#include "parallel.h"
#include "lookup.h"
#include "rewrite.h"
#include "runcmd.h"
#include "runtmp.h"
#include "strbuf.h"
#include "util.h"

/* the copy spatch works on: a name it can read (util.h safe_base()) */
static char *item_path(const char *tmp, size_t i, const char *path)
{
	char *base = safe_base(path), *p;

	p = xasprintf("%s/%zu/%s", tmp, i, base);
	free(base);
	return p;
}

static void spatch_argv(struct argv_list *a, const struct rule *r,
			const char *tmp, const char *groups, int timeout_s)
{
	int j;

	rules_spatch_argv(a);
	argv_push(a, "--sp-file");
	argv_push(a, r->path);
	argv_push(a, "-D");
	argv_push(a, "patch");
	argv_push(a, "--in-place");
	/* not --very-quiet: its "HANDLING: FILE" lines drive the watch */
	argv_push(a, "--quiet");
	argv_push(a, "--no-show-diff");
	argv_push(a, "--file-groups");
	argv_push(a, groups);
	/* its cocci-output-* files: it does not honour TMPDIR for them */
	argv_push(a, "--temp-files");
	argv_push(a, tmp);
	for (j = 0; j < r->noptions; j++)
		argv_push(a, r->options[j]);
	if (timeout_s > 0) {
		argv_push(a, "--timeout");
		argv_pushf(a, "%d", timeout_s);
	}
}

/*
 * The watch over one spatch run (runcmd.h): spatch says "HANDLING: FILE"
 * as it starts each file; a file gets --timeout seconds and a second of
 * grace from there, whatever spatch's own timer does (it fired after 7 s
 * of a 2 s --timeout on a loaded machine).  Before the first file,
 * spatch's start (python, the combined rules: under a second, several on
 * a loaded machine) has STARTUP_MS more, charged to no file but the
 * first should it never begin.  current: the file being worked on, -1
 * before the first.
 */
#define GRACE_MS 1000L
#define STARTUP_MS 10000L

struct watch {
	char **paths;
	const size_t *todo;
	size_t ntodo;
	long budget_ms, since;
	size_t scanned;
	long current;
};

static long watch_spatch(void *ctx, const struct strbuf *out,
			 const struct strbuf *err)
{
	struct watch *w = ctx;
	const char *p, *eol;

	(void)out;
	while (err->buf && w->scanned < err->len &&
	       (eol = memchr(err->buf + w->scanned, '\n',
			     err->len - w->scanned))) {
		p = err->buf + w->scanned;
		w->scanned = (size_t)(eol + 1 - err->buf);
		if (strncmp(p, "HANDLING: ", 10))
			continue;
		p += 10;
		for (size_t k = 0; k < w->ntodo; k++) {
			const char *f = w->paths[w->todo[k]];
			size_t fl = strlen(f);

			if ((size_t)(eol - p) >= fl && !memcmp(p, f, fl) &&
			    (p + fl == eol || p[fl] == ' ')) {
				w->current = (long)k;
				w->since = run_now_ms();
				break;
			}
		}
	}
	return w->since + w->budget_ms + (w->current < 0 ? STARTUP_MS : 0);
}

/* what spatch said, without its progress lines: a failure's log */
static char *spatch_words(const struct strbuf *err)
{
	struct strbuf sb = STRBUF_INIT;
	const char *p = err->buf, *eol;

	while (p && *p) {
		eol = strchr(p, '\n');
		if (strncmp(p, "HANDLING: ", 10) &&
		    strncmp(p, "init_defs_builtins: ", 20))
			strbuf_add(&sb, p, eol ? (size_t)(eol + 1 - p) :
				   strlen(p));
		p = eol ? eol + 1 : NULL;
	}
	if (!sb.len)
		return NULL;
	return strbuf_detach(&sb, NULL);
}

/*
 * Run one rule over the files todo[] (in that order, one spatch, no
 * --jobs: the watch needs to know which file it works on); the spatch
 * status, and in *current the file it was on when the watch killed it.
 */
static int run_rule(const struct rule *r, const char *tmp, int slot,
		    char **paths, const size_t *todo, size_t ntodo,
		    int timeout_s, struct strbuf *err, long *current)
{
	struct argv_list a = ARGV_INIT;
	struct strbuf sb = STRBUF_INIT, out = STRBUF_INIT;
	char *groups = xasprintf("%s/groups.%d", tmp, slot);
	struct watch w = { paths, todo, ntodo, timeout_s * 1000L + GRACE_MS,
			   run_now_ms(), 0, -1 };
	size_t k;
	int ret;

	for (k = 0; k < ntodo; k++)
		strbuf_addf(&sb, "%s\n\n", paths[todo[k]]);
	if (write_file_private(groups, sb.buf ? sb.buf : "", sb.len))
		die("cannot write the spatch file list");
	strbuf_release(&sb);
	spatch_argv(&a, r, tmp, groups, timeout_s);
	/* run in the private dir, so whatever spatch leaves is removed
	 * with it */
	ret = run_command_watched(&a, tmp, &out, err, 0, timeout_s > 0 ?
				  watch_spatch : NULL, &w);
	*current = w.current < 0 ? 0 : w.current;
	argv_clear(&a);
	strbuf_release(&out);
	free(groups);
	return ret;
}

/*
 * spatch gives up on one file and goes on with the others, exit 0, in
 * two ways: its own per-file --timeout ("timeout (we abort): FILE", or
 * in a batch "EXN: ...Timeout in FILE"), and an exception while it
 * works on the file ("EXN: Stack overflow in FILE", say).  Such a file
 * is as good as untouched, and its sites must say why: timeout, or
 * crash with spatch's own words.
 */
static void mark_failures(struct rewrite_item *items, char **paths,
			  const size_t *todo, size_t ntodo,
			  unsigned char *dead, const char *err)
{
	size_t k, i;

	if (!err || (!strcasestr(err, "timeout") && !strstr(err, "EXN: ")))
		return;
	for (k = 0; k < ntodo; k++) {
		char *line, *exn, *any;
		const char *p;

		i = todo[k];
		line = xasprintf("timeout (we abort): %s\n", paths[i]);
		exn = xasprintf("Timeout in %s\n", paths[i]);
		any = xasprintf(" in %s\n", paths[i]);

		if (dead[i])
			goto next;
		if (strstr(err, line) || strstr(err, exn)) {
			dead[i] = 1;
			items[i].status = REWRITE_TIMEOUT;
			items[i].log = xstrdup("spatch's per-file timeout");
			goto next;
		}
		/* "EXN: <exception> in FILE" on a line of its own */
		for (p = err; (p = strstr(p, "EXN: ")); p++) {
			const char *eol = strchr(p, '\n');
			size_t al = strlen(any);

			if ((p == err || p[-1] == '\n') && eol &&
			    (size_t)(eol + 1 - p) > al &&
			    !memcmp(eol + 1 - al, any, al)) {
				dead[i] = 1;
				items[i].status = REWRITE_CRASH;
				items[i].log = xasprintf("%.*s",
					(int)(eol + 1 - al - (p + 5)), p + 5);
				break;
			}
		}
next:
		free(line);
		free(exn);
		free(any);
	}
}

struct batch {
	const struct rule *rule;
	const char *tmp;
	char **paths;
	struct rewrite_item *items;
	unsigned char *dead;
	size_t n, ngroups;
	size_t *group;		/* per file: the job whose share it is */
	int timeout_s;
	unsigned char *noexec;	/* per job: spatch could not be started */
};

/* the files by size, largest first (ties by number: deterministic) */
static int by_size(const void *ctx, size_t x, size_t y)
{
	const struct rewrite_item *items = ctx;

	if (items[x].len != items[y].len)
		return items[x].len < items[y].len ? 1 : -1;
	return 0;
}

/*
 * The jobs' shares: each file, largest first, to the job with the
 * fewest bytes so far, so that one job does not finish seconds after
 * the others (spatch's time grows with a file's size).  Which job
 * rewrites a file never changes what it writes.
 */
static void plan_shares(struct batch *b)
{
	struct sorted_index ix;
	size_t *order, *load = xcalloc(b->ngroups + 1, sizeof(size_t));
	size_t i, g, best;

	sorted_index_build(&ix, b->n, by_size, b->items);
	order = ix.v;
	for (i = 0; i < b->n; i++) {
		for (g = best = 0; g < b->ngroups; g++)
			if (load[g] < load[best])
				best = g;
		b->group[order[i]] = best;
		load[best] += b->items[order[i]].len;
	}
	sorted_index_free(&ix);
	free(load);
}

/* the copy spatch works on, back to its input (a killed run may have
 * written some of its results already) */
static void restore(struct batch *b, size_t i)
{
	if (write_file_private(b->paths[i], b->items[i].text,
			       b->items[i].len))
		die("cannot write to the temp directory %s", b->tmp);
}

static void fail_item(struct batch *b, size_t i, int st,
		      const struct strbuf *err)
{
	char *words = spatch_words(err);

	b->dead[i] = 1;
	b->items[i].status = st == RUN_TIMEOUT ? REWRITE_TIMEOUT :
			     REWRITE_CRASH;
	if (st > 0 && words && strstr(words, "imeout"))
		b->items[i].status = REWRITE_TIMEOUT;
	if (st == RUN_TIMEOUT) {
		free(words);
		words = xasprintf("no result after %d s (--timeout)",
				  b->timeout_s);
	}
	b->items[i].log = words ? words : xstrdup(st == RUN_SIGNAL ?
						  "killed by a signal" :
						  "no message");
}

/*
 * One job's share of the files, sequentially: a file the watch kills
 * spatch on is that file's timeout, and the run goes on with the others
 * (done again: spatch writes its results only at its end); a run that
 * fails otherwise is retried file by file, so one bad file cannot cost
 * the others their port.
 */
static void run_share(void *state, size_t g, void *ctx)
{
	struct batch *b = ctx;
	size_t *todo = xcalloc(b->n + 1, sizeof(size_t)), ntodo, i, k;
	struct strbuf err = STRBUF_INIT;
	int first = 1;

	(void)state;
	for (;;) {
		long current;
		int st;

		ntodo = 0;
		for (i = 0; i < b->n; i++)
			if (b->group[i] == g && !b->dead[i])
				todo[ntodo++] = i;
		if (!ntodo || runtmp_interrupted())
			break;
		for (k = 0; !first && k < ntodo; k++)
			restore(b, todo[k]);
		first = 0;
		strbuf_reset(&err);
		st = run_rule(b->rule, b->tmp, (int)g, b->paths, todo, ntodo,
			      b->timeout_s, &err, &current);
		if (st == RUN_NOEXEC) {
			b->noexec[g] = 1;
			break;
		}
		if (st == 0) {
			mark_failures(b->items, b->paths, todo, ntodo,
				      b->dead, err.buf);
			break;
		}
		if (runtmp_interrupted())
			break;
		if (st == RUN_TIMEOUT) {
			fail_item(b, todo[current], st, &err);
			continue;
		}
		/* isolate: each file alone */
		for (k = 0; k < ntodo && !runtmp_interrupted(); k++) {
			long cur;
			int s1;

			restore(b, todo[k]);
			strbuf_reset(&err);
			s1 = run_rule(b->rule, b->tmp, (int)g, b->paths,
				      &todo[k], 1, b->timeout_s, &err, &cur);
			if (s1 == RUN_NOEXEC)
				b->noexec[g] = 1;
			else if (s1)
				fail_item(b, todo[k], s1, &err);
			else
				mark_failures(b->items, b->paths, &todo[k],
					      1, b->dead, err.buf);
		}
		break;
	}
	strbuf_release(&err);
	free(todo);
}

/*
 * Each rule of one (the combined rule, rules_one()) over every share,
 * the shares in parallel.  Returns -1 when spatch could not be run.
 */
static int run_rules(const struct rule_set *one, struct batch *b, int jobs)
{
	size_t i, k, n = b->n;
	int ret = 0;

	/* one spatch per job, each over its share of the bytes */
	b->ngroups = jobs > 1 ? (size_t)jobs : 1;
	if (b->ngroups > n)
		b->ngroups = n;
	b->group = xcalloc(n, sizeof(size_t));
	plan_shares(b);
	b->noexec = xcalloc(b->ngroups, 1);
	for (k = 0; k < one->nr && !ret; k++) {
		b->rule = &one->v[k];
		run_parallel(b->ngroups, (int)b->ngroups, b, NULL, run_share,
			     NULL);
		for (i = 0; i < b->ngroups; i++)
			if (b->noexec[i])
				ret = -1;
	}
	free(b->noexec);
	free(b->group);
	return ret;
}

/*
 * spatch's result for item it, read back from path: believed only when
 * outcheck.h finds nothing wrong with it; else the item is garbled
 */
static void take_result(struct rewrite_item *it, const char *path)
{
	char *text, *why;
	size_t len;

	/* its exit status is no evidence: the output is checked */
	if (read_file(path, &text, &len)) {
		text = NULL;
		why = xstrdup("its output could not be read back");
	} else {
		why = outcheck(it->text, it->len, text, len);
	}
	if (why) {
		it->status = REWRITE_CRASH;
		it->garbled = 1;
		it->log = why;
		free(text);
	} else {
		/* what spatch was given stays, for stray.h */
		it->before = it->text;
		it->before_len = it->len;
		it->text = text;
		it->len = len;
	}
}

int rewrite_batch(const struct rule_set *all, struct rewrite_item *items,
		  size_t n, int jobs, int timeout_s)
{
	struct rule_set one;
	struct batch b;
	char *comb;
	char *tmp, **paths;
	unsigned char *dead;
	size_t i;
	int ret;

	if (!n)
		return 0;
	tmp = runtmp_mkdtemp("rewrite");
	/* one spatch run for all the rules (see rules_combine()) */
	comb = rules_combine(all, tmp);
	rules_one(&one, all, comb);
	free(comb);
	paths = xcalloc(n, sizeof(*paths));
	dead = xcalloc(n, 1);
	for (i = 0; i < n; i++) {
		paths[i] = item_path(tmp, i, items[i].path);
		items[i].status = REWRITE_OK;
		if (mkdir_parent(paths[i]) ||
		    write_file_private(paths[i], items[i].text, items[i].len))
			die("cannot write to the temp directory %s", tmp);
	}

	memset(&b, 0, sizeof(b));
	b.tmp = tmp;
	b.paths = paths;
	b.items = items;
	b.dead = dead;
	b.n = n;
	b.timeout_s = timeout_s;
	ret = run_rules(&one, &b, jobs);

	for (i = 0; i < n; i++) {
		if (!dead[i])
			take_result(&items[i], paths[i]);
		free(paths[i]);
	}
	free(paths);
	free(dead);
	rules_free(&one);
	remove_tree(tmp);
	free(tmp);
	return ret;
}
