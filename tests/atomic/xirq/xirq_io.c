/* xirq: touches the pinned pages; called from the other file only */
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/string.h>
#include <linux/iobuf.h>

#include "xirq.h"

struct kiobuf *xirq_kb;

/* left: xirq_intr() (xirq_main.c) calls it, an interrupt handler */
void xirq_fill(void)
{
	char *va = page_address(xirq_kb->maplist[0]);

	va[0] = 1;
}

/* converted: only ioctl() calls it, after dropping its lock */
void xirq_copy(void)
{
	memset(page_address(xirq_kb->maplist[0]), 0, PAGE_SIZE);
}
