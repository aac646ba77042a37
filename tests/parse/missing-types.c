/* a board driver read without its board header: casts to, declarations
 * and parameters of its types, and a value of the header (MB_PAGES) that
 * a type's place must not be taken for; built in only (MODULE_LICENSE
 * has no ';'), with an exit path for a module build */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/iobuf.h>
#include <asm/arch/mb_board.h>

struct mb_job {
	struct kiobuf *kb;
	mb_chan_t chan;
	void (*done)(mb_status_t, unsigned long);
};

static int mb_start(mb_chan_t, struct kiobuf *);

static int mb_map(struct mb_job *job, unsigned long uaddr, size_t len)
{
	mb_desc_t *d = (mb_desc_t *) job->kb;
	int err;

	err = map_user_kiobuf(READ, job->kb, uaddr, len);
	if (err)
		return err;
	job->done((mb_status_t) 0, job->kb->length + (unsigned long) d);
	return mb_start(job->chan, job->kb);
}

static int mb_pages(struct mb_job *job)
{
	int n = job->kb->nr_pages;

	return mb_count(MB_PAGES * n);
}

#ifdef MODULE
static void mb_exit(struct mb_job *job)
{
	free_kiovec(1, &job->kb);
}
#endif

MODULE_LICENSE("GPL")
