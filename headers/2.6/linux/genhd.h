/*
 * zcport model of the Linux 2.6 kernel API: <linux/genhd.h>
 * struct gendisk as allocated by alloc_disk() and published by
 * add_disk().  (The 2.4 gendisk with major_name/sizes/add_gendisk/
 * register_disk is gone in 2.6.)
 */
#ifndef _ZC26_LINUX_GENHD_H
#define _ZC26_LINUX_GENHD_H

#include <linux/config.h>
#include <linux/types.h>
#include <linux/major.h>
#include <linux/device.h>
#include <linux/smp.h>
#include <linux/string.h>
#include <linux/fs.h>
#include <linux/kobject.h>

enum {
	DOS_EXTENDED_PARTITION = 5,
	LINUX_EXTENDED_PARTITION = 0x85,
	WIN98_EXTENDED_PARTITION = 0x0f,
	LINUX_SWAP_PARTITION = 0x82,
	LINUX_RAID_PARTITION = 0xfd,
	SOLARIS_X86_PARTITION = LINUX_SWAP_PARTITION,
	NEW_SOLARIS_X86_PARTITION = 0xbf,
	DM6_AUX1PARTITION = 0x51,
	DM6_AUX3PARTITION = 0x53,
	DM6_PARTITION = 0x54,
	EZD_PARTITION = 0x55,
	FREEBSD_PARTITION = 0xa5,
	OPENBSD_PARTITION = 0xa6,
	NETBSD_PARTITION = 0xa9,
	BSDI_PARTITION = 0xb7,
	MINIX_PARTITION = 0x81,
	UNIXWARE_PARTITION = 0x63,
};

struct partition {
	unsigned char boot_ind;
	unsigned char head;
	unsigned char sector;
	unsigned char cyl;
	unsigned char sys_ind;
	unsigned char end_head;
	unsigned char end_sector;
	unsigned char end_cyl;
	unsigned int start_sect;
	unsigned int nr_sects;
} __attribute__((packed));

struct hd_struct {
	sector_t start_sect;
	sector_t nr_sects;
	struct kobject kobj;
	unsigned reads, read_sectors, writes, write_sectors;
	int policy, partno;
};

#define GENHD_FL_REMOVABLE			1
#define GENHD_FL_DRIVERFS			2
#define GENHD_FL_CD				8
#define GENHD_FL_UP				16
#define GENHD_FL_SUPPRESS_PARTITION_INFO	32

struct disk_stats {
	unsigned read_sectors, write_sectors;
	unsigned reads, writes;
	unsigned read_merges, write_merges;
	unsigned read_ticks, write_ticks;
	unsigned io_ticks;
	unsigned time_in_queue;
};

struct request_queue;
struct block_device_operations;
struct timer_rand_state;

struct gendisk {
	int major;			/* major number of driver */
	int first_minor;
	int minors;			/* 1 for a disk that cannot be partitioned */
	char disk_name[32];		/* name of major driver */
	struct hd_struct **part;	/* [indexed by minor] */
	struct block_device_operations *fops;
	struct request_queue *queue;
	void *private_data;
	sector_t capacity;		/* in 512-byte sectors */

	int flags;
	char devfs_name[64];
	int number;
	struct device *driverfs_dev;
	struct kobject kobj;

	struct timer_rand_state *random;
	int policy;

	atomic_t sync_io;
	unsigned long stamp, stamp_idle;
	int in_flight;
	struct disk_stats dkstats;
};

#define disk_stat_read(gendiskp, field)	((gendiskp)->dkstats.field)
#define disk_stat_add(gendiskp, field, addnd) \
	((gendiskp)->dkstats.field += (addnd))
#define disk_stat_inc(gendiskp, field)	disk_stat_add(gendiskp, field, 1)
#define disk_stat_dec(gendiskp, field)	disk_stat_add(gendiskp, field, -1)

extern void disk_round_stats(struct gendisk *disk);

extern void add_disk(struct gendisk *disk);
extern void del_gendisk(struct gendisk *gp);
extern void unlink_gendisk(struct gendisk *gp);
extern struct gendisk *get_gendisk(dev_t dev, int *part);

extern void set_device_ro(struct block_device *bdev, int flag);
extern void set_disk_ro(struct gendisk *disk, int flag);

extern void add_disk_randomness(struct gendisk *disk);
extern void rand_initialize_disk(struct gendisk *disk);

static inline sector_t get_start_sect(struct block_device *bdev)
{
	return bdev->bd_contains == bdev ? 0 : bdev->bd_part->start_sect;
}

static inline sector_t get_capacity(struct gendisk *disk)
{
	return disk->capacity;
}

static inline void set_capacity(struct gendisk *disk, sector_t size)
{
	disk->capacity = size;
}

extern char *disk_name(struct gendisk *hd, int part, char *buf);

extern int rescan_partitions(struct gendisk *disk, struct block_device *bdev);
extern void add_partition(struct gendisk *, int, sector_t, sector_t);
extern void delete_partition(struct gendisk *, int);

extern struct gendisk *alloc_disk(int minors);
extern struct kobject *get_disk(struct gendisk *disk);
extern void put_disk(struct gendisk *disk);

extern void blk_register_region(dev_t dev, unsigned long range,
				struct module *module,
				struct kobject *(*probe)(dev_t, int *, void *),
				int (*lock)(dev_t, void *),
				void *data);
extern void blk_unregister_region(dev_t dev, unsigned long range);

static inline struct block_device *bdget_disk(struct gendisk *disk, int index)
{
	return bdget(MKDEV(disk->major, disk->first_minor) + index);
}

#endif
