#ifndef LINUX_PCI_H
#define LINUX_PCI_H

/*
 * zcport model of the Linux 2.4 API: PCI devices, drivers,
 * configuration space and streaming/consistent DMA mappings.
 */

/* configuration space header (type 0) */
#define PCI_VENDOR_ID		0x00
#define PCI_DEVICE_ID		0x02
#define PCI_COMMAND		0x04
#define  PCI_COMMAND_IO		0x1	/* I/O space decode */
#define  PCI_COMMAND_MEMORY	0x2	/* memory space decode */
#define  PCI_COMMAND_MASTER	0x4	/* bus mastering */
#define  PCI_COMMAND_SPECIAL	0x8
#define  PCI_COMMAND_INVALIDATE	0x10
#define  PCI_COMMAND_VGA_PALETTE 0x20
#define  PCI_COMMAND_PARITY	0x40
#define  PCI_COMMAND_WAIT	0x80
#define  PCI_COMMAND_SERR	0x100
#define  PCI_COMMAND_FAST_BACK	0x200

#define PCI_STATUS		0x06
#define PCI_CLASS_REVISION	0x08	/* class << 8 | revision */
#define PCI_REVISION_ID		0x08
#define PCI_CLASS_PROG		0x09
#define PCI_CLASS_DEVICE	0x0a

#define PCI_CACHE_LINE_SIZE	0x0c
#define PCI_LATENCY_TIMER	0x0d
#define PCI_HEADER_TYPE		0x0e
#define  PCI_HEADER_TYPE_NORMAL	0
#define  PCI_HEADER_TYPE_BRIDGE	1
#define  PCI_HEADER_TYPE_CARDBUS 2
#define PCI_BIST		0x0f

#define PCI_BASE_ADDRESS_0	0x10
#define PCI_BASE_ADDRESS_1	0x14
#define PCI_BASE_ADDRESS_2	0x18
#define PCI_BASE_ADDRESS_3	0x1c
#define PCI_BASE_ADDRESS_4	0x20
#define PCI_BASE_ADDRESS_5	0x24
#define  PCI_BASE_ADDRESS_SPACE		0x01	/* 0 = memory, 1 = I/O */
#define  PCI_BASE_ADDRESS_SPACE_IO	0x01
#define  PCI_BASE_ADDRESS_SPACE_MEMORY	0x00
#define  PCI_BASE_ADDRESS_MEM_TYPE_MASK	0x06
#define  PCI_BASE_ADDRESS_MEM_TYPE_32	0x00
#define  PCI_BASE_ADDRESS_MEM_TYPE_64	0x04
#define  PCI_BASE_ADDRESS_MEM_PREFETCH	0x08
#define  PCI_BASE_ADDRESS_MEM_MASK	(~0x0fUL)
#define  PCI_BASE_ADDRESS_IO_MASK	(~0x03UL)

#define PCI_CARDBUS_CIS		0x28
#define PCI_SUBSYSTEM_VENDOR_ID	0x2c
#define PCI_SUBSYSTEM_ID	0x2e
#define PCI_ROM_ADDRESS		0x30
#define  PCI_ROM_ADDRESS_ENABLE	0x01
#define PCI_INTERRUPT_LINE	0x3c
#define PCI_INTERRUPT_PIN	0x3d
#define PCI_MIN_GNT		0x3e
#define PCI_MAX_LAT		0x3f

/* slot/function packing in devfn */
#define PCI_DEVFN(slot, func)	((((slot) & 0x1f) << 3) | ((func) & 0x07))
#define PCI_SLOT(devfn)		(((devfn) >> 3) & 0x1f)
#define PCI_FUNC(devfn)		((devfn) & 0x07)

#ifdef __KERNEL__

#include <linux/types.h>
#include <linux/config.h>
#include <linux/ioport.h>
#include <linux/list.h>
#include <linux/errno.h>
#include <linux/pci_ids.h>
#include <linux/slab.h>
#include <asm/scatterlist.h>
#include <asm/io.h>
#include <asm/page.h>

#define PCI_ANY_ID	(~0)

#define DEVICE_COUNT_COMPATIBLE	4
#define DEVICE_COUNT_IRQ	2
#define DEVICE_COUNT_DMA	2
#define DEVICE_COUNT_RESOURCE	12

#define PCI_ROM_RESOURCE	6
#define PCI_BRIDGE_RESOURCES	7
#define PCI_NUM_RESOURCES	11

struct pci_driver;
struct pci_bus;

/* power management states (0 = on, 3 = off) */
#define PCI_D0		0
#define PCI_D3hot	3

struct pci_dev {
	struct list_head global_list;	/* on pci_devices */
	struct list_head bus_list;	/* on its bus's device list */
	struct pci_bus	*bus;
	struct pci_bus	*subordinate;	/* bus this bridge leads to */

	void		*sysdata;
	struct proc_dir_entry *procent;

	unsigned int	devfn;		/* slot and function */
	unsigned short	vendor;
	unsigned short	device;
	unsigned short	subsystem_vendor;
	unsigned short	subsystem_device;
	unsigned int	class;		/* class, subclass, prog-if */
	u8		hdr_type;
	u8		rom_base_reg;

	struct pci_driver *driver;	/* bound driver, if any */
	void		*driver_data;	/* see pci_set_drvdata() */
	u64		dma_mask;	/* addressable DMA range */

	u32		current_state;	/* PCI_D0 .. PCI_D3hot */

	unsigned short	vendor_compatible[DEVICE_COUNT_COMPATIBLE];
	unsigned short	device_compatible[DEVICE_COUNT_COMPATIBLE];

	unsigned int	irq;
	struct resource	resource[DEVICE_COUNT_RESOURCE];
	struct resource	dma_resource[DEVICE_COUNT_DMA];
	struct resource	irq_resource[DEVICE_COUNT_IRQ];

	char		name[90];
	char		slot_name[8];
	int		active;
	int		ro;
	unsigned short	regs;

	int (*prepare)(struct pci_dev *dev);
	int (*activate)(struct pci_dev *dev);
	int (*deactivate)(struct pci_dev *dev);
};

#define pci_dev_g(n)	list_entry(n, struct pci_dev, global_list)
#define pci_dev_b(n)	list_entry(n, struct pci_dev, bus_list)

struct pci_bus {
	struct list_head node;
	struct pci_bus	*parent;
	struct list_head children;
	struct list_head devices;
	struct pci_dev	*self;
	struct resource	*resource[4];
	struct pci_ops	*ops;
	void		*sysdata;
	struct proc_dir_entry *procdir;
	unsigned char	number;
	unsigned char	primary;
	unsigned char	secondary;
	unsigned char	subordinate;
	char		name[48];
	unsigned short	vendor;
	unsigned short	device;
	unsigned int	serial;
	unsigned char	pnpver;
	unsigned char	productver;
	unsigned char	checksum;
	unsigned char	pad1;
};

extern struct list_head pci_root_buses;
extern struct list_head pci_devices;

#define pci_for_each_dev(dev) \
	for (dev = pci_dev_g(pci_devices.next); \
	     dev != pci_dev_g(&pci_devices); \
	     dev = pci_dev_g(dev->global_list.next))

#define pci_for_each_dev_reverse(dev) \
	for (dev = pci_dev_g(pci_devices.prev); \
	     dev != pci_dev_g(&pci_devices); \
	     dev = pci_dev_g(dev->global_list.prev))

#define pci_for_each_bus(bus) \
	for (bus = list_entry(pci_root_buses.next, struct pci_bus, node); \
	     &bus->node != &pci_root_buses; \
	     bus = list_entry(bus->node.next, struct pci_bus, node))

struct pci_ops {
	int (*read_byte)(struct pci_dev *, int where, u8 *val);
	int (*read_word)(struct pci_dev *, int where, u16 *val);
	int (*read_dword)(struct pci_dev *, int where, u32 *val);
	int (*write_byte)(struct pci_dev *, int where, u8 val);
	int (*write_word)(struct pci_dev *, int where, u16 val);
	int (*write_dword)(struct pci_dev *, int where, u32 val);
};

/* a match entry; any field may be PCI_ANY_ID (class: use class_mask) */
struct pci_device_id {
	unsigned int vendor, device;
	unsigned int subvendor, subdevice;
	unsigned int class, class_mask;
	unsigned long driver_data;
};

struct pci_driver {
	struct list_head node;
	char *name;
	const struct pci_device_id *id_table;
	int (*probe)(struct pci_dev *dev, const struct pci_device_id *id);
	void (*remove)(struct pci_dev *dev);
	int (*save_state)(struct pci_dev *dev, u32 state);
	int (*suspend)(struct pci_dev *dev, u32 state);
	int (*resume)(struct pci_dev *dev);
	int (*enable_wake)(struct pci_dev *dev, u32 state, int enable);
};

/* configuration access results */
#define PCIBIOS_SUCCESSFUL		0x00
#define PCIBIOS_FUNC_NOT_SUPPORTED	0x81
#define PCIBIOS_BAD_VENDOR_ID		0x83
#define PCIBIOS_DEVICE_NOT_FOUND	0x86
#define PCIBIOS_BAD_REGISTER_NUMBER	0x87
#define PCIBIOS_SET_FAILED		0x88
#define PCIBIOS_BUFFER_TOO_SMALL	0x89

extern int pci_present(void);
extern void pci_init(void);

extern struct pci_dev *pci_find_device(unsigned int vendor,
				       unsigned int device,
				       const struct pci_dev *from);
extern struct pci_dev *pci_find_subsys(unsigned int vendor,
				       unsigned int device,
				       unsigned int ss_vendor,
				       unsigned int ss_device,
				       const struct pci_dev *from);
extern struct pci_dev *pci_find_class(unsigned int class,
				      const struct pci_dev *from);
extern struct pci_dev *pci_find_slot(unsigned int bus, unsigned int devfn);
extern int pci_find_capability(struct pci_dev *dev, int cap);

extern int pci_read_config_byte(struct pci_dev *dev, int where, u8 *val);
extern int pci_read_config_word(struct pci_dev *dev, int where, u16 *val);
extern int pci_read_config_dword(struct pci_dev *dev, int where, u32 *val);
extern int pci_write_config_byte(struct pci_dev *dev, int where, u8 val);
extern int pci_write_config_word(struct pci_dev *dev, int where, u16 val);
extern int pci_write_config_dword(struct pci_dev *dev, int where, u32 val);

extern int pci_enable_device(struct pci_dev *dev);
extern int pci_enable_device_bars(struct pci_dev *dev, int mask);
extern void pci_disable_device(struct pci_dev *dev);
extern void pci_set_master(struct pci_dev *dev);
extern int pci_set_mwi(struct pci_dev *dev);
extern void pci_clear_mwi(struct pci_dev *dev);
extern int pci_set_dma_mask(struct pci_dev *dev, u64 mask);
extern int pci_dac_set_dma_mask(struct pci_dev *dev, u64 mask);
extern int pci_assign_resource(struct pci_dev *dev, int i);

extern int pci_save_state(struct pci_dev *dev, u32 *buffer);
extern int pci_restore_state(struct pci_dev *dev, u32 *buffer);
extern int pci_set_power_state(struct pci_dev *dev, int state);
extern int pci_enable_wake(struct pci_dev *dev, u32 state, int enable);

extern int pci_request_regions(struct pci_dev *, char *);
extern void pci_release_regions(struct pci_dev *);
extern int pci_request_region(struct pci_dev *, int, char *);
extern void pci_release_region(struct pci_dev *, int);

extern int pci_register_driver(struct pci_driver *);
extern void pci_unregister_driver(struct pci_driver *);
extern void pci_insert_device(struct pci_dev *, struct pci_bus *);
extern void pci_remove_device(struct pci_dev *);
extern struct pci_driver *pci_dev_driver(const struct pci_dev *);
extern const struct pci_device_id *pci_match_device(
	const struct pci_device_id *ids, const struct pci_dev *dev);

/* register a driver; fail if it found no device (modules only) */
static inline int pci_module_init(struct pci_driver *drv)
{
	int rc = pci_register_driver(drv);

	if (rc > 0)
		return 0;
	if (rc == 0)
		rc = -ENODEV;
	pci_unregister_driver(drv);
	return rc;
}

/* BAR helpers */
#define pci_resource_start(dev, bar)	((dev)->resource[(bar)].start)
#define pci_resource_end(dev, bar)	((dev)->resource[(bar)].end)
#define pci_resource_flags(dev, bar)	((dev)->resource[(bar)].flags)
#define pci_resource_len(dev, bar) \
	((pci_resource_start((dev), (bar)) == 0 && \
	  pci_resource_end((dev), (bar)) == \
	  pci_resource_start((dev), (bar))) ? 0 : \
	 (pci_resource_end((dev), (bar)) - \
	  pci_resource_start((dev), (bar)) + 1))

static inline void *pci_get_drvdata(struct pci_dev *pdev)
{
	return pdev->driver_data;
}

static inline void pci_set_drvdata(struct pci_dev *pdev, void *data)
{
	pdev->driver_data = data;
}

static inline char *pci_name(struct pci_dev *pdev)
{
	return pdev->slot_name;
}

/*
 * DMA mapping (asm/pci.h on i386).  Directions describe the data
 * flow: TODEVICE for memory read by the device, FROMDEVICE for
 * memory written by it.  Pass a NULL pci_dev for ISA-like devices.
 */
#define PCI_DMA_BIDIRECTIONAL	0
#define PCI_DMA_TODEVICE	1
#define PCI_DMA_FROMDEVICE	2
#define PCI_DMA_NONE		3

#define PCI_DMA_BUS_IS_PHYS	(1)

extern void *pci_alloc_consistent(struct pci_dev *hwdev, size_t size,
				  dma_addr_t *dma_handle);
extern void pci_free_consistent(struct pci_dev *hwdev, size_t size,
				void *vaddr, dma_addr_t dma_handle);

extern dma_addr_t pci_map_single(struct pci_dev *hwdev, void *ptr,
				 size_t size, int direction);
extern void pci_unmap_single(struct pci_dev *hwdev, dma_addr_t dma_addr,
			     size_t size, int direction);

extern dma_addr_t pci_map_page(struct pci_dev *hwdev, struct page *page,
			       unsigned long offset, size_t size,
			       int direction);
extern void pci_unmap_page(struct pci_dev *hwdev, dma_addr_t dma_address,
			   size_t size, int direction);

/* returns the number of DMA segments used (entries may be merged) */
extern int pci_map_sg(struct pci_dev *hwdev, struct scatterlist *sg,
		      int nents, int direction);
extern void pci_unmap_sg(struct pci_dev *hwdev, struct scatterlist *sg,
			 int nents, int direction);

extern void pci_dma_sync_single(struct pci_dev *hwdev, dma_addr_t dma_handle,
				size_t size, int direction);
extern void pci_dma_sync_sg(struct pci_dev *hwdev, struct scatterlist *sg,
			    int nelems, int direction);

extern int pci_dma_supported(struct pci_dev *hwdev, u64 mask);

#define pci_dac_dma_supported(pci_dev, mask)	(0)

#define sg_dma_address(sg)	((sg)->dma_address)
#define sg_dma_len(sg)		((sg)->length)

#define DECLARE_PCI_UNMAP_ADDR(ADDR_NAME)
#define DECLARE_PCI_UNMAP_LEN(LEN_NAME)
#define pci_unmap_addr(PTR, ADDR_NAME)		(0)
#define pci_unmap_addr_set(PTR, ADDR_NAME, VAL)	do { } while (0)
#define pci_unmap_len(PTR, LEN_NAME)		(0)
#define pci_unmap_len_set(PTR, LEN_NAME, VAL)	do { } while (0)

#endif /* __KERNEL__ */

#endif /* LINUX_PCI_H */
