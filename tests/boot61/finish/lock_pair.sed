# lock_pair: the 6.1 forms of its other 2.4 APIs (tests/boot61/README.md)
# MOD_INC_USE_COUNT/MOD_DEC_USE_COUNT are gone: the file_operations' owner holds the module
/MOD_INC_USE_COUNT;$/d
/MOD_DEC_USE_COUNT;$/d
/^static struct file_operations lp_fops = {$/a\
\t.owner\t\t= THIS_MODULE,
# 2.4 gave a char device without llseek default_llseek(); 6.1 gives -ESPIPE
/^static struct file_operations lp_fops = {$/a\
\t.llseek\t\t= default_llseek,
