/*
 * zcport model of Linux 2.6 (x86): <asm/scatterlist.h>
 * 2.6 scatterlist entries name a page and an offset (2.4's "address"
 * member is gone).
 */
#ifndef _ZC26_ASM_SCATTERLIST_H
#define _ZC26_ASM_SCATTERLIST_H

#include <asm/types.h>

struct page;

struct scatterlist {
	struct page	*page;
	unsigned int	offset;
	dma_addr_t	dma_address;
	unsigned int	length;
};

/* the bus address and length after dma_map_sg()/pci_map_sg() */
#define sg_dma_address(sg)	((sg)->dma_address)
#define sg_dma_len(sg)		((sg)->length)

#define ISA_DMA_THRESHOLD	(0x00ffffff)

#endif
