/*
 * zcport rules (its options: the table in options.c)
 *
 * What zcport knows about each migration, as its semantic patch declares
 * it (see rules.h, vocab.h): the 2.4 names it ports, those it leaves for
 * a human and why, the helper pieces it calls, then the C passes, every
 * reason code, and what each target (target.h) maps the 2.4 names to.
 * --check checks the declarations against the rules'
 * bodies and the helpers files instead, prints one file:line:col: error:
 * line per problem, and exits 1 when there is any.
 */
#include <stdio.h>
#include <string.h>

#include "cmd.h"
#include "diag.h"
#include "options.h"
#include "rules.h"
#include "strbuf.h"
#include "target.h"
#include "vocab.h"

static void list(void)
{
	struct rule_set rs;
	const struct vocab_reason *rv;
	const struct vocab_pass *pv;
	size_t i, j, n;
	int t, k, nm;

	rules_load(&rs, RULES_PORT);
	for (i = 0; i < rs.nr; i++) {
		const struct rule *r = &rs.v[i];

		printf("%s (confidence %s)\n", r->name, r->confidence);
		for (j = 0; j < r->ndecls; j++) {
			const struct rule_decl *d = &r->decls[j];

			if (d->manual_code)
				printf("  flags  %-8s %s -> %s\n", d->cls,
				       d->name, d->manual_code);
			else
				printf("  ports  %-8s %s\n", d->cls, d->name);
		}
		for (j = 0; j < r->nhelpers; j++)
			printf("  helper %s\n", r->helpers[j]);
	}
	pv = vocab_passes(&n);
	for (i = 0; i < n; i++)
		printf("%s (C pass): %s\n", pv[i].name, pv[i].description);
	rv = vocab_reasons(&n);
	for (i = 0; i < n; i++)
		printf("reason %s (%s): %s\n", rv[i].code, rv[i].owner,
		       rv[i].text);
	/* what the helpers each target's header is made of do */
	for (t = 0; t < TARGET_NR; t++) {
		const struct target_map *m = target_mapping(t, &nm);

		printf("target %s (%s): %s\n", target_name(t),
		       t == TARGET_26 ? "the default" : "--target=6.1",
		       target_helpers_rel(t));
		for (k = 0; k < nm; k++)
			printf("  %s: %s\n", m[k].name, m[k].port);
	}
	rules_free(&rs);
}

int cmd_rules(int argc, char **argv)
{
	struct strbuf out = STRBUF_INIT;
	struct opts o;
	int bad;
	size_t nnames, nreasons;

	opts_parse(CMD_RULES, argc, argv, &o);
	if (!o.val[OPT_CHECK]) {
		list();
		return EXIT_OK;
	}
	bad = vocab_lint(&out);
	if (bad) {
		fputs(out.buf, stderr);
		strbuf_release(&out);
		fprintf(stderr, "zcport: %d problem%s in the migrations' "
			"declarations\n", bad, bad == 1 ? "" : "s");
		return EXIT_MANUAL;
	}
	vocab_table(&nnames);
	vocab_reasons(&nreasons);
	printf("declarations consistent: %zu names, %zu reasons\n", nnames,
	       nreasons);
	return EXIT_OK;
}
