# goto_errors: the 6.1 forms of its other 2.4 APIs (tests/boot61/README.md)
# 6.1: <linux/semaphore.h>; DECLARE_MUTEX() is DEFINE_SEMAPHORE()
s|^#include <asm/semaphore.h>$|#include <linux/semaphore.h>|
s|^static DECLARE_MUTEX(ge_sem);$|static DEFINE_SEMAPHORE(ge_sem);|
# MOD_INC_USE_COUNT/MOD_DEC_USE_COUNT are gone: the file_operations' owner holds the module
/MOD_INC_USE_COUNT;$/d
/MOD_DEC_USE_COUNT;$/d
# 6.1 has no .ioctl (inode, file, cmd, arg): .unlocked_ioctl calls it
/^static struct file_operations ge_fops = {$/i\
static long ge_unlocked_ioctl(struct file *file, unsigned int cmd,\
\t\t\t\t unsigned long arg)\
{\
\treturn ge_ioctl(file_inode(file), file, cmd, arg);\
}\

s|^\t\.ioctl\t\t= ge_ioctl,$|\t.unlocked_ioctl\t= ge_unlocked_ioctl,|
# 2.4 gave a char device without llseek default_llseek(); 6.1 gives -ESPIPE
/^static struct file_operations ge_fops = {$/a\
\t.llseek\t\t= default_llseek,
