#ifndef _I386_SCATTERLIST_H
#define _I386_SCATTERLIST_H

/*
 * zcport model of the Linux 2.4 API: scatter/gather list entry.
 *
 * A 2.4 entry names its memory either by kernel virtual address
 * (address) or, for pages that may lack a permanent mapping, by
 * page + offset with address left NULL.
 */

#include <asm/types.h>

struct page;

struct scatterlist {
	char		*address;	/* kernel virtual, or NULL */
	struct page	*page;		/* used when address is NULL */
	unsigned int	offset;		/* byte offset within page */

	dma_addr_t	dma_address;	/* set by pci_map_sg() */
	unsigned int	length;		/* bytes */
};

/* the highest address the ISA DMA controller can reach */
#define ISA_DMA_THRESHOLD (0x00ffffff)

#endif /* _I386_SCATTERLIST_H */
