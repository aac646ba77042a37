/*
 * versions: the spatch and libclang zcport was tested with, and the
 * check that the ones it finds are those (versions.h).
 */
#include <clang-c/Index.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "runcmd.h"
#include "runtmp.h"
#include "strbuf.h"
#include "util.h"
#include "versions.h"

/*
 * Debian 12's: coccinelle 1.1.1 and libclang-14 (14.0.6).  A libclang
 * release is judged by its major version: the AST it gives for C does
 * not change within one.
 */
static const char *const spatch_tested[] = { "1.1.1", NULL };
static const int clang_tested[] = { 14, 0 };

/* "1.1.1" from "spatch version 1.1.1 compiled with ..."; NULL if none */
static char *spatch_version(struct strbuf *said)
{
	struct argv_list a = ARGV_INIT;
	struct strbuf out = STRBUF_INIT;
	const char *p;
	int st;

	argv_push(&a, "spatch");
	argv_push(&a, "--version");
	st = run_command(&a, NULL, &out, said, 30000);
	argv_clear(&a);
	runtmp_check();	/* killed by a Ctrl-C: that is the news */
	p = out.buf ? strstr(out.buf, "spatch version ") : NULL;
	if (st || !p) {
		strbuf_add(said, out.buf ? out.buf : "", out.len);
		strbuf_release(&out);
		return NULL;
	}
	p += strlen("spatch version ");
	p = xstrndup(p, strcspn(p, " \t\n"));
	strbuf_release(&out);
	return (char *)p;
}

static int spatch_is_tested(const char *v)
{
	int i;

	for (i = 0; spatch_tested[i]; i++)
		if (!strcmp(v, spatch_tested[i]))
			return 1;
	return 0;
}

/* libclang's whole version string, and its "14.0.6" in *num */
static char *clang_version(char **num)
{
	CXString s = clang_getClangVersion();
	const char *c = clang_getCString(s), *v;
	char *all = xstrdup(c ? c : "");

	clang_disposeString(s);
	v = strstr(all, "version ");
	v = v ? v + strlen("version ") : all;
	*num = xstrndup(v, strcspn(v, " \t\n"));
	return all;
}

static int clang_is_tested(const char *num)
{
	int i, major = atoi(num);

	for (i = 0; clang_tested[i]; i++)
		if (major == clang_tested[i])
			return 1;
	return 0;
}

/* the tested ones, "1.1.1" or "14", for the messages */
static void tested_list(struct strbuf *sb, int spatch)
{
	int i;

	for (i = 0; spatch ? !!spatch_tested[i] : !!clang_tested[i]; i++) {
		if (i)
			strbuf_addstr(sb, ", ");
		if (spatch)
			strbuf_addstr(sb, spatch_tested[i]);
		else
			strbuf_addf(sb, "%d", clang_tested[i]);
	}
}

void versions_require(int spatch)
{
	struct strbuf said = STRBUF_INIT, tested = STRBUF_INIT;
	char *num, *all = clang_version(&num), *v;

	if (!clang_is_tested(num)) {
		tested_list(&tested, 0);
		die("libclang %s (\"%s\") is not a version zcport was tested "
		    "with (%s): the inventory may miss uses of the 2.4 API; build "
		    "zcport against libclang-%s-dev", num, all, tested.buf,
		    tested.buf);
	}
	free(all);
	free(num);
	if (!spatch)
		return;
	if (!program_on_path("spatch"))
		die("cannot run spatch, which ports and checks with "
		    "Coccinelle; install it (apt-get install coccinelle)");
	v = spatch_version(&said);
	if (!v)
		die("cannot tell spatch's version: 'spatch --version' said "
		    "'%.*s'", (int)strcspn(said.buf ? said.buf : "", "\n"),
		    said.buf ? said.buf : "");
	if (!spatch_is_tested(v)) {
		tested_list(&tested, 1);
		die("spatch %s is not a version zcport's rules were tested "
		    "with (%s): it may port differently; install Coccinelle "
		    "%s (Debian 12's coccinelle package)", v, tested.buf,
		    tested.buf);
	}
	free(v);
	strbuf_release(&said);
}

int versions_print(FILE *f)
{
	struct strbuf said = STRBUF_INIT, tested = STRBUF_INIT;
	char *num, *all = clang_version(&num), *v = NULL;

	fprintf(f, "zcport %s\n", ZCPORT_VERSION);
	if (!program_on_path("spatch"))
		fprintf(f, "spatch: not found on PATH (apt-get install "
			"coccinelle)\n");
	else if (!(v = spatch_version(&said)))
		fprintf(f, "spatch: version unknown ('spatch --version' said "
			"'%.*s')\n", (int)strcspn(said.buf ? said.buf : "",
						  "\n"),
			said.buf ? said.buf : "");
	tested_list(&tested, 1);
	if (v && spatch_is_tested(v))
		fprintf(f, "spatch %s (tested)\n", v);
	else if (v)
		fprintf(f, "spatch %s (not tested: zcport was tested with %s; "
			"port and check refuse it)\n", v, tested.buf);
	strbuf_reset(&tested);
	tested_list(&tested, 0);
	if (clang_is_tested(num))
		fprintf(f, "libclang %s, \"%s\" (tested)\n", num, all);
	else
		fprintf(f, "libclang %s, \"%s\" (not tested: zcport was "
			"tested with %s; scan, port and check refuse it)\n",
			num, all, tested.buf);
	free(v);
	free(all);
	free(num);
	strbuf_release(&said);
	strbuf_release(&tested);
	return 0;
}
