# dev_struct: the 6.1 forms of its other 2.4 APIs (tests/boot61/README.md)
# 6.1: <linux/semaphore.h>; DECLARE_MUTEX() is DEFINE_SEMAPHORE()
s|^#include <asm/semaphore.h>$|#include <linux/semaphore.h>|
# init_MUTEX() is sema_init(, 1)
s|init_MUTEX(&ds_devs\[i\]\.sem);|sema_init(\&ds_devs[i].sem, 1);|
# 6.1 has no .ioctl (inode, file, cmd, arg): .unlocked_ioctl calls it
/^static struct file_operations ds_fops = {$/i\
static long ds_unlocked_ioctl(struct file *file, unsigned int cmd,\
\t\t\t\t unsigned long arg)\
{\
\treturn ds_ioctl(file_inode(file), file, cmd, arg);\
}\

s|^\t\.ioctl\t\t= ds_ioctl,$|\t.unlocked_ioctl\t= ds_unlocked_ioctl,|
