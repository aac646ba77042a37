# split_tape: the 6.1 forms of its other 2.4 APIs (tests/boot61/README.md)
# 6.1: <linux/semaphore.h>; DECLARE_MUTEX() is DEFINE_SEMAPHORE()
s|^#include <asm/semaphore.h>$|#include <linux/semaphore.h>|
# init_MUTEX() is sema_init(, 1)
s|init_MUTEX(&st_drive0\.sem);|sema_init(\&st_drive0.sem, 1);|
# 2.4 gave a char device without llseek default_llseek(); 6.1 gives -ESPIPE
/^static struct file_operations st_fops = {$/a\
\t.llseek\t\t= default_llseek,
