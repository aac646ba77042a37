/* zcport-args: --target=6.1 */
/*
 * The shapes of highmem.c ported for Linux 6.1: kmap_local_page() with
 * kunmap_local() of the address (a variable of its own when the one
 * holding it moves on), in any context, one per block; 2.4's KM_ slots
 * dropped from the driver's own kmap_atomic() (semantic-patches/kmap/kmap.h).
 */
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/spinlock.h>
#include <linux/timer.h>
#include <linux/tqueue.h>
#include <linux/iobuf.h>

static spinlock_t hm_lock = SPIN_LOCK_UNLOCKED;
static char hm_card[65536];
static struct kiobuf *hm_kb;
static struct timer_list hm_timer;

/* a declaration: kunmap() at the end of the loop body */
static void hm_decl(struct kiobuf *kb, int to_host)
{
	int i, off = kb->offset;

	for (i = 0; i < kb->nr_pages; i++) {
		char *va = (char *) page_address(kb->maplist[i]) + off;

		if (to_host)
			memcpy(va, hm_card, PAGE_SIZE - off);
		else
			memcpy(hm_card, va, PAGE_SIZE - off);
		off = 0;
	}
}

/* through a variable, tested for NULL first: the test goes */
static int hm_alias(struct kiobuf *kb)
{
	int i;

	for (i = 0; i < kb->nr_pages; i++) {
		struct page *page = kb->maplist[i];
		unsigned char *p;

		if (!page_address(page))
			return -EFAULT;
		p = page_address(page);
		p[0] = 1;
	}
	return 0;
}

/* a call statement: kunmap() right after it */
static void hm_call(struct kiobuf *kb)
{
	int i;

	for (i = 0; i < kb->nr_pages; i++) {
		memset(page_address(kb->maplist[i]), 0, PAGE_SIZE);
		hm_card[i] = 1;
	}
}

/* under a spinlock: kmap_atomic() with KM_USER0 */
static void hm_locked(struct kiobuf *kb)
{
	int i;

	spin_lock_irq(&hm_lock);
	for (i = 0; i < kb->nr_pages; i++) {
		unsigned char *dst = page_address(kb->maplist[i]);

		dst[0] = hm_card[i];
	}
	spin_unlock_irq(&hm_lock);
}

/* left: a return leaves the block while the page would be mapped */
static int hm_return(struct kiobuf *kb)
{
	int i;

	for (i = 0; i < kb->nr_pages; i++) {
		char *va = page_address(kb->maplist[i]);

		if (va[0])
			return i;
		va[1] = 0;
	}
	return -1;
}

/* left: in an unbraced branch */
static void hm_branch(struct kiobuf *kb, int to_host)
{
	if (to_host)
		memcpy(page_address(kb->maplist[0]), hm_card, 16);
}

/* left: a timer callback runs in atomic context */
static void hm_tick(unsigned long data)
{
	char *va = page_address(hm_kb->maplist[0]);

	va[0] = (char) data;
}

/* left: only ever called from the timer callback below */
static void hm_helper(void)
{
	char *va = page_address(hm_kb->maplist[1]);

	va[0] = 2;
}

static void hm_tock(unsigned long data)
{
	hm_helper();
}

/* left: a bottom half (tq_struct) */
static struct tq_struct hm_tq;

static void hm_bh(void *data)
{
	char *va = page_address(hm_kb->maplist[2]);

	va[0] = 3;
}

/* left: the address is kept after the block */
static char *hm_hdr;

static void hm_keep(struct kiobuf *kb)
{
	{
		char *va = page_address(kb->maplist[0]);

		hm_hdr = va + kb->offset;
	}
}

/* left: the function maps pages itself already */
static void hm_own(struct kiobuf *kb)
{
	int i;

	for (i = 0; i < kb->nr_pages; i++) {
		char *va = page_address(kb->maplist[i]);

		va[0] = 4;
#ifdef CONFIG_HIGHMEM
		kunmap(kb->maplist[i]);
#endif
	}
}

/* converted: reached only from ioctl(), which drops its lock first */
static void hm_xfer(struct kiobuf *kb)
{
	int i;

	for (i = 0; i < kb->nr_pages; i++) {
		memset(page_address(kb->maplist[i]), 0, PAGE_SIZE);
		hm_card[i] = 2;
	}
}

/* converted: handed to an unrelated call, which is no evidence */
static void hm_cb(struct kiobuf *kb)
{
	memset(page_address(kb->maplist[0]), 1, PAGE_SIZE);
}

extern void hm_register(void (*fn)(struct kiobuf *));

static int hm_ioctl(struct inode *inode, struct file *file,
		    unsigned int cmd, unsigned long arg)
{
	spin_lock(&hm_lock);
	hm_card[0] = (char) cmd;
	spin_unlock(&hm_lock);
	hm_xfer(hm_kb);
	hm_register(hm_cb);
	return 0;
}

/* converted: a command table's "function" member is not a timer's */
struct hm_cmd {
	int nr;
	int (*function)(struct kiobuf *kb);
};

static int hm_cmd_zero(struct kiobuf *kb)
{
	memset(page_address(kb->maplist[0]), 0, PAGE_SIZE);
	return 0;
}

static struct hm_cmd hm_cmds[] = {
	{ .nr = 0, .function = hm_cmd_zero },
};

/* left: called with a spinlock held */
static void hm_under(struct kiobuf *kb)
{
	char *va = page_address(kb->maplist[0]);

	va[0] = 5;
}

/* left: the error path unlocks and leaves; the lock is held after it */
static void hm_under2(struct kiobuf *kb)
{
	char *va = page_address(kb->maplist[1]);

	va[0] = 6;
}

static int hm_locked_call(int x)
{
	spin_lock(&hm_lock);
	hm_under(hm_kb);
	if (x) {
		spin_unlock(&hm_lock);
		return -EINVAL;
	}
	hm_under2(hm_kb);
	spin_unlock(&hm_lock);
	return 0;
}

/* left: an interrupt handler */
static void hm_irq(int irq, void *dev_id, struct pt_regs *regs)
{
	char *va = page_address(hm_kb->maplist[3]);

	va[0] = 7;
}

static int hm_map(char *buf, size_t len)
{
	int err = alloc_kiovec(1, &hm_kb);

	if (err)
		return err;
	err = map_user_kiobuf(READ, hm_kb, (unsigned long) buf, len);
	if (err) {
		free_kiovec(1, &hm_kb);
		return err;
	}
	hm_decl(hm_kb, 1);
	hm_alias(hm_kb);
	hm_call(hm_kb);
	hm_locked(hm_kb);
	hm_return(hm_kb);
	hm_branch(hm_kb, 1);
	hm_timer.function = hm_tick;
	hm_timer.function = hm_tock;
	INIT_TQUEUE(&hm_tq, hm_bh, NULL);
	hm_keep(hm_kb);
	hm_own(hm_kb);
	hm_ioctl(NULL, NULL, 0, 0);
	hm_cmds[0].function(hm_kb);
	hm_locked_call(0);
	if (request_irq(5, hm_irq, 0, "hm", NULL))
		return -EBUSY;
	mark_dirty_kiobuf(hm_kb, len);
	unmap_kiobuf(hm_kb);
	free_kiovec(1, &hm_kb);
	return 0;
}

/* 6.1: the pointer moves on: the address is kept in a variable of its own */
static void hm_walk(struct kiobuf *kb)
{
	int i, n;

	for (i = 0; i < kb->nr_pages; i++) {
		unsigned char *p = page_address(kb->maplist[i]);

		for (n = 0; n < 16; n++)
			*p++ = hm_card[n];
	}
}

/* 6.1: two pages mapped in one block: the second is left for a human */
static void hm_two(struct kiobuf *kb)
{
	{
		char *a = page_address(kb->maplist[0]);
		char *b = page_address(kb->maplist[1]);

		memcpy(a, b, 16);
	}
}

/* 6.1: the driver's own kmap_atomic() keeps its meaning, without a slot */
static void hm_atomic(struct kiobuf *kb)
{
	char *va = kmap_atomic(kb->maplist[0], KM_USER0);

	va[0] = 8;
	kunmap_atomic(va, KM_USER0);
}
