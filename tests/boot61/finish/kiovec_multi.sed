# kiovec_multi: the 6.1 forms of its other 2.4 APIs (tests/boot61/README.md)
# 6.1: <linux/semaphore.h>; DECLARE_MUTEX() is DEFINE_SEMAPHORE()
s|^#include <asm/semaphore.h>$|#include <linux/semaphore.h>|
s|^static DECLARE_MUTEX(km_sem);$|static DEFINE_SEMAPHORE(km_sem);|
# MOD_INC_USE_COUNT/MOD_DEC_USE_COUNT are gone: the file_operations' owner holds the module
/MOD_INC_USE_COUNT;$/d
/MOD_DEC_USE_COUNT;$/d
# 6.1 has no .ioctl (inode, file, cmd, arg): .unlocked_ioctl calls it
/^static struct file_operations km_fops = {$/i\
static long km_unlocked_ioctl(struct file *file, unsigned int cmd,\
\t\t\t\t unsigned long arg)\
{\
\treturn km_ioctl(file_inode(file), file, cmd, arg);\
}\

s|^\t\.ioctl\t\t= km_ioctl,$|\t.unlocked_ioctl\t= km_unlocked_ioctl,|
/^static struct file_operations km_fops = {$/a\
\t.owner\t\t= THIS_MODULE,
