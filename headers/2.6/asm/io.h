/*
 * zcport model of Linux 2.6 (x86): <asm/io.h>
 * Port I/O, MMIO accessors, ioremap, address conversions.
 *
 * The MMIO accessors accept either a pointer or an integer cookie, as
 * the 2.6.0-era macros did, so 2.4 code that keeps ioremap() results in
 * an unsigned long still builds.
 */
#ifndef _ZC26_ASM_IO_H
#define _ZC26_ASM_IO_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#include <linux/config.h>
#include <linux/compiler.h>
#include <linux/types.h>
#include <linux/string.h>
#include <linux/vmalloc.h>
#include <asm/page.h>

#define IO_SPACE_LIMIT 0xffff

#define XQUAD_PORTIO_BASE 0xfe400000
#define XQUAD_PORTIO_QUAD 0x40000

#ifdef __KERNEL__

struct page;

/* kernel virtual <-> physical */
static inline unsigned long virt_to_phys(volatile void *address)
{
	return __pa(address);
}

static inline void *phys_to_virt(unsigned long address)
{
	return __va(address);
}

#define page_to_phys(page)	((dma_addr_t)page_to_pfn(page) << PAGE_SHIFT)

extern void __iomem *__ioremap(unsigned long offset, unsigned long size,
			       unsigned long flags);

static inline void __iomem *ioremap(unsigned long offset, unsigned long size)
{
	return __ioremap(offset, size, 0);
}

extern void __iomem *ioremap_nocache(unsigned long offset,
				     unsigned long size);
extern void iounmap(volatile void __iomem *addr);

extern void *bt_ioremap(unsigned long offset, unsigned long size);
extern void bt_iounmap(void *addr, unsigned long size);

/* ISA/legacy bus addresses; deprecated but present in 2.6 */
#define isa_virt_to_bus		virt_to_phys
#define isa_page_to_bus		page_to_phys
#define isa_bus_to_virt		phys_to_virt
#define virt_to_bus		virt_to_phys
#define bus_to_virt		phys_to_virt

#define __zc_ioaddr(a)	((const volatile void __iomem *)(unsigned long)(a))
#define __zc_iowaddr(a)	((volatile void __iomem *)(unsigned long)(a))

extern unsigned char __zc_readb(const volatile void __iomem *addr);
extern unsigned short __zc_readw(const volatile void __iomem *addr);
extern unsigned int __zc_readl(const volatile void __iomem *addr);
extern void __zc_writeb(unsigned char b, volatile void __iomem *addr);
extern void __zc_writew(unsigned short w, volatile void __iomem *addr);
extern void __zc_writel(unsigned int l, volatile void __iomem *addr);

#define readb(addr)		__zc_readb(__zc_ioaddr(addr))
#define readw(addr)		__zc_readw(__zc_ioaddr(addr))
#define readl(addr)		__zc_readl(__zc_ioaddr(addr))
#define readb_relaxed(addr)	readb(addr)
#define readw_relaxed(addr)	readw(addr)
#define readl_relaxed(addr)	readl(addr)
#define __raw_readb		readb
#define __raw_readw		readw
#define __raw_readl		readl

#define writeb(b, addr)		__zc_writeb((b), __zc_iowaddr(addr))
#define writew(w, addr)		__zc_writew((w), __zc_iowaddr(addr))
#define writel(l, addr)		__zc_writel((l), __zc_iowaddr(addr))
#define __raw_writeb		writeb
#define __raw_writew		writew
#define __raw_writel		writel


extern void __zc_memset_io(volatile void __iomem *addr, int val,
			   unsigned long count);
extern void __zc_memcpy_fromio(void *dst, const volatile void __iomem *src,
			       unsigned long count);
extern void __zc_memcpy_toio(volatile void __iomem *dst, const void *src,
			     unsigned long count);

#define memset_io(a, b, c)	__zc_memset_io(__zc_iowaddr(a), (b), (c))
#define memcpy_fromio(a, b, c)	__zc_memcpy_fromio((a), __zc_ioaddr(b), (c))
#define memcpy_toio(a, b, c)	__zc_memcpy_toio(__zc_iowaddr(a), (b), (c))

/* ISA memory at its physical address */
#define __ISA_IO_base		((char __iomem *)(PAGE_OFFSET))
#define isa_readb(a)		readb(__ISA_IO_base + (a))
#define isa_readw(a)		readw(__ISA_IO_base + (a))
#define isa_readl(a)		readl(__ISA_IO_base + (a))
#define isa_writeb(b, a)	writeb(b, __ISA_IO_base + (a))
#define isa_writew(w, a)	writew(w, __ISA_IO_base + (a))
#define isa_writel(l, a)	writel(l, __ISA_IO_base + (a))
#define isa_memset_io(a, b, c)	memset_io(__ISA_IO_base + (a), (b), (c))
#define isa_memcpy_fromio(a, b, c) memcpy_fromio((a), __ISA_IO_base + (b), (c))
#define isa_memcpy_toio(a, b, c) memcpy_toio(__ISA_IO_base + (a), (b), (c))

extern int check_signature(volatile void __iomem *io_addr,
			   const unsigned char *signature, int length);

/* the iomap interface (2.6.9+): works for both PIO and MMIO cookies */
extern unsigned int ioread8(void __iomem *);
extern unsigned int ioread16(void __iomem *);
extern unsigned int ioread32(void __iomem *);
extern void iowrite8(u8, void __iomem *);
extern void iowrite16(u16, void __iomem *);
extern void iowrite32(u32, void __iomem *);
extern void ioread8_rep(void __iomem *port, void *buf, unsigned long count);
extern void ioread16_rep(void __iomem *port, void *buf, unsigned long count);
extern void ioread32_rep(void __iomem *port, void *buf, unsigned long count);
extern void iowrite8_rep(void __iomem *port, const void *buf,
			 unsigned long count);
extern void iowrite16_rep(void __iomem *port, const void *buf,
			  unsigned long count);
extern void iowrite32_rep(void __iomem *port, const void *buf,
			  unsigned long count);
extern void __iomem *ioport_map(unsigned long port, unsigned int nr);
extern void ioport_unmap(void __iomem *);

/* cache management for DMA: x86 is coherent */
#define dma_cache_inv(_start, _size)		do { } while (0)
#define dma_cache_wback(_start, _size)		do { } while (0)
#define dma_cache_wback_inv(_start, _size)	do { } while (0)

#define flush_write_buffers()	do { } while (0)

#endif /* __KERNEL__ */

/* port I/O: value first, then port (as on every Linux) */
extern unsigned char inb(unsigned short port);
extern unsigned short inw(unsigned short port);
extern unsigned int inl(unsigned short port);
extern unsigned char inb_p(unsigned short port);
extern unsigned short inw_p(unsigned short port);
extern unsigned int inl_p(unsigned short port);
extern void outb(unsigned char value, unsigned short port);
extern void outw(unsigned short value, unsigned short port);
extern void outl(unsigned int value, unsigned short port);
extern void outb_p(unsigned char value, unsigned short port);
extern void outw_p(unsigned short value, unsigned short port);
extern void outl_p(unsigned int value, unsigned short port);
extern void insb(unsigned short port, void *addr, unsigned long count);
extern void insw(unsigned short port, void *addr, unsigned long count);
extern void insl(unsigned short port, void *addr, unsigned long count);
extern void outsb(unsigned short port, const void *addr,
		  unsigned long count);
extern void outsw(unsigned short port, const void *addr,
		  unsigned long count);
extern void outsl(unsigned short port, const void *addr,
		  unsigned long count);

#endif
