#ifndef __LINUX_DCACHE_H
#define __LINUX_DCACHE_H

/*
 * zcport model of the Linux 2.4 API: directory entries.
 */

#ifdef __KERNEL__

#include <asm/atomic.h>
#include <linux/list.h>
#include <linux/spinlock.h>

struct inode;
struct super_block;
struct vfsmount;
struct nameidata;

/* a counted file name component */
struct qstr {
	const unsigned char	*name;
	unsigned int		len;
	unsigned int		hash;
};

#define DNAME_INLINE_LEN 16

struct dentry {
	atomic_t		d_count;
	unsigned int		d_flags;
	struct inode		*d_inode;	/* NULL means negative */
	struct dentry		*d_parent;
	struct list_head	d_hash;
	struct list_head	d_lru;
	struct list_head	d_child;
	struct list_head	d_subdirs;
	struct list_head	d_alias;
	int			d_mounted;
	struct qstr		d_name;
	unsigned long		d_time;
	struct dentry_operations *d_op;
	struct super_block	*d_sb;
	unsigned long		d_vfs_flags;
	void			*d_fsdata;
	unsigned char		d_iname[DNAME_INLINE_LEN];
};

struct dentry_operations {
	int (*d_revalidate)(struct dentry *, int);
	int (*d_hash)(struct dentry *, struct qstr *);
	int (*d_compare)(struct dentry *, struct qstr *, struct qstr *);
	int (*d_delete)(struct dentry *);
	void (*d_release)(struct dentry *);
	void (*d_iput)(struct dentry *, struct inode *);
};

extern spinlock_t dcache_lock;

extern void d_instantiate(struct dentry *, struct inode *);
extern void d_delete(struct dentry *);
extern struct dentry *d_alloc(struct dentry *, const struct qstr *);
extern struct dentry *d_alloc_root(struct inode *);
extern void d_rehash(struct dentry *);
extern struct dentry *d_lookup(struct dentry *, struct qstr *);
extern void dput(struct dentry *);
extern char *d_path(struct dentry *, struct vfsmount *, char *, int);

static inline void d_add(struct dentry *entry, struct inode *inode)
{
	d_instantiate(entry, inode);
	d_rehash(entry);
}

static inline struct dentry *dget(struct dentry *dentry)
{
	if (dentry)
		atomic_inc(&dentry->d_count);
	return dentry;
}

static inline int d_unhashed(struct dentry *dentry)
{
	return list_empty(&dentry->d_hash);
}

#endif /* __KERNEL__ */

#endif /* __LINUX_DCACHE_H */
