/* blame: see blame.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "blame.h"
#include "util.h"

static int ident_char(char c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9');
}

static size_t index_of(const struct blame *b, const struct region *r)
{
	return (size_t)(r - b->rg.v);
}

static size_t region_first(const void *ctx, size_t k)
{
	return ((const struct regions *)ctx)->v[k].first;
}

/* the first region from line l on, when the port touched it */
static const struct region *touched_after(const struct blame *b, unsigned l)
{
	size_t k = sidx_lower(b->rg.nr, region_first, &b->rg, l);

	return k < b->rg.nr && b->touched[k] ? &b->rg.v[k] : NULL;
}

static const char *region_name(const void *ctx, size_t k)
{
	return ((const struct regions *)ctx)->v[k].name;
}

/* the slot of a site's region in region_sites: rg.nr for the whole */
static size_t region_slot(const struct blame *b, const struct region *r)
{
	return r == &b->whole ? b->rg.nr : index_of(b, r);
}

/* line_at, touched_names, by_region: the indexes of blame.h */
static void index_blame(struct blame *b)
{
	size_t i, n = 0, *fill;

	b->line_at = xmalloc((b->d.nb + 2) * sizeof(size_t));
	b->line_at[n++] = 0;
	for (i = 0; i < b->port_len; i++)
		if (b->port[i] == '\n' && n < b->d.nb + 1)
			b->line_at[n++] = i + 1;
	while (n < b->d.nb + 2)
		b->line_at[n++] = b->port_len;
	for (i = 0; i < b->rg.nr; i++)
		if (b->touched[i])
			name_index_add(&b->touched_names, i, region_name,
				       &b->rg);
	/* a counting sort of the sites by region slot, stable */
	b->region_sites = xcalloc(b->rg.nr + 3, sizeof(size_t));
	b->by_region = xmalloc((b->sites->nr + 1) * sizeof(size_t));
	for (i = 0; i < b->sites->nr; i++)
		if (b->site_region[i])
			b->region_sites[region_slot(b, b->site_region[i]) + 2]++;
	for (i = 2; i < b->rg.nr + 3; i++)
		b->region_sites[i] += b->region_sites[i - 1];
	fill = b->region_sites + 1;
	for (i = 0; i < b->sites->nr; i++)
		if (b->site_region[i])
			b->by_region[fill[region_slot(b,
						      b->site_region[i])]++] = i;
}

const size_t *blame_region_sites(const struct blame *b,
				 const struct region *r, size_t *n)
{
	size_t k;

	*n = 0;
	if (!r)
		return b->by_region;
	k = region_slot(b, r);
	*n = b->region_sites[k + 1] - b->region_sites[k];
	return b->by_region + b->region_sites[k];
}

void blame_init(struct blame *b, const char *orig, size_t orig_len,
		const char *port, size_t port_len,
		const struct site_list *sites, const char *const *names)
{
	char *kept;
	size_t i, k;

	memset(b, 0, sizeof(*b));
	b->port = port;
	b->port_len = port_len;
	b->sites = sites;
	b->names = names;
	linediff(&b->d, orig, orig_len, port, port_len);
	regions_of(port, port_len, &b->rg);
	b->whole.kind = REGION_FUNCTION;
	b->whole.first = 1;
	b->whole.last = (unsigned)b->d.nb + 1;
	b->whole.name = "";
	kept = xcalloc(b->d.nb + 2, 1);
	b->inv = xcalloc(b->d.nb + 2, sizeof(unsigned));
	for (i = 0; i < b->d.na; i++)
		if (b->d.map[i] && b->d.map[i] <= b->d.nb) {
			kept[b->d.map[i]] = 1;
			b->inv[b->d.map[i]] = (unsigned)i + 1;
		}
	b->touched = xcalloc(b->rg.nr + 1, 1);
	b->held = xcalloc(b->rg.nr + 1, 1);
	b->sited = xcalloc(b->rg.nr + 1, 1);
	for (k = 0; k < b->rg.nr; k++) {
		unsigned l;

		for (l = b->rg.v[k].first; l <= b->rg.v[k].last; l++)
			if (l > b->d.nb || !kept[l])
				b->touched[k] = 1;
	}
	free(kept);
	/* judged without sites (check): every touched region is its own */
	if (!sites->nr)
		memcpy(b->sited, b->touched, b->rg.nr);
	b->held_line = xcalloc(b->d.nb + 2, 1);
	b->site_region = xcalloc(sites->nr + 1, sizeof(*b->site_region));
	for (i = 0; i < sites->nr; i++) {
		const struct site *s = &sites->v[i];
		const struct region *r;
		unsigned l;

		if (s->kind == KIND_GUARDED || s->line < 1 ||
		    s->line > b->d.na)
			continue;
		l = linediff_hunk_line(&b->d, s->line);
		if ((s->state == STATE_MANUAL || s->state == STATE_REMOVED) &&
		    l <= b->d.nb + 1)
			b->held_line[l] = 1;
		r = b->rg.unreliable ? &b->whole : region_at(&b->rg, l);
		/* a line the port replaced: the hunk may open with a comment
		 * before the code that took its place */
		if (!r && !b->d.map[s->line - 1])
			r = touched_after(b, l);
		b->site_region[i] = r;
		if (!r || r == &b->whole)
			continue;
		b->sited[index_of(b, r)] = 1;
		if (s->state == STATE_MANUAL || s->state == STATE_REMOVED)
			b->held[index_of(b, r)] = 1;
	}
	index_blame(b);
}

unsigned blame_orig_line(const struct blame *b, unsigned line)
{
	return line >= 1 && line <= b->d.nb ? b->inv[line] : 0;
}

const struct region *blame_site_region(const struct blame *b,
				       const struct site *s)
{
	size_t i = (size_t)(s - b->sites->v);

	return i < b->sites->nr ? b->site_region[i] : NULL;
}

int blame_touched(const struct blame *b, const struct region *r)
{
	if (!r)
		return 0;
	if (r == &b->whole)
		return 1;
	return b->touched[index_of(b, r)];
}

/*
 * A touched region without sites of its own answers through the nearest
 * touched region before it that has sites (a function the port added
 * after the one it rewrote), with nothing untouched between.
 */
static const struct region *sited_region(const struct blame *b,
					 const struct region *r)
{
	size_t k;

	if (r == &b->whole)
		return r;
	for (k = index_of(b, r) + 1; k-- > 0; ) {
		if (!b->touched[k])
			return NULL;
		if (b->sited[k])
			return &b->rg.v[k];
	}
	return NULL;
}

/* is word[0..n) a name the port introduced, or a touched region's? */
static const struct region *touched_name(const struct blame *b,
					 const char *w, size_t n, int *ours)
{
	size_t k;

	for (k = 0; b->names && b->names[k]; k++)
		if (strlen(b->names[k]) == n && !memcmp(b->names[k], w, n))
			*ours = 1;
	k = name_index_find(&b->touched_names, w, n, region_name, &b->rg);
	return k == NAME_NONE ? NULL : &b->rg.v[k];
}

/*
 * The names an error speaks of: the identifiers in its quotes, and the
 * one the port has where it points.  Returns the touched region one of
 * them declares; *ours when one is a name the port introduced.
 */
static const struct region *names_in(const struct blame *b, unsigned line,
				     unsigned col, const char *key, int *ours)
{
	const struct region *found = NULL, *r;
	const char *p = key, *q;
	int quoted = 0;

	*ours = 0;
	while (*p) {
		/* ' or the UTF-8 quotes gcc uses outside the C locale */
		if (*p == '\'' || !strncmp(p, "\xe2\x80\x98", 3) ||
		    !strncmp(p, "\xe2\x80\x99", 3)) {
			quoted = !quoted;
			p += *p == '\'' ? 1 : 3;
			continue;
		}
		if (!quoted || !ident_char(*p) ||
		    (p > key && ident_char(p[-1]))) {
			p++;
			continue;
		}
		for (q = p; ident_char(*q); q++)
			;
		if ((r = touched_name(b, p, (size_t)(q - p), ours)) && !found)
			found = r;
		p = q;
	}
	/* the identifier at line:col of the port */
	{
		const char *s, *end = b->port + b->port_len;

		if (line < 1 || line > b->d.nb)
			return found;
		s = b->port + b->line_at[line - 1];
		if (col >= 1 && s + col - 1 < end && ident_char(s[col - 1])) {
			s += col - 1;
			for (q = s; q < end && ident_char(*q); q++)
				;
			if ((r = touched_name(b, s, (size_t)(q - s), ours)) &&
			    !found)
				found = r;
		}
	}
	return found;
}

struct blame_result blame_error(struct blame *b, unsigned line, unsigned col,
				const char *key, int orig_has,
				int names_kiobuf)
{
	struct blame_result res = { BLAME_FILE, NULL, NULL };
	const struct region *r, *decl;
	int ours;

	r = b->rg.unreliable ? &b->whole : region_at(&b->rg, line);
	res.at = r;
	decl = names_in(b, line, col, key, &ours);
	/* a line holding a site left for a human (an #include, say) */
	if (line <= b->d.nb + 1 && b->held_line[line]) {
		res.cls = BLAME_HELD;
		res.region = r;
		return res;
	}
	if (r && r != &b->whole && b->held[index_of(b, r)]) {
		res.cls = BLAME_HELD;
		res.region = r;
		return res;
	}
	if (r && blame_touched(b, r)) {
		res.region = sited_region(b, r);
		if (!res.region)
			return res;	/* BLAME_FILE */
		/* the original's error word for word: its function is not
		 * done, whatever touched declaration the error names (a
		 * call of a function whose header no 2.6 build has) */
		res.cls = orig_has && !names_kiobuf && !ours ?
			  BLAME_UNFINISHED : BLAME_PORT;
		return res;
	}
	/*
	 * Untouched code, or a line of no region (a preprocessor line).  An
	 * error the original has word for word is not the port's, even if
	 * it names a function the port touched (a call of a function whose
	 * 2.4 head no 2.6 build can read: the same in both).
	 */
	if (decl && !orig_has) {
		res.at = decl;
		res.region = sited_region(b, decl);
		if (res.region)
			res.cls = BLAME_PORT;
		return res;
	}
	if (orig_has && !names_kiobuf && !ours)
		res.cls = BLAME_INHERITED;
	return res;
}

void blame_release(struct blame *b)
{
	linediff_free(&b->d);
	regions_free(&b->rg);
	free(b->touched);
	free(b->held);
	free(b->sited);
	free(b->held_line);
	free(b->inv);
	free(b->site_region);
	free(b->line_at);
	name_index_free(&b->touched_names);
	free(b->by_region);
	free(b->region_sites);
	memset(b, 0, sizeof(*b));
}
