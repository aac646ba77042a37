/*
 * zcport model of the Linux 2.6 kernel API: <linux/signal.h>
 * Note: in 2.6 recalc_sigpending() takes no argument and the per-task
 * signal lock is current->sighand->siglock (2.4's current->sigmask_lock
 * is gone).
 */
#ifndef _ZC26_LINUX_SIGNAL_H
#define _ZC26_LINUX_SIGNAL_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#include <linux/list.h>
#include <linux/spinlock.h>
#include <asm/signal.h>
#include <asm/siginfo.h>

#ifdef __KERNEL__

#define SIG_KTHREAD	((__sighandler_t)2)
#define SIG_KTHREAD_KERNEL ((__sighandler_t)3)

struct sigqueue {
	struct list_head list;
	spinlock_t *lock;
	int flags;
	siginfo_t info;
	struct user_struct *user;
};

struct sigpending {
	struct list_head list;
	sigset_t signal;
};

static inline void sigaddset(sigset_t *set, int _sig)
{
	unsigned long sig = _sig - 1;
	set->sig[sig / _NSIG_BPW] |= 1UL << (sig % _NSIG_BPW);
}

static inline void sigdelset(sigset_t *set, int _sig)
{
	unsigned long sig = _sig - 1;
	set->sig[sig / _NSIG_BPW] &= ~(1UL << (sig % _NSIG_BPW));
}

static inline int sigismember(sigset_t *set, int _sig)
{
	unsigned long sig = _sig - 1;
	return 1 & (set->sig[sig / _NSIG_BPW] >> (sig % _NSIG_BPW));
}

static inline int sigfindinword(unsigned long word)
{
	return __builtin_ctzl(word);
}

static inline void sigemptyset(sigset_t *set)
{
	int i;
	for (i = 0; i < _NSIG_WORDS; i++)
		set->sig[i] = 0;
}

static inline void sigfillset(sigset_t *set)
{
	int i;
	for (i = 0; i < _NSIG_WORDS; i++)
		set->sig[i] = -1UL;
}

static inline int sigisemptyset(sigset_t *set)
{
	int i;
	for (i = 0; i < _NSIG_WORDS; i++)
		if (set->sig[i])
			return 0;
	return 1;
}

static inline void sigaddsetmask(sigset_t *set, unsigned long mask)
{
	set->sig[0] |= mask;
}

static inline void sigdelsetmask(sigset_t *set, unsigned long mask)
{
	set->sig[0] &= ~mask;
}

static inline int sigtestsetmask(sigset_t *set, unsigned long mask)
{
	return (set->sig[0] & mask) != 0;
}

static inline void siginitset(sigset_t *set, unsigned long mask)
{
	int i;
	set->sig[0] = mask;
	for (i = 1; i < _NSIG_WORDS; i++)
		set->sig[i] = 0;
}

static inline void siginitsetinv(sigset_t *set, unsigned long mask)
{
	int i;
	set->sig[0] = ~mask;
	for (i = 1; i < _NSIG_WORDS; i++)
		set->sig[i] = -1UL;
}

static inline void sigorsets(sigset_t *r, const sigset_t *a, const sigset_t *b)
{
	int i;
	for (i = 0; i < _NSIG_WORDS; i++)
		r->sig[i] = a->sig[i] | b->sig[i];
}

static inline void sigandsets(sigset_t *r, const sigset_t *a, const sigset_t *b)
{
	int i;
	for (i = 0; i < _NSIG_WORDS; i++)
		r->sig[i] = a->sig[i] & b->sig[i];
}

static inline void signandsets(sigset_t *r, const sigset_t *a, const sigset_t *b)
{
	int i;
	for (i = 0; i < _NSIG_WORDS; i++)
		r->sig[i] = a->sig[i] & ~b->sig[i];
}

static inline void signotset(sigset_t *set)
{
	int i;
	for (i = 0; i < _NSIG_WORDS; i++)
		set->sig[i] = ~set->sig[i];
}

static inline void init_sigpending(struct sigpending *sig)
{
	sigemptyset(&sig->signal);
	INIT_LIST_HEAD(&sig->list);
}

struct pt_regs;
struct task_struct;

extern int group_send_sig_info(int sig, struct siginfo *info,
			       struct task_struct *p);
extern int __group_send_sig_info(int, struct siginfo *, struct task_struct *);
extern long do_sigpending(void __user *, unsigned long);
extern int sigprocmask(int, sigset_t *, sigset_t *);


#endif /* __KERNEL__ */

#endif
