#ifndef _LINUX_TIME_H
#define _LINUX_TIME_H

/*
 * zcport model of the Linux 2.4 API: time values.
 */

#include <asm/param.h>
#include <linux/types.h>

#ifndef _STRUCT_TIMESPEC
#define _STRUCT_TIMESPEC
struct timespec {
	time_t	tv_sec;		/* seconds */
	long	tv_nsec;	/* nanoseconds */
};
#endif

struct timeval {
	time_t		tv_sec;		/* seconds */
	suseconds_t	tv_usec;	/* microseconds */
};

struct timezone {
	int	tz_minuteswest;
	int	tz_dsttime;
};

#define ITIMER_REAL	0
#define ITIMER_VIRTUAL	1
#define ITIMER_PROF	2

struct itimerspec {
	struct timespec it_interval;
	struct timespec it_value;
};

struct itimerval {
	struct timeval it_interval;
	struct timeval it_value;
};

#ifdef __KERNEL__

#define MAX_JIFFY_OFFSET ((~0UL >> 1) - 1)

static inline unsigned long timespec_to_jiffies(struct timespec *value)
{
	unsigned long sec = value->tv_sec;
	long nsec = value->tv_nsec;

	if (sec >= (MAX_JIFFY_OFFSET / HZ))
		return MAX_JIFFY_OFFSET;
	nsec += 1000000000L / HZ - 1;
	nsec /= 1000000000L / HZ;
	return HZ * sec + nsec;
}

static inline void jiffies_to_timespec(unsigned long jiffies,
				       struct timespec *value)
{
	value->tv_nsec = (jiffies % HZ) * (1000000000L / HZ);
	value->tv_sec = jiffies / HZ;
}

extern struct timeval xtime;
#define CURRENT_TIME (xtime.tv_sec)

extern void do_gettimeofday(struct timeval *tv);
extern void do_settimeofday(struct timeval *tv);
extern void get_fast_time(struct timeval *tv);
extern unsigned long mktime(unsigned int year, unsigned int mon,
			    unsigned int day, unsigned int hour,
			    unsigned int min, unsigned int sec);

#endif /* __KERNEL__ */

#endif /* _LINUX_TIME_H */
