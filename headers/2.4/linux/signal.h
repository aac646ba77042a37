#ifndef _LINUX_SIGNAL_H
#define _LINUX_SIGNAL_H

/*
 * zcport model of the Linux 2.4 API: pending signals and sigset
 * helpers.
 */

#include <asm/signal.h>

#ifdef __KERNEL__

#include <linux/list.h>
#include <linux/spinlock.h>

struct sigqueue {
	struct sigqueue *next;
	siginfo_t info;
};

struct sigpending {
	struct sigqueue *head, **tail;
	sigset_t signal;
};

#define __SIG_BITS	(8 * sizeof(unsigned long))

static inline void sigaddset(sigset_t *set, int sig)
{
	unsigned long s = sig - 1;

	set->sig[s / __SIG_BITS] |= 1UL << (s % __SIG_BITS);
}

static inline void sigdelset(sigset_t *set, int sig)
{
	unsigned long s = sig - 1;

	set->sig[s / __SIG_BITS] &= ~(1UL << (s % __SIG_BITS));
}

static inline int sigismember(sigset_t *set, int sig)
{
	unsigned long s = sig - 1;

	return 1 & (set->sig[s / __SIG_BITS] >> (s % __SIG_BITS));
}

#define sigmask(sig)	(1UL << ((sig) - 1))

static inline void sigemptyset(sigset_t *set)
{
	unsigned int i;

	for (i = 0; i < sizeof(set->sig) / sizeof(set->sig[0]); i++)
		set->sig[i] = 0;
}

static inline void sigfillset(sigset_t *set)
{
	unsigned int i;

	for (i = 0; i < sizeof(set->sig) / sizeof(set->sig[0]); i++)
		set->sig[i] = ~0UL;
}

static inline void sigaddsetmask(sigset_t *set, unsigned long mask)
{
	set->sig[0] |= mask;
}

static inline void sigdelsetmask(sigset_t *set, unsigned long mask)
{
	set->sig[0] &= ~mask;
}

static inline void siginitset(sigset_t *set, unsigned long mask)
{
	unsigned int i;

	set->sig[0] = mask;
	for (i = 1; i < sizeof(set->sig) / sizeof(set->sig[0]); i++)
		set->sig[i] = 0;
}

static inline void siginitsetinv(sigset_t *set, unsigned long mask)
{
	unsigned int i;

	set->sig[0] = ~mask;
	for (i = 1; i < sizeof(set->sig) / sizeof(set->sig[0]); i++)
		set->sig[i] = ~0UL;
}

static inline void init_sigpending(struct sigpending *sig)
{
	sigemptyset(&sig->signal);
	sig->head = (struct sigqueue *) 0;
	sig->tail = &sig->head;
}

#endif /* __KERNEL__ */

#endif /* _LINUX_SIGNAL_H */
