/*
 * zcport model of Linux 2.6 (x86): <asm/dma.h>
 * The ISA (8237) DMA controller interface.
 */
#ifndef _ZC26_ASM_DMA_H
#define _ZC26_ASM_DMA_H

#include <linux/config.h>
#include <linux/spinlock.h>
#include <asm/io.h>
#include <linux/delay.h>

#define MAX_DMA_CHANNELS	8

/* highest kernel address usable for ISA DMA (16 MiB) */
#define MAX_DMA_ADDRESS		(PAGE_OFFSET + 0x1000000)

#define DMA_MODE_READ		0x44	/* device to memory */
#define DMA_MODE_WRITE		0x48	/* memory to device */
#define DMA_MODE_CASCADE	0xC0
#define DMA_AUTOINIT		0x10

extern spinlock_t dma_spin_lock;

static inline unsigned long claim_dma_lock(void)
{
	unsigned long flags;

	spin_lock_irqsave(&dma_spin_lock, flags);
	return flags;
}

static inline void release_dma_lock(unsigned long flags)
{
	spin_unlock_irqrestore(&dma_spin_lock, flags);
}

extern void enable_dma(unsigned int dmanr);
extern void disable_dma(unsigned int dmanr);
extern void clear_dma_ff(unsigned int dmanr);
extern void set_dma_mode(unsigned int dmanr, char mode);
extern void set_dma_page(unsigned int dmanr, char pagenr);
extern void set_dma_addr(unsigned int dmanr, unsigned int a);
extern void set_dma_count(unsigned int dmanr, unsigned int count);
extern int get_dma_residue(unsigned int dmanr);

extern int request_dma(unsigned int dmanr, const char *device_id);
extern void free_dma(unsigned int dmanr);

#ifdef CONFIG_PCI
extern int isa_dma_bridge_buggy;
#else
#define isa_dma_bridge_buggy	(0)
#endif

#endif
