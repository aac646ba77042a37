# two_decl: the 6.1 forms of its other 2.4 APIs (tests/boot61/README.md)
# 6.1 has no .ioctl (inode, file, cmd, arg): .unlocked_ioctl calls it
/^static struct file_operations td_fops = {$/i\
static long td_unlocked_ioctl(struct file *file, unsigned int cmd,\
\t\t\t\t unsigned long arg)\
{\
\treturn td_ioctl(file_inode(file), file, cmd, arg);\
}\

s|^\t\.ioctl\t\t= td_ioctl,$|\t.unlocked_ioctl\t= td_unlocked_ioctl,|
# 2.4 gave a char device without llseek default_llseek(); 6.1 gives -ESPIPE
/^static struct file_operations td_fops = {$/a\
\t.llseek\t\t= default_llseek,
