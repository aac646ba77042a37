/*
 * zcport model of the Linux 2.6 kernel API: <linux/interrupt.h>
 * request_irq()/free_irq() with the 2.6 handler type (returning
 * irqreturn_t), tasklets, softirqs.  The 2.4 bottom halves (mark_bh,
 * init_bh, ...) and task queues are gone in 2.6 and not declared.
 */
#ifndef _ZC26_LINUX_INTERRUPT_H
#define _ZC26_LINUX_INTERRUPT_H

#include <linux/config.h>
#include <linux/kernel.h>
#include <linux/linkage.h>
#include <linux/bitops.h>
#include <linux/preempt.h>
#include <linux/irqreturn.h>
#include <linux/hardirq.h>
#include <linux/smp.h>
#include <asm/atomic.h>
#include <asm/ptrace.h>
#include <asm/system.h>
#include <asm/irq.h>
#include <asm/signal.h>

struct irqaction {
	irqreturn_t (*handler)(int, void *, struct pt_regs *);
	unsigned long flags;
	unsigned long mask;
	const char *name;
	void *dev_id;
	struct irqaction *next;
	int irq;
	struct proc_dir_entry *dir;
};

extern irqreturn_t no_action(int cpl, void *dev_id, struct pt_regs *regs);
extern int request_irq(unsigned int irq,
		       irqreturn_t (*handler)(int, void *, struct pt_regs *),
		       unsigned long irqflags, const char *devname,
		       void *dev_id);
extern void free_irq(unsigned int irq, void *dev_id);

#define local_bh_disable()	do { preempt_disable(); } while (0)
#define __local_bh_enable()	do { preempt_enable(); } while (0)
extern void local_bh_enable(void);

/* softirq numbers; only a few are for drivers' eyes */
enum {
	HI_SOFTIRQ = 0,
	TIMER_SOFTIRQ,
	NET_TX_SOFTIRQ,
	NET_RX_SOFTIRQ,
	SCSI_SOFTIRQ,
	TASKLET_SOFTIRQ
};

struct softirq_action {
	void (*action)(struct softirq_action *);
	void *data;
};

extern asmlinkage void do_softirq(void);
extern void open_softirq(int nr, void (*action)(struct softirq_action *),
			 void *data);
extern void softirq_init(void);
extern void raise_softirq_irqoff(unsigned int nr);
extern void raise_softirq(unsigned int nr);

/* tasklets: deferred work run in softirq context, never concurrently */
struct tasklet_struct {
	struct tasklet_struct *next;
	unsigned long state;
	atomic_t count;
	void (*func)(unsigned long);
	unsigned long data;
};

#define DECLARE_TASKLET(name, func, data) \
	struct tasklet_struct name = { NULL, 0, ATOMIC_INIT(0), func, data }

#define DECLARE_TASKLET_DISABLED(name, func, data) \
	struct tasklet_struct name = { NULL, 0, ATOMIC_INIT(1), func, data }

enum {
	TASKLET_STATE_SCHED,	/* scheduled for execution */
	TASKLET_STATE_RUN	/* running (SMP only) */
};

#define tasklet_trylock(t)	1
#define tasklet_unlock_wait(t)	do { } while (0)
#define tasklet_unlock(t)	do { } while (0)

extern void __tasklet_schedule(struct tasklet_struct *t);
extern void __tasklet_hi_schedule(struct tasklet_struct *t);

static inline void tasklet_schedule(struct tasklet_struct *t)
{
	if (!test_and_set_bit(TASKLET_STATE_SCHED, &t->state))
		__tasklet_schedule(t);
}

static inline void tasklet_hi_schedule(struct tasklet_struct *t)
{
	if (!test_and_set_bit(TASKLET_STATE_SCHED, &t->state))
		__tasklet_hi_schedule(t);
}

static inline void tasklet_disable_nosync(struct tasklet_struct *t)
{
	atomic_inc(&t->count);
	smp_mb__after_atomic_inc();
}

static inline void tasklet_disable(struct tasklet_struct *t)
{
	tasklet_disable_nosync(t);
	tasklet_unlock_wait(t);
	smp_mb();
}

static inline void tasklet_enable(struct tasklet_struct *t)
{
	smp_mb__before_atomic_dec();
	atomic_dec(&t->count);
}

static inline void tasklet_hi_enable(struct tasklet_struct *t)
{
	smp_mb__before_atomic_dec();
	atomic_dec(&t->count);
}

extern void tasklet_kill(struct tasklet_struct *t);
extern void tasklet_kill_immediate(struct tasklet_struct *t, unsigned int cpu);
extern void tasklet_init(struct tasklet_struct *t,
			 void (*func)(unsigned long), unsigned long data);

/* IRQ autoprobing */
extern unsigned long probe_irq_on(void);
extern int probe_irq_off(unsigned long);
extern unsigned int probe_irq_mask(unsigned long);

#endif
