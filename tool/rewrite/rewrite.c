/* rewrite: see rewrite.h for the contract. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
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
			const char *tmp, const char *groups, int jobs,
			int timeout_s)
{
	int j;

	rules_spatch_argv(a);
	argv_push(a, "--sp-file");
	argv_push(a, r->path);
	argv_push(a, "-D");
	argv_push(a, "patch");
	argv_push(a, "--in-place");
	argv_push(a, "--very-quiet");
	argv_push(a, "--no-show-diff");
	argv_push(a, "--file-groups");
	argv_push(a, groups);
	/* its cocci-output-* files: it does not honour TMPDIR for them */
	argv_push(a, "--temp-files");
	argv_push(a, tmp);
	for (j = 0; j < r->noptions; j++)
		argv_push(a, r->options[j]);
	if (jobs > 1) {
		/* its combined_* folders go here, not into the user's cwd */
		argv_push(a, "--jobs");
		argv_pushf(a, "%d", jobs);
		argv_push(a, "--tmp-dir");
		argv_pushf(a, "%s/par", tmp);
	}
	if (timeout_s > 0) {
		argv_push(a, "--timeout");
		argv_pushf(a, "%d", timeout_s);
	}
}

static int write_groups(const char *file, char **paths, size_t n,
			const unsigned char *skip)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;
	int ret;

	for (i = 0; i < n; i++)
		if (!skip[i])
			strbuf_addf(&sb, "%s\n\n", paths[i]);
	ret = write_file_private(file, sb.buf ? sb.buf : "", sb.len);
	strbuf_release(&sb);
	return ret;
}

/* run one rule over the listed files; the spatch status */
static int run_rule(const struct rule *r, const char *tmp, char **paths,
		    size_t n, const unsigned char *skip, int jobs,
		    int timeout_s, struct strbuf *err)
{
	struct argv_list a = ARGV_INIT;
	char *groups = xasprintf("%s/groups", tmp);
	size_t live = 0, i;
	int ret;

	for (i = 0; i < n; i++)
		live += !skip[i];
	if (!live) {
		free(groups);
		return 0;
	}
	if (write_groups(groups, paths, n, skip))
		die("cannot write the spatch file list");
	spatch_argv(&a, r, tmp, groups, jobs, timeout_s);
	/* the backstop for a spatch that ignores its own --timeout; run in
	 * the private dir, so whatever spatch leaves is removed with it */
	ret = run_command(&a, tmp, NULL, err,
			  timeout_s > 0 ? (int)(timeout_s * 1000L *
					  (long)(live / (size_t)(jobs > 1 ? jobs :
								 1) + 2)) : 0);
	argv_clear(&a);
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
static void mark_failures(struct rewrite_item *items, char **paths, size_t n,
			  unsigned char *dead, const char *err)
{
	size_t i;

	if (!err || (!strcasestr(err, "timeout") && !strstr(err, "EXN: ")))
		return;
	for (i = 0; i < n; i++) {
		char *line = xasprintf("timeout (we abort): %s\n", paths[i]);
		char *exn = xasprintf("Timeout in %s\n", paths[i]);
		char *any = xasprintf(" in %s\n", paths[i]);
		const char *p;

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

int rewrite_batch(const struct rule_set *all, struct rewrite_item *items,
		  size_t n, int jobs, int timeout_s)
{
	struct rule_set one;
	const struct rule_set *rs;
	char *comb;
	char *tmp, **paths;
	unsigned char *dead;
	size_t i, k;
	int ret = 0;

	if (!n)
		return 0;
	tmp = runtmp_mkdtemp("rewrite");
	/* one spatch run for all the rules (see rules_combine()) */
	comb = rules_combine(all, tmp);
	rules_one(&one, all, comb);
	free(comb);
	rs = &one;
	paths = xcalloc(n, sizeof(*paths));
	dead = xcalloc(n, 1);
	for (i = 0; i < n; i++) {
		paths[i] = item_path(tmp, i, items[i].path);
		items[i].status = REWRITE_OK;
		if (mkdir_parent(paths[i]) ||
		    write_file_private(paths[i], items[i].text, items[i].len))
			die("cannot write to the temp directory %s", tmp);
	}

	for (k = 0; k < rs->nr; k++) {
		struct strbuf err = STRBUF_INIT;
		int st = run_rule(&rs->v[k], tmp, paths, n, dead, jobs,
				  timeout_s, &err);

		runtmp_check();	/* a Ctrl-C killed spatch: no isolation */
		if (st == RUN_NOEXEC) {
			ret = -1;
			strbuf_release(&err);
			break;
		}
		if (st == 0) {
			mark_failures(items, paths, n, dead, err.buf);
			strbuf_release(&err);
			continue;
		}
		/* isolate: run each live file alone */
		for (i = 0; i < n; i++) {
			unsigned char *only;
			int s1;

			if (dead[i])
				continue;
			only = xcalloc(n, 1);
			memset(only, 1, n);
			only[i] = 0;
			strbuf_reset(&err);
			s1 = run_rule(&rs->v[k], tmp, paths, n, only, 1,
				      timeout_s, &err);
			free(only);
			runtmp_check();
			if (!s1)
				continue;
			dead[i] = 1;
			items[i].status = s1 == RUN_TIMEOUT ? REWRITE_TIMEOUT :
					  REWRITE_CRASH;
			if (s1 > 0 && strstr(err.buf ? err.buf : "", "imeout"))
				items[i].status = REWRITE_TIMEOUT;
			items[i].log = xstrdup(err.len ? err.buf :
					       s1 == RUN_SIGNAL ?
					       "killed by a signal" :
					       "no message");
		}
		strbuf_release(&err);
	}

	for (i = 0; i < n; i++) {
		char *text;
		size_t len;

		if (!dead[i] && !read_file(paths[i], &text, &len)) {
			/* what spatch was given stays, for stray.h */
			items[i].before = items[i].text;
			items[i].before_len = items[i].len;
			items[i].text = text;
			items[i].len = len;
		}
		free(paths[i]);
	}
	free(paths);
	free(dead);
	rules_free(&one);
	remove_tree(tmp);
	free(tmp);
	return ret;
}
