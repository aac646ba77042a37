# raw_iobuf: the 6.1 forms of its other 2.4 APIs (tests/boot61/README.md)
# 6.1: <linux/semaphore.h>, <linux/bitops.h> (asm/ is not to be included)
s|^#include <asm/semaphore.h>$|#include <linux/semaphore.h>|
s|^#include <asm/bitops.h>$|#include <linux/bitops.h>|
# init_MUTEX() is sema_init(, 1)
s|init_MUTEX(&ri_minors\[i\]\.mutex);|sema_init(\&ri_minors[i].mutex, 1);|
# a block device by user space's number (st_rdev): 6.1's
# blkdev_get_by_dev() finds and opens it, or returns an ERR_PTR
s#^\tbdev = bdget(b->dev);$#\tbdev = blkdev_get_by_dev(new_decode_dev(b->dev),\n\t\t\t\t FMODE_READ | FMODE_WRITE, NULL);#
/^\tif (!bdev)$/{N;s/^\tif (!bdev)\n\t\treturn -ENOMEM;$/\tif (IS_ERR(bdev))\n\t\treturn PTR_ERR(bdev);/}
/^\terr = blkdev_get(bdev, FMODE_READ | FMODE_WRITE, 0, BDEV_RAW);$/,/^\t\treturn err;$/d
s/^\tint err, bits;$/\tint bits;/
# blkdev_put() takes the mode it was opened with, no "kind"
s#blkdev_put(ri_minors\[i\]\.bdev, BDEV_RAW);#blkdev_put(ri_minors[i].bdev, FMODE_READ | FMODE_WRITE);#
# 6.1 has no .ioctl (inode, file, cmd, arg): .unlocked_ioctl calls it
/^static struct file_operations ri_fops = {$/i\
static long ri_unlocked_ioctl(struct file *file, unsigned int cmd,\
\t\t\t\t unsigned long arg)\
{\
\treturn ri_ioctl(file_inode(file), file, cmd, arg);\
}\

s|^\t\.ioctl\t\t= ri_ioctl,$|\t.unlocked_ioctl\t= ri_unlocked_ioctl,|
# 2.4 gave a char device without llseek default_llseek(); 6.1 gives -ESPIPE
/^static struct file_operations ri_fops = {$/a\
\t.llseek\t\t= default_llseek,
