#ifndef _LINUX_GENHD_H
#define _LINUX_GENHD_H

/*
 * zcport model of the Linux 2.4 API: disks and partitions.
 */

#include <linux/config.h>
#include <linux/types.h>
#include <linux/kdev_t.h>
#include <linux/major.h>

/* PC partition table entry types (a few) */
#define DOS_EXTENDED_PARTITION	5
#define LINUX_EXTENDED_PARTITION 0x85
#define WIN98_EXTENDED_PARTITION 0x0f
#define LINUX_SWAP_PARTITION	0x82
#define LINUX_RAID_PARTITION	0xfd

struct partition {
	unsigned char boot_ind;		/* bootable flag */
	unsigned char head;
	unsigned char sector;
	unsigned char cyl;
	unsigned char sys_ind;		/* type byte */
	unsigned char end_head;
	unsigned char end_sector;
	unsigned char end_cyl;
	unsigned int start_sect;	/* first sector */
	unsigned int nr_sects;		/* length in sectors */
} __attribute__((packed));

#ifdef __KERNEL__

#include <linux/devfs_fs_kernel.h>

struct hd_struct {
	unsigned long start_sect;
	unsigned long nr_sects;
	devfs_handle_t de;
	int number;
	unsigned int ios_in_flight;
	unsigned int io_ticks;
	unsigned int last_idle_time;
	unsigned int last_queue_change;
	unsigned int aveq;
	unsigned int rd_ios;
	unsigned int rd_merges;
	unsigned int rd_ticks;
	unsigned int rd_sectors;
	unsigned int wr_ios;
	unsigned int wr_merges;
	unsigned int wr_ticks;
	unsigned int wr_sectors;
};

#define GENHD_FL_REMOVABLE	1

struct block_device_operations;

struct gendisk {
	int major;
	const char *major_name;
	int minor_shift;		/* log2 of minors per unit */
	int max_p;

	struct hd_struct *part;		/* per minor */
	int *sizes;			/* per minor, in KB */
	int nr_real;			/* units (disks) */

	void *real_devices;
	struct gendisk *next;
	struct block_device_operations *fops;

	devfs_handle_t *de_arr;		/* per unit */
	char *flags;			/* per unit, GENHD_FL_* */
};

extern struct gendisk *gendisk_head;

extern void add_gendisk(struct gendisk *gp);
extern void del_gendisk(struct gendisk *gp);
extern struct gendisk *get_gendisk(kdev_t dev);
extern unsigned long get_start_sect(kdev_t dev);
extern unsigned long get_nr_sects(kdev_t dev);

extern void devfs_register_partitions(struct gendisk *dev, int minor,
				      int unregister);

#endif /* __KERNEL__ */

#endif /* _LINUX_GENHD_H */
