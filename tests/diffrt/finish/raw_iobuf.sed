# raw_iobuf: what a maintainer changes by hand after zcport (README.md)
# 2.6.9's blkdev_get(bdev, mode, flags) and blkdev_put(bdev): no "kind"
s/blkdev_get(bdev, FMODE_READ | FMODE_WRITE, 0, BDEV_RAW)/blkdev_get(bdev, FMODE_READ | FMODE_WRITE, 0)/
s/blkdev_put(ri_minors\[i\].bdev, BDEV_RAW)/blkdev_put(ri_minors[i].bdev)/
# the device number is user space's (st_rdev): a 2.6 dev_t is not
s/bdev = bdget(b->dev);/bdev = bdget(new_decode_dev(b->dev));/
