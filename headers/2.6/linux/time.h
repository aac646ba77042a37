/*
 * zcport model of the Linux 2.6 kernel API: <linux/time.h>
 * Note: in 2.6 CURRENT_TIME is a struct timespec (it was a time_t in 2.4).
 */
#ifndef _ZC26_LINUX_TIME_H
#define _ZC26_LINUX_TIME_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#include <linux/types.h>

#ifdef __KERNEL__
#include <linux/seqlock.h>
#endif

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
	int	tz_minuteswest;	/* minutes west of Greenwich */
	int	tz_dsttime;	/* type of dst correction */
};

#ifdef __KERNEL__

#define MSEC_PER_SEC	(1000L)
#define USEC_PER_SEC	(1000000L)
#define NSEC_PER_SEC	(1000000000L)
#define NSEC_PER_USEC	(1000L)

static inline int timespec_equal(struct timespec *a, struct timespec *b)
{
	return a->tv_sec == b->tv_sec && a->tv_nsec == b->tv_nsec;
}

extern unsigned long mktime(unsigned int year, unsigned int mon,
			    unsigned int day, unsigned int hour,
			    unsigned int min, unsigned int sec);

extern struct timespec xtime;
extern struct timespec wall_to_monotonic;
extern seqlock_t xtime_lock;

static inline unsigned long get_seconds(void)
{
	return xtime.tv_sec;
}

extern struct timespec current_kernel_time(void);

#define CURRENT_TIME		(current_kernel_time())

extern void do_gettimeofday(struct timeval *tv);
extern int do_settimeofday(struct timespec *tv);
extern int do_sys_settimeofday(struct timespec *tv, struct timezone *tz);
extern void clock_was_set(void);
extern long do_utimes(char *filename, struct timeval *times);
extern void getnstimeofday(struct timespec *tv);

static inline void set_normalized_timespec(struct timespec *ts,
					   time_t sec, long nsec)
{
	while (nsec >= NSEC_PER_SEC) {
		nsec -= NSEC_PER_SEC;
		++sec;
	}
	while (nsec < 0) {
		nsec += NSEC_PER_SEC;
		--sec;
	}
	ts->tv_sec = sec;
	ts->tv_nsec = nsec;
}

#endif /* __KERNEL__ */

#define NFDBITS			__NFDBITS

#define FD_SETSIZE		__FD_SETSIZE

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

#define CLOCK_REALTIME		0
#define CLOCK_MONOTONIC		1
#define CLOCK_PROCESS_CPUTIME_ID 2
#define CLOCK_THREAD_CPUTIME_ID	3

#define TIMER_ABSTIME		0x01

#endif
