# page_vector: what a maintainer changes by hand after zcport (README.md)
# 2.6 has no kdev_t: device numbers are dev_t
s/^static kdev_t pv_origin, pv_store;/static dev_t pv_origin, pv_store;/
s/^static int pv_transfer(int rw, kdev_t dev, unsigned long chunk)$/static int pv_transfer(int rw, dev_t dev, unsigned long chunk)/
# the device numbers are user space's (st_rdev): decode them
s/pv_origin = to_kdev_t(req->origin);/pv_origin = new_decode_dev(req->origin);/
s/pv_store = to_kdev_t(req->store);/pv_store = new_decode_dev(req->store);/
# 2.6's block_size() takes a struct block_device: look it up
s/max_t(int, block_size(pv_origin), block_size(pv_store))/max_t(int, pv_block_size(pv_origin), pv_block_size(pv_store))/
/^static void pv_teardown(void)$/i\
/* block_size() of a device number, BLOCK_SIZE when it is not open */\
static int pv_block_size(dev_t dev)\
{\
	struct block_device *bdev = bdget(dev);\
	int size = BLOCK_SIZE;\
\
	if (bdev && bdev->bd_disk)\
		size = block_size(bdev);\
	if (bdev)\
		bdput(bdev);\
	return size;\
}\

