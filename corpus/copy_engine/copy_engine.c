/*
 * copy_engine.c - CE-4 disk copy engine for Linux 2.4
 *
 * The (fictional) CE-4 is a mirror-resync helper: a kernel thread copies
 * ranges of blocks from one disk to another in the background, one
 * 32KB chunk at a time, while the ioctl that queued the job waits for it
 * to finish.  CE_IOC_COPY names the source and target disks (device
 * numbers, as a volume manager's user tools pass them), the first chunk
 * and the number of chunks, and returns the chunks copied.
 *
 * kiobuf pattern: a kiobuf as a vector of kernel pages owned by the
 * thread: alloc_kiovec() once, maplist[] filled with alloc_page(),
 * nr_pages/offset/length by hand, iobuf->blocks[] per chunk, then
 * brw_kiovec(READ) from to_kdev_t(src) and brw_kiovec(WRITE) to
 * to_kdev_t(dst); the pages are __free_page()d and the kiobuf freed when
 * the thread exits.
 *
 * zcport sample corpus.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/errno.h>
#include <linux/completion.h>
#include <linux/iobuf.h>
#include <asm/uaccess.h>
#include <asm/semaphore.h>

#define CE_NAME		"copy_engine"
#define CE_CHUNK	(32 * 1024)
#define CE_BLOCK	1024

struct ce_copy {
	unsigned int	src, dst;	/* in: device numbers */
	unsigned long	first;		/* in: first chunk */
	unsigned long	count;		/* in: chunks */
};

#define CE_IOC_COPY	_IOW('c', 1, struct ce_copy)

static int ce_major;
static DECLARE_MUTEX(ce_sem);		/* one job at a time */
static DECLARE_MUTEX_LOCKED(ce_work);	/* up: a job or the end */
static DECLARE_COMPLETION(ce_job_done);
static DECLARE_COMPLETION(ce_thread_done);
static struct ce_copy ce_job;
static long ce_job_result;
static int ce_stop;

/* one chunk from src to dst through the page vector */
static int ce_copy_chunk(struct kiobuf *iobuf, unsigned long chunk)
{
	int n = CE_CHUNK / CE_BLOCK, i, err;

	for (i = 0; i < n; i++)
		iobuf->blocks[i] = chunk * n + i;
	err = brw_kiovec(READ, 1, &iobuf, to_kdev_t(ce_job.src),
			 iobuf->blocks, CE_BLOCK);
	if (err != CE_CHUNK)
		return err < 0 ? err : -EIO;
	err = brw_kiovec(WRITE, 1, &iobuf, to_kdev_t(ce_job.dst),
			 iobuf->blocks, CE_BLOCK);
	if (err != CE_CHUNK)
		return err < 0 ? err : -EIO;
	return 0;
}

static void ce_free_pages(struct kiobuf *iobuf)
{
	int i;

	for (i = 0; i < iobuf->nr_pages; i++)
		__free_page(iobuf->maplist[i]);
	iobuf->nr_pages = 0;
}

static int ce_thread(void *unused)
{
	struct kiobuf *iobuf;
	unsigned long c;
	int i, err;

	daemonize();
	strcpy(current->comm, "kcopyd");
	err = alloc_kiovec(1, &iobuf);
	if (err)
		goto out;
	for (i = 0; i < CE_CHUNK >> PAGE_SHIFT; i++) {
		struct page *page = alloc_page(GFP_KERNEL);

		if (!page) {
			err = -ENOMEM;
			goto out_pages;
		}
		iobuf->maplist[i] = page;
		iobuf->nr_pages++;
	}
	iobuf->offset = 0;
	iobuf->length = CE_CHUNK;

	for (;;) {
		down(&ce_work);
		if (ce_stop)
			break;
		err = 0;
		for (c = 0; c < ce_job.count; c++) {
			err = ce_copy_chunk(iobuf, ce_job.first + c);
			if (err)
				break;
		}
		/* the chunks copied, or the error when none was */
		ce_job_result = c ? (long) c : err;
		err = 0;
		complete(&ce_job_done);
	}
out_pages:
	ce_free_pages(iobuf);
	free_kiovec(1, &iobuf);
out:
	complete_and_exit(&ce_thread_done, err);
}

static int ce_ioctl(struct inode *inode, struct file *file,
		    unsigned int cmd, unsigned long arg)
{
	long ret;

	if (cmd != CE_IOC_COPY)
		return -ENOTTY;
	down(&ce_sem);
	if (copy_from_user(&ce_job, (void *) arg, sizeof(ce_job))) {
		up(&ce_sem);
		return -EFAULT;
	}
	up(&ce_work);
	wait_for_completion(&ce_job_done);
	ret = ce_job_result;
	up(&ce_sem);
	return ret;
}

static struct file_operations ce_fops = {
	.owner		= THIS_MODULE,
	.ioctl		= ce_ioctl,
};

static int __init ce_init(void)
{
	int ret;

	ret = register_chrdev(ce_major, CE_NAME, &ce_fops);
	if (ret < 0)
		return ret;
	if (ce_major == 0)
		ce_major = ret;
	ret = kernel_thread(ce_thread, NULL, CLONE_FS | CLONE_FILES);
	if (ret < 0) {
		unregister_chrdev(ce_major, CE_NAME);
		return ret;
	}
	return 0;
}

static void __exit ce_exit(void)
{
	ce_stop = 1;
	up(&ce_work);
	wait_for_completion(&ce_thread_done);
	unregister_chrdev(ce_major, CE_NAME);
}

module_init(ce_init);
module_exit(ce_exit);

MODULE_AUTHOR("zcport sample corpus");
MODULE_DESCRIPTION("CE-4 disk copy engine (simulated), kiobuf page vector");
MODULE_LICENSE("GPL");
