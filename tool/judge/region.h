/*
 * region: a C file cut into its top-level declarations.
 *
 * The unit a verdict speaks of is not the file but the function (or the
 * declaration) a site stands in: "converted" means the function the port
 * touched compiles on 2.6, and a problem in one function refuses the
 * sites of that function, not the file's others.  A region is one
 * top-level declaration: a function definition, from its first token to
 * its closing brace, or any other declaration up to its ';' (a struct
 * definition, a prototype, a global with its initializer, a macro call
 * such as EXPORT_SYMBOL(x);).  Preprocessor lines belong to no region.
 *
 * The cut is made on tokens (lex.h), every branch of an #if read from
 * the depth its #if had, and the first branch's depth kept after #endif,
 * so a brace that each branch opens once (2.4's devfs registration)
 * counts once.  When the braces do not
 * balance (they close below the top level, or stay open at the end), the
 * cut is unreliable and regions_of() says so: callers then treat the
 * whole file as one region, which refuses more, never less.
 *
 * Calling sequence:
 *	struct regions rg; regions_of(text, len, &rg);
 *	const struct region *r = region_at(&rg, line);
 *	... regions_free(&rg);
 * Names point into a copy the regions own.
 */
#ifndef ZC_REGION_H
#define ZC_REGION_H

#include <stddef.h>

enum region_kind { REGION_FUNCTION, REGION_DECL };

struct region {
	enum region_kind kind;
	unsigned first, last;	/* 1-based lines of its first and last token */
	/*
	 * A function's name; for a declaration, its first declarator's name
	 * (or the tag of a struct defined without one, or the called name of
	 * a macro call such as EXPORT_SYMBOL(x)); "" when none is found.
	 */
	char *name;
	/* a declaration whose braces hold a struct/union body: its tag */
	char *tag;
};

struct regions {
	struct region *v;
	size_t nr;
	int unreliable;		/* braces did not balance: see above */
};

void regions_of(const char *text, size_t len, struct regions *rg);
/* the region holding line, or NULL (a preprocessor line, a blank) */
const struct region *region_at(const struct regions *rg, unsigned line);
/* the function region named name, or NULL */
const struct region *region_named(const struct regions *rg,
				  const char *name);
void regions_free(struct regions *rg);

#endif
