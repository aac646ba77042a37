/* zcport model of Linux 2.6: <linux/seq_file.h> (declarations only) */
#ifndef _ZC26_LINUX_SEQ_FILE_H
#define _ZC26_LINUX_SEQ_FILE_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#ifdef __KERNEL__

#include <linux/types.h>
#include <linux/string.h>
#include <asm/semaphore.h>

struct seq_operations;
struct file;
struct inode;
struct vfsmount;
struct dentry;

struct seq_file {
	char *buf;
	size_t size;
	size_t from;
	size_t count;
	loff_t index;
	loff_t version;
	struct semaphore sem;
	struct seq_operations *op;
	void *private;
};

struct seq_operations {
	void *(*start)(struct seq_file *m, loff_t *pos);
	void (*stop)(struct seq_file *m, void *v);
	void *(*next)(struct seq_file *m, void *v, loff_t *pos);
	int (*show)(struct seq_file *m, void *v);
};

extern int seq_open(struct file *, struct seq_operations *);
extern ssize_t seq_read(struct file *, char __user *, size_t, loff_t *);
extern loff_t seq_lseek(struct file *, loff_t, int);
extern int seq_release(struct inode *, struct file *);
extern int seq_escape(struct seq_file *, const char *, const char *);
extern int seq_putc(struct seq_file *m, char c);
extern int seq_puts(struct seq_file *m, const char *s);
extern int seq_printf(struct seq_file *, const char *, ...)
	__attribute__((format(printf, 2, 3)));
extern int seq_path(struct seq_file *, struct vfsmount *, struct dentry *,
		    char *);
extern int single_open(struct file *, int (*)(struct seq_file *, void *),
		       void *);
extern int single_release(struct inode *, struct file *);
extern int seq_release_private(struct inode *, struct file *);

#endif

#endif
