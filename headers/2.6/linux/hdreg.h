/* zcport model of Linux 2.6: <linux/hdreg.h> (the ioctl interface) */
#ifndef _ZC26_LINUX_HDREG_H
#define _ZC26_LINUX_HDREG_H

struct hd_geometry {
	unsigned char heads;
	unsigned char sectors;
	unsigned short cylinders;
	unsigned long start;
};

#define HDIO_GETGEO		0x0301	/* get device geometry */
#define HDIO_GET_UNMASKINTR	0x0302
#define HDIO_GET_MULTCOUNT	0x0304
#define HDIO_GET_QDMA		0x0305
#define HDIO_SET_XFER		0x0306
#define HDIO_OBSOLETE_IDENTITY	0x0307
#define HDIO_GET_KEEPSETTINGS	0x0308
#define HDIO_GET_32BIT		0x0309
#define HDIO_GET_NOWERR		0x030a
#define HDIO_GET_DMA		0x030b
#define HDIO_GET_NICE		0x030c
#define HDIO_GET_IDENTITY	0x030d
#define HDIO_GET_WCACHE		0x030e
#define HDIO_GET_ACOUSTIC	0x030f
#define HDIO_GET_ADDRESS	0x0310
#define HDIO_GET_BUSSTATE	0x031a
#define HDIO_TRISTATE_HWIF	0x031b
#define HDIO_DRIVE_RESET	0x031c
#define HDIO_DRIVE_TASKFILE	0x031d
#define HDIO_DRIVE_TASK		0x031e
#define HDIO_DRIVE_CMD		0x031f
#define HDIO_SET_MULTCOUNT	0x0321
#define HDIO_SET_UNMASKINTR	0x0322
#define HDIO_SET_KEEPSETTINGS	0x0323
#define HDIO_SET_32BIT		0x0324
#define HDIO_SET_NOWERR		0x0325
#define HDIO_SET_DMA		0x0326
#define HDIO_SET_PIO_MODE	0x0327
#define HDIO_SCAN_HWIF		0x0328
#define HDIO_SET_NICE		0x0329
#define HDIO_UNREGISTER_HWIF	0x032a
#define HDIO_SET_WCACHE		0x032b
#define HDIO_SET_ACOUSTIC	0x032c
#define HDIO_SET_BUSSTATE	0x032d
#define HDIO_SET_QDMA		0x032e
#define HDIO_SET_ADDRESS	0x032f

#endif
