# meta_store: the 6.1 forms of its other 2.4 APIs (tests/boot61/README.md)
# 6.1: <linux/semaphore.h>; DECLARE_MUTEX() is DEFINE_SEMAPHORE()
s|^#include <asm/semaphore.h>$|#include <linux/semaphore.h>|
s|^static DECLARE_MUTEX(ms_sem);$|static DEFINE_SEMAPHORE(ms_sem);|
# a block device by user space's number (st_rdev): 6.1's
# blkdev_get_by_dev() finds and opens it, or returns an ERR_PTR
s#^\tbdev = bdget(b->dev);$#\tbdev = blkdev_get_by_dev(new_decode_dev(b->dev),\n\t\t\t\t FMODE_READ | FMODE_WRITE, NULL);#
/^\tif (!bdev)$/{N;s/^\tif (!bdev)\n\t\treturn -ENOMEM;$/\tif (IS_ERR(bdev))\n\t\treturn PTR_ERR(bdev);/}
/^\terr = blkdev_get(bdev, FMODE_READ | FMODE_WRITE, 0, BDEV_RAW);$/,/^\t\treturn err;$/d
/^static int ms_bind(struct ms_bind \*b)$/,/^}$/{/^\tint err;$/d}
# blkdev_put() takes the mode it was opened with, no "kind"
s#blkdev_put(ms_bdev, BDEV_RAW);#blkdev_put(ms_bdev, FMODE_READ | FMODE_WRITE);#
# 6.1 has no .ioctl (inode, file, cmd, arg): .unlocked_ioctl calls it
/^static struct file_operations ms_fops = {$/i\
static long ms_unlocked_ioctl(struct file *file, unsigned int cmd,\
\t\t\t\t unsigned long arg)\
{\
\treturn ms_ioctl(file_inode(file), file, cmd, arg);\
}\

s|^\t\.ioctl\t\t= ms_ioctl,$|\t.unlocked_ioctl\t= ms_unlocked_ioctl,|
