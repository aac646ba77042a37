/* oldapi: see oldapi.h for the contract. */
#include <stdlib.h>
#include <string.h>

#include "lex.h"
#include "oldapi.h"
#include "region.h"
#include "strbuf.h"
#include "target.h"
#include "util.h"
#include "verdict.h"
#include "vocab.h"

enum use { ANY, MEMBER, ARRAY };

static const struct {
	const char *name;
	enum use use;		/* as any identifier, after -> or ., before [ */
	/* what 2.6 has, and 6.1 (--target=6.1); a %s there is the name */
	const char *instead;
	const char *instead61;
} removed[] = {
	{ "kdev_t", ANY, "2.6 has no kdev_t: a block device is a struct "
	  "block_device * (the one the driver opened, or bdget() of a "
	  "dev_t)", "6.1 has no kdev_t: a block device is a struct "
	  "block_device * (the one the driver opened, or "
	  "blkdev_get_by_dev() of a dev_t)" },
	{ "to_kdev_t", ANY, "2.6 has no kdev_t: a device number is a dev_t "
	  "(new_decode_dev() of a 2.4 number), a block device a struct "
	  "block_device *", "6.1 has no kdev_t: a device number is a dev_t "
	  "(new_decode_dev() of a 2.4 number), a block device a struct "
	  "block_device *" },
	{ "kdev_t_to_nr", ANY, "2.6 has no kdev_t: a device number is a "
	  "dev_t", "6.1 has no kdev_t: a device number is a dev_t" },
	{ "generic_direct_IO", ANY, "2.6 has no generic_direct_IO(): a "
	  "direct_IO(rw, iocb, iov, offset, nr_segs) method returns "
	  "blockdev_direct_IO() with a get_blocks function",
	  "6.1 has no generic_direct_IO(): a direct_IO(iocb, iter) method "
	  "returns blockdev_direct_IO(iocb, inode, iter, get_block)" },
	{ KIONAME(F_IOBUF), MEMBER, "2.6's struct file has no %s: allocate "
	  "the vector where the transfer starts and free it where it ends",
	  "6.1's struct file has no %s: allocate the vector where the "
	  "transfer starts and free it where it ends" },
	{ KIONAME(F_IOBUF_LOCK), MEMBER, "2.6's struct file has no %s: "
	  "a vector of the transfer's own needs no lock", "6.1's struct file "
	  "has no %s: a vector of the transfer's own needs no lock" },
	{ "direct_fileIO", MEMBER, "2.6's address_space_operations has no "
	  "direct_fileIO: a direct_IO(rw, iocb, iov, offset, nr_segs) "
	  "method finds the file in iocb->ki_filp", "6.1's "
	  "address_space_operations has no direct_fileIO: a "
	  "direct_IO(iocb, iter) method finds the file in iocb->ki_filp" },
	{ "i_dev", MEMBER, "2.6's inode has no i_dev: a file's device is "
	  "inode->i_sb->s_bdev, a block device inode's I_BDEV(inode)",
	  "6.1's inode has no i_dev: a file's device is inode->i_sb->s_bdev, "
	  "a block device inode's I_BDEV(inode)" },
	{ "b_dev", MEMBER, "2.6's buffer_head has b_bdev, a struct "
	  "block_device *, in place of b_dev", "6.1's buffer_head has "
	  "b_bdev, a struct block_device *, in place of b_dev" },
	{ "blk_size", ARRAY, "2.4's per-major blk_size[] is gone: 2.6 has a "
	  "device's size in i_size_read(bdev->bd_inode)", "2.4's per-major "
	  "blk_size[] is gone: 6.1 has a device's size in "
	  "bdev_nr_bytes(bdev)" },
	{ "blksize_size", ARRAY, "2.4's per-major blksize_size[] is gone: "
	  "2.6 has block_size(bdev)", "2.4's per-major blksize_size[] is "
	  "gone: 6.1 has block_size(bdev)" },
	{ "hardsect_size", ARRAY, "2.4's per-major hardsect_size[] is gone: "
	  "2.6 has bdev_hardsect_size(bdev)", "2.4's per-major "
	  "hardsect_size[] is gone: 6.1 has bdev_logical_block_size(bdev)" },
	{ "max_sectors", ARRAY, "2.4's per-major max_sectors[] is gone: 2.6 "
	  "has the queue's limit, and bio_add_page() keeps to it", "2.4's "
	  "per-major max_sectors[] is gone: 6.1 has the queue's limit, and "
	  "bio_add_page() keeps to it" },
	{ "max_readahead", ARRAY, "2.4's per-major max_readahead[] is gone: "
	  "2.6 keeps read-ahead in the backing_dev_info", "2.4's per-major "
	  "max_readahead[] is gone: 6.1 keeps read-ahead in the "
	  "backing_dev_info" },
};

/* the removed name the token at i is a use of, or -1 */
static int removed_use(const struct token *t, const struct token *prev,
		       const struct token *next)
{
	size_t k;

	if (t->type != TOK_IDENT || t->directive)
		return -1;
	for (k = 0; k < sizeof(removed) / sizeof(removed[0]); k++) {
		if (!tok_is(t, removed[k].name))
			continue;
		switch (removed[k].use) {
		case MEMBER:
			if (prev && prev->type == TOK_PUNCT &&
			    (*prev->text == '.' || *prev->text == '>'))
				return (int)k;
			break;
		case ARRAY:
			if (next && next->type == TOK_PUNCT &&
			    *next->text == '[')
				return (int)k;
			break;
		default:
			return (int)k;
		}
	}
	return -1;
}

/* per region of the port: the first removed name it uses, and all */
struct removed_uses {
	int *first;		/* it uses one */
	int *which;		/* the first: removed[] index */
	unsigned *at;		/* ...and its line in the port */
	unsigned *seen;		/* bit k: it uses removed[k] */
};

static void find_removed(const char *text, size_t len,
			 const struct regions *rg, struct removed_uses *ru)
{
	struct lexer lx;
	struct token t, prev, next;
	int have_prev = 0;

	ru->first = xcalloc(rg->nr + 1, sizeof(int));
	ru->which = xcalloc(rg->nr + 1, sizeof(int));
	ru->at = xcalloc(rg->nr + 1, sizeof(unsigned));
	ru->seen = xcalloc(rg->nr + 1, sizeof(unsigned));
	lex_init(&lx, text, len);
	if (lex_next(&lx, &t)) {
		int more;

		do {
			struct lexer peek = lx;
			const struct region *r;
			int k;

			more = lex_next(&peek, &next);
			k = removed_use(&t, have_prev ? &prev : NULL,
					more ? &next : NULL);
			if (k >= 0 && (r = region_at(rg, t.line)) && k < 32)
				ru->seen[r - rg->v] |= 1u << k;
			if (k >= 0 && (r = region_at(rg, t.line)) &&
			    !ru->first[r - rg->v]) {
				ru->first[r - rg->v] = 1;
				ru->which[r - rg->v] = k;
				ru->at[r - rg->v] = t.line;
			}
			prev = t;
			have_prev = 1;
			t = next;
			lx = peek;
		} while (more);
	}
}

static void removed_uses_free(struct removed_uses *ru)
{
	free(ru->seen);
	free(ru->first);
	free(ru->which);
	free(ru->at);
}

/* the other removed names a region uses (seen), so one reading says all */
static void also_uses(struct strbuf *also, unsigned seen, size_t k)
{
	size_t j;

	strbuf_reset(also);
	for (j = 0; j < 32 && j < sizeof(removed) / sizeof(removed[0]);
	     j++)
		if (j != k && (seen & (1u << j)))
			strbuf_addf(also, "%s%s%s", also->len ? ", " :
				    "; it also uses ", removed[j].name,
				    removed[j].use == ARRAY ? "[]" :
				    "");
}

size_t oldapi_check(struct unit *u, const char *text, size_t len,
		    const struct linediff *d)
{
	struct regions rg;
	struct removed_uses ru;
	unsigned *inv;
	size_t i, done = 0;
	struct strbuf also = STRBUF_INIT;

	regions_of(text, len, &rg);
	if (rg.unreliable || !rg.nr) {
		regions_free(&rg);
		return 0;
	}
	find_removed(text, len, &rg, &ru);
	/* the user's line of each kept line of the port */
	inv = xcalloc(d->nb + 2, sizeof(unsigned));
	for (i = 0; i < d->na; i++)
		if (d->map[i] && d->map[i] <= d->nb)
			inv[d->map[i]] = (unsigned)i + 1;
	for (i = 0; i < u->sites.nr; i++) {
		struct site *s = &u->sites.v[i];
		const struct region *r;
		unsigned l, orig_at, at;
		size_t k;
		char *instead;

		if (s->state != STATE_CONVERTED || s->line < 1 ||
		    s->line > d->na)
			continue;
		l = linediff_hunk_line(d, s->line);
		r = region_at(&rg, l);
		if (!r || !ru.first[r - rg.v])
			continue;
		k = (size_t)ru.which[r - rg.v];
		at = ru.at[r - rg.v];
		/* the line in the user's file, when it is one of theirs */
		orig_at = at <= d->nb ? inv[at] : 0;
		also_uses(&also, ru.seen[r - rg.v], k);
		/* the text is the table's own, its one %s the name */
		instead = xasprintf(target_get() == TARGET_61 ?
				    removed[k].instead61 : removed[k].instead,
				    removed[k].name);
		verdict_manual(s, EV_LEFT, "unfinished", "%s%s%s still uses "
			       "%s%s, which 2.6 removed (line %u): %s%s; the "
			       "port of its %s code is in place, the rest "
			       "is for a human", r->kind == REGION_FUNCTION ?
			       "" : "the declaration of ", r->name,
			       r->kind == REGION_FUNCTION ? "()" : "",
			       removed[k].name, removed[k].use == ARRAY ?
			       "[]" : "", orig_at ? orig_at : at,
			       instead, also.len ? also.buf : "",
			       KIONAME(KIOBUF));
		free(instead);
		done++;
	}
	strbuf_release(&also);
	free(inv);
	removed_uses_free(&ru);
	regions_free(&rg);
	return done;
}
