/*
 * zcport model of the Linux 2.6 kernel API: <linux/pci.h>
 *
 * Config-space register numbers, struct pci_dev, struct pci_driver
 * (2.6.9: suspend takes a u32 state), device lookup, config accessors,
 * resources and the pci_* DMA wrappers.  The 2.4 pcibios_* calls and
 * pci_present() were removed during 2.5 and are not declared.
 */
#ifndef _ZC26_LINUX_PCI_H
#define _ZC26_LINUX_PCI_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#include <linux/mod_devicetable.h>

/* configuration space header, type 0 */
#define PCI_VENDOR_ID		0x00	/* 16 bits */
#define PCI_DEVICE_ID		0x02	/* 16 bits */
#define PCI_COMMAND		0x04	/* 16 bits */
#define  PCI_COMMAND_IO		0x1
#define  PCI_COMMAND_MEMORY	0x2
#define  PCI_COMMAND_MASTER	0x4
#define  PCI_COMMAND_SPECIAL	0x8
#define  PCI_COMMAND_INVALIDATE	0x10
#define  PCI_COMMAND_VGA_PALETTE 0x20
#define  PCI_COMMAND_PARITY	0x40
#define  PCI_COMMAND_WAIT	0x80
#define  PCI_COMMAND_SERR	0x100
#define  PCI_COMMAND_FAST_BACK	0x200
#define  PCI_COMMAND_INTX_DISABLE 0x400

#define PCI_STATUS		0x06	/* 16 bits */
#define  PCI_STATUS_CAP_LIST	0x10
#define  PCI_STATUS_66MHZ	0x20
#define  PCI_STATUS_UDF		0x40
#define  PCI_STATUS_FAST_BACK	0x80
#define  PCI_STATUS_PARITY	0x100
#define  PCI_STATUS_DEVSEL_MASK	0x600
#define  PCI_STATUS_DEVSEL_FAST	0x000
#define  PCI_STATUS_DEVSEL_MEDIUM 0x200
#define  PCI_STATUS_DEVSEL_SLOW	0x400
#define  PCI_STATUS_SIG_TARGET_ABORT 0x800
#define  PCI_STATUS_REC_TARGET_ABORT 0x1000
#define  PCI_STATUS_REC_MASTER_ABORT 0x2000
#define  PCI_STATUS_SIG_SYSTEM_ERROR 0x4000
#define  PCI_STATUS_DETECTED_PARITY 0x8000

#define PCI_CLASS_REVISION	0x08	/* class << 8 | revision */
#define PCI_REVISION_ID		0x08
#define PCI_CLASS_PROG		0x09
#define PCI_CLASS_DEVICE	0x0a

#define PCI_CACHE_LINE_SIZE	0x0c	/* 8 bits */
#define PCI_LATENCY_TIMER	0x0d	/* 8 bits */
#define PCI_HEADER_TYPE		0x0e	/* 8 bits */
#define  PCI_HEADER_TYPE_NORMAL	0
#define  PCI_HEADER_TYPE_BRIDGE	1
#define  PCI_HEADER_TYPE_CARDBUS 2

#define PCI_BIST		0x0f	/* 8 bits */
#define  PCI_BIST_CODE_MASK	0x0f
#define  PCI_BIST_START		0x40
#define  PCI_BIST_CAPABLE	0x80

#define PCI_BASE_ADDRESS_0	0x10	/* 32 bits */
#define PCI_BASE_ADDRESS_1	0x14
#define PCI_BASE_ADDRESS_2	0x18
#define PCI_BASE_ADDRESS_3	0x1c
#define PCI_BASE_ADDRESS_4	0x20
#define PCI_BASE_ADDRESS_5	0x24
#define  PCI_BASE_ADDRESS_SPACE	0x01	/* 0 = memory, 1 = I/O */
#define  PCI_BASE_ADDRESS_SPACE_IO 0x01
#define  PCI_BASE_ADDRESS_SPACE_MEMORY 0x00
#define  PCI_BASE_ADDRESS_MEM_TYPE_MASK 0x06
#define  PCI_BASE_ADDRESS_MEM_TYPE_32	0x00
#define  PCI_BASE_ADDRESS_MEM_TYPE_1M	0x02
#define  PCI_BASE_ADDRESS_MEM_TYPE_64	0x04
#define  PCI_BASE_ADDRESS_MEM_PREFETCH	0x08
#define  PCI_BASE_ADDRESS_MEM_MASK	(~0x0fUL)
#define  PCI_BASE_ADDRESS_IO_MASK	(~0x03UL)

#define PCI_CARDBUS_CIS		0x28
#define PCI_SUBSYSTEM_VENDOR_ID	0x2c
#define PCI_SUBSYSTEM_ID	0x2e
#define PCI_ROM_ADDRESS		0x30
#define  PCI_ROM_ADDRESS_ENABLE	0x01
#define PCI_ROM_ADDRESS_MASK	(~0x7ffUL)

#define PCI_CAPABILITY_LIST	0x34
#define PCI_INTERRUPT_LINE	0x3c	/* 8 bits */
#define PCI_INTERRUPT_PIN	0x3d	/* 8 bits */
#define PCI_MIN_GNT		0x3e	/* 8 bits */
#define PCI_MAX_LAT		0x3f	/* 8 bits */

/* capability list */
#define PCI_CAP_LIST_ID		0
#define  PCI_CAP_ID_PM		0x01
#define  PCI_CAP_ID_AGP		0x02
#define  PCI_CAP_ID_VPD		0x03
#define  PCI_CAP_ID_SLOTID	0x04
#define  PCI_CAP_ID_MSI		0x05
#define  PCI_CAP_ID_CHSWP	0x06
#define  PCI_CAP_ID_PCIX	0x07
#define  PCI_CAP_ID_EXP		0x10
#define PCI_CAP_LIST_NEXT	1
#define PCI_CAP_FLAGS		2
#define PCI_CAP_SIZEOF		4

/* device classes */
#define PCI_CLASS_NOT_DEFINED		0x0000
#define PCI_BASE_CLASS_STORAGE		0x01
#define PCI_CLASS_STORAGE_SCSI		0x0100
#define PCI_CLASS_STORAGE_IDE		0x0101
#define PCI_CLASS_STORAGE_RAID		0x0104
#define PCI_CLASS_STORAGE_OTHER		0x0180
#define PCI_BASE_CLASS_NETWORK		0x02
#define PCI_CLASS_NETWORK_ETHERNET	0x0200
#define PCI_CLASS_NETWORK_OTHER		0x0280
#define PCI_BASE_CLASS_DISPLAY		0x03
#define PCI_CLASS_DISPLAY_VGA		0x0300
#define PCI_BASE_CLASS_MULTIMEDIA	0x04
#define PCI_CLASS_MULTIMEDIA_VIDEO	0x0400
#define PCI_CLASS_MULTIMEDIA_AUDIO	0x0401
#define PCI_CLASS_MULTIMEDIA_OTHER	0x0480
#define PCI_BASE_CLASS_MEMORY		0x05
#define PCI_BASE_CLASS_BRIDGE		0x06
#define PCI_CLASS_BRIDGE_HOST		0x0600
#define PCI_CLASS_BRIDGE_ISA		0x0601
#define PCI_CLASS_BRIDGE_PCI		0x0604
#define PCI_CLASS_BRIDGE_OTHER		0x0680
#define PCI_BASE_CLASS_COMMUNICATION	0x07
#define PCI_BASE_CLASS_SYSTEM		0x08
#define PCI_BASE_CLASS_INPUT		0x09
#define PCI_BASE_CLASS_SERIAL		0x0c
#define PCI_CLASS_SERIAL_USB		0x0c03
#define PCI_CLASS_OTHERS		0xff

/* devfn encoding */
#define PCI_DEVFN(slot, func)	((((slot) & 0x1f) << 3) | ((func) & 0x07))
#define PCI_SLOT(devfn)		(((devfn) >> 3) & 0x1f)
#define PCI_FUNC(devfn)		((devfn) & 0x07)

#ifdef __KERNEL__

#include <linux/types.h>
#include <linux/config.h>
#include <linux/ioport.h>
#include <linux/list.h>
#include <linux/errno.h>
#include <linux/device.h>
#include <linux/dma-mapping.h>
#include <linux/pci_ids.h>

/* return values of the config accessors */
#define PCIBIOS_SUCCESSFUL		0x00
#define PCIBIOS_FUNC_NOT_SUPPORTED	0x81
#define PCIBIOS_BAD_VENDOR_ID		0x83
#define PCIBIOS_DEVICE_NOT_FOUND	0x86
#define PCIBIOS_BAD_REGISTER_NUMBER	0x87
#define PCIBIOS_SET_FAILED		0x88
#define PCIBIOS_BUFFER_TOO_SMALL	0x89

/* power states */
#define PCI_D0		0
#define PCI_D1		1
#define PCI_D2		2
#define PCI_D3hot	3
#define PCI_D3cold	4

#define DEVICE_COUNT_COMPATIBLE	4
#define DEVICE_COUNT_IRQ	2
#define DEVICE_COUNT_DMA	2
#define DEVICE_COUNT_RESOURCE	12

#define PCI_ROM_RESOURCE	6
#define PCI_BRIDGE_RESOURCES	7
#define PCI_NUM_RESOURCES	11

struct pci_bus;
struct pci_driver;
struct proc_dir_entry;

/* one PCI function */
struct pci_dev {
	struct list_head global_list;
	struct list_head bus_list;
	struct pci_bus	*bus;
	struct pci_bus	*subordinate;

	void		*sysdata;
	struct proc_dir_entry *procent;

	unsigned int	devfn;
	unsigned short	vendor;
	unsigned short	device;
	unsigned short	subsystem_vendor;
	unsigned short	subsystem_device;
	unsigned int	class;		/* 3 bytes: base, sub, prog-if */
	u8		hdr_type;
	u8		rom_base_reg;

	struct pci_driver *driver;
	u64		dma_mask;
	u32		current_state;

	unsigned short vendor_compatible[DEVICE_COUNT_COMPATIBLE];
	unsigned short device_compatible[DEVICE_COUNT_COMPATIBLE];

	struct device	dev;

	unsigned int	irq;
	struct resource	resource[DEVICE_COUNT_RESOURCE];

	char		slot_name[8];	/* deprecated: use pci_name() */

	unsigned int	transparent:1;
	unsigned int	multifunction:1;
	unsigned int	is_enabled:1;
	unsigned int	is_busmaster:1;

	u32		saved_config_space[16];
};

#define pci_dev_g(n)	list_entry(n, struct pci_dev, global_list)
#define pci_dev_b(n)	list_entry(n, struct pci_dev, bus_list)
#define to_pci_dev(n)	container_of(n, struct pci_dev, dev)

struct pci_ops {
	int (*read)(struct pci_bus *bus, unsigned int devfn, int where,
		    int size, u32 *val);
	int (*write)(struct pci_bus *bus, unsigned int devfn, int where,
		     int size, u32 val);
};

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

	unsigned short	bridge_ctl;
	unsigned short	pad2;
	struct device	*bridge;
	struct class_device class_dev;
};

#define pci_bus_b(n)	list_entry(n, struct pci_bus, node)

struct pci_dynids {
	spinlock_t lock;
	struct list_head list;
	unsigned int use_driver_data:1;
};

struct pci_driver {
	struct list_head node;
	char *name;
	const struct pci_device_id *id_table;	/* terminated by a zero entry */
	int (*probe)(struct pci_dev *dev, const struct pci_device_id *id);
	void (*remove)(struct pci_dev *dev);
	int (*suspend)(struct pci_dev *dev, u32 state);
	int (*resume)(struct pci_dev *dev);
	int (*enable_wake)(struct pci_dev *dev, u32 state, int enable);

	struct device_driver driver;
	struct pci_dynids dynids;
};

#define to_pci_driver(drv) container_of(drv, struct pci_driver, driver)

/* table entry helpers */
#define PCI_DEVICE(vend, dev) \
	.vendor = (vend), .device = (dev), \
	.subvendor = PCI_ANY_ID, .subdevice = PCI_ANY_ID

#define PCI_DEVICE_CLASS(dev_class, dev_class_mask) \
	.class = (dev_class), .class_mask = (dev_class_mask), \
	.vendor = PCI_ANY_ID, .device = PCI_ANY_ID, \
	.subvendor = PCI_ANY_ID, .subdevice = PCI_ANY_ID

extern struct bus_type pci_bus_type;
extern struct list_head pci_root_buses;
extern struct list_head pci_devices;

/* lookup */
extern struct pci_dev *pci_find_device(unsigned int vendor,
				       unsigned int device,
				       const struct pci_dev *from);
extern struct pci_dev *pci_find_device_reverse(unsigned int vendor,
					       unsigned int device,
					       const struct pci_dev *from);
extern struct pci_dev *pci_find_slot(unsigned int bus, unsigned int devfn);
extern struct pci_dev *pci_find_subsys(unsigned int vendor,
				       unsigned int device,
				       unsigned int ss_vendor,
				       unsigned int ss_device,
				       const struct pci_dev *from);
extern struct pci_dev *pci_find_class(unsigned int class,
				      const struct pci_dev *from);
extern struct pci_bus *pci_find_bus(int domain, int busnr);
extern struct pci_bus *pci_find_next_bus(const struct pci_bus *from);
extern int pci_find_capability(struct pci_dev *dev, int cap);

extern struct pci_dev *pci_get_device(unsigned int vendor,
				      unsigned int device,
				      struct pci_dev *from);
extern struct pci_dev *pci_get_subsys(unsigned int vendor,
				      unsigned int device,
				      unsigned int ss_vendor,
				      unsigned int ss_device,
				      struct pci_dev *from);
extern struct pci_dev *pci_get_slot(struct pci_bus *bus, unsigned int devfn);
extern struct pci_dev *pci_dev_get(struct pci_dev *dev);
extern void pci_dev_put(struct pci_dev *dev);

/* config space */
extern int pci_bus_read_config_byte(struct pci_bus *bus, unsigned int devfn,
				    int where, u8 *val);
extern int pci_bus_read_config_word(struct pci_bus *bus, unsigned int devfn,
				    int where, u16 *val);
extern int pci_bus_read_config_dword(struct pci_bus *bus, unsigned int devfn,
				     int where, u32 *val);
extern int pci_bus_write_config_byte(struct pci_bus *bus, unsigned int devfn,
				     int where, u8 val);
extern int pci_bus_write_config_word(struct pci_bus *bus, unsigned int devfn,
				     int where, u16 val);
extern int pci_bus_write_config_dword(struct pci_bus *bus, unsigned int devfn,
				      int where, u32 val);

static inline int pci_read_config_byte(struct pci_dev *dev, int where, u8 *val)
{
	return pci_bus_read_config_byte(dev->bus, dev->devfn, where, val);
}
static inline int pci_read_config_word(struct pci_dev *dev, int where, u16 *val)
{
	return pci_bus_read_config_word(dev->bus, dev->devfn, where, val);
}
static inline int pci_read_config_dword(struct pci_dev *dev, int where,
					u32 *val)
{
	return pci_bus_read_config_dword(dev->bus, dev->devfn, where, val);
}
static inline int pci_write_config_byte(struct pci_dev *dev, int where, u8 val)
{
	return pci_bus_write_config_byte(dev->bus, dev->devfn, where, val);
}
static inline int pci_write_config_word(struct pci_dev *dev, int where,
					u16 val)
{
	return pci_bus_write_config_word(dev->bus, dev->devfn, where, val);
}
static inline int pci_write_config_dword(struct pci_dev *dev, int where,
					 u32 val)
{
	return pci_bus_write_config_dword(dev->bus, dev->devfn, where, val);
}

/* enabling, bus mastering, power */
extern int pci_enable_device(struct pci_dev *dev);
extern int pci_enable_device_bars(struct pci_dev *dev, int mask);
extern void pci_disable_device(struct pci_dev *dev);
extern void pci_set_master(struct pci_dev *dev);
extern int pci_set_mwi(struct pci_dev *dev);
extern void pci_clear_mwi(struct pci_dev *dev);
extern int pci_set_dma_mask(struct pci_dev *dev, u64 mask);
extern int pci_dac_set_dma_mask(struct pci_dev *dev, u64 mask);
extern int pci_set_consistent_dma_mask(struct pci_dev *dev, u64 mask);
extern int pci_assign_resource(struct pci_dev *dev, int i);
extern void pci_update_resource(struct pci_dev *dev, struct resource *res,
				int resno);

extern int pci_save_state(struct pci_dev *dev);
extern int pci_restore_state(struct pci_dev *dev);
extern int pci_set_power_state(struct pci_dev *dev, int state);
extern int pci_enable_wake(struct pci_dev *dev, u32 state, int enable);

extern void __iomem *pci_iomap(struct pci_dev *dev, int bar,
			       unsigned long max);
extern void pci_iounmap(struct pci_dev *dev, void __iomem *addr);

extern int pci_request_regions(struct pci_dev *, char *);
extern void pci_release_regions(struct pci_dev *);
extern int pci_request_region(struct pci_dev *, int, char *);
extern void pci_release_region(struct pci_dev *, int);

/* drivers */
extern int pci_register_driver(struct pci_driver *);
extern void pci_unregister_driver(struct pci_driver *);
extern void pci_remove_behind_bridge(struct pci_dev *);
extern struct pci_driver *pci_dev_driver(const struct pci_dev *);
extern const struct pci_device_id *pci_match_device(
	const struct pci_device_id *ids, const struct pci_dev *dev);
extern int pci_scan_bridge(struct pci_bus *bus, struct pci_dev *dev,
			   int max, int pass);

/* 0 on success, like the 2.4 version: a driver that finds no device fails */
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

extern void pci_enable_bridges(struct pci_bus *bus);

/* BAR accessors */
#define pci_resource_start(dev, bar)	((dev)->resource[(bar)].start)
#define pci_resource_end(dev, bar)	((dev)->resource[(bar)].end)
#define pci_resource_flags(dev, bar)	((dev)->resource[(bar)].flags)
#define pci_resource_len(dev, bar) \
	((pci_resource_start((dev), (bar)) == 0 && \
	  pci_resource_end((dev), (bar)) == pci_resource_start((dev), (bar))) ? 0 : \
	 (pci_resource_end((dev), (bar)) - pci_resource_start((dev), (bar)) + 1))

static inline void *pci_get_drvdata(struct pci_dev *pdev)
{
	return dev_get_drvdata(&pdev->dev);
}

static inline void pci_set_drvdata(struct pci_dev *pdev, void *data)
{
	dev_set_drvdata(&pdev->dev, data);
}

static inline char *pci_name(struct pci_dev *pdev)
{
	return pdev->dev.bus_id;
}

/* the PCI flavour of the DMA API (asm-generic/pci-dma-compat.h) */
#define PCI_DMA_BIDIRECTIONAL	0
#define PCI_DMA_TODEVICE	1
#define PCI_DMA_FROMDEVICE	2
#define PCI_DMA_NONE		3

#define PCI_DMA_BUS_IS_PHYS	(1)

#define DECLARE_PCI_UNMAP_ADDR(ADDR_NAME)
#define DECLARE_PCI_UNMAP_LEN(LEN_NAME)
#define pci_unmap_addr(PTR, ADDR_NAME)		(0)
#define pci_unmap_addr_set(PTR, ADDR_NAME, VAL)	do { } while (0)
#define pci_unmap_len(PTR, LEN_NAME)		(0)
#define pci_unmap_len_set(PTR, LEN_NAME, VAL)	do { } while (0)

static inline int pci_dma_supported(struct pci_dev *hwdev, u64 mask)
{
	return dma_supported(hwdev == NULL ? NULL : &hwdev->dev, mask);
}

static inline void *pci_alloc_consistent(struct pci_dev *hwdev, size_t size,
					 dma_addr_t *dma_handle)
{
	return dma_alloc_coherent(hwdev == NULL ? NULL : &hwdev->dev, size,
				  dma_handle, GFP_ATOMIC);
}

static inline void pci_free_consistent(struct pci_dev *hwdev, size_t size,
				       void *vaddr, dma_addr_t dma_handle)
{
	dma_free_coherent(hwdev == NULL ? NULL : &hwdev->dev, size, vaddr,
			  dma_handle);
}

static inline dma_addr_t pci_map_single(struct pci_dev *hwdev, void *ptr,
					size_t size, int direction)
{
	return dma_map_single(hwdev == NULL ? NULL : &hwdev->dev, ptr, size,
			      (enum dma_data_direction)direction);
}

static inline void pci_unmap_single(struct pci_dev *hwdev,
				    dma_addr_t dma_addr, size_t size,
				    int direction)
{
	dma_unmap_single(hwdev == NULL ? NULL : &hwdev->dev, dma_addr, size,
			 (enum dma_data_direction)direction);
}

static inline dma_addr_t pci_map_page(struct pci_dev *hwdev,
				      struct page *page, unsigned long offset,
				      size_t size, int direction)
{
	return dma_map_page(hwdev == NULL ? NULL : &hwdev->dev, page, offset,
			    size, (enum dma_data_direction)direction);
}

static inline void pci_unmap_page(struct pci_dev *hwdev,
				  dma_addr_t dma_address, size_t size,
				  int direction)
{
	dma_unmap_page(hwdev == NULL ? NULL : &hwdev->dev, dma_address, size,
		       (enum dma_data_direction)direction);
}

static inline int pci_map_sg(struct pci_dev *hwdev, struct scatterlist *sg,
			     int nents, int direction)
{
	return dma_map_sg(hwdev == NULL ? NULL : &hwdev->dev, sg, nents,
			  (enum dma_data_direction)direction);
}

static inline void pci_unmap_sg(struct pci_dev *hwdev,
				struct scatterlist *sg, int nents,
				int direction)
{
	dma_unmap_sg(hwdev == NULL ? NULL : &hwdev->dev, sg, nents,
		     (enum dma_data_direction)direction);
}

static inline void pci_dma_sync_single_for_cpu(struct pci_dev *hwdev,
					       dma_addr_t dma_handle,
					       size_t size, int direction)
{
	dma_sync_single_for_cpu(hwdev == NULL ? NULL : &hwdev->dev,
				dma_handle, size,
				(enum dma_data_direction)direction);
}

static inline void pci_dma_sync_single_for_device(struct pci_dev *hwdev,
						  dma_addr_t dma_handle,
						  size_t size, int direction)
{
	dma_sync_single_for_device(hwdev == NULL ? NULL : &hwdev->dev,
				   dma_handle, size,
				   (enum dma_data_direction)direction);
}

static inline void pci_dma_sync_sg_for_cpu(struct pci_dev *hwdev,
					   struct scatterlist *sg, int nelems,
					   int direction)
{
	dma_sync_sg_for_cpu(hwdev == NULL ? NULL : &hwdev->dev, sg, nelems,
			    (enum dma_data_direction)direction);
}

static inline void pci_dma_sync_sg_for_device(struct pci_dev *hwdev,
					      struct scatterlist *sg,
					      int nelems, int direction)
{
	dma_sync_sg_for_device(hwdev == NULL ? NULL : &hwdev->dev, sg, nelems,
			       (enum dma_data_direction)direction);
}

/* 2.6.0-2.6.4 names, still deprecated aliases in 2.6.9 */
#define pci_dma_sync_single(hwdev, handle, size, dir) \
	pci_dma_sync_single_for_cpu((hwdev), (handle), (size), (dir))
#define pci_dma_sync_sg(hwdev, sg, nelems, dir) \
	pci_dma_sync_sg_for_cpu((hwdev), (sg), (nelems), (dir))

static inline int pci_dma_mapping_error(dma_addr_t dma_addr)
{
	return dma_mapping_error(dma_addr);
}

#endif /* __KERNEL__ */

#endif /* _ZC26_LINUX_PCI_H */
