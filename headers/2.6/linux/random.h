/* zcport model of Linux 2.6: <linux/random.h> (declarations only) */
#ifndef _ZC26_LINUX_RANDOM_H
#define _ZC26_LINUX_RANDOM_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#include <linux/ioctl.h>
#include <linux/types.h>

#define RNDGETENTCNT	_IOR('R', 0x00, int)
#define RNDADDTOENTCNT	_IOW('R', 0x01, int)
#define RNDGETPOOL	_IOR('R', 0x02, int[2])
#define RNDADDENTROPY	_IOW('R', 0x03, int[2])
#define RNDZAPENTCNT	_IO('R', 0x04)
#define RNDCLEARPOOL	_IO('R', 0x06)

#ifdef __KERNEL__
extern void rand_initialize_irq(int irq);
extern void add_input_randomness(unsigned int type, unsigned int code,
				 unsigned int value);
extern void add_interrupt_randomness(int irq);
extern void get_random_bytes(void *buf, int nbytes);
extern void generate_random_uuid(unsigned char uuid_out[16]);
extern __u32 secure_ip_id(__u32 daddr);
#endif

#endif
