/*
 * zcport model of the Linux 2.6 kernel API: <linux/fs.h>
 *
 * struct inode (i_rdev is a dev_t), struct file (f_dentry, f_pos,
 * f_flags, private_data), struct file_operations (2.6.9 members),
 * struct block_device and struct block_device_operations, and the
 * char/block device registration calls.  Declarations only; written
 * for zcport.
 */
#ifndef _ZC26_LINUX_FS_H
#define _ZC26_LINUX_FS_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#include <linux/config.h>
#include <linux/linkage.h>
#include <linux/limits.h>
#include <linux/wait.h>
#include <linux/types.h>
#include <linux/kdev_t.h>
#include <linux/ioctl.h>
#include <linux/dcache.h>
#include <linux/stat.h>
#include <linux/cache.h>
#include <linux/kobject.h>
#include <linux/fcntl.h>
#include <asm/atomic.h>

struct iovec;
struct nameidata;
struct pipe_inode_info;
struct poll_table_struct;
struct kstatfs;
struct vm_area_struct;
struct vfsmount;
struct module;
struct page;
struct bio;
struct gendisk;
struct hd_struct;
struct cdev;
struct kiocb;
struct seq_file;
struct files_struct;
struct task_struct;
struct super_block;
struct file_system_type;
struct file;
struct inode;
struct dentry;
struct address_space;
struct block_device;

#undef NR_OPEN
#define NR_OPEN		(1024 * 1024)
#define INR_OPEN	1024

#define BLOCK_SIZE_BITS	10
#define BLOCK_SIZE	(1 << BLOCK_SIZE_BITS)

struct files_stat_struct {
	int nr_files;
	int nr_free_files;
	int max_files;
};
extern struct files_stat_struct files_stat;

#define NR_FILE		8192
#define NR_RESERVED_FILES 10
#define NR_SUPER	256

#define MAY_EXEC	1
#define MAY_WRITE	2
#define MAY_READ	4
#define MAY_APPEND	8

#define FMODE_READ	1
#define FMODE_WRITE	2
#define FMODE_LSEEK	4
#define FMODE_PREAD	8
#define FMODE_PWRITE	FMODE_PREAD

#define RW_MASK		1
#define RWA_MASK	2
#define READ		0
#define WRITE		1
#define READA		2	/* read-ahead: don't block if no resources */
#define SPECIAL		4	/* non-block-device request in a queue */

#define SEL_IN		1
#define SEL_OUT		2
#define SEL_EX		4

#define FS_REQUIRES_DEV		1
#define FS_BINARY_MOUNTDATA	2
#define FS_REVAL_DOT		16384
#define FS_ODD_RENAME		32768

#define MS_RDONLY	 1
#define MS_NOSUID	 2
#define MS_NODEV	 4
#define MS_NOEXEC	 8
#define MS_SYNCHRONOUS	16
#define MS_REMOUNT	32
#define MS_MANDLOCK	64
#define MS_DIRSYNC	128
#define MS_NOATIME	1024
#define MS_NODIRATIME	2048
#define MS_BIND		4096
#define MS_MOVE		8192
#define MS_REC		16384
#define MS_VERBOSE	32768
#define MS_POSIXACL	(1 << 16)
#define MS_ACTIVE	(1 << 30)
#define MS_NOUSER	(1 << 31)

#define MS_RMT_MASK	(MS_RDONLY | MS_SYNCHRONOUS | MS_MANDLOCK | \
			 MS_NOATIME | MS_NODIRATIME)
#define MS_MGC_VAL	0xC0ED0000
#define MS_MGC_MSK	0xffff0000

#define S_SYNC		1
#define S_NOATIME	2
#define S_APPEND	4
#define S_IMMUTABLE	8
#define S_DEAD		16
#define S_NOQUOTA	32
#define S_DIRSYNC	64
#define S_NOCMTIME	128
#define S_SWAPFILE	256

#define __IS_FLG(inode, flg)	((inode)->i_sb->s_flags & (flg))
#define IS_RDONLY(inode)	((inode)->i_sb->s_flags & MS_RDONLY)
#define IS_SYNC(inode)		(__IS_FLG(inode, MS_SYNCHRONOUS) || \
				 ((inode)->i_flags & S_SYNC))
#define IS_MANDLOCK(inode)	__IS_FLG(inode, MS_MANDLOCK)
#define IS_NOQUOTA(inode)	((inode)->i_flags & S_NOQUOTA)
#define IS_APPEND(inode)	((inode)->i_flags & S_APPEND)
#define IS_IMMUTABLE(inode)	((inode)->i_flags & S_IMMUTABLE)
#define IS_NOATIME(inode)	(__IS_FLG(inode, MS_NOATIME) || \
				 ((inode)->i_flags & S_NOATIME))
#define IS_DEADDIR(inode)	((inode)->i_flags & S_DEAD)
#define IS_SWAPFILE(inode)	((inode)->i_flags & S_SWAPFILE)

/* block-device ioctls (argument conventions as in 2.6) */
#define BLKROSET	_IO(0x12, 93)
#define BLKROGET	_IO(0x12, 94)
#define BLKRRPART	_IO(0x12, 95)
#define BLKGETSIZE	_IO(0x12, 96)	/* size in 512-byte sectors (long *) */
#define BLKFLSBUF	_IO(0x12, 97)
#define BLKRASET	_IO(0x12, 98)
#define BLKRAGET	_IO(0x12, 99)
#define BLKFRASET	_IO(0x12, 100)
#define BLKFRAGET	_IO(0x12, 101)
#define BLKSECTSET	_IO(0x12, 102)
#define BLKSECTGET	_IO(0x12, 103)
#define BLKSSZGET	_IO(0x12, 104)
#define BLKBSZGET	_IOR(0x12, 112, size_t)
#define BLKBSZSET	_IOW(0x12, 113, size_t)
#define BLKGETSIZE64	_IOR(0x12, 114, size_t)	/* size in bytes (u64 *) */

#define BMAP_IOCTL	1
#define FIBMAP		_IO(0x00, 1)
#define FIGETBSZ	_IO(0x00, 2)

#ifdef __KERNEL__

#include <linux/list.h>
#include <linux/init.h>
#include <linux/time.h>
#include <linux/spinlock.h>
#include <linux/rwsem.h>
#include <asm/semaphore.h>
#include <asm/byteorder.h>

extern void update_atime(struct inode *);
extern void inode_init(unsigned long);
extern void mnt_init(unsigned long);
extern void files_init(unsigned long);

struct buffer_head;
typedef int (get_block_t)(struct inode *inode, sector_t iblock,
			  struct buffer_head *bh_result, int create);
typedef int (get_blocks_t)(struct inode *inode, sector_t iblock,
			   unsigned long max_blocks,
			   struct buffer_head *bh_result, int create);
typedef void (dio_iodone_t)(struct inode *inode, loff_t offset,
			    ssize_t bytes, void *private);

#define ATTR_MODE	1
#define ATTR_UID	2
#define ATTR_GID	4
#define ATTR_SIZE	8
#define ATTR_ATIME	16
#define ATTR_MTIME	32
#define ATTR_CTIME	64
#define ATTR_ATIME_SET	128
#define ATTR_MTIME_SET	256
#define ATTR_FORCE	512
#define ATTR_ATTR_FLAG	1024
#define ATTR_KILL_SUID	2048
#define ATTR_KILL_SGID	4096

struct iattr {
	unsigned int	ia_valid;
	umode_t		ia_mode;
	uid_t		ia_uid;
	gid_t		ia_gid;
	loff_t		ia_size;
	struct timespec	ia_atime;
	struct timespec	ia_mtime;
	struct timespec	ia_ctime;
	unsigned int	ia_attr_flags;
};

struct writeback_control;

struct address_space_operations {
	int (*writepage)(struct page *page, struct writeback_control *wbc);
	int (*readpage)(struct file *, struct page *);
	int (*sync_page)(struct page *);
	int (*writepages)(struct address_space *, struct writeback_control *);
	int (*set_page_dirty)(struct page *page);
	int (*readpages)(struct file *filp, struct address_space *mapping,
			 struct list_head *pages, unsigned nr_pages);
	int (*prepare_write)(struct file *, struct page *, unsigned, unsigned);
	int (*commit_write)(struct file *, struct page *, unsigned, unsigned);
	sector_t (*bmap)(struct address_space *, sector_t);
	int (*invalidatepage)(struct page *, unsigned long);
	int (*releasepage)(struct page *, int);
	ssize_t (*direct_IO)(int, struct kiocb *, const struct iovec *iov,
			     loff_t offset, unsigned long nr_segs);
};

struct backing_dev_info;

struct address_space {
	struct inode		*host;
	spinlock_t		tree_lock;
	unsigned int		i_mmap_writable;
	struct list_head	i_mmap_nonlinear;
	spinlock_t		i_mmap_lock;
	atomic_t		truncate_count;
	unsigned long		nrpages;
	pgoff_t			writeback_index;
	struct address_space_operations *a_ops;
	unsigned long		flags;
	struct backing_dev_info	*backing_dev_info;
	spinlock_t		private_lock;
	struct list_head	private_list;
	struct address_space	*assoc_mapping;
};

/* an opened block device (2.6: no longer just a kdev_t) */
struct block_device {
	dev_t			bd_dev;
	struct inode		*bd_inode;
	int			bd_openers;
	struct semaphore	bd_sem;
	struct semaphore	bd_mount_sem;
	struct list_head	bd_inodes;
	void			*bd_holder;
	int			bd_holders;
	struct block_device	*bd_contains;
	unsigned		bd_block_size;
	struct hd_struct	*bd_part;
	unsigned		bd_part_count;
	int			bd_invalidated;
	struct gendisk		*bd_disk;
	struct list_head	bd_list;
	struct backing_dev_info	*bd_inode_backing_dev_info;
	unsigned long		bd_private;
};

struct inode_operations;
struct super_operations;
struct file_lock;
struct dnotify_struct;

struct inode {
	struct hlist_node	i_hash;
	struct list_head	i_list;
	struct list_head	i_dentry;
	unsigned long		i_ino;
	atomic_t		i_count;
	umode_t			i_mode;
	unsigned int		i_nlink;
	uid_t			i_uid;
	gid_t			i_gid;
	dev_t			i_rdev;		/* device number (dev_t in 2.6) */
	loff_t			i_size;
	struct timespec		i_atime;
	struct timespec		i_mtime;
	struct timespec		i_ctime;
	unsigned int		i_blkbits;
	unsigned long		i_blksize;
	unsigned long		i_version;
	unsigned long		i_blocks;
	unsigned short		i_bytes;
	unsigned char		i_sock;
	spinlock_t		i_lock;
	struct semaphore	i_sem;
	struct rw_semaphore	i_alloc_sem;
	struct inode_operations	*i_op;
	struct file_operations	*i_fop;
	struct super_block	*i_sb;
	struct file_lock	*i_flock;
	struct address_space	*i_mapping;
	struct address_space	i_data;
	struct list_head	i_devices;
	struct pipe_inode_info	*i_pipe;
	struct block_device	*i_bdev;
	struct cdev		*i_cdev;
	int			i_cindex;
	__u32			i_generation;
	unsigned long		i_dnotify_mask;
	struct dnotify_struct	*i_dnotify;
	unsigned long		i_state;
	unsigned long		dirtied_when;
	unsigned int		i_flags;
	atomic_t		i_writecount;
	void			*i_security;
	union {
		void		*generic_ip;
	} u;
};

/* inode state bits */
#define I_DIRTY_SYNC		1
#define I_DIRTY_DATASYNC	2
#define I_DIRTY_PAGES		4
#define I_LOCK			8
#define I_FREEING		16
#define I_CLEAR			32
#define I_NEW			64
#define I_DIRTY (I_DIRTY_SYNC | I_DIRTY_DATASYNC | I_DIRTY_PAGES)

extern void __mark_inode_dirty(struct inode *, int);
static inline void mark_inode_dirty(struct inode *inode)
{
	__mark_inode_dirty(inode, I_DIRTY);
}
static inline void mark_inode_dirty_sync(struct inode *inode)
{
	__mark_inode_dirty(inode, I_DIRTY_SYNC);
}

static inline loff_t i_size_read(struct inode *inode)
{
	return inode->i_size;
}

static inline void i_size_write(struct inode *inode, loff_t i_size)
{
	inode->i_size = i_size;
}

static inline unsigned iminor(struct inode *inode)
{
	return MINOR(inode->i_rdev);
}

static inline unsigned imajor(struct inode *inode)
{
	return MAJOR(inode->i_rdev);
}

struct fown_struct {
	rwlock_t lock;
	int pid;
	uid_t uid, euid;
	void *security;
	int signum;
};

struct file_ra_state {
	unsigned long start;
	unsigned long size;
	unsigned long flags;
	unsigned long cache_hit;
	unsigned long prev_page;
	unsigned long ahead_start;
	unsigned long ahead_size;
	unsigned long ra_pages;
	unsigned long mmap_hit;
	unsigned long mmap_miss;
};

/* an open file */
struct file {
	struct list_head	f_list;
	struct dentry		*f_dentry;
	struct vfsmount		*f_vfsmnt;
	struct file_operations	*f_op;
	atomic_t		f_count;
	unsigned int		f_flags;
	mode_t			f_mode;
	int			f_error;
	loff_t			f_pos;
	struct fown_struct	f_owner;
	unsigned int		f_uid, f_gid;
	struct file_ra_state	f_ra;
	unsigned long		f_version;
	void			*f_security;
	void			*private_data;	/* for the driver */
	struct list_head	f_ep_links;
	spinlock_t		f_ep_lock;
	struct address_space	*f_mapping;
};

extern spinlock_t files_lock;
#define file_list_lock()	spin_lock(&files_lock)
#define file_list_unlock()	spin_unlock(&files_lock)

#define get_file(x)	atomic_inc(&(x)->f_count)
#define file_count(x)	atomic_read(&(x)->f_count)

#define MAX_NON_LFS	((1UL << 31) - 1)
#define MAX_LFS_FILESIZE (((u64)PAGE_CACHE_SIZE << (BITS_PER_LONG - 1)) - 1)

#define FL_POSIX	1
#define FL_FLOCK	2
#define FL_ACCESS	8
#define FL_LOCKD	16
#define FL_LEASE	32
#define FL_SLEEP	128

typedef struct files_struct *fl_owner_t;

struct file_lock {
	struct file_lock *fl_next;
	struct list_head fl_link;
	struct list_head fl_block;
	fl_owner_t fl_owner;
	unsigned int fl_pid;
	wait_queue_head_t fl_wait;
	struct file *fl_file;
	unsigned char fl_flags;
	unsigned char fl_type;
	loff_t fl_start;
	loff_t fl_end;
	struct fasync_struct *fl_fasync;
	unsigned long fl_break_time;
};

#define OFFSET_MAX	((loff_t)(~0ULL >> 1))
#define OFFT_OFFSET_MAX	((long)(~0UL >> 1))

extern int fcntl_getlk(struct file *, struct flock __user *);
extern int fcntl_setlk(struct file *, unsigned int, struct flock __user *);
extern void locks_init_lock(struct file_lock *);
extern void locks_copy_lock(struct file_lock *, struct file_lock *);
extern void locks_remove_posix(struct file *, fl_owner_t);
extern void locks_remove_flock(struct file *);
extern int posix_lock_file(struct file *, struct file_lock *);
extern int posix_lock_file_wait(struct file *, struct file_lock *);
extern int posix_unblock_lock(struct file *, struct file_lock *);
extern int __break_lease(struct inode *inode, unsigned int flags);

struct fasync_struct {
	int	magic;
	int	fa_fd;
	struct	fasync_struct *fa_next;
	struct	file *fa_file;
};

#define FASYNC_MAGIC 0x4601

extern int fasync_helper(int, struct file *, int, struct fasync_struct **);
extern void kill_fasync(struct fasync_struct **, int, int);
extern void __kill_fasync(struct fasync_struct *, int, int);
extern int f_setown(struct file *filp, unsigned long arg, int force);
extern void f_delown(struct file *filp);
extern int send_sigurg(struct fown_struct *fown);

struct super_block {
	struct list_head	s_list;
	dev_t			s_dev;
	unsigned long		s_blocksize;
	unsigned long		s_old_blocksize;
	unsigned char		s_blocksize_bits;
	unsigned char		s_dirt;
	unsigned long long	s_maxbytes;
	struct file_system_type	*s_type;
	struct super_operations	*s_op;
	unsigned long		s_flags;
	unsigned long		s_magic;
	struct dentry		*s_root;
	struct rw_semaphore	s_umount;
	struct semaphore	s_lock;
	int			s_count;
	int			s_syncing;
	int			s_need_sync_fs;
	atomic_t		s_active;
	void			*s_security;
	struct list_head	s_dirty;
	struct list_head	s_io;
	struct hlist_head	s_anon;
	struct list_head	s_files;
	struct block_device	*s_bdev;
	struct list_head	s_instances;
	int			s_frozen;
	wait_queue_head_t	s_wait_unfrozen;
	char			s_id[32];
	void			*s_fs_info;
	struct semaphore	s_vfs_rename_sem;
};


extern void lock_super(struct super_block *);
extern void unlock_super(struct super_block *);

extern int vfs_create(struct inode *, struct dentry *, int, struct nameidata *);
extern int vfs_mkdir(struct inode *, struct dentry *, int);
extern int vfs_mknod(struct inode *, struct dentry *, int, dev_t);
extern int vfs_symlink(struct inode *, struct dentry *, const char *, int);
extern int vfs_link(struct dentry *, struct inode *, struct dentry *);
extern int vfs_rmdir(struct inode *, struct dentry *);
extern int vfs_unlink(struct inode *, struct dentry *);
extern int vfs_rename(struct inode *, struct dentry *, struct inode *,
		      struct dentry *);

#define DT_UNKNOWN	0
#define DT_FIFO		1
#define DT_CHR		2
#define DT_DIR		4
#define DT_BLK		6
#define DT_REG		8
#define DT_LNK		10
#define DT_SOCK		12
#define DT_WHT		14

#define OSYNC_METADATA	(1 << 0)
#define OSYNC_DATA	(1 << 1)
#define OSYNC_INODE	(1 << 2)

typedef int (*filldir_t)(void *, const char *, int, loff_t, ino_t, unsigned);

/* user-space read target for the page-cache "actor" helpers */
typedef struct {
	size_t written;
	size_t count;
	union {
		char __user *buf;
		void *data;
	} arg;
	int error;
} read_descriptor_t;

typedef int (*read_actor_t)(read_descriptor_t *, struct page *,
			    unsigned long, unsigned long);

/*
 * The driver's entry points for an open file (2.6.9 members).  ioctl
 * is still called with the big kernel lock held; unlocked_ioctl and
 * compat_ioctl arrived only in 2.6.11.
 */
struct file_operations {
	struct module *owner;
	loff_t (*llseek)(struct file *, loff_t, int);
	ssize_t (*read)(struct file *, char __user *, size_t, loff_t *);
	ssize_t (*aio_read)(struct kiocb *, char __user *, size_t, loff_t);
	ssize_t (*write)(struct file *, const char __user *, size_t, loff_t *);
	ssize_t (*aio_write)(struct kiocb *, const char __user *, size_t,
			     loff_t);
	int (*readdir)(struct file *, void *, filldir_t);
	unsigned int (*poll)(struct file *, struct poll_table_struct *);
	int (*ioctl)(struct inode *, struct file *, unsigned int,
		     unsigned long);
	int (*mmap)(struct file *, struct vm_area_struct *);
	int (*open)(struct inode *, struct file *);
	int (*flush)(struct file *);
	int (*release)(struct inode *, struct file *);
	int (*fsync)(struct file *, struct dentry *, int datasync);
	int (*aio_fsync)(struct kiocb *, int datasync);
	int (*fasync)(int, struct file *, int);
	int (*lock)(struct file *, int, struct file_lock *);
	ssize_t (*readv)(struct file *, const struct iovec *, unsigned long,
			 loff_t *);
	ssize_t (*writev)(struct file *, const struct iovec *, unsigned long,
			  loff_t *);
	ssize_t (*sendfile)(struct file *, loff_t *, size_t, read_actor_t,
			    void __user *);
	ssize_t (*sendpage)(struct file *, struct page *, int, size_t,
			    loff_t *, int);
	unsigned long (*get_unmapped_area)(struct file *, unsigned long,
					   unsigned long, unsigned long,
					   unsigned long);
	int (*check_flags)(int);
	int (*dir_notify)(struct file *filp, unsigned long arg);
};

struct inode_operations {
	int (*create)(struct inode *, struct dentry *, int, struct nameidata *);
	struct dentry *(*lookup)(struct inode *, struct dentry *,
				 struct nameidata *);
	int (*link)(struct dentry *, struct inode *, struct dentry *);
	int (*unlink)(struct inode *, struct dentry *);
	int (*symlink)(struct inode *, struct dentry *, const char *);
	int (*mkdir)(struct inode *, struct dentry *, int);
	int (*rmdir)(struct inode *, struct dentry *);
	int (*mknod)(struct inode *, struct dentry *, int, dev_t);
	int (*rename)(struct inode *, struct dentry *,
		      struct inode *, struct dentry *);
	int (*readlink)(struct dentry *, char __user *, int);
	int (*follow_link)(struct dentry *, struct nameidata *);
	void (*put_link)(struct dentry *, struct nameidata *);
	void (*truncate)(struct inode *);
	int (*permission)(struct inode *, int, struct nameidata *);
	int (*setattr)(struct dentry *, struct iattr *);
	int (*getattr)(struct vfsmount *mnt, struct dentry *, struct kstat *);
	int (*setxattr)(struct dentry *, const char *, const void *, size_t,
			int);
	ssize_t (*getxattr)(struct dentry *, const char *, void *, size_t);
	ssize_t (*listxattr)(struct dentry *, char *, size_t);
	int (*removexattr)(struct dentry *, const char *);
};

struct seq_file;

extern ssize_t vfs_read(struct file *, char __user *, size_t, loff_t *);
extern ssize_t vfs_write(struct file *, const char __user *, size_t, loff_t *);
extern ssize_t vfs_readv(struct file *, const struct iovec __user *,
			 unsigned long, loff_t *);
extern ssize_t vfs_writev(struct file *, const struct iovec __user *,
			  unsigned long, loff_t *);

struct super_operations {
	struct inode *(*alloc_inode)(struct super_block *sb);
	void (*destroy_inode)(struct inode *);
	void (*read_inode)(struct inode *);
	void (*dirty_inode)(struct inode *);
	int (*write_inode)(struct inode *, int);
	void (*put_inode)(struct inode *);
	void (*drop_inode)(struct inode *);
	void (*delete_inode)(struct inode *);
	void (*put_super)(struct super_block *);
	void (*write_super)(struct super_block *);
	int (*sync_fs)(struct super_block *sb, int wait);
	void (*write_super_lockfs)(struct super_block *);
	void (*unlockfs)(struct super_block *);
	int (*statfs)(struct super_block *, struct kstatfs *);
	int (*remount_fs)(struct super_block *, int *, char *);
	void (*clear_inode)(struct inode *);
	void (*umount_begin)(struct super_block *);
	int (*show_options)(struct seq_file *, struct vfsmount *);
};

/* methods of a block driver (2.6: open/release get inode and file) */
struct block_device_operations {
	int (*open)(struct inode *, struct file *);
	int (*release)(struct inode *, struct file *);
	int (*ioctl)(struct inode *, struct file *, unsigned, unsigned long);
	int (*media_changed)(struct gendisk *);
	int (*revalidate_disk)(struct gendisk *);
	struct module *owner;
};

struct file_system_type {
	const char *name;
	int fs_flags;
	struct super_block *(*get_sb)(struct file_system_type *, int,
				      const char *, void *);
	void (*kill_sb)(struct super_block *);
	struct module *owner;
	struct file_system_type *next;
	struct list_head fs_supers;
};

extern struct super_block *get_sb_bdev(struct file_system_type *fs_type,
	int flags, const char *dev_name, void *data,
	int (*fill_super)(struct super_block *, void *, int));
extern struct super_block *get_sb_single(struct file_system_type *fs_type,
	int flags, void *data,
	int (*fill_super)(struct super_block *, void *, int));
extern struct super_block *get_sb_nodev(struct file_system_type *fs_type,
	int flags, void *data,
	int (*fill_super)(struct super_block *, void *, int));
extern void kill_block_super(struct super_block *sb);
extern void kill_anon_super(struct super_block *sb);
extern void kill_litter_super(struct super_block *sb);

/* take/drop a module reference for a file_operations table */
#define fops_get(fops) \
	(((fops) && try_module_get((fops)->owner) ? (fops) : NULL))
#define fops_put(fops) \
	do { if (fops) module_put((fops)->owner); } while (0)

extern int register_filesystem(struct file_system_type *);
extern int unregister_filesystem(struct file_system_type *);
extern struct vfsmount *kern_mount(struct file_system_type *);
extern int may_umount(struct vfsmount *);
extern long do_mount(char *, char *, char *, unsigned long, void *);
extern int vfs_statfs(struct super_block *, struct kstatfs *);

#define FLOCK_VERIFY_READ	1
#define FLOCK_VERIFY_WRITE	2

extern int locks_mandatory_locked(struct inode *);
extern int locks_mandatory_area(int, struct inode *, struct file *,
				loff_t, size_t);

/* fs/open.c */
extern int do_truncate(struct dentry *, loff_t start);
extern struct file *filp_open(const char *, int, int);
extern struct file *dentry_open(struct dentry *, struct vfsmount *, int);
extern int filp_close(struct file *, fl_owner_t id);
extern char *getname(const char __user *);
extern void putname(const char *name);

/* block devices (fs/block_dev.c) */
extern int register_blkdev(unsigned int, const char *);
extern int unregister_blkdev(unsigned int, const char *);
extern struct block_device *bdget(dev_t);
extern void bd_set_size(struct block_device *, loff_t size);
extern void bd_forget(struct inode *inode);
extern void bdput(struct block_device *);
extern int blkdev_open(struct inode *, struct file *);
extern struct block_device *open_by_devnum(dev_t, unsigned);
extern struct file_operations def_blk_fops;
extern struct address_space_operations def_blk_aops;
extern struct file_operations def_chr_fops;
extern struct file_operations bad_sock_fops;
extern struct file_operations def_fifo_fops;
extern int ioctl_by_bdev(struct block_device *, unsigned, unsigned long);
extern int blkdev_ioctl(struct inode *, struct file *, unsigned,
			unsigned long);
/*
 * Open/close a block device from kernel code, 2.6.9 form.  (2.6.0 had a
 * last "kind" argument to both, BDEV_RAW for raw I/O, and the BDEV_*
 * constants; 2.6.9 has neither.)  A failed blkdev_get() drops the
 * reference the caller's bdget() took; blkdev_put() drops it too.
 */
extern int blkdev_get(struct block_device *bdev, mode_t mode, unsigned flags);
extern int blkdev_put(struct block_device *bdev);
extern int bd_claim(struct block_device *, void *);
extern void bd_release(struct block_device *);

/* character devices (fs/char_dev.c) */
extern int alloc_chrdev_region(dev_t *, unsigned, unsigned, const char *);
extern int register_chrdev_region(dev_t, unsigned, const char *);
extern int register_chrdev(unsigned int, const char *,
			   struct file_operations *);
extern int unregister_chrdev(unsigned int, const char *);
extern void unregister_chrdev_region(dev_t, unsigned);
extern int chrdev_open(struct inode *, struct file *);

#define BDEVNAME_SIZE	32
extern const char *__bdevname(dev_t, char *buffer);
extern const char *bdevname(struct block_device *bdev, char *buffer);
extern struct block_device *lookup_bdev(const char *);
extern struct block_device *open_bdev_excl(const char *, int, void *);
extern void close_bdev_excl(struct block_device *);

extern void init_special_inode(struct inode *, umode_t, dev_t);

extern void make_bad_inode(struct inode *);
extern int is_bad_inode(struct inode *);

/* READ, READA or WRITE of a bio; and just the data direction */
#define bio_rw(bio)		((bio)->bi_rw & (RW_MASK | RWA_MASK))
#define bio_data_dir(bio)	((bio)->bi_rw & 1)

extern int check_disk_change(struct block_device *);
extern void invalidate_bdev(struct block_device *, int);
extern int invalidate_inodes(struct super_block *);
extern int __invalidate_device(struct block_device *, int);
extern int invalidate_partition(struct gendisk *, int);
extern unsigned long invalidate_inode_pages(struct address_space *mapping);
extern void invalidate_inode_pages2(struct address_space *mapping);
extern void write_inode_now(struct inode *, int);
extern int filemap_fdatawrite(struct address_space *);
extern int filemap_flush(struct address_space *);
extern int filemap_fdatawait(struct address_space *);
extern int filemap_write_and_wait(struct address_space *mapping);
extern void sync_supers(void);
extern void sync_filesystems(int wait);
extern void emergency_sync(void);
extern int fsync_super(struct super_block *);
extern int fsync_no_super(struct block_device *);
extern int fsync_bdev(struct block_device *);
extern int sync_blockdev(struct block_device *bdev);
extern struct super_block *freeze_bdev(struct block_device *);
extern void thaw_bdev(struct block_device *, struct super_block *);
extern sector_t bmap(struct inode *, sector_t);
extern int notify_change(struct dentry *, struct iattr *);
extern int permission(struct inode *, int, struct nameidata *);
extern int get_write_access(struct inode *);
extern int deny_write_access(struct file *);

extern int kernel_read(struct file *, unsigned long, char *, unsigned long);
extern struct file *open_exec(const char *);

extern int is_subdir(struct dentry *, struct dentry *);
extern ino_t find_inode_number(struct dentry *, struct qstr *);

#include <linux/err.h>

extern loff_t default_llseek(struct file *file, loff_t offset, int origin);
extern loff_t vfs_llseek(struct file *file, loff_t offset, int origin);

extern void inode_init_once(struct inode *);
extern void iput(struct inode *);
extern struct inode *igrab(struct inode *);
extern ino_t iunique(struct super_block *, ino_t);
extern struct inode *ilookup(struct super_block *sb, unsigned long ino);
extern struct inode *iget_locked(struct super_block *, unsigned long);
extern void unlock_new_inode(struct inode *);
extern struct inode *iget(struct super_block *sb, unsigned long ino);
extern void __iget(struct inode *inode);
extern void clear_inode(struct inode *);
extern struct inode *new_inode(struct super_block *);
extern void __insert_inode_hash(struct inode *, unsigned long hashval);
extern void remove_inode_hash(struct inode *);
static inline void insert_inode_hash(struct inode *inode)
{
	__insert_inode_hash(inode, inode->i_ino);
}

extern struct file *get_empty_filp(void);
extern void file_move(struct file *f, struct list_head *list);
extern void file_kill(struct file *f);

/* hand a bio to the block layer; rw is READ or WRITE (plus flags) */
extern void submit_bio(int rw, struct bio *bio);
extern int bdev_read_only(struct block_device *);
extern int set_blocksize(struct block_device *, int);
extern int sb_set_blocksize(struct super_block *, int);
extern int sb_min_blocksize(struct super_block *, int);

extern int generic_file_mmap(struct file *, struct vm_area_struct *);
extern int generic_file_readonly_mmap(struct file *, struct vm_area_struct *);
extern int file_read_actor(read_descriptor_t *desc, struct page *page,
			   unsigned long offset, unsigned long size);
extern int file_send_actor(read_descriptor_t *desc, struct page *page,
			   unsigned long offset, unsigned long size);
/*
 * fs/direct-io.c: the direct_IO method of a block-based file system
 * hands its iovecs and its get_blocks to blockdev_direct_IO(), which
 * pins the pages, maps the blocks, submits the bios, dirties what a
 * read filled and releases the pages.  _no_locking for a block
 * device's own inode.
 */
enum {
	DIO_LOCKING = 1,
	DIO_NO_LOCKING,
	DIO_OWN_LOCKING,
};
extern ssize_t __blockdev_direct_IO(int rw, struct kiocb *iocb,
	struct inode *inode, struct block_device *bdev,
	const struct iovec *iov, loff_t offset, unsigned long nr_segs,
	get_blocks_t get_blocks, dio_iodone_t end_io, int lock_type);

static inline ssize_t blockdev_direct_IO(int rw, struct kiocb *iocb,
	struct inode *inode, struct block_device *bdev,
	const struct iovec *iov, loff_t offset, unsigned long nr_segs,
	get_blocks_t get_blocks, dio_iodone_t end_io)
{
	return __blockdev_direct_IO(rw, iocb, inode, bdev, iov, offset,
				    nr_segs, get_blocks, end_io, DIO_LOCKING);
}

static inline ssize_t blockdev_direct_IO_no_locking(int rw,
	struct kiocb *iocb, struct inode *inode, struct block_device *bdev,
	const struct iovec *iov, loff_t offset, unsigned long nr_segs,
	get_blocks_t get_blocks, dio_iodone_t end_io)
{
	return __blockdev_direct_IO(rw, iocb, inode, bdev, iov, offset,
				    nr_segs, get_blocks, end_io,
				    DIO_NO_LOCKING);
}

/* the block device of a block device's own inode */
extern struct block_device *I_BDEV(struct inode *inode);

extern ssize_t generic_file_read(struct file *, char __user *, size_t,
				 loff_t *);
extern int generic_write_checks(struct file *file, loff_t *pos,
				size_t *count, int isblk);
extern ssize_t generic_file_write(struct file *, const char __user *, size_t,
				  loff_t *);
extern ssize_t generic_file_aio_read(struct kiocb *, char __user *, size_t,
				     loff_t);
extern ssize_t generic_file_aio_write(struct kiocb *, const char __user *,
				      size_t, loff_t);
extern ssize_t generic_file_sendfile(struct file *, loff_t *, size_t,
				     read_actor_t, void __user *);
extern ssize_t generic_file_readv(struct file *filp, const struct iovec *iov,
				  unsigned long nr_segs, loff_t *ppos);
extern ssize_t generic_file_writev(struct file *filp, const struct iovec *iov,
				   unsigned long nr_segs, loff_t *ppos);
extern loff_t no_llseek(struct file *file, loff_t offset, int origin);
extern loff_t generic_file_llseek(struct file *file, loff_t offset,
				  int origin);
extern loff_t remote_llseek(struct file *file, loff_t offset, int origin);
extern int generic_file_open(struct inode *inode, struct file *filp);
extern int nonseekable_open(struct inode *inode, struct file *filp);

extern ssize_t generic_read_dir(struct file *, char __user *, size_t,
				loff_t *);
extern int dcache_dir_open(struct inode *, struct file *);
extern int dcache_dir_close(struct inode *, struct file *);
extern loff_t dcache_dir_lseek(struct file *, loff_t, int);
extern int dcache_readdir(struct file *, void *, filldir_t);
extern int simple_getattr(struct vfsmount *, struct dentry *, struct kstat *);
extern int simple_statfs(struct super_block *, struct kstatfs *);
extern int simple_link(struct dentry *, struct inode *, struct dentry *);
extern int simple_unlink(struct inode *, struct dentry *);
extern int simple_rmdir(struct inode *, struct dentry *);
extern int simple_sync_file(struct file *, struct dentry *, int);
extern int simple_empty(struct dentry *);
extern int simple_readpage(struct file *file, struct page *page);
extern int simple_prepare_write(struct file *file, struct page *page,
				unsigned offset, unsigned to);
extern int simple_commit_write(struct file *file, struct page *page,
			       unsigned offset, unsigned to);
extern struct dentry *simple_lookup(struct inode *, struct dentry *,
				    struct nameidata *);
extern ssize_t generic_read_dir(struct file *, char __user *, size_t,
				loff_t *);
extern struct file_operations simple_dir_operations;
extern struct inode_operations simple_dir_inode_operations;
extern int simple_fill_super(struct super_block *, int, void *);
extern int simple_pin_fs(char *name, struct vfsmount **mount, int *count);
extern void simple_release_fs(struct vfsmount **mount, int *count);
extern ssize_t simple_read_from_buffer(void __user *, size_t, loff_t *,
				       const void *, size_t);

extern int file_fsync(struct file *, struct dentry *, int);
extern int inode_change_ok(struct inode *, struct iattr *);
extern int inode_setattr(struct inode *, struct iattr *);
extern void inode_update_time(struct inode *inode, int ctime_too);

extern struct file_operations generic_ro_fops;

extern int vfs_readlink(struct dentry *, char __user *, int, const char *);
extern int vfs_follow_link(struct nameidata *, const char *);
extern int page_readlink(struct dentry *, char __user *, int);
extern int page_follow_link(struct dentry *, struct nameidata *);

extern void generic_fillattr(struct inode *, struct kstat *);
extern int vfs_getattr(struct vfsmount *, struct dentry *, struct kstat *);
extern void inode_add_bytes(struct inode *inode, loff_t bytes);
extern void inode_sub_bytes(struct inode *inode, loff_t bytes);
extern loff_t inode_get_bytes(struct inode *inode);
extern void inode_set_bytes(struct inode *inode, loff_t bytes);

extern int vfs_readdir(struct file *, filldir_t, void *);
extern int vfs_stat(char __user *, struct kstat *);
extern int vfs_lstat(char __user *, struct kstat *);
extern int vfs_fstat(unsigned int, struct kstat *);

extern struct super_block *get_super(struct block_device *);
extern struct super_block *user_get_super(dev_t);
extern void drop_super(struct super_block *sb);

extern char *d_path(struct dentry *, struct vfsmount *, char *, int);

static inline ino_t parent_ino(struct dentry *dentry)
{
	return dentry->d_parent->d_inode->i_ino;
}

extern int generic_osync_inode(struct inode *, struct address_space *, int);

#endif /* __KERNEL__ */

#endif /* _ZC26_LINUX_FS_H */
