#ifndef _LINUX_FS_H
#define _LINUX_FS_H

/*
 * zcport model of the Linux 2.4 API: files, inodes, buffer heads,
 * block devices and the registration calls for char and block
 * drivers.
 */

#include <linux/config.h>
#include <linux/linkage.h>
#include <linux/wait.h>
#include <linux/types.h>
#include <linux/kdev_t.h>
#include <linux/ioctl.h>
#include <linux/list.h>
#include <linux/dcache.h>
#include <linux/stat.h>
#include <linux/cache.h>
#include <linux/stddef.h>
#include <linux/string.h>
#include <linux/fcntl.h>
#include <linux/time.h>

#include <asm/atomic.h>
#include <asm/bitops.h>
#include <asm/page.h>
#include <asm/semaphore.h>

struct poll_table_struct;
struct file;
struct inode;
struct address_space;
struct super_block;
struct block_device;
struct vm_area_struct;
struct page;
struct kiobuf;
struct module;
struct nameidata;
struct statfs;
struct iovec;
struct files_struct;
struct pipe_inode_info;
struct file_system_type;
struct seq_file;
struct flock;
struct vfsmount;

/* file table limits */
#undef NR_OPEN
#define NR_OPEN		(1024 * 1024)
#define INR_OPEN	1024

#define BLOCK_SIZE_BITS	10
#define BLOCK_SIZE	(1 << BLOCK_SIZE_BITS)

#define NR_FILE		8192
#define NR_RESERVED_FILES 10
#define NR_SUPER	256

#define MAY_EXEC	1
#define MAY_WRITE	2
#define MAY_READ	4

#define FMODE_READ	1
#define FMODE_WRITE	2

/* I/O directions for ll_rw_block(), brw_kiovec() and friends */
#define READ		0
#define WRITE		1
#define READA		2	/* read-ahead: don't block */
#define SPECIAL		4	/* for aio.c */

#define SEL_IN		1
#define SEL_OUT		2
#define SEL_EX		4

/* super block flags */
#define MS_RDONLY	 1
#define MS_NOSUID	 2
#define MS_NODEV	 4
#define MS_NOEXEC	 8
#define MS_SYNCHRONOUS	16
#define MS_REMOUNT	32
#define MS_MANDLOCK	64
#define MS_NOATIME	1024
#define MS_NODIRATIME	2048
#define MS_BIND		4096

/* inode flags */
#define S_SYNC		1
#define S_NOATIME	2
#define S_QUOTA		4
#define S_APPEND	8
#define S_IMMUTABLE	16
#define S_DEAD		32
#define S_NOQUOTA	64

#define IS_RDONLY(inode)	((inode)->i_sb->s_flags & MS_RDONLY)
#define IS_SYNC(inode)		(((inode)->i_sb->s_flags & MS_SYNCHRONOUS) || \
				 ((inode)->i_flags & S_SYNC))
#define IS_APPEND(inode)	((inode)->i_flags & S_APPEND)
#define IS_IMMUTABLE(inode)	((inode)->i_flags & S_IMMUTABLE)

/* block device ioctls */
#define BLKROSET	_IO(0x12, 93)	/* set device read-only */
#define BLKROGET	_IO(0x12, 94)	/* get read-only status */
#define BLKRRPART	_IO(0x12, 95)	/* re-read partition table */
#define BLKGETSIZE	_IO(0x12, 96)	/* size in 512-byte sectors (long) */
#define BLKFLSBUF	_IO(0x12, 97)	/* flush buffer cache */
#define BLKRASET	_IO(0x12, 98)	/* set read ahead */
#define BLKRAGET	_IO(0x12, 99)	/* get read ahead */
#define BLKFRASET	_IO(0x12, 100)	/* set filesystem read ahead */
#define BLKFRAGET	_IO(0x12, 101)	/* get filesystem read ahead */
#define BLKSECTSET	_IO(0x12, 102)	/* set max sectors per request */
#define BLKSECTGET	_IO(0x12, 103)	/* get max sectors per request */
#define BLKSSZGET	_IO(0x12, 104)	/* get hardware sector size */
#define BLKBSZGET	_IOR(0x12, 112, sizeof(int))
#define BLKBSZSET	_IOW(0x12, 113, sizeof(int))
#define BLKGETSIZE64	_IOR(0x12, 114, sizeof(u64))	/* size in bytes */

#define BMAP_IOCTL	1		/* obsolete, kept for compatibility */
#define FIBMAP		_IO(0x00, 1)	/* bmap access */
#define FIGETBSZ	_IO(0x00, 2)	/* get the block size */

#ifdef __KERNEL__

#include <asm/byteorder.h>

extern void update_atime(struct inode *);
#define UPDATE_ATIME(inode)	update_atime(inode)

extern void buffer_init(unsigned long);
extern void inode_init(unsigned long);
extern void mnt_init(unsigned long);

/* buffer_head state bits */
enum bh_state_bits {
	BH_Uptodate,	/* data valid */
	BH_Dirty,	/* needs writing */
	BH_Lock,	/* I/O in progress */
	BH_Req,		/* submitted at least once */
	BH_Mapped,	/* b_blocknr is meaningful */
	BH_New,		/* freshly allocated block */
	BH_Async,	/* async completion in progress */
	BH_Wait_IO,
	BH_launder,
	BH_JBD,		/* used by the journalling layer */

	BH_PrivateStart	/* drivers may use this bit and up */
};

#define MAX_BUF_PER_PAGE (PAGE_SIZE / 512)

/*
 * One block of a block device, in the buffer cache or submitted
 * directly by submit_bh()/ll_rw_block()/brw_kiovec().
 */
struct buffer_head {
	/* first cache line */
	struct buffer_head	*b_next;	/* hash queue */
	unsigned long		b_blocknr;	/* block number */
	unsigned short		b_size;		/* block size in bytes */
	unsigned short		b_list;		/* LRU list it is on */
	kdev_t			b_dev;		/* device (B_FREE = free) */

	atomic_t		b_count;	/* users */
	kdev_t			b_rdev;		/* real device (after remap) */
	unsigned long		b_state;	/* BH_* bits */
	unsigned long		b_flushtime;	/* when to write if dirty */

	struct buffer_head	*b_next_free;	/* LRU/free list */
	struct buffer_head	*b_prev_free;
	struct buffer_head	*b_this_page;	/* ring of buffers in a page */
	struct buffer_head	*b_reqnext;	/* request queue */

	struct buffer_head	**b_pprev;	/* hash queue */
	char			*b_data;	/* the data */
	struct page		*b_page;	/* page holding the data */
	void (*b_end_io)(struct buffer_head *bh, int uptodate);
	void			*b_private;	/* for b_end_io */

	unsigned long		b_rsector;	/* real sector (after remap) */
	wait_queue_head_t	b_wait;

	struct list_head	b_inode_buffers; /* inode dirty list */
};

typedef void (bh_end_io_t)(struct buffer_head *bh, int uptodate);
void init_buffer(struct buffer_head *, bh_end_io_t *, void *);

#define __buffer_state(bh, state) (((bh)->b_state & (1UL << BH_##state)) != 0)

#define buffer_uptodate(bh)	__buffer_state(bh, Uptodate)
#define buffer_dirty(bh)	__buffer_state(bh, Dirty)
#define buffer_locked(bh)	__buffer_state(bh, Lock)
#define buffer_req(bh)		__buffer_state(bh, Req)
#define buffer_mapped(bh)	__buffer_state(bh, Mapped)
#define buffer_new(bh)		__buffer_state(bh, New)
#define buffer_async(bh)	__buffer_state(bh, Async)
#define buffer_launder(bh)	__buffer_state(bh, launder)

#define bh_offset(bh)		((unsigned long) (bh)->b_data & ~PAGE_MASK)

extern void set_bh_page(struct buffer_head *bh, struct page *page,
			unsigned long offset);

#define touch_buffer(bh)	mark_page_accessed(bh->b_page)

#include <linux/pipe_fs_i.h>

/* attribute changes passed to ->setattr() */
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

struct iattr {
	unsigned int	ia_valid;
	umode_t		ia_mode;
	uid_t		ia_uid;
	gid_t		ia_gid;
	loff_t		ia_size;
	time_t		ia_atime;
	time_t		ia_mtime;
	time_t		ia_ctime;
	unsigned int	ia_attr_flags;
};

struct address_space_operations {
	int (*writepage)(struct page *);
	int (*readpage)(struct file *, struct page *);
	int (*sync_page)(struct page *);
	int (*prepare_write)(struct file *, struct page *, unsigned,
			     unsigned);
	int (*commit_write)(struct file *, struct page *, unsigned,
			    unsigned);
	int (*bmap)(struct address_space *, long);
	int (*flushpage)(struct page *, unsigned long);
	int (*releasepage)(struct page *, int);
#define KERNEL_HAS_O_DIRECT
	int (*direct_IO)(int, struct inode *, struct kiobuf *, unsigned long,
			 int);
};

struct address_space {
	struct list_head	clean_pages;
	struct list_head	dirty_pages;
	struct list_head	locked_pages;
	unsigned long		nrpages;
	struct address_space_operations *a_ops;
	struct inode		*host;
	struct vm_area_struct	*i_mmap;
	struct vm_area_struct	*i_mmap_shared;
	spinlock_t		i_shared_lock;
	int			gfp_mask;
};

struct char_device {
	struct list_head	hash;
	atomic_t		count;
	dev_t			dev;
	atomic_t		openers;
	struct semaphore	sem;
};

struct block_device {
	struct list_head	bd_hash;
	atomic_t		bd_count;
	struct inode		*bd_inode;
	dev_t			bd_dev;		/* search key, not a kdev_t */
	int			bd_openers;
	const struct block_device_operations *bd_op;
	struct semaphore	bd_sem;		/* serialises open/release */
	struct list_head	bd_inodes;
};

struct inode {
	struct list_head	i_hash;
	struct list_head	i_list;
	struct list_head	i_dentry;

	struct list_head	i_dirty_buffers;
	struct list_head	i_dirty_data_buffers;

	unsigned long		i_ino;
	atomic_t		i_count;
	kdev_t			i_dev;
	umode_t			i_mode;
	nlink_t			i_nlink;
	uid_t			i_uid;
	gid_t			i_gid;
	kdev_t			i_rdev;
	loff_t			i_size;
	time_t			i_atime;
	time_t			i_mtime;
	time_t			i_ctime;
	unsigned int		i_blkbits;
	unsigned long		i_blksize;
	unsigned long		i_blocks;
	unsigned long		i_version;
	struct semaphore	i_sem;
	struct semaphore	i_zombie;
	struct inode_operations	*i_op;
	struct file_operations	*i_fop;
	struct super_block	*i_sb;
	wait_queue_head_t	i_wait;
	struct file_lock	*i_flock;
	struct address_space	*i_mapping;
	struct address_space	i_data;
	struct list_head	i_devices;
	struct pipe_inode_info	*i_pipe;
	struct block_device	*i_bdev;
	struct char_device	*i_cdev;

	unsigned long		i_dnotify_mask;
	struct dnotify_struct	*i_dnotify;

	unsigned long		i_state;

	unsigned int		i_flags;
	unsigned char		i_sock;

	atomic_t		i_writecount;
	unsigned int		i_attr_flags;
	__u32			i_generation;
	union {
		void		*generic_ip;
	} u;
};

struct fown_struct {
	int		pid;		/* pid or -pgrp to send SIGIO to */
	uid_t		uid, euid;
	int		signum;		/* 0 means SIGIO */
};

struct file {
	struct list_head	f_list;
	struct dentry		*f_dentry;
	struct vfsmount		*f_vfsmnt;
	struct file_operations	*f_op;
	atomic_t		f_count;
	unsigned int		f_flags;
	mode_t			f_mode;
	loff_t			f_pos;
	unsigned long		f_reada, f_ramax, f_raend, f_ralen, f_rawin;
	struct fown_struct	f_owner;
	unsigned int		f_uid, f_gid;
	int			f_error;

	unsigned long		f_version;

	/* private to the driver or file system */
	void			*private_data;

	/* preallocated kiobuf for O_DIRECT and raw I/O */
	struct kiobuf		*f_iobuf;
	long			f_iobuf_lock;
};

extern spinlock_t files_lock;
#define file_list_lock()	spin_lock(&files_lock)
#define file_list_unlock()	spin_unlock(&files_lock)

#define get_file(x)	atomic_inc(&(x)->f_count)
#define file_count(x)	atomic_read(&(x)->f_count)

extern int init_private_file(struct file *, struct dentry *, int);

#define MAX_NON_LFS	((1UL << 31) - 1)

#define FL_POSIX	1
#define FL_FLOCK	2
#define FL_BROKEN	4
#define FL_ACCESS	8
#define FL_LOCKD	16
#define FL_LEASE	32

typedef struct files_struct *fl_owner_t;

struct file_lock {
	struct file_lock	*fl_next;
	struct list_head	fl_link;
	struct list_head	fl_block;
	fl_owner_t		fl_owner;
	unsigned int		fl_pid;
	wait_queue_head_t	fl_wait;
	struct file		*fl_file;
	unsigned char		fl_flags;
	unsigned char		fl_type;
	loff_t			fl_start;
	loff_t			fl_end;
	void (*fl_notify)(struct file_lock *);
	void (*fl_insert)(struct file_lock *);
	void (*fl_remove)(struct file_lock *);
	struct fasync_struct	*fl_fasync;
	unsigned long		fl_break_time;
};

#define OFFSET_MAX	((loff_t) ((~0ULL) >> 1))
#define OFFT_OFFSET_MAX	((off_t) ((~0UL) >> 1))

extern struct list_head file_lock_list;

extern int fcntl_getlk(unsigned int, struct flock *);
extern int fcntl_setlk(unsigned int, unsigned int, struct flock *);
extern void locks_remove_posix(struct file *, fl_owner_t);
extern void locks_remove_flock(struct file *);
extern int posix_lock_file(struct file *, struct file_lock *, unsigned int);
extern int __get_lease(struct inode *inode, unsigned int flags);

struct fasync_struct {
	int			magic;
	int			fa_fd;
	struct fasync_struct	*fa_next;
	struct file		*fa_file;
};

#define FASYNC_MAGIC 0x4601

extern int fasync_helper(int, struct file *, int, struct fasync_struct **);
extern void kill_fasync(struct fasync_struct **, int, int);
extern void __kill_fasync(struct fasync_struct *, int, int);

struct super_block {
	struct list_head	s_list;
	kdev_t			s_dev;
	unsigned long		s_blocksize;
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
	atomic_t		s_active;
	struct list_head	s_dirty;
	struct list_head	s_locked_inodes;
	struct list_head	s_files;
	struct block_device	*s_bdev;
	struct list_head	s_instances;
	union {
		void		*generic_sbp;
	} u;
};

/* the "filldir" callback used by readdir */
typedef int (*filldir_t)(void *, const char *, int, loff_t, ino_t,
			 unsigned);

struct block_device_operations {
	int (*open)(struct inode *, struct file *);
	int (*release)(struct inode *, struct file *);
	int (*ioctl)(struct inode *, struct file *, unsigned, unsigned long);
	int (*check_media_change)(kdev_t);
	int (*revalidate)(kdev_t);
	struct module *owner;
};

/*
 * Driver entry points for a character device (and file systems).
 * The ioctl entry still gets the inode and runs under the big
 * kernel lock in 2.4.
 */
struct file_operations {
	struct module *owner;
	loff_t (*llseek)(struct file *, loff_t, int);
	ssize_t (*read)(struct file *, char *, size_t, loff_t *);
	ssize_t (*write)(struct file *, const char *, size_t, loff_t *);
	int (*readdir)(struct file *, void *, filldir_t);
	unsigned int (*poll)(struct file *, struct poll_table_struct *);
	int (*ioctl)(struct inode *, struct file *, unsigned int,
		     unsigned long);
	int (*mmap)(struct file *, struct vm_area_struct *);
	int (*open)(struct inode *, struct file *);
	int (*flush)(struct file *);
	int (*release)(struct inode *, struct file *);
	int (*fsync)(struct file *, struct dentry *, int datasync);
	int (*fasync)(int, struct file *, int);
	int (*lock)(struct file *, int, struct file_lock *);
	ssize_t (*readv)(struct file *, const struct iovec *, unsigned long,
			 loff_t *);
	ssize_t (*writev)(struct file *, const struct iovec *, unsigned long,
			  loff_t *);
	ssize_t (*sendpage)(struct file *, struct page *, int, size_t,
			    loff_t *, int);
	unsigned long (*get_unmapped_area)(struct file *, unsigned long,
					   unsigned long, unsigned long,
					   unsigned long);
};

struct inode_operations {
	int (*create)(struct inode *, struct dentry *, int);
	struct dentry *(*lookup)(struct inode *, struct dentry *);
	int (*link)(struct dentry *, struct inode *, struct dentry *);
	int (*unlink)(struct inode *, struct dentry *);
	int (*symlink)(struct inode *, struct dentry *, const char *);
	int (*mkdir)(struct inode *, struct dentry *, int);
	int (*rmdir)(struct inode *, struct dentry *);
	int (*mknod)(struct inode *, struct dentry *, int, int);
	int (*rename)(struct inode *, struct dentry *,
		      struct inode *, struct dentry *);
	int (*readlink)(struct dentry *, char *, int);
	int (*follow_link)(struct dentry *, struct nameidata *);
	void (*truncate)(struct inode *);
	int (*permission)(struct inode *, int);
	int (*revalidate)(struct dentry *);
	int (*setattr)(struct dentry *, struct iattr *);
	int (*getattr)(struct dentry *, struct iattr *);
};

struct super_operations {
	void (*read_inode)(struct inode *);
	void (*dirty_inode)(struct inode *);
	void (*write_inode)(struct inode *, int);
	void (*put_inode)(struct inode *);
	void (*delete_inode)(struct inode *);
	void (*put_super)(struct super_block *);
	void (*write_super)(struct super_block *);
	void (*write_super_lockfs)(struct super_block *);
	void (*unlockfs)(struct super_block *);
	int (*statfs)(struct super_block *, struct statfs *);
	int (*remount_fs)(struct super_block *, int *, char *);
	void (*clear_inode)(struct inode *);
	void (*umount_begin)(struct super_block *);
};

/* inode->i_state */
#define I_DIRTY_SYNC		1
#define I_DIRTY_DATASYNC	2
#define I_DIRTY_PAGES		4
#define I_LOCK			8
#define I_FREEING		16
#define I_CLEAR			32

#define I_DIRTY (I_DIRTY_SYNC | I_DIRTY_DATASYNC | I_DIRTY_PAGES)

extern void __mark_inode_dirty(struct inode *, int);

static inline void mark_inode_dirty(struct inode *inode)
{
	__mark_inode_dirty(inode, I_DIRTY);
}

struct file_system_type {
	const char		*name;
	int			fs_flags;
	struct super_block	*(*read_super)(struct super_block *, void *,
					       int);
	struct module		*owner;
	struct file_system_type	*next;
	struct list_head	fs_supers;
};

#define FS_REQUIRES_DEV		1
#define FS_NO_DCACHE		2
#define FS_NO_PRELIM		4
#define FS_SINGLE		8
#define FS_NOMOUNT		16
#define FS_LITTER		32
#define FS_ODD_RENAME		32768

extern int register_filesystem(struct file_system_type *);
extern int unregister_filesystem(struct file_system_type *);

/* character and block device registration */
extern int register_chrdev(unsigned int, const char *,
			   struct file_operations *);
extern int unregister_chrdev(unsigned int, const char *);
extern int chrdev_open(struct inode *, struct file *);
extern const char *cdevname(kdev_t);
extern struct file_operations def_chr_fops;

extern int register_blkdev(unsigned int, const char *,
			   struct block_device_operations *);
extern int unregister_blkdev(unsigned int, const char *);
extern struct block_device *bdget(dev_t);
extern int bd_acquire(struct inode *inode);
extern void bd_forget(struct inode *inode);
extern void bdput(struct block_device *);
extern struct char_device *cdget(dev_t);
extern void cdput(struct char_device *);
extern int blkdev_open(struct inode *, struct file *);
extern int blkdev_close(struct inode *, struct file *);
extern struct file_operations def_blk_fops;
extern struct address_space_operations def_blk_aops;
extern struct file_operations def_fifo_fops;
extern int ioctl_by_bdev(struct block_device *, unsigned, unsigned long);
extern int blkdev_get(struct block_device *, mode_t, unsigned, int);
extern int blkdev_put(struct block_device *, int);
extern struct block_device_operations *get_blkfops(unsigned int);
extern const char *bdevname(kdev_t);
extern const char *kdevname(kdev_t);
extern void init_special_inode(struct inode *, umode_t, int);

/* the "kind" argument of blkdev_get()/blkdev_put() */
#define BDEV_FILE	0
#define BDEV_SWAP	1
#define BDEV_FS		2
#define BDEV_RAW	3

extern int check_disk_change(kdev_t);
extern int invalidate_inodes(struct super_block *);
extern int invalidate_device(kdev_t, int);
extern void invalidate_inode_pages(struct inode *);
extern void invalidate_inode_pages2(struct address_space *);
extern void invalidate_inode_buffers(struct inode *);
#define invalidate_buffers(dev)	__invalidate_buffers((dev), 0)
#define destroy_buffers(dev)	__invalidate_buffers((dev), 1)
extern void __invalidate_buffers(kdev_t dev, int);
extern void sync_inodes(kdev_t);
extern void sync_unlocked_inodes(void);
extern void write_inode_now(struct inode *, int);
extern int sync_buffers(kdev_t, int);
extern void sync_dev(kdev_t);
extern int fsync_dev(kdev_t);
extern int fsync_super(struct super_block *);
extern int fsync_no_super(kdev_t);
extern void sync_inodes_sb(struct super_block *);
extern int osync_inode_buffers(struct inode *);
extern int osync_inode_data_buffers(struct inode *);
extern int fsync_inode_buffers(struct inode *);
extern int fsync_inode_data_buffers(struct inode *);
extern int inode_has_buffers(struct inode *);
extern int filemap_fdatasync(struct address_space *);
extern int filemap_fdatawait(struct address_space *);
extern void sync_supers(kdev_t dev);
extern int bmap(struct inode *, int);
extern int notify_change(struct dentry *, struct iattr *);
extern int permission(struct inode *, int);
extern int vfs_permission(struct inode *, int);
extern int get_write_access(struct inode *);
extern int deny_write_access(struct file *);

static inline void put_write_access(struct inode *inode)
{
	atomic_dec(&inode->i_writecount);
}

static inline void allow_write_access(struct file *file)
{
	if (file)
		atomic_inc(&file->f_dentry->d_inode->i_writecount);
}

extern int do_pipe(int *);

extern int open_namei(const char *, int, int, struct nameidata *);

extern int kernel_read(struct file *, unsigned long, char *, unsigned long);
extern struct file *open_exec(const char *);

extern int is_subdir(struct dentry *, struct dentry *);
extern ino_t find_inode_number(struct dentry *, struct qstr *);

/* the read-only flag of a block device */
extern int is_read_only(kdev_t);
extern void set_device_ro(kdev_t dev, int flag);

extern struct file *filp_open(const char *, int, int);
extern struct file *dentry_open(struct dentry *, struct vfsmount *, int);
extern int filp_close(struct file *, fl_owner_t id);
extern char *getname(const char *);
#define putname(name)	free_page((unsigned long) (name))

extern void iput(struct inode *);
extern void force_delete(struct inode *);
extern struct inode *igrab(struct inode *);
extern ino_t iunique(struct super_block *, ino_t);

typedef int (*find_inode_t)(struct inode *, unsigned long, void *);
extern struct inode *iget4(struct super_block *, unsigned long,
			   find_inode_t, void *);

static inline struct inode *iget(struct super_block *sb, unsigned long ino)
{
	return iget4(sb, ino, (find_inode_t) 0, (void *) 0);
}

extern void clear_inode(struct inode *);
extern struct inode *get_empty_inode(void);

static inline struct inode *new_inode(struct super_block *sb)
{
	struct inode *inode = get_empty_inode();

	if (inode) {
		inode->i_sb = sb;
		inode->i_dev = sb->s_dev;
		inode->i_blkbits = sb->s_blocksize_bits;
	}
	return inode;
}

extern void remove_suid(struct inode *inode);
extern void insert_inode_hash(struct inode *);
extern void remove_inode_hash(struct inode *);
extern struct file *get_empty_filp(void);
extern void file_move(struct file *f, struct list_head *list);

/* the buffer cache */
extern struct buffer_head *get_hash_table(kdev_t, int, int);
extern struct buffer_head *getblk(kdev_t, int, int);
extern void ll_rw_block(int, int, struct buffer_head *bh[]);
extern void submit_bh(int, struct buffer_head *);
extern void __brelse(struct buffer_head *);

static inline void brelse(struct buffer_head *buf)
{
	if (buf)
		__brelse(buf);
}

extern void __bforget(struct buffer_head *);

static inline void bforget(struct buffer_head *buf)
{
	if (buf)
		__bforget(buf);
}

extern int set_blocksize(kdev_t, int);
extern int sb_set_blocksize(struct super_block *, int);
extern int sb_min_blocksize(struct super_block *, int);
extern struct buffer_head *bread(kdev_t, int, int);

static inline struct buffer_head *sb_bread(struct super_block *sb, int block)
{
	return bread(sb->s_dev, block, sb->s_blocksize);
}

static inline struct buffer_head *sb_getblk(struct super_block *sb,
					    int block)
{
	return getblk(sb->s_dev, block, sb->s_blocksize);
}

extern void wakeup_bdflush(void);
extern void put_unused_buffer_head(struct buffer_head *bh);
extern struct buffer_head *get_unused_buffer_head(int async);

extern int brw_page(int, struct page *, kdev_t, int[], int);

extern void mark_buffer_dirty(struct buffer_head *bh);
extern void mark_buffer_async(struct buffer_head *bh, int on);
extern void refile_buffer(struct buffer_head *buf);
extern void end_buffer_io_sync(struct buffer_head *bh, int uptodate);

static inline void mark_buffer_uptodate(struct buffer_head *bh, int on)
{
	if (on)
		set_bit(BH_Uptodate, &bh->b_state);
	else
		clear_bit(BH_Uptodate, &bh->b_state);
}

#define atomic_set_buffer_clean(bh) test_and_clear_bit(BH_Dirty, &(bh)->b_state)

static inline void mark_buffer_clean(struct buffer_head *bh)
{
	atomic_set_buffer_clean(bh);
}

static inline void buffer_IO_error(struct buffer_head *bh)
{
	mark_buffer_clean(bh);
	bh->b_end_io(bh, 0);
}

typedef int (get_block_t)(struct inode *, long, struct buffer_head *, int);

extern int block_flushpage(struct page *, unsigned long);
extern int block_symlink(struct inode *, const char *, int);
extern int block_write_full_page(struct page *, get_block_t *);
extern int block_read_full_page(struct page *, get_block_t *);
extern int block_prepare_write(struct page *, unsigned, unsigned,
			       get_block_t *);
extern int generic_block_bmap(struct address_space *, long, get_block_t *);
extern int generic_commit_write(struct file *, struct page *, unsigned,
				unsigned);
extern int block_truncate_page(struct address_space *, loff_t,
			       get_block_t *);
extern int generic_direct_IO(int, struct inode *, struct kiobuf *,
			     unsigned long, int, get_block_t *);

extern int waitfor_one_page(struct page *);
extern int writeout_one_page(struct page *);

extern int generic_file_mmap(struct file *, struct vm_area_struct *);
extern int file_read_actor(void *, struct page *, unsigned long,
			   unsigned long);
extern ssize_t generic_file_read(struct file *, char *, size_t, loff_t *);
extern ssize_t generic_file_write(struct file *, const char *, size_t,
				  loff_t *);

extern ssize_t generic_read_dir(struct file *, char *, size_t, loff_t *);
extern int dcache_readdir(struct file *, void *, filldir_t);
extern loff_t generic_file_llseek(struct file *, loff_t, int);
extern loff_t no_llseek(struct file *file, loff_t offset, int origin);
extern loff_t default_llseek(struct file *file, loff_t offset, int origin);

extern int file_fsync(struct file *, struct dentry *, int);
extern int generic_buffer_fdatasync(struct inode *inode,
				    unsigned long start_idx,
				    unsigned long end_idx);
extern int generic_osync_inode(struct inode *, int);
#define OSYNC_METADATA	(1 << 0)
#define OSYNC_DATA	(1 << 1)
#define OSYNC_INODE	(1 << 2)

extern int inode_change_ok(struct inode *, struct iattr *);
extern int inode_setattr(struct inode *, struct iattr *);

extern struct super_block *get_super(kdev_t);
extern void drop_super(struct super_block *sb);
extern void put_super(kdev_t);

static inline int is_mounted(kdev_t dev)
{
	struct super_block *sb = get_super(dev);

	if (sb) {
		drop_super(sb);
		return 1;
	}
	return 0;
}

extern kdev_t ROOT_DEV;
extern char root_device_name[];

extern void show_buffers(void);

#ifdef CONFIG_BLK_DEV_INITRD
extern unsigned int real_root_dev;
#endif

extern ssize_t char_read(struct file *, char *, size_t, loff_t *);
extern ssize_t block_read(struct file *, char *, size_t, loff_t *);
extern int read_ahead[];

extern ssize_t char_write(struct file *, const char *, size_t, loff_t *);
extern ssize_t block_write(struct file *, const char *, size_t, loff_t *);

#endif /* __KERNEL__ */

#endif /* _LINUX_FS_H */
