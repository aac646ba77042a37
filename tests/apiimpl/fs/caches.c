/*
 * A model of the file that sets up a 2.4 tree's VFS caches at boot: it
 * declares the kiobuf code's entry point itself and calls it; a member
 * of the same name in another struct is no use of it.
 */
#include <linux/init.h>
#include <linux/fs.h>

extern void kio_slab_setup(void);

struct boot_hooks {
	void (*kio_slab_setup)(void);
};

static void run_hooks(struct boot_hooks *h)
{
	if (h->kio_slab_setup)
		h->kio_slab_setup();
}

void __init vfs_caches_setup(struct boot_hooks *h)
{
	kio_slab_setup();
	run_hooks(h);
}
