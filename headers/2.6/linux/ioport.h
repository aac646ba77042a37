/*
 * zcport model of the Linux 2.6 kernel API: <linux/ioport.h>
 * I/O port and memory region reservation.  check_region() is still
 * present (deprecated) in 2.6.
 */
#ifndef _ZC26_LINUX_IOPORT_H
#define _ZC26_LINUX_IOPORT_H

#include <linux/compiler.h>
#include <linux/types.h>

struct pci_dev;

struct resource {
	const char *name;
	unsigned long start, end;
	unsigned long flags;
	struct resource *parent, *sibling, *child;
};

struct resource_list {
	struct resource_list *next;
	struct resource *res;
	struct pci_dev *dev;
};

#define IORESOURCE_BITS		0x000000ff

#define IORESOURCE_IO		0x00000100
#define IORESOURCE_MEM		0x00000200
#define IORESOURCE_IRQ		0x00000400
#define IORESOURCE_DMA		0x00000800

#define IORESOURCE_PREFETCH	0x00001000
#define IORESOURCE_READONLY	0x00002000
#define IORESOURCE_CACHEABLE	0x00004000
#define IORESOURCE_RANGELENGTH	0x00008000
#define IORESOURCE_SHADOWABLE	0x00010000
#define IORESOURCE_BUS_HAS_VGA	0x00080000

#define IORESOURCE_DISABLED	0x10000000
#define IORESOURCE_UNSET	0x20000000
#define IORESOURCE_AUTO		0x40000000
#define IORESOURCE_BUSY		0x80000000

#define IORESOURCE_ROM_ENABLE	(1 << 0)
#define IORESOURCE_ROM_SHADOW	(1 << 1)
#define IORESOURCE_ROM_COPY	(1 << 2)

extern struct resource ioport_resource;
extern struct resource iomem_resource;

extern int request_resource(struct resource *root, struct resource *new);
extern struct resource *____request_resource(struct resource *root,
					     struct resource *new);
extern int release_resource(struct resource *new);
extern int insert_resource(struct resource *parent, struct resource *new);
extern int allocate_resource(struct resource *root, struct resource *new,
			     unsigned long size, unsigned long min,
			     unsigned long max, unsigned long align,
			     void (*alignf)(void *, struct resource *,
					    unsigned long, unsigned long),
			     void *alignf_data);
extern int adjust_resource(struct resource *res, unsigned long start,
			   unsigned long size);

#define request_region(start, n, name) \
	__request_region(&ioport_resource, (start), (n), (name))
#define request_mem_region(start, n, name) \
	__request_region(&iomem_resource, (start), (n), (name))
#define rename_region(region, newname) \
	do { (region)->name = (newname); } while (0)

extern struct resource *__request_region(struct resource *,
					 unsigned long start,
					 unsigned long n, const char *name);

/* deprecated: racy; use request_region() and check its result */
#define check_region(start, n) \
	__check_region(&ioport_resource, (start), (n))
#define check_mem_region(start, n) \
	__check_region(&iomem_resource, (start), (n))
#define release_region(start, n) \
	__release_region(&ioport_resource, (start), (n))
#define release_mem_region(start, n) \
	__release_region(&iomem_resource, (start), (n))

extern int __check_region(struct resource *, unsigned long, unsigned long);
extern void __release_region(struct resource *, unsigned long, unsigned long);

extern int get_resource_list(struct resource *, char *buf, int size);

#endif
