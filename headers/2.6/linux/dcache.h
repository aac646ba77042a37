/* zcport model of Linux 2.6: <linux/dcache.h> (declarations only) */
#ifndef _ZC26_LINUX_DCACHE_H
#define _ZC26_LINUX_DCACHE_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#ifdef __KERNEL__

#include <linux/config.h>
#include <linux/list.h>
#include <linux/spinlock.h>
#include <linux/cache.h>
#include <asm/atomic.h>

struct nameidata;
struct vfsmount;
struct inode;
struct super_block;

#define IS_ROOT(x) ((x) == (x)->d_parent)

struct qstr {
	const unsigned char *name;
	unsigned int len;
	unsigned int hash;
};

struct dentry_stat_t {
	int nr_dentry;
	int nr_unused;
	int age_limit;
	int want_pages;
	int dummy[2];
};
extern struct dentry_stat_t dentry_stat;

#define DNAME_INLINE_LEN_MIN 36

struct dentry_operations;

struct dentry {
	atomic_t d_count;
	unsigned int d_flags;
	spinlock_t d_lock;
	struct inode *d_inode;
	struct hlist_node d_hash;
	struct dentry *d_parent;
	struct qstr d_name;
	struct list_head d_lru;
	struct list_head d_child;
	struct list_head d_subdirs;
	struct list_head d_alias;
	unsigned long d_time;
	struct dentry_operations *d_op;
	struct super_block *d_sb;
	void *d_fsdata;
	int d_mounted;
	unsigned char d_iname[DNAME_INLINE_LEN_MIN];
};

struct dentry_operations {
	int (*d_revalidate)(struct dentry *, struct nameidata *);
	int (*d_hash)(struct dentry *, struct qstr *);
	int (*d_compare)(struct dentry *, struct qstr *, struct qstr *);
	int (*d_delete)(struct dentry *);
	void (*d_release)(struct dentry *);
	void (*d_iput)(struct dentry *, struct inode *);
};

#define DCACHE_AUTOFS_PENDING	0x0001
#define DCACHE_NFSFS_RENAMED	0x0002
#define DCACHE_DISCONNECTED	0x0004
#define DCACHE_REFERENCED	0x0008
#define DCACHE_UNHASHED		0x0010

extern spinlock_t dcache_lock;

extern void d_instantiate(struct dentry *, struct inode *);
extern void d_delete(struct dentry *);
extern struct dentry *d_alloc(struct dentry *, const struct qstr *);
extern struct dentry *d_alloc_anon(struct inode *);
extern struct dentry *d_splice_alias(struct inode *, struct dentry *);
extern void shrink_dcache_sb(struct super_block *);
extern void shrink_dcache_parent(struct dentry *);
extern int d_invalidate(struct dentry *);
extern struct dentry *d_alloc_root(struct inode *);
extern void d_genocide(struct dentry *);
extern struct dentry *d_find_alias(struct inode *);
extern void d_prune_aliases(struct inode *);
extern int have_submounts(struct dentry *);
extern void d_rehash(struct dentry *);
extern void d_add(struct dentry *entry, struct inode *inode);
extern void d_move(struct dentry *, struct dentry *);
extern struct dentry *d_lookup(struct dentry *, struct qstr *);
extern struct dentry *__d_lookup(struct dentry *, struct qstr *);
extern int d_validate(struct dentry *, struct dentry *);
extern char *d_path(struct dentry *, struct vfsmount *, char *, int);
extern void d_drop(struct dentry *dentry);
extern void __d_drop(struct dentry *dentry);

static inline struct dentry *dget(struct dentry *dentry)
{
	if (dentry)
		atomic_inc(&dentry->d_count);
	return dentry;
}

extern struct dentry *dget_locked(struct dentry *);
extern struct dentry *dget_parent(struct dentry *dentry);
extern void dput(struct dentry *);

static inline int d_unhashed(struct dentry *dentry)
{
	return dentry->d_flags & DCACHE_UNHASHED;
}

static inline int d_mountpoint(struct dentry *dentry)
{
	return dentry->d_mounted;
}

extern struct vfsmount *lookup_mnt(struct vfsmount *, struct dentry *);
extern struct dentry *lookup_create(struct nameidata *nd, int is_dir);

extern int sysctl_vfs_cache_pressure;

#endif /* __KERNEL__ */

#endif
