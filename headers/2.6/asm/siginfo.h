/* zcport model of Linux 2.6 (x86): <asm/siginfo.h> (declarations only) */
#ifndef _ZC26_ASM_SIGINFO_H
#define _ZC26_ASM_SIGINFO_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#include <linux/types.h>

typedef union sigval {
	int sival_int;
	void __user *sival_ptr;
} sigval_t;

#define SI_MAX_SIZE	128
#define SI_PAD_SIZE	((SI_MAX_SIZE / sizeof(int)) - 3)

typedef struct siginfo {
	int si_signo;
	int si_errno;
	int si_code;

	union {
		int _pad[SI_PAD_SIZE];

		struct {
			pid_t _pid;
			uid_t _uid;
		} _kill;

		struct {
			unsigned int _timer1;
			unsigned int _timer2;
		} _timer;

		struct {
			pid_t _pid;
			uid_t _uid;
			sigval_t _sigval;
		} _rt;

		struct {
			pid_t _pid;
			uid_t _uid;
			int _status;
			clock_t _utime;
			clock_t _stime;
		} _sigchld;

		struct {
			void __user *_addr;
		} _sigfault;

		struct {
			int _band;
			int _fd;
		} _sigpoll;
	} _sifields;
} siginfo_t;

#define si_pid		_sifields._kill._pid
#define si_uid		_sifields._kill._uid
#define si_status	_sifields._sigchld._status
#define si_utime	_sifields._sigchld._utime
#define si_stime	_sifields._sigchld._stime
#define si_value	_sifields._rt._sigval
#define si_int		_sifields._rt._sigval.sival_int
#define si_ptr		_sifields._rt._sigval.sival_ptr
#define si_addr		_sifields._sigfault._addr
#define si_band		_sifields._sigpoll._band
#define si_fd		_sifields._sigpoll._fd

#define SI_USER		0
#define SI_KERNEL	0x80
#define SI_QUEUE	-1
#define SI_TIMER	-2
#define SI_MESGQ	-3
#define SI_ASYNCIO	-4
#define SI_SIGIO	-5
#define SI_TKILL	-6

#define SEND_SIG_NOINFO	((struct siginfo *)0)
#define SEND_SIG_PRIV	((struct siginfo *)1)
#define SEND_SIG_FORCED	((struct siginfo *)2)

#ifdef __KERNEL__
struct siginfo;
extern int copy_siginfo_to_user(struct siginfo __user *to, struct siginfo *from);
#endif

#endif
