# sz_alloc: the 6.1 forms of its other 2.4 APIs (tests/boot61/README.md)
# 6.1: <linux/semaphore.h>; DECLARE_MUTEX() is DEFINE_SEMAPHORE()
s|^#include <asm/semaphore.h>$|#include <linux/semaphore.h>|
s|^static DECLARE_MUTEX(sz_sem);$|static DEFINE_SEMAPHORE(sz_sem);|
# 6.1: module_param() for MODULE_PARM()
s|^MODULE_PARM(sz_major, "i");$|module_param(sz_major, int, 0444);|
# 2.4 gave a char device without llseek default_llseek(); 6.1 gives -ESPIPE
/^static struct file_operations sz_fops = {$/a\
\t.llseek\t\t= default_llseek,
