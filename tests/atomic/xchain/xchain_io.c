/* xchain: touches the pinned pages; only xchain_step() calls it */
#include <linux/kernel.h>
#include <linux/mm.h>
#include <linux/iobuf.h>

#include "xchain.h"

struct kiobuf *xchain_kb;

/* left: xchain_intr() reaches it through xchain_step() (two files away) */
void xchain_fill(void)
{
	char *va = page_address(xchain_kb->maplist[0]);

	va[0] = 1;
}
