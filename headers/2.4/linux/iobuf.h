#ifndef __LINUX_IOBUF_H
#define __LINUX_IOBUF_H

/*
 * zcport model of the Linux 2.4 API: kiobufs.
 *
 * A kiobuf describes a buffer as a list of pages plus an offset into
 * the first page and a byte length.  The usual driver sequence is
 *
 *	alloc_kiovec(1, &iobuf);
 *	map_user_kiobuf(rw, iobuf, uaddr, len);	pins the user pages
 *	... I/O on iobuf->maplist[0 .. nr_pages-1] ...
 *	mark_dirty_kiobuf(iobuf, bytes);		only after a READ
 *	unmap_kiobuf(iobuf);				unpins the pages
 *	free_kiovec(1, &iobuf);
 *
 * brw_kiovec() performs block I/O directly on a mapped kiobuf.
 * The whole interface was removed in 2.5/2.6, where drivers call
 * get_user_pages() or bio_map_user() instead.
 *
 * Layout and prototypes follow 2.4.20.
 */

#include <linux/mm.h>
#include <linux/init.h>
#include <linux/slab.h>
#include <linux/wait.h>
#include <linux/kdev_t.h>
#include <asm/atomic.h>

/*
 * The largest single transfer: 512KB.  Enough page pointers are
 * embedded in every kiobuf to cover one such transfer at any page
 * offset, and enough buffer heads/block numbers for it in 512-byte
 * sectors.
 */
#define KIO_MAX_ATOMIC_IO	512	/* in KB */
#define KIO_STATIC_PAGES	(KIO_MAX_ATOMIC_IO / (PAGE_SIZE >> 10) + 1)
#define KIO_MAX_SECTORS		(KIO_MAX_ATOMIC_IO * 2)

/* the elements of a kiovec */
struct kiobuf {
	int		nr_pages;	/* entries of maplist in use */
	int		array_len;	/* capacity of maplist */
	int		offset;		/* offset of the data in page 0 */
	int		length;		/* number of valid bytes */

	/*
	 * The pages of the buffer.  maplist points at map_array until
	 * expand_kiobuf() needs a bigger, separately allocated list.
	 */
	struct page	**maplist;

	unsigned int	locked : 1,	/* pages are locked (lock_kiovec) */
			dovary : 1;	/* variable-sized block I/O allowed */

	/* enough page pointers for one atomic transfer, always */
	struct page	*map_array[KIO_STATIC_PAGES];

	/* per-sector buffer heads and block numbers for brw_kiovec() */
	struct buffer_head **bh;
	unsigned long	*blocks;

	/* completion state */
	atomic_t	io_count;	/* I/Os still in flight */
	int		errno;		/* status of the completed I/O */
	void		(*end_io)(struct kiobuf *);	/* on completion */
	wait_queue_head_t wait_queue;
};

/* mm/memory.c */

int	map_user_kiobuf(int rw, struct kiobuf *, unsigned long va, size_t len);
void	unmap_kiobuf(struct kiobuf *iobuf);
int	lock_kiovec(int nr, struct kiobuf *iovec[], int wait);
int	unlock_kiovec(int nr, struct kiobuf *iovec[]);
void	mark_dirty_kiobuf(struct kiobuf *iobuf, int bytes);

/* fs/iobuf.c */

void	end_kio_request(struct kiobuf *, int);
int	alloc_kiovec(int nr, struct kiobuf **);
void	free_kiovec(int nr, struct kiobuf **);
/*
 * Later 2.4 and vendor kernels: szp[i] is the number of buffer heads
 * to give kiobuf i (its largest I/O in sectors).
 */
int	alloc_kiovec_sz(int nr, struct kiobuf **, int *szp);
void	free_kiovec_sz(int nr, struct kiobuf **, int *szp);
int	expand_kiobuf(struct kiobuf *, int);
void	kiobuf_wait_for_io(struct kiobuf *);
extern int alloc_kiobuf_bhs(struct kiobuf *);
extern void free_kiobuf_bhs(struct kiobuf *);
extern kmem_cache_t *kiobuf_cachep;
extern void kiobuf_init(struct kiobuf *);

/* fs/buffer.c */

int	brw_kiovec(int rw, int nr, struct kiobuf *iovec[],
		   kdev_t dev, unsigned long b[], int size);

#endif /* __LINUX_IOBUF_H */
