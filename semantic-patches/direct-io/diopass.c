/* diopass: see diopass.h for the contract. */
#include <stdlib.h>

#include "diopass.h"
#include "pagevec.h"
#include "target.h"
#include "util.h"
#include "verdict.h"
#include "vocab.h"

/*
 * A file system's 2.4 direct_IO method (directio.h) keeps its body on a
 * page vector, so it makes the file one too; one that cannot be
 * converted keeps the whole file manual.  When validation refused the
 * method's port, it stays as it was (6.1 flags every method, below).
 */
const struct dio_plan *diopass_plan(struct mig_file *f)
{
	struct dio_plan *p = f->state[MIG_DIRECT_IO];
	struct dio_method *dio;

	if (p)
		return p;
	p = f->state[MIG_DIRECT_IO] = xcalloc(1, sizeof(*p));
	dio = &p->m;
	p->has = directio_find(f->u, dio);
	if (p->has && dio->param && (dio->param->flags & SITE_MASKED) &&
	    !dio->problem && target_get() != TARGET_61) {
		if (dio->generic) {
			p->has = 0;
		} else {
			dio->problem = "its port did not compile against "
				       "2.6";
			dio->problem_line = dio->line;
		}
	}
	return p;
}

int diopass_leaves_file(struct mig_file *f)
{
	const struct dio_plan *p = diopass_plan(f);

	return p->has && (target_get() == TARGET_61 || p->m.problem);
}

static void plan(struct mig_file *f)
{
	diopass_plan(f);
}

/* 6.1 has no 2.4-shaped direct_IO method: the file is left, saying how */
static void mask_dio61(struct site *s, const struct dio_method *dio)
{
	s->flags |= SITE_MASKED;
	verdict_manual(s, EV_FILE, "block-io",
			"%s() (line %u) is this file's 2.4 "
			"direct_IO method, and Linux 6.1 has "
			"no method of that shape: its "
			"direct_IO is ssize_t (*)(struct kiocb "
			"*iocb, struct iov_iter *iter).  Write "
			"one that returns blockdev_direct_IO("
			"iocb, inode, iter, get_block) (6.1 "
			"keeps it), with a get_block_t "
			"(inode, iblock, bh_result, create) "
			"that maps %s%s%s (map_bh(); a hole "
			"left unmapped on a read), drop the "
			"%s code, and port the file with it",
			dio->name, dio->line,
			dio->calls_generic ? "one block as the "
			"get_block it gives generic_direct_IO() "
			"does" : "the file's blocks as ",
			dio->calls_generic ? "" : dio->name,
			dio->calls_generic ? "" :
			"() fills blocks[]", KIONAME(KIOBUF));
}

/* a direct_IO method zcport cannot port: the file is left, saying why */
static void mask_dio_problem(struct site *s, const struct dio_method *dio)
{
	s->flags |= SITE_MASKED;
	verdict_manual(s, EV_FILE, "block-io",
			"%s() (line %u) is this file's 2.4 "
			"direct_IO method, and zcport cannot "
			"make it a 2.6 one: %s (line %u); %s",
			dio->name, dio->line, dio->problem,
			dio->problem_line, dio->calls_generic ?
			"write a 2.6 one, direct_IO(rw, iocb, "
			"iov, offset, nr_segs), returning "
			"blockdev_direct_IO() with a "
			"get_blocks adapter of its get_block, "
			"and port the file with it" :
			"write a 2.6 one, direct_IO(rw, iocb, "
			"iov, offset, nr_segs): for blocks of a "
			"block device, one returning "
			"blockdev_direct_IO() with a get_blocks "
			"that maps the file's blocks as this "
			"method does; for data it moves itself "
			"(as NFS's does), one that pins each "
			"iovec segment with get_user_pages() "
			"under mmap_sem, moves the data, "
			"dirties the pages a read filled and "
			"releases them; and port the file "
			"with it");
}

/* a method that leaves the file: every use of it masked, saying why */
static void mask(struct mig_file *f)
{
	const struct dio_plan *p = diopass_plan(f);
	size_t i;

	if (!diopass_leaves_file(f))
		return;
	for (i = 0; i < f->u->sites.nr; i++) {
		struct site *s = &f->u->sites.v[i];

		if (s->state != STATE_FOUND || s->kind == KIND_INACTIVE)
			continue;
		if (target_get() == TARGET_61)
			mask_dio61(s, &p->m);
		else
			mask_dio_problem(s, &p->m);
	}
}

/*
 * The 2.4 direct_IO method renamed and a 2.6 one added (directio.h),
 * after the page vector's renames: a generic_direct_IO() method needs
 * no page vector.  Should the definition not be where directio_find()
 * saw it, the file is put back whole with the reason.
 */
static void prepare(struct mig_file *f)
{
	const struct dio_plan *p = diopass_plan(f);
	struct rewrite_item *it = f->it;
	size_t len, i;
	char *t;

	if (!p->has || p->m.problem || target_get() == TARGET_61 ||
	    !(pagevec_file(f->u) || p->m.generic))
		return;
	t = directio_rewrite(&p->m, it->text, it->len, &len);
	if (t) {
		free(it->text);
		it->text = t;
		it->len = len;
		return;
	}
	for (i = 0; i < f->u->sites.nr; i++) {
		struct site *s = &f->u->sites.v[i];

		if (s->kind == KIND_GUARDED || s->kind == KIND_INACTIVE)
			continue;
		s->flags |= SITE_MASKED;
		verdict_manual(s, EV_FILE, "block-io", "%s() (line %u) is "
			       "this file's 2.4 direct_IO method, and zcport "
			       "lost its definition while converting it; "
			       "port the file by hand: %s", p->m.name,
			       p->m.line, vocab_reason("block-io")->text);
	}
	f->remask = 1;
}

/* a 2.6 method for a file system's 2.4 direct_IO, before spatch */
const struct migration_pass direct_io_pass = {
	"direct-io", "a file system's 2.4 direct_IO method keeps its body, "
	"renamed NAME_pages, on a page vector; a new 2.6 method NAME calls "
	"page_vec_direct_IO() (semantic-patches/direct-io/directio.c)",
	"page_vec_direct_IO", {
		[MIG_PLAN] = plan,
		[MIG_MASK] = mask,
		[MIG_PREPARE] = prepare,
	},
};
