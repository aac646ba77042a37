#ifndef _ASM_IO_H
#define _ASM_IO_H

/*
 * zcport model of the Linux 2.4 API: port I/O, memory-mapped I/O
 * and address conversions.  Port accesses are declared, not
 * implemented; MMIO accessors dereference the (ioremapped) address.
 */

#include <linux/config.h>
#include <asm/page.h>

#define IO_SPACE_LIMIT 0xffff

#ifdef __KERNEL__

extern unsigned char inb(unsigned short port);
extern unsigned short inw(unsigned short port);
extern unsigned int inl(unsigned short port);
extern void outb(unsigned char value, unsigned short port);
extern void outw(unsigned short value, unsigned short port);
extern void outl(unsigned int value, unsigned short port);

#define inb_p(port)		inb(port)
#define inw_p(port)		inw(port)
#define inl_p(port)		inl(port)
#define outb_p(value, port)	outb((value), (port))
#define outw_p(value, port)	outw((value), (port))
#define outl_p(value, port)	outl((value), (port))

extern void insb(unsigned short port, void *addr, unsigned long count);
extern void insw(unsigned short port, void *addr, unsigned long count);
extern void insl(unsigned short port, void *addr, unsigned long count);
extern void outsb(unsigned short port, const void *addr, unsigned long count);
extern void outsw(unsigned short port, const void *addr, unsigned long count);
extern void outsl(unsigned short port, const void *addr, unsigned long count);

/* kernel virtual <-> physical and bus addresses */
static inline unsigned long virt_to_phys(volatile void *address)
{
	return __pa(address);
}

static inline void *phys_to_virt(unsigned long address)
{
	return __va(address);
}

#define page_to_phys(page)	((page - mem_map) << PAGE_SHIFT)

#define virt_to_bus		virt_to_phys
#define bus_to_virt		phys_to_virt
#define page_to_bus		page_to_phys

extern void *__ioremap(unsigned long offset, unsigned long size,
		       unsigned long flags);

static inline void *ioremap(unsigned long offset, unsigned long size)
{
	return __ioremap(offset, size, 0);
}

static inline void *ioremap_nocache(unsigned long offset, unsigned long size)
{
	return __ioremap(offset, size, 0x010);	/* _PAGE_PCD */
}

extern void iounmap(void *addr);

extern void *bt_ioremap(unsigned long offset, unsigned long size);
extern void bt_iounmap(void *addr, unsigned long size);

#define __io_virt(x)		((void *) (x))

#define readb(addr)		(*(volatile unsigned char *) __io_virt(addr))
#define readw(addr)		(*(volatile unsigned short *) __io_virt(addr))
#define readl(addr)		(*(volatile unsigned int *) __io_virt(addr))
#define __raw_readb		readb
#define __raw_readw		readw
#define __raw_readl		readl

#define writeb(b, addr)	(*(volatile unsigned char *) __io_virt(addr) = (b))
#define writew(b, addr)	(*(volatile unsigned short *) __io_virt(addr) = (b))
#define writel(b, addr)	(*(volatile unsigned int *) __io_virt(addr) = (b))
#define __raw_writeb		writeb
#define __raw_writew		writew
#define __raw_writel		writel

#define memset_io(a, b, c)	memset(__io_virt(a), (b), (c))
#define memcpy_fromio(a, b, c)	memcpy((a), __io_virt(b), (c))
#define memcpy_toio(a, b, c)	memcpy(__io_virt(a), (b), (c))

/* ISA memory (the 640k-1M hole) */
#define __ISA_IO_base ((char *) (PAGE_OFFSET))
#define isa_readb(a)		readb(__ISA_IO_base + (a))
#define isa_readw(a)		readw(__ISA_IO_base + (a))
#define isa_readl(a)		readl(__ISA_IO_base + (a))
#define isa_writeb(b, a)	writeb((b), __ISA_IO_base + (a))
#define isa_writew(w, a)	writew((w), __ISA_IO_base + (a))
#define isa_writel(l, a)	writel((l), __ISA_IO_base + (a))
#define isa_memset_io(a, b, c)	memset_io(__ISA_IO_base + (a), (b), (c))
#define isa_memcpy_fromio(a, b, c) memcpy_fromio((a), __ISA_IO_base + (b), (c))
#define isa_memcpy_toio(a, b, c) memcpy_toio(__ISA_IO_base + (a), (b), (c))

/* cache flushes around DMA: not needed on i386 */
#define dma_cache_inv(_start, _size)		do { } while (0)
#define dma_cache_wback(_start, _size)		do { } while (0)
#define dma_cache_wback_inv(_start, _size)	do { } while (0)

#define flush_write_buffers()	do { } while (0)

#endif /* __KERNEL__ */

#endif /* _ASM_IO_H */
