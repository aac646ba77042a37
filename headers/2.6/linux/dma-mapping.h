/*
 * zcport model of the Linux 2.6 kernel API: <linux/dma-mapping.h>
 * The generic (struct device based) DMA API.
 */
#ifndef _ZC26_LINUX_DMA_MAPPING_H
#define _ZC26_LINUX_DMA_MAPPING_H

#include <linux/device.h>
#include <linux/err.h>
#include <linux/mm.h>
#include <asm/io.h>
#include <asm/scatterlist.h>

/* direction of a streaming mapping; same values as PCI_DMA_* */
enum dma_data_direction {
	DMA_BIDIRECTIONAL = 0,
	DMA_TO_DEVICE = 1,
	DMA_FROM_DEVICE = 2,
	DMA_NONE = 3,
};

#define DMA_64BIT_MASK	0xffffffffffffffffULL
#define DMA_32BIT_MASK	0x00000000ffffffffULL

extern void *dma_alloc_coherent(struct device *dev, size_t size,
				dma_addr_t *dma_handle, int flag);
extern void dma_free_coherent(struct device *dev, size_t size,
			      void *vaddr, dma_addr_t dma_handle);

extern dma_addr_t dma_map_single(struct device *dev, void *ptr, size_t size,
				 enum dma_data_direction direction);
extern void dma_unmap_single(struct device *dev, dma_addr_t dma_addr,
			     size_t size, enum dma_data_direction direction);
extern dma_addr_t dma_map_page(struct device *dev, struct page *page,
			       unsigned long offset, size_t size,
			       enum dma_data_direction direction);
extern void dma_unmap_page(struct device *dev, dma_addr_t dma_address,
			   size_t size, enum dma_data_direction direction);
extern int dma_map_sg(struct device *dev, struct scatterlist *sg, int nents,
		      enum dma_data_direction direction);
extern void dma_unmap_sg(struct device *dev, struct scatterlist *sg,
			 int nhwentries, enum dma_data_direction direction);

extern void dma_sync_single_for_cpu(struct device *dev, dma_addr_t dma_handle,
				    size_t size,
				    enum dma_data_direction direction);
extern void dma_sync_single_for_device(struct device *dev,
				       dma_addr_t dma_handle, size_t size,
				       enum dma_data_direction direction);
extern void dma_sync_single_range_for_cpu(struct device *dev,
					  dma_addr_t dma_handle,
					  unsigned long offset, size_t size,
					  enum dma_data_direction direction);
extern void dma_sync_single_range_for_device(struct device *dev,
					     dma_addr_t dma_handle,
					     unsigned long offset, size_t size,
					     enum dma_data_direction direction);
extern void dma_sync_sg_for_cpu(struct device *dev, struct scatterlist *sg,
				int nelems, enum dma_data_direction direction);
extern void dma_sync_sg_for_device(struct device *dev, struct scatterlist *sg,
				   int nelems,
				   enum dma_data_direction direction);

/* 2.6.0-2.6.4 names, still there as deprecated aliases in 2.6.9 */
#define dma_sync_single(dev, handle, size, dir) \
	dma_sync_single_for_cpu((dev), (handle), (size), (dir))
#define dma_sync_sg(dev, sg, nelems, dir) \
	dma_sync_sg_for_cpu((dev), (sg), (nelems), (dir))

extern int dma_mapping_error(dma_addr_t dma_addr);
extern int dma_supported(struct device *dev, u64 mask);
extern int dma_set_mask(struct device *dev, u64 mask);
extern int dma_get_cache_alignment(void);
extern int dma_is_consistent(dma_addr_t dma_handle);
extern void dma_cache_sync(void *vaddr, size_t size,
			   enum dma_data_direction direction);

#define dma_alloc_noncoherent(d, s, h, f) dma_alloc_coherent(d, s, h, f)
#define dma_free_noncoherent(d, s, v, h) dma_free_coherent(d, s, v, h)

#endif
