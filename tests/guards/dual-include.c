/*
 * A dual-version driver that includes <linux/iobuf.h> unconditionally:
 * every kiobuf use is in the 2.4 branch, the 2.6 branch pins with
 * get_user_pages().  The port keeps the header for 2.4 builds only.
 */
#include <linux/version.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/pagemap.h>
#include <linux/iobuf.h>

static int dual_pin(unsigned long uaddr, size_t len, struct page **pages,
		    int n)
{
#if LINUX_VERSION_CODE < KERNEL_VERSION(2,5,0)
	struct kiobuf *kb;
	int err = alloc_kiovec(1, &kb);

	if (err)
		return err;
	err = map_user_kiobuf(READ, kb, uaddr, len);
	if (!err) {
		mark_dirty_kiobuf(kb, len);
		unmap_kiobuf(kb);
	}
	free_kiovec(1, &kb);
	return err;
#else
	int got, i;

	down_read(&current->mm->mmap_sem);
	got = get_user_pages(current, current->mm, uaddr & PAGE_MASK, n, 1, 0,
			     pages, NULL);
	up_read(&current->mm->mmap_sem);
	for (i = 0; i < got; i++) {
		if (!PageReserved(pages[i]))
			SetPageDirty(pages[i]);
		page_cache_release(pages[i]);
	}
	return got == n ? 0 : -EFAULT;
#endif
}
