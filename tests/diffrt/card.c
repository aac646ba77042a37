/*
 * card.c: the SV-6 sample buffer card of corpus/shared_vec, the device
 * side the driver leaves out.  Compiled against headers/2.4 and
 * headers/2.6 like kglue.c.
 *
 * The driver keeps a staging area of SV_STAGE_PAGES kernel pages that it
 * alloc_page()s at module init (shared_vec.c, sv_stage_setup()), and
 * read() copies the bytes the card captured there (sv_dev.captured) out
 * to the reader.  The driver has no interrupt handler and never tells
 * the card where the pages are; the model plays both: a capture writes
 * the card's data into the kernel pages the module's init allocated, in
 * the order it allocated them (a port that staged them differently
 * reads back other data), and stores the byte count in sv_dev.captured.
 *
 * The one thing the model knows of the driver is the start of struct
 * sv_dev (shared_vec.h): two pointers (the staging kiobuf and the user
 * one, a struct page_vec * each in the port) and the size_t captured.
 * The port changes only the pointers' type, so the layout is the same
 * in both builds.
 */
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/string.h>
#include "model.h"
#include "kglue.h"

struct rt_sv_dev {
	void *stage, *user;
	size_t captured;
};
extern struct rt_sv_dev sv_dev __attribute__((weak));

/* the card's data: byte i of capture seed, never all zero */
static unsigned char rt_card_byte(unsigned long i, int seed)
{
	return (unsigned char) ((i * 13 + i / 509 + (unsigned long) seed * 71 +
				 5) % 253 + 1);
}

void rt_card_capture(unsigned long bytes, int seed)
{
	unsigned long done = 0;
	int n;

	if (!&sv_dev)
		return;
	for (n = 0; done < bytes; n++) {
		struct page *page = rt_init_kernel_page(n);
		unsigned char *p;
		unsigned long i;

		if (!page)
			break;		/* the area is full */
		p = rt_page_address(page, "the SV-6 card");
		for (i = 0; i < PAGE_SIZE && done < bytes; i++, done++)
			p[i] = rt_card_byte(done, seed);
	}
	sv_dev.captured = done;
}

/* a loaded module finds a capture waiting: the whole staging area */
void rt_card_loaded(void)
{
	rt_card_capture(~0UL, 0);
}
