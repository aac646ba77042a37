/*
 * shared_vec.c - the SV-6 sample buffer card, Linux 2.4: module set-up
 * and the staging area.
 *
 * kiobuf pattern: a kiobuf kept in a struct declared in the driver's
 * header, used as a vector of kernel pages filled by hand (maplist[i] =
 * alloc_page(), nr_pages, offset, length), while another file of the
 * driver maps user memory into a second kiobuf of the same struct; the
 * header's type must be one for both files.
 *
 * zcport sample corpus.
 */

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/errno.h>
#include <asm/semaphore.h>

#include "shared_vec.h"

static int sv_major;
struct sv_dev sv_dev;

/* give the staging area its pages, zeroed: the capture fills them */
static int sv_stage_setup(struct sv_dev *sv)
{
	int i, err;

	err = alloc_kiovec(1, &sv->stage);
	if (err)
		return err;
	for (i = 0; i < SV_STAGE_PAGES; i++) {
		struct page *page = alloc_page(GFP_KERNEL);

		if (!page) {
			err = -ENOMEM;
			goto out_pages;
		}
		clear_page(page_address(page));
		sv->stage->maplist[i] = page;
		sv->stage->nr_pages++;
	}
	sv->stage->offset = 0;
	sv->stage->length = SV_STAGE_PAGES << PAGE_SHIFT;
	return 0;

out_pages:
	for (i = 0; i < sv->stage->nr_pages; i++)
		__free_page(sv->stage->maplist[i]);
	free_kiovec(1, &sv->stage);
	return err;
}

static void sv_stage_free(struct sv_dev *sv)
{
	int i;

	for (i = 0; i < sv->stage->nr_pages; i++)
		__free_page(sv->stage->maplist[i]);
	free_kiovec(1, &sv->stage);
}

static struct file_operations sv_fops = {
	owner:	THIS_MODULE,
	read:	sv_read,
};

static int __init sv_init(void)
{
	int err;

	init_MUTEX(&sv_dev.lock);
	err = sv_stage_setup(&sv_dev);
	if (err)
		return err;
	err = alloc_kiovec(1, &sv_dev.user);
	if (err)
		goto out_stage;
	sv_major = register_chrdev(0, SV_NAME, &sv_fops);
	if (sv_major < 0) {
		err = sv_major;
		goto out_user;
	}
	return 0;

out_user:
	free_kiovec(1, &sv_dev.user);
out_stage:
	sv_stage_free(&sv_dev);
	return err;
}

static void __exit sv_exit(void)
{
	unregister_chrdev(sv_major, SV_NAME);
	free_kiovec(1, &sv_dev.user);
	sv_stage_free(&sv_dev);
}

module_init(sv_init);
module_exit(sv_exit);
MODULE_LICENSE("GPL");
