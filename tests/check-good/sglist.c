/*
 * pinned pages kept in a scatterlist, dirtied from it when the transfer
 * is done (the shape of 2.6's SCSI tape and generic drivers)
 */
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/slab.h>
#include <linux/pagemap.h>
#include <linux/errno.h>
#include <linux/fs.h>

struct sgl_ent {
	struct page *page;
	unsigned int offset;
	unsigned int length;
};

static int sgl_map(struct sgl_ent *sgl, unsigned long uaddr, int nr, int rw)
{
	struct page **pages;
	int res, i;

	pages = kmalloc(nr * sizeof(*pages), GFP_KERNEL);
	if (!pages)
		return -ENOMEM;
	down_read(&current->mm->mmap_sem);
	res = get_user_pages(current, current->mm, uaddr & PAGE_MASK, nr,
			     rw == READ, 0, pages, NULL);
	up_read(&current->mm->mmap_sem);
	if (res < nr)
		goto out_unmap;
	for (i = 0; i < nr; i++) {
		sgl[i].page = pages[i];
		sgl[i].offset = 0;
		sgl[i].length = PAGE_SIZE;
	}
	kfree(pages);
	return nr;

out_unmap:
	if (res > 0) {
		for (i = 0; i < res; i++)
			page_cache_release(pages[i]);
	}
	kfree(pages);
	return res < 0 ? res : -EFAULT;
}

static void sgl_unmap(struct sgl_ent *sgl, int nr, int dirtied)
{
	int i;

	for (i = 0; i < nr; i++) {
		if (dirtied && !PageReserved(sgl[i].page))
			SetPageDirty(sgl[i].page);
		page_cache_release(sgl[i].page);
	}
}

int sgl_read(struct sgl_ent *sgl, unsigned long uaddr, int nr)
{
	int res = sgl_map(sgl, uaddr, nr, READ);

	if (res < 0)
		return res;
	sgl_unmap(sgl, res, 1);
	return 0;
}
