/*
 * blame: whose is an error the compiler finds in a port?
 *
 * "Converted" means a maintainer would merge it: a site is converted
 * only when the function (or declaration) it stands in compiles against
 * 2.6 with no error located in it.  An error the original has too is not
 * the port's fault, but it is not excused either when it stands in code
 * the port touched: that function does not build on 2.6, whoever wrote
 * the line.  So every error is placed in a region of the port
 * (region.h) and judged by where it stands:
 *
 *   BLAME_HELD        a region (or a line, such as an #include) holding
 *                     a site left for a human: the 2.4 code there is
 *                     why; it blames nothing more.
 *   BLAME_UNFINISHED  a region the port touched, the original having the
 *                     same error (its other 2.4 APIs): the region's sites
 *                     are not converted ("unfinished"), the port of
 *                     their 2.4 API code stays for the human finishing
 *                     it.
 *   BLAME_PORT        a region the port touched, with an error the
 *                     original does not have, or any error naming a
 *                     2.4 API name or something the port touched (a
 *                     helper, a replacement type, a function whose
 *                     definition it changed): the port is wrong there,
 *                     and the region's sites are refused (ported again
 *                     with them left alone).  An error in untouched code
 *                     that names what the port touched (an initializer
 *                     storing a function whose type the port changed)
 *                     blames the region that declares that name, unless
 *                     the original has it word for word.
 *   BLAME_INHERITED   untouched code, naming nothing touched, the
 *                     original having it too: its other 2.4 APIs.
 *   BLAME_FILE        untouched code, a new error naming nothing
 *                     touched (an include the port removed, say): no
 *                     region to blame, so the whole file.
 *
 * A region is touched when one of its lines is not an original line kept
 * as it was.  A touched region with no site of its own (a function the
 * port added next to a method it rewrote) is blamed through the nearest
 * touched region before it that has sites, with no untouched region
 * between.  When the port's regions cannot be cut reliably (region.h),
 * the whole file is one touched region.
 *
 * Calling sequence:
 *	struct blame b;
 *	blame_init(&b, orig, orig_len, port, port_len, &sites, names);
 *	r = blame_error(&b, line, col, key, orig_has_it);
 *	... blame_site_region(&b, site) == r.region ...
 *	blame_release(&b);
 * names: a NULL-terminated list of identifiers the port introduces (the
 * helpers, the replacement types); may be NULL.  Texts and sites must
 * outlive the blame.  Everything a question needs is indexed by
 * blame_init() (the port's line starts, the touched regions by name, the
 * sites by region), so judging a log costs time linear in it.
 */
#ifndef ZC_BLAME_H
#define ZC_BLAME_H

#include <stddef.h>

#include "linediff.h"
#include "lookup.h"
#include "region.h"
#include "site.h"

enum blame_class {
	BLAME_INHERITED,
	BLAME_HELD,
	BLAME_UNFINISHED,
	BLAME_PORT,
	BLAME_FILE,
};

struct blame_result {
	enum blame_class cls;
	const struct region *region;	/* whose sites it blames, or NULL */
	const struct region *at;	/* where it stands, or NULL */
};

struct blame {
	const char *port;
	size_t port_len;
	const struct site_list *sites;
	const char *const *names;
	struct linediff d;
	struct regions rg;
	struct region whole;		/* the file, when rg is unreliable */
	char *touched, *held, *sited;	/* per region of rg */
	char *held_line;		/* per line: a site left for a human */
	unsigned *inv;			/* per line: the original's, kept */
	const struct region **site_region;	/* per site */
	size_t *line_at;		/* per line of the port: its offset */
	struct name_index touched_names;	/* the touched regions */
	size_t *by_region;		/* site numbers, by region, in order */
	size_t *region_sites;		/* per region (+ whole): its first in
					 * by_region; one more at the end */
};

void blame_init(struct blame *b, const char *orig, size_t orig_len,
		const char *port, size_t port_len,
		const struct site_list *sites, const char *const *names);
/*
 * The error at line:col of the port, key its text without the location
 * ("error: ..."), orig_has: the original has the same error, word for
 * word, or any error on the same line when the port kept it (a header
 * the port includes can change what gcc says of a line it left alone),
 * names_kiobuf: it names the API's vocabulary (a leftover).
 */
struct blame_result blame_error(struct blame *b, unsigned line, unsigned col,
				const char *key, int orig_has,
				int names_kiobuf);
/* the original's line a line of the port was kept from, or 0 */
unsigned blame_orig_line(const struct blame *b, unsigned line);
/* the region of the port a site stands in (NULL: none) */
const struct region *blame_site_region(const struct blame *b,
				       const struct site *s);
/* the sites (numbers, in list order) whose region is r; *n of them */
const size_t *blame_region_sites(const struct blame *b,
				 const struct region *r, size_t *n);
/* is the region one the port touched? */
int blame_touched(const struct blame *b, const struct region *r);
void blame_release(struct blame *b);

#endif
