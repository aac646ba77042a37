#ifndef _LINUX_SCHED_H
#define _LINUX_SCHED_H

/*
 * zcport model of the Linux 2.4 API: tasks, address spaces, the
 * scheduler entry points, wake_up()/sleep_on()/wait_event(), and
 * signal delivery helpers.
 */

#include <asm/param.h>

extern unsigned long event;

#include <linux/config.h>
#include <linux/kernel.h>
#include <linux/types.h>
#include <linux/errno.h>
#include <linux/time.h>
#include <linux/timer.h>
#include <linux/list.h>
#include <linux/wait.h>
#include <linux/capability.h>
#include <linux/signal.h>
#include <linux/spinlock.h>
#include <linux/rwsem.h>

#include <asm/system.h>
#include <asm/semaphore.h>
#include <asm/page.h>
#include <asm/processor.h>
#include <asm/current.h>
#include <asm/atomic.h>
#include <asm/mmu.h>

struct exec_domain;
struct linux_binfmt;
struct tty_struct;
struct file;
struct fs_struct;
struct user_struct;
struct completion;
struct vm_area_struct;
struct tq_struct;
struct pt_regs;
struct rusage;

/* clone() flags */
#define CSIGNAL		0x000000ff	/* signal sent to the parent on exit */
#define CLONE_VM	0x00000100
#define CLONE_FS	0x00000200
#define CLONE_FILES	0x00000400
#define CLONE_SIGHAND	0x00000800
#define CLONE_PID	0x00001000
#define CLONE_PTRACE	0x00002000
#define CLONE_VFORK	0x00004000
#define CLONE_PARENT	0x00008000
#define CLONE_THREAD	0x00010000

#define CLONE_SIGNAL	(CLONE_SIGHAND | CLONE_THREAD)

extern unsigned long avenrun[];

#define FSHIFT		11
#define FIXED_1		(1 << FSHIFT)
#define LOAD_FREQ	(5 * HZ + 1)

extern int nr_running, nr_threads;
extern int last_pid;

#define TASK_RUNNING		0
#define TASK_INTERRUPTIBLE	1
#define TASK_UNINTERRUPTIBLE	2
#define TASK_ZOMBIE		4
#define TASK_STOPPED		8

#define __set_task_state(tsk, state_value) \
	do { (tsk)->state = (state_value); } while (0)
#define set_task_state(tsk, state_value) \
	set_mb((tsk)->state, (state_value))

#define __set_current_state(state_value) \
	do { current->state = (state_value); } while (0)
#define set_current_state(state_value) \
	set_mb(current->state, (state_value))

#define SCHED_OTHER		0
#define SCHED_FIFO		1
#define SCHED_RR		2
#define SCHED_YIELD		0x10

struct sched_param {
	int sched_priority;
};

extern rwlock_t tasklist_lock;
extern spinlock_t runqueue_lock;
extern spinlock_t mmlist_lock;

extern void sched_init(void);
extern void init_idle(void);
extern void show_state(void);
extern void cpu_init(void);
extern void trap_init(void);
extern void update_process_times(int user);
extern void update_one_process(struct task_struct *p, unsigned long user,
			       unsigned long system, int cpu);

#define MAX_SCHEDULE_TIMEOUT	LONG_MAX
extern signed long schedule_timeout(signed long timeout);
asmlinkage void schedule(void);

extern int schedule_task(struct tq_struct *task);
extern void flush_scheduled_tasks(void);
extern int start_context_thread(void);
extern int current_is_keventd(void);

/* open file table of a process */
#define NR_OPEN_DEFAULT BITS_PER_LONG

struct files_struct {
	atomic_t		count;
	rwlock_t		file_lock;
	int			max_fds;
	int			max_fdset;
	int			next_fd;
	struct file		**fd;
	fd_set			*close_on_exec;
	fd_set			*open_fds;
	fd_set			close_on_exec_init;
	fd_set			open_fds_init;
	struct file		*fd_array[NR_OPEN_DEFAULT];
};

/* an address space */
struct mm_struct {
	struct vm_area_struct	*mmap;		/* list of VMAs */
	struct vm_area_struct	*mmap_cache;	/* last find_vma result */
	pgd_t			*pgd;
	atomic_t		mm_users;	/* users of the user space */
	atomic_t		mm_count;	/* references to the struct */
	int			map_count;	/* number of VMAs */
	struct rw_semaphore	mmap_sem;
	spinlock_t		page_table_lock;
	struct list_head	mmlist;
	unsigned long		start_code, end_code, start_data, end_data;
	unsigned long		start_brk, brk, start_stack;
	unsigned long		arg_start, arg_end, env_start, env_end;
	unsigned long		rss, total_vm, locked_vm;
	unsigned long		def_flags;
	unsigned long		cpu_vm_mask;
	unsigned long		swap_address;
	unsigned		dumpable:1;
	mm_context_t		context;
};

extern int mmlist_nr;

struct signal_struct {
	atomic_t		count;
	struct k_sigaction	action[_NSIG];
	spinlock_t		siglock;
};

/* process flags */
#define PF_ALIGNWARN	0x00000001
#define PF_STARTING	0x00000002
#define PF_EXITING	0x00000004
#define PF_FORKNOEXEC	0x00000040
#define PF_SUPERPRIV	0x00000100
#define PF_DUMPCORE	0x00000200
#define PF_SIGNALED	0x00000400
#define PF_MEMALLOC	0x00000800
#define PF_MEMDIE	0x00001000
#define PF_FREE_PAGES	0x00002000
#define PF_NOIO		0x00004000
#define PF_USEDFPU	0x00100000

#define PT_PTRACED	0x00000001
#define PT_TRACESYS	0x00000002
#define PT_DTRACE	0x00000004
#define PT_TRACESYSGOOD	0x00000008
#define PT_PTRACE_CAP	0x00000010

#define DEF_NICE	(0)

struct task_struct {
	volatile long		state;		/* -1 unrunnable, 0 runnable */
	unsigned long		flags;		/* PF_* */
	int			sigpending;
	mm_segment_t		addr_limit;	/* see get_fs()/set_fs() */
	struct exec_domain	*exec_domain;
	volatile long		need_resched;
	unsigned long		ptrace;

	int			lock_depth;	/* big kernel lock depth */

	long			counter;
	long			nice;
	unsigned long		policy;
	struct mm_struct	*mm;
	int			processor;
	unsigned long		cpus_runnable, cpus_allowed;
	struct list_head	run_list;
	unsigned long		sleep_time;

	struct task_struct	*next_task, *prev_task;
	struct mm_struct	*active_mm;
	struct list_head	local_pages;
	unsigned int		allocation_order, nr_local_pages;

	struct linux_binfmt	*binfmt;
	int			exit_code, exit_signal;
	int			pdeath_signal;
	unsigned long		personality;
	int			did_exec:1;
	unsigned		task_dumpable:1;
	pid_t			pid;
	pid_t			pgrp;
	pid_t			tty_old_pgrp;
	pid_t			session;
	pid_t			tgid;
	int			leader;

	/* original parent, parent, youngest child, siblings */
	struct task_struct	*p_opptr, *p_pptr, *p_cptr;
	struct task_struct	*p_ysptr, *p_osptr;
	struct list_head	thread_group;

	struct task_struct	*pidhash_next;
	struct task_struct	**pidhash_pprev;

	wait_queue_head_t	wait_chldexit;
	struct completion	*vfork_done;
	unsigned long		rt_priority;
	unsigned long		it_real_value, it_prof_value, it_virt_value;
	unsigned long		it_real_incr, it_prof_incr, it_virt_incr;
	struct timer_list	real_timer;
	unsigned long		start_time;

	unsigned long		min_flt, maj_flt, nswap;
	unsigned long		cmin_flt, cmaj_flt, cnswap;
	int			swappable:1;

	uid_t			uid, euid, suid, fsuid;
	gid_t			gid, egid, sgid, fsgid;
	int			ngroups;
	gid_t			groups[NGROUPS];
	kernel_cap_t		cap_effective, cap_inheritable, cap_permitted;
	int			keep_capabilities:1;
	struct user_struct	*user;

	unsigned short		used_math;
	char			comm[16];

	int			link_count, total_link_count;
	struct tty_struct	*tty;
	unsigned int		locks;

	struct thread_struct	thread;
	struct fs_struct	*fs;
	struct files_struct	*files;

	spinlock_t		sigmask_lock;
	struct signal_struct	*sig;

	sigset_t		blocked;
	struct sigpending	pending;

	unsigned long		sas_ss_sp;
	size_t			sas_ss_size;
	int			(*notifier)(void *priv);
	void			*notifier_data;
	sigset_t		*notifier_mask;

	__u32			parent_exec_id;
	__u32			self_exec_id;
	spinlock_t		alloc_lock;	/* see task_lock() */

	void			*journal_info;
};

extern struct task_struct init_task;
extern struct mm_struct init_mm;
extern struct task_struct *init_tasks[];

extern volatile unsigned long jiffies;
extern unsigned long itimer_ticks;
extern unsigned long itimer_next;
extern struct timeval xtime;
extern void do_timer(struct pt_regs *);

extern struct task_struct *find_task_by_pid(int pid);

extern void __wake_up(wait_queue_head_t *q, unsigned int mode, int nr);
extern void __wake_up_sync(wait_queue_head_t *q, unsigned int mode, int nr);
extern void sleep_on(wait_queue_head_t *q);
extern long sleep_on_timeout(wait_queue_head_t *q, signed long timeout);
extern void interruptible_sleep_on(wait_queue_head_t *q);
extern long interruptible_sleep_on_timeout(wait_queue_head_t *q,
					   signed long timeout);
extern int wake_up_process(struct task_struct *tsk);

#define wake_up(x) \
	__wake_up((x), TASK_UNINTERRUPTIBLE | TASK_INTERRUPTIBLE, 1)
#define wake_up_nr(x, nr) \
	__wake_up((x), TASK_UNINTERRUPTIBLE | TASK_INTERRUPTIBLE, nr)
#define wake_up_all(x) \
	__wake_up((x), TASK_UNINTERRUPTIBLE | TASK_INTERRUPTIBLE, 0)
#define wake_up_sync(x) \
	__wake_up_sync((x), TASK_UNINTERRUPTIBLE | TASK_INTERRUPTIBLE, 1)
#define wake_up_sync_nr(x, nr) \
	__wake_up_sync((x), TASK_UNINTERRUPTIBLE | TASK_INTERRUPTIBLE, nr)
#define wake_up_interruptible(x) \
	__wake_up((x), TASK_INTERRUPTIBLE, 1)
#define wake_up_interruptible_nr(x, nr) \
	__wake_up((x), TASK_INTERRUPTIBLE, nr)
#define wake_up_interruptible_all(x) \
	__wake_up((x), TASK_INTERRUPTIBLE, 0)
#define wake_up_interruptible_sync(x) \
	__wake_up_sync((x), TASK_INTERRUPTIBLE, 1)
#define wake_up_interruptible_sync_nr(x, nr) \
	__wake_up_sync((x), TASK_INTERRUPTIBLE, nr)

asmlinkage long sys_wait4(pid_t pid, unsigned int *stat_addr, int options,
			  struct rusage *ru);

extern int in_group_p(gid_t grp);
extern int in_egroup_p(gid_t grp);

extern void proc_caches_init(void);
extern void flush_signals(struct task_struct *t);
extern void flush_signal_handlers(struct task_struct *t);
extern int dequeue_signal(sigset_t *mask, siginfo_t *info);
extern void block_all_signals(int (*notifier)(void *priv), void *priv,
			      sigset_t *mask);
extern void unblock_all_signals(void);
extern int send_sig_info(int sig, struct siginfo *info,
			 struct task_struct *t);
extern int force_sig_info(int sig, struct siginfo *info,
			  struct task_struct *t);
extern int kill_pg_info(int sig, struct siginfo *info, pid_t pgrp);
extern int kill_sl_info(int sig, struct siginfo *info, pid_t sess);
extern int kill_proc_info(int sig, struct siginfo *info, pid_t pid);
extern void notify_parent(struct task_struct *tsk, int sig);
extern int send_sig(int sig, struct task_struct *p, int priv);
extern void force_sig(int sig, struct task_struct *p);
extern int kill_pg(pid_t pgrp, int sig, int priv);
extern int kill_sl(pid_t sess, int sig, int priv);
extern int kill_proc(pid_t pid, int sig, int priv);
extern int do_sigaction(int sig, const struct k_sigaction *act,
			struct k_sigaction *oact);
extern int do_sigaltstack(const void *ss, void *oss, unsigned long sp);

static inline int signal_pending(struct task_struct *p)
{
	return p->sigpending != 0;
}

/* is any signal in @signal not blocked by @blocked? */
static inline int has_pending_signals(sigset_t *signal, sigset_t *blocked)
{
	unsigned int i;
	unsigned long ready = 0;

	for (i = 0; i < sizeof(signal->sig) / sizeof(signal->sig[0]); i++)
		ready |= signal->sig[i] & ~blocked->sig[i];
	return ready != 0;
}

static inline void recalc_sigpending(struct task_struct *t)
{
	t->sigpending = has_pending_signals(&t->pending.signal, &t->blocked);
}

static inline int on_sig_stack(unsigned long sp)
{
	return (sp - current->sas_ss_sp < current->sas_ss_size);
}

/*
 * Capability checks.  suser()/fsuser() are the old root tests;
 * capable() is what new code should use.
 */
extern int capable(int cap);

static inline int suser(void)
{
	if (current->euid == 0) {
		current->flags |= PF_SUPERPRIV;
		return 1;
	}
	return 0;
}

static inline int fsuser(void)
{
	if (current->fsuid == 0) {
		current->flags |= PF_SUPERPRIV;
		return 1;
	}
	return 0;
}

extern struct mm_struct *mm_alloc(void);
extern struct mm_struct *start_lazy_tlb(void);
extern void end_lazy_tlb(struct mm_struct *mm);
extern void __mmdrop(struct mm_struct *);

static inline void mmdrop(struct mm_struct *mm)
{
	if (atomic_dec_and_test(&mm->mm_count))
		__mmdrop(mm);
}

extern void mmput(struct mm_struct *);
extern void mm_release(void);

extern struct file **alloc_fd_array(int);
extern int expand_fd_array(struct files_struct *, int nr);
extern void free_fd_array(struct file **, int);
extern fd_set *alloc_fdset(int);
extern int expand_fdset(struct files_struct *, int nr);
extern void free_fdset(fd_set *, int);

extern int copy_thread(int, unsigned long, unsigned long, unsigned long,
		       struct task_struct *, struct pt_regs *);
extern void flush_thread(void);
extern void exit_thread(void);

extern void exit_mm(struct task_struct *);
extern void exit_files(struct task_struct *);
extern void exit_sighand(struct task_struct *);

extern void reparent_to_init(void);
extern void daemonize(void);

extern int do_execve(char *, char **, char **, struct pt_regs *);
extern int do_fork(unsigned long, unsigned long, struct pt_regs *,
		   unsigned long);

extern void yield(void);

#define for_each_task(p) \
	for (p = &init_task; (p = p->next_task) != &init_task; )

#define next_thread(p) \
	list_entry((p)->thread_group.next, struct task_struct, thread_group)

/* protects ->fs, ->files, ->mm and ->ptrace of a task */
static inline void task_lock(struct task_struct *p)
{
	spin_lock(&p->alloc_lock);
}

static inline void task_unlock(struct task_struct *p)
{
	spin_unlock(&p->alloc_lock);
}

/*
 * wait_event(wq, condition): sleep uninterruptibly on @wq until
 * @condition is true.  wait_event_interruptible() also returns
 * -ERESTARTSYS when a signal arrives, 0 otherwise.
 */
#define __wait_event(wq, condition) \
do { \
	wait_queue_t __we_entry; \
	init_waitqueue_entry(&__we_entry, current); \
	add_wait_queue(&(wq), &__we_entry); \
	for (;;) { \
		set_current_state(TASK_UNINTERRUPTIBLE); \
		if (condition) \
			break; \
		schedule(); \
	} \
	current->state = TASK_RUNNING; \
	remove_wait_queue(&(wq), &__we_entry); \
} while (0)

#define wait_event(wq, condition) \
do { \
	if (condition) \
		break; \
	__wait_event(wq, condition); \
} while (0)

#define __wait_event_interruptible(wq, condition, ret) \
do { \
	wait_queue_t __wei_entry; \
	init_waitqueue_entry(&__wei_entry, current); \
	add_wait_queue(&(wq), &__wei_entry); \
	for (;;) { \
		set_current_state(TASK_INTERRUPTIBLE); \
		if (condition) \
			break; \
		if (signal_pending(current)) { \
			ret = -ERESTARTSYS; \
			break; \
		} \
		schedule(); \
	} \
	current->state = TASK_RUNNING; \
	remove_wait_queue(&(wq), &__wei_entry); \
} while (0)

#define wait_event_interruptible(wq, condition) \
({ \
	int __wei_ret = 0; \
	if (!(condition)) \
		__wait_event_interruptible(wq, condition, __wei_ret); \
	__wei_ret; \
})

#endif /* _LINUX_SCHED_H */
