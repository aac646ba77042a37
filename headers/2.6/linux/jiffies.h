/*
 * zcport model of the Linux 2.6 kernel API: <linux/jiffies.h>
 */
#ifndef _ZC26_LINUX_JIFFIES_H
#define _ZC26_LINUX_JIFFIES_H

#include <linux/kernel.h>
#include <linux/types.h>
#include <linux/time.h>
#include <linux/timex.h>
#include <asm/param.h>

extern u64 jiffies_64;
extern unsigned long volatile jiffies;

extern u64 get_jiffies_64(void);

/* wrap-safe comparisons of jiffies values */
#define time_after(a, b)	((long)(b) - (long)(a) < 0)
#define time_before(a, b)	time_after(b, a)
#define time_after_eq(a, b)	((long)(a) - (long)(b) >= 0)
#define time_before_eq(a, b)	time_after_eq(b, a)

#define INITIAL_JIFFIES ((unsigned long)(unsigned int)(-300 * HZ))

#define MAX_JIFFY_OFFSET ((~0UL >> 1) - 1)

#define SEC_JIFFIE_SC		(31 - SHIFT_HZ)
#define MAX_SEC_IN_JIFFIES \
	(long)((u64)((u64)MAX_JIFFY_OFFSET * TICK_NSEC) / NSEC_PER_SEC)

static inline unsigned int jiffies_to_msecs(const unsigned long j)
{
	return (unsigned int)((j * 1000UL) / HZ);
}

static inline unsigned int jiffies_to_usecs(const unsigned long j)
{
	return (unsigned int)((j * 1000000UL) / HZ);
}

static inline unsigned long msecs_to_jiffies(const unsigned int m)
{
	if (m > jiffies_to_msecs(MAX_JIFFY_OFFSET))
		return MAX_JIFFY_OFFSET;
	return ((unsigned long)m * HZ + 999) / 1000;
}

static inline unsigned long timespec_to_jiffies(const struct timespec *value)
{
	return (unsigned long)value->tv_sec * HZ +
	       ((unsigned long)value->tv_nsec + (NSEC_PER_SEC / HZ) - 1) /
	       (NSEC_PER_SEC / HZ);
}

static inline void jiffies_to_timespec(const unsigned long j,
				       struct timespec *value)
{
	value->tv_sec = j / HZ;
	value->tv_nsec = (long)(j % HZ) * (NSEC_PER_SEC / HZ);
}

static inline unsigned long timeval_to_jiffies(const struct timeval *value)
{
	return (unsigned long)value->tv_sec * HZ +
	       ((unsigned long)value->tv_usec + (USEC_PER_SEC / HZ) - 1) /
	       (USEC_PER_SEC / HZ);
}

static inline void jiffies_to_timeval(const unsigned long j,
				      struct timeval *value)
{
	value->tv_sec = j / HZ;
	value->tv_usec = (long)(j % HZ) * (USEC_PER_SEC / HZ);
}

static inline clock_t jiffies_to_clock_t(long x)
{
	return x / (HZ / USER_HZ);
}

static inline unsigned long clock_t_to_jiffies(unsigned long x)
{
	return x * (HZ / USER_HZ);
}

static inline u64 jiffies_64_to_clock_t(u64 x)
{
	return x / (HZ / USER_HZ);
}

#endif
