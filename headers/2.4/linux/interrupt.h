#ifndef _LINUX_INTERRUPT_H
#define _LINUX_INTERRUPT_H

/*
 * zcport model of the Linux 2.4 API: interrupt handlers, bottom
 * halves, softirqs and tasklets.
 */

#include <linux/config.h>
#include <linux/kernel.h>
#include <linux/smp.h>
#include <linux/cache.h>

#include <asm/bitops.h>
#include <asm/atomic.h>
#include <asm/system.h>
#include <asm/ptrace.h>
#include <asm/hardirq.h>
#include <asm/signal.h>

struct irqaction {
	void (*handler)(int, void *, struct pt_regs *);
	unsigned long flags;
	unsigned long mask;
	const char *name;
	void *dev_id;
	struct irqaction *next;
};

extern int request_irq(unsigned int irq,
		       void (*handler)(int, void *, struct pt_regs *),
		       unsigned long flags, const char *dev_name,
		       void *dev_id);
extern void free_irq(unsigned int irq, void *dev_id);

/* interrupt autoprobing */
extern unsigned long probe_irq_on(void);
extern int probe_irq_off(unsigned long);
extern unsigned int probe_irq_mask(unsigned long);

/* the old fixed bottom halves */
enum {
	TIMER_BH = 0,
	TQUEUE_BH,
	DIGI_BH,
	SERIAL_BH,
	RISCOM8_BH,
	SPECIALIX_BH,
	AURORA_BH,
	ESP_BH,
	SCSI_BH,
	IMMEDIATE_BH,
	CYCLADES_BH,
	CM206_BH,
	JS_BH,
	MACSERIAL_BH,
	ISICOM_BH
};

extern void init_bh(int nr, void (*routine)(void));
extern void remove_bh(int nr);
extern void mark_bh(int nr);

/* softirqs: statically allocated, run on the raising CPU */
enum {
	HI_SOFTIRQ = 0,
	NET_TX_SOFTIRQ,
	NET_RX_SOFTIRQ,
	TASKLET_SOFTIRQ
};

struct softirq_action {
	void (*action)(struct softirq_action *);
	void *data;
};

asmlinkage void do_softirq(void);
extern void open_softirq(int nr, void (*action)(struct softirq_action *),
			 void *data);
extern void softirq_init(void);
extern void FASTCALL(cpu_raise_softirq(unsigned int cpu, unsigned int nr));
extern void FASTCALL(raise_softirq(unsigned int nr));

/*
 * Tasklets: dynamically created softirq work.  A given tasklet runs
 * on one CPU at a time and is serialised with itself.
 */
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
	TASKLET_STATE_SCHED,	/* scheduled to run */
	TASKLET_STATE_RUN	/* running (SMP only) */
};

struct tasklet_head {
	struct tasklet_struct *list;
} __attribute__((__aligned__(SMP_CACHE_BYTES)));

extern struct tasklet_head tasklet_vec[NR_CPUS];
extern struct tasklet_head tasklet_hi_vec[NR_CPUS];

#define tasklet_trylock(t)	1
#define tasklet_unlock_wait(t)	do { } while (0)
#define tasklet_unlock(t)	do { } while (0)

extern void FASTCALL(__tasklet_schedule(struct tasklet_struct *t));
extern void FASTCALL(__tasklet_hi_schedule(struct tasklet_struct *t));

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
extern void tasklet_init(struct tasklet_struct *t,
			 void (*func)(unsigned long), unsigned long data);

/* bottom-half locking */
extern void local_bh_disable(void);
extern void local_bh_enable(void);
#define start_bh_atomic()	local_bh_disable()
#define end_bh_atomic()		local_bh_enable()

#endif /* _LINUX_INTERRUPT_H */
