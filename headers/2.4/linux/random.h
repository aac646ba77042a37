#ifndef _LINUX_RANDOM_H
#define _LINUX_RANDOM_H

/*
 * zcport model of the Linux 2.4 API: the entropy pool.
 */

#include <linux/types.h>
#include <linux/ioctl.h>

#define RNDGETENTCNT	_IOR('R', 0x00, int)
#define RNDADDTOENTCNT	_IOW('R', 0x01, int)
#define RNDGETPOOL	_IOR('R', 0x02, int [2])
#define RNDADDENTROPY	_IOW('R', 0x03, int [2])
#define RNDZAPENTCNT	_IO('R', 0x04)
#define RNDCLEARPOOL	_IO('R', 0x06)

#ifdef __KERNEL__

extern void rand_initialize(void);
extern void rand_initialize_irq(int irq);
extern void rand_initialize_blkdev(int irq, int mode);

extern void batch_entropy_store(__u32 a, __u32 b, int num);

extern void add_keyboard_randomness(unsigned char scancode);
extern void add_mouse_randomness(__u32 mouse_data);
extern void add_interrupt_randomness(int irq);
extern void add_blkdev_randomness(int major);

extern void get_random_bytes(void *buf, int nbytes);

extern __u32 secure_tcp_sequence_number(__u32 saddr, __u32 daddr,
					__u16 sport, __u16 dport);

#endif /* __KERNEL__ */

#endif /* _LINUX_RANDOM_H */
