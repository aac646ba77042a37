/*
 * A model of a 2.4 tree's own kiobuf code: the API's allocation
 * functions, and the slab cache they draw from, set up by an entry
 * point another file of the tree calls at boot.
 */
#include <linux/iobuf.h>
#include <linux/slab.h>

static kmem_cache_t *kiobuf_slab;

void __init kio_slab_setup(void)
{
	kiobuf_slab = kmem_cache_create("kiobuf", sizeof(struct kiobuf), 0,
					SLAB_HWCACHE_ALIGN, NULL, NULL);
	if (!kiobuf_slab)
		panic("cannot create the kiobuf cache");
}

int alloc_kiovec(int nr, struct kiobuf **bufp)
{
	int i;

	for (i = 0; i < nr; i++) {
		bufp[i] = kmem_cache_alloc(kiobuf_slab, GFP_KERNEL);
		if (!bufp[i]) {
			free_kiovec(i, bufp);
			return -ENOMEM;
		}
		kiobuf_init(bufp[i]);
	}
	return 0;
}

void free_kiovec(int nr, struct kiobuf **bufp)
{
	int i;

	for (i = 0; i < nr; i++)
		kmem_cache_free(kiobuf_slab, bufp[i]);
}
