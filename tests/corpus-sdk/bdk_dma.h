/*
 * bdk_dma.h - stand-in for the Bolt Development Kit's DMA header.
 *
 * corpus/vendor_types includes "bdk_dma.h", which the board vendor ships
 * in its development kit, outside the driver's tree: zcport never sees
 * it, so every type below is a name nothing declares when zcport parses
 * the driver.  The corpus checks (tests/t-corpus-24.sh,
 * tests/t-port-corpus.sh) put this directory on the include path so the
 * driver still builds, as the vendor's Makefile (-I$(BDK)/include) would.
 *
 * The "engine" is simulated: a descriptor names a page, an offset and a
 * length in the board's memory, and bdk_run() copies.
 */
#ifndef _BDK_DMA_H
#define _BDK_DMA_H

#include <linux/mm.h>
#include <linux/string.h>

typedef unsigned int bdk_chan_t;	/* an engine channel */
typedef unsigned long bdk_addr_t;	/* an address in board memory */

typedef enum {
	BDK_OK = 0,
	BDK_SHORT,
	BDK_FAULT,
} bdk_status_t;

typedef struct bdk_desc {
	struct page *page;		/* host side */
	unsigned int offset, len;
	bdk_addr_t board;		/* board side */
	int to_host;
} bdk_desc_t;

/* run n descriptors against board memory mem; done() gets the outcome */
static inline bdk_status_t bdk_run(bdk_chan_t chan, char *mem,
				   const bdk_desc_t *d, int n,
				   void (*done)(bdk_status_t, void *),
				   void *arg)
{
	int i;

	(void)chan;
	for (i = 0; i < n; i++) {
		char *host = (char *)page_address(d[i].page) + d[i].offset;

		if (d[i].to_host)
			memcpy(host, mem + d[i].board, d[i].len);
		else
			memcpy(mem + d[i].board, host, d[i].len);
	}
	if (done)
		done(BDK_OK, arg);
	return BDK_OK;
}

#endif /* _BDK_DMA_H */
