/*
 * zcport model of the Linux 2.6 kernel API: <linux/sched.h>
 * struct task_struct (current), struct mm_struct (mmap_sem), the
 * scheduler entry points, signals to tasks, capable().
 * Written for zcport; declarations only.
 */
#ifndef _ZC26_LINUX_SCHED_H
#define _ZC26_LINUX_SCHED_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#include <asm/param.h>

#define CSIGNAL		0x000000ff
#define CLONE_VM	0x00000100
#define CLONE_FS	0x00000200
#define CLONE_FILES	0x00000400
#define CLONE_SIGHAND	0x00000800
#define CLONE_PTRACE	0x00002000
#define CLONE_VFORK	0x00004000
#define CLONE_PARENT	0x00008000
#define CLONE_THREAD	0x00010000
#define CLONE_NEWNS	0x00020000
#define CLONE_SYSVSEM	0x00040000
#define CLONE_SETTLS	0x00080000
#define CLONE_PARENT_SETTID	0x00100000
#define CLONE_CHILD_CLEARTID	0x00200000
#define CLONE_DETACHED		0x00400000
#define CLONE_UNTRACED		0x00800000
#define CLONE_CHILD_SETTID	0x01000000
#define CLONE_STOPPED		0x02000000

#define CLONE_KERNEL	(CLONE_FS | CLONE_FILES | CLONE_SIGHAND)

#define SCHED_NORMAL	0
#define SCHED_FIFO	1
#define SCHED_RR	2

struct sched_param {
	int sched_priority;
};

#ifdef __KERNEL__

#include <linux/config.h>
#include <linux/capability.h>
#include <linux/threads.h>
#include <linux/kernel.h>
#include <linux/types.h>
#include <linux/timex.h>
#include <linux/jiffies.h>
#include <linux/thread_info.h>
#include <linux/errno.h>
#include <linux/list.h>
#include <linux/spinlock.h>
#include <linux/wait.h>
#include <linux/rwsem.h>
#include <linux/completion.h>
#include <linux/signal.h>
#include <linux/time.h>
#include <linux/timer.h>
#include <linux/param.h>
#include <linux/smp.h>
#include <asm/system.h>
#include <asm/semaphore.h>
#include <asm/page.h>
#include <asm/ptrace.h>
#include <asm/processor.h>
#include <asm/current.h>
#include <asm/atomic.h>

struct exec_domain;
struct files_struct;
struct fs_struct;
struct namespace;
struct user_struct;
struct linux_binfmt;
struct vm_area_struct;
struct backing_dev_info;
struct io_context;
struct audit_context;
struct reclaim_state;
struct group_info;
struct dentry;
struct file;
struct inode;
struct kioctx;
struct tty_struct;
struct task_struct;

typedef struct task_struct task_t;

extern unsigned long avenrun[];
#define FSHIFT		11
#define FIXED_1		(1 << FSHIFT)
#define LOAD_FREQ	(5 * HZ)
#define LOAD_INT(x)	((x) >> FSHIFT)
#define LOAD_FRAC(x)	LOAD_INT(((x) & (FIXED_1 - 1)) * 100)

extern unsigned long total_forks;
extern int nr_threads;
extern int last_pid;
extern unsigned long nr_running(void);
extern unsigned long nr_uninterruptible(void);
extern unsigned long nr_iowait(void);

/* TASK_RUNNING etc. are defined in <linux/wait.h> */

#define __set_task_state(tsk, state_value)	\
	do { (tsk)->state = (state_value); } while (0)
#define set_task_state(tsk, state_value)	\
	set_mb((tsk)->state, (state_value))

#define __set_current_state(state_value)	\
	do { current->state = (state_value); } while (0)
#define set_current_state(state_value)		\
	set_mb(current->state, (state_value))

extern rwlock_t tasklist_lock;
extern spinlock_t mmlist_lock;

struct task_struct;

extern void sched_init(void);
extern void init_idle(struct task_struct *idle, int cpu);
extern void show_state(void);
extern void show_regs(struct pt_regs *);
extern void show_stack(struct task_struct *task, unsigned long *sp);

#define MAX_SCHEDULE_TIMEOUT	LONG_MAX
extern long schedule_timeout(long timeout);
extern void schedule(void);
extern void io_schedule(void);
extern long io_schedule_timeout(long timeout);

typedef struct {
	int size;
	void *ldt;
} mm_context_t;

/* one per address space; current->mm */
struct mm_struct {
	struct vm_area_struct	*mmap;		/* list of VMAs */
	struct vm_area_struct	*mmap_cache;	/* last find_vma result */
	unsigned long (*get_unmapped_area)(struct file *filp,
				unsigned long addr, unsigned long len,
				unsigned long pgoff, unsigned long flags);
	void (*unmap_area)(struct vm_area_struct *area);
	unsigned long		mmap_base;
	unsigned long		free_area_cache;
	pgd_t			*pgd;
	atomic_t		mm_users;	/* users of this address space */
	atomic_t		mm_count;	/* references to the struct */
	int			map_count;	/* number of VMAs */
	struct rw_semaphore	mmap_sem;	/* protects the VMA list */
	spinlock_t		page_table_lock;

	struct list_head	mmlist;

	unsigned long start_code, end_code, start_data, end_data;
	unsigned long start_brk, brk, start_stack;
	unsigned long arg_start, arg_end, env_start, env_end;
	unsigned long rss, anon_rss, total_vm, locked_vm, shared_vm;
	unsigned long exec_vm, stack_vm, reserved_vm, def_flags, nr_ptes;

	unsigned long saved_auxv[42];

	unsigned dumpable:1;
	unsigned long cpu_vm_mask;

	mm_context_t context;

	unsigned long swap_token_time;
	char recent_pagein;

	int core_waiters;
	struct completion *core_startup_done, core_done;

	rwlock_t ioctx_list_lock;
	struct kioctx *ioctx_list;

	unsigned long hiwater_rss;
	unsigned long hiwater_vm;
};

extern int mmlist_nr;

struct sighand_struct {
	atomic_t		count;
	struct k_sigaction	action[_NSIG];
	spinlock_t		siglock;
};

struct rlimit {
	unsigned long	rlim_cur;
	unsigned long	rlim_max;
};
#define RLIM_NLIMITS	14

struct signal_struct {
	atomic_t		count;
	atomic_t		live;
	wait_queue_head_t	wait_chldexit;
	struct task_struct	*curr_target;
	struct sigpending	shared_pending;
	int			group_exit_code;
	struct task_struct	*group_exit_task;
	int			notify_count;
	int			group_stop_count;
	unsigned int		flags;
	struct list_head	posix_timers;
	pid_t			pgrp;
	pid_t			tty_old_pgrp;
	pid_t			session;
	int			leader;
	struct tty_struct	*tty;
	clock_t			utime, stime, cutime, cstime;
	unsigned long		nvcsw, nivcsw, cnvcsw, cnivcsw;
	unsigned long		min_flt, maj_flt, cmin_flt, cmaj_flt;
	struct rlimit		rlim[RLIM_NLIMITS];
};

#define MAX_USER_RT_PRIO	100
#define MAX_RT_PRIO		MAX_USER_RT_PRIO
#define MAX_PRIO		(MAX_RT_PRIO + 40)
#define rt_task(p)		((p)->prio < MAX_RT_PRIO)

struct user_struct {
	atomic_t __count;
	atomic_t processes;
	atomic_t files;
	atomic_t sigpending;
	unsigned long mq_bytes;
	unsigned long locked_shm;
	struct list_head uidhash_list;
	uid_t uid;
};

extern struct user_struct *find_user(uid_t);
extern struct user_struct root_user;
#define INIT_USER (&root_user)

typedef struct prio_array prio_array_t;

/* the process descriptor; "current" points at the running one */
struct task_struct {
	volatile long		state;	/* -1 unrunnable, 0 runnable, >0 stopped */
	struct thread_info	*thread_info;
	atomic_t		usage;
	unsigned long		flags;	/* PF_* */
	unsigned long		ptrace;

	int			lock_depth;

	int			prio, static_prio;
	struct list_head	run_list;
	prio_array_t		*array;

	unsigned long		sleep_avg;
	unsigned long long	timestamp, last_ran;
	int			activated;

	unsigned long		policy;
	unsigned long		cpus_allowed;
	unsigned int		time_slice, first_time_slice;

	struct list_head	tasks;
	struct list_head	ptrace_children;
	struct list_head	ptrace_list;

	struct mm_struct	*mm, *active_mm;

	struct linux_binfmt	*binfmt;
	long			exit_state;
	int			exit_code, exit_signal;
	int			pdeath_signal;
	unsigned long		personality;
	unsigned		did_exec:1;
	pid_t			pid;
	pid_t			tgid;

	struct task_struct	*real_parent;
	struct task_struct	*parent;
	struct list_head	children;
	struct list_head	sibling;
	struct task_struct	*group_leader;

	struct completion	*vfork_done;
	int __user		*set_child_tid;
	int __user		*clear_child_tid;

	unsigned long		rt_priority;
	unsigned long		it_real_value, it_prof_value, it_virt_value;
	unsigned long		it_real_incr, it_prof_incr, it_virt_incr;
	struct timer_list	real_timer;
	unsigned long		utime, stime;
	unsigned long		nvcsw, nivcsw;
	struct timespec		start_time;
	unsigned long		min_flt, maj_flt;

	uid_t			uid, euid, suid, fsuid;
	gid_t			gid, egid, sgid, fsgid;
	struct group_info	*group_info;
	kernel_cap_t		cap_effective, cap_inheritable, cap_permitted;
	unsigned		keep_capabilities:1;
	struct user_struct	*user;

	char			comm[16];

	int			link_count, total_link_count;

	struct thread_struct	thread;
	struct fs_struct	*fs;
	struct files_struct	*files;
	struct namespace	*namespace;

	struct signal_struct	*signal;
	struct sighand_struct	*sighand;

	sigset_t		blocked, real_blocked;
	struct sigpending	pending;

	unsigned long		sas_ss_sp;
	size_t			sas_ss_size;
	int			(*notifier)(void *priv);
	void			*notifier_data;
	sigset_t		*notifier_mask;

	void			*security;
	struct audit_context	*audit_context;

	u32			parent_exec_id;
	u32			self_exec_id;

	spinlock_t		alloc_lock;
	spinlock_t		proc_lock;
	spinlock_t		switch_lock;

	void			*journal_info;
	struct reclaim_state	*reclaim_state;
	struct dentry		*proc_dentry;
	struct backing_dev_info	*backing_dev_info;
	struct io_context	*io_context;

	unsigned long		ptrace_message;
	siginfo_t		*last_siginfo;
};

static inline pid_t process_group(struct task_struct *tsk)
{
	return tsk->signal->pgrp;
}

#define get_task_struct(tsk)	do { atomic_inc(&(tsk)->usage); } while (0)
extern void __put_task_struct(struct task_struct *tsk);
#define put_task_struct(tsk) \
	do { if (atomic_dec_and_test(&(tsk)->usage)) __put_task_struct(tsk); } while (0)

/* per-task flags (task_struct.flags) */
#define PF_ALIGNWARN	0x00000001
#define PF_STARTING	0x00000002
#define PF_EXITING	0x00000004
#define PF_DEAD		0x00000008
#define PF_FORKNOEXEC	0x00000040
#define PF_SUPERPRIV	0x00000100
#define PF_DUMPCORE	0x00000200
#define PF_SIGNALED	0x00000400
#define PF_MEMALLOC	0x00000800
#define PF_FLUSHER	0x00001000
#define PF_USED_MATH	0x00002000
#define PF_FREEZE	0x00004000
#define PF_NOFREEZE	0x00008000
#define PF_FROZEN	0x00010000
#define PF_FSTRANS	0x00020000
#define PF_KSWAPD	0x00040000
#define PF_SWAPOFF	0x00080000
#define PF_LESS_THROTTLE 0x00100000
#define PF_SYNCWRITE	0x00200000
#define PF_BORROWED_MM	0x00400000

extern unsigned long long sched_clock(void);
extern int task_prio(const struct task_struct *p);
extern int task_nice(const struct task_struct *p);
extern int task_curr(const struct task_struct *p);
extern int idle_cpu(int cpu);
extern void set_user_nice(struct task_struct *p, long nice);

extern struct task_struct *find_task_by_pid(int pid);
extern void set_special_pids(pid_t session, pid_t pgrp);
extern void __set_special_pids(pid_t session, pid_t pgrp);

extern struct user_struct *alloc_uid(uid_t);
extern void free_uid(struct user_struct *);

extern void do_timer(struct pt_regs *);

extern int wake_up_state(struct task_struct *tsk, unsigned int state);
extern int wake_up_process(struct task_struct *tsk);
extern void wake_up_new_task(struct task_struct *tsk, unsigned long clone_flags);
extern void kick_process(struct task_struct *tsk);
extern void sched_fork(struct task_struct *p);
extern void sched_exit(struct task_struct *p);

extern int in_group_p(gid_t);
extern int in_egroup_p(gid_t);

extern void proc_caches_init(void);
extern void flush_signals(struct task_struct *);
extern void flush_signal_handlers(struct task_struct *, int force_default);
extern int dequeue_signal(struct task_struct *tsk, sigset_t *mask,
			  siginfo_t *info);

extern void block_all_signals(int (*notifier)(void *priv), void *priv,
			      sigset_t *mask);
extern void unblock_all_signals(void);
extern void release_task(struct task_struct *p);
extern int send_sig_info(int, struct siginfo *, struct task_struct *);
extern int send_group_sig_info(int, struct siginfo *, struct task_struct *);
extern int force_sigsegv(int, struct task_struct *);
extern int force_sig_info(int, struct siginfo *, struct task_struct *);
extern int __kill_pg_info(int sig, struct siginfo *info, pid_t pgrp);
extern int kill_pg_info(int, struct siginfo *, pid_t);
extern int kill_sl_info(int, struct siginfo *, pid_t);
extern int kill_proc_info(int, struct siginfo *, pid_t);
extern void do_notify_parent(struct task_struct *, int);
extern void force_sig(int, struct task_struct *);
extern void force_sig_specific(int, struct task_struct *);
extern int send_sig(int, struct task_struct *, int);
extern void zap_other_threads(struct task_struct *p);
extern int kill_pg(pid_t, int, int);
extern int kill_sl(pid_t, int, int);
extern int kill_proc(pid_t, int, int);
extern struct sigqueue *sigqueue_alloc(void);
extern void sigqueue_free(struct sigqueue *);
extern int send_sigqueue(int, struct sigqueue *, struct task_struct *);
extern int send_group_sigqueue(int, struct sigqueue *, struct task_struct *);
extern int do_sigaction(int, const struct k_sigaction *, struct k_sigaction *);
extern int do_sigaltstack(const stack_t __user *, stack_t __user *,
			  unsigned long);

/* 2.6 takes no argument (2.4 passed the task) */
extern void recalc_sigpending(void);
extern void recalc_sigpending_tsk(struct task_struct *t);
extern void signal_wake_up(struct task_struct *t, int resume_stopped);

extern int signal_pending(struct task_struct *p);
extern int need_resched(void);
extern int cond_resched(void);
extern int cond_resched_lock(spinlock_t *lock);

static inline int on_sig_stack(unsigned long sp)
{
	return (sp - current->sas_ss_sp < current->sas_ss_size);
}

static inline int sas_ss_flags(unsigned long sp)
{
	return (current->sas_ss_size == 0 ? SS_DISABLE
		: on_sig_stack(sp) ? SS_ONSTACK : 0);
}

extern int capable(int cap);

extern struct mm_struct *mm_alloc(void);
extern void __mmdrop(struct mm_struct *);
static inline void mmdrop(struct mm_struct *mm)
{
	if (atomic_dec_and_test(&mm->mm_count))
		__mmdrop(mm);
}
extern void mmput(struct mm_struct *);
extern struct mm_struct *get_task_mm(struct task_struct *task);
extern void mm_release(struct task_struct *, struct mm_struct *);

extern int copy_thread(int, unsigned long, unsigned long, unsigned long,
		       struct task_struct *, struct pt_regs *);
extern void flush_thread(void);
extern void exit_thread(void);

extern void exit_mm(struct task_struct *);
extern void exit_files(struct task_struct *);
extern void exit_signal(struct task_struct *);
extern void __exit_signal(struct task_struct *);
extern void exit_sighand(struct task_struct *);
extern void __exit_sighand(struct task_struct *);
extern void exit_itimers(struct signal_struct *);

extern NORET_TYPE void do_group_exit(int) __attribute__((noreturn));

extern void reparent_to_init(void);
extern void daemonize(const char *, ...)
	__attribute__((format(printf, 1, 2)));
extern int allow_signal(int);
extern int disallow_signal(int);
extern task_t *child_reaper;

extern int do_execve(char *, char __user * __user *,
		     char __user * __user *, struct pt_regs *);
extern long do_fork(unsigned long, unsigned long, struct pt_regs *,
		    unsigned long, int __user *, int __user *);
extern struct task_struct *fork_idle(int);

extern void set_task_comm(struct task_struct *tsk, char *from);
extern void get_task_comm(char *to, struct task_struct *tsk);

extern void wait_task_inactive(struct task_struct *p);

extern struct task_struct init_task;
extern struct mm_struct init_mm;

#define next_task(p) \
	list_entry((p)->tasks.next, struct task_struct, tasks)
#define prev_task(p) \
	list_entry((p)->tasks.prev, struct task_struct, tasks)

#define for_each_process(p) \
	for ((p) = &init_task; ((p) = next_task(p)) != &init_task; )

#define do_each_thread(g, t) \
	for ((g) = (t) = &init_task; ((g) = (t) = next_task(g)) != &init_task; ) do

#define while_each_thread(g, t) \
	while (((t) = next_thread(t)) != (g))

extern task_t *next_thread(const task_t *p);

#define thread_group_leader(p)	((p)->pid == (p)->tgid)

extern int thread_group_empty(task_t *p);

extern void unhash_process(struct task_struct *p);

/* protects ->fs, ->files, ->mm, ->ptrace, ->group_info, ->comm */
static inline void task_lock(struct task_struct *p)
{
	spin_lock(&p->alloc_lock);
}

static inline void task_unlock(struct task_struct *p)
{
	spin_unlock(&p->alloc_lock);
}

/* thread-info flag helpers on another task */
extern void set_tsk_thread_flag(struct task_struct *tsk, int flag);
extern void clear_tsk_thread_flag(struct task_struct *tsk, int flag);
extern int test_and_set_tsk_thread_flag(struct task_struct *tsk, int flag);
extern int test_and_clear_tsk_thread_flag(struct task_struct *tsk, int flag);
extern int test_tsk_thread_flag(struct task_struct *tsk, int flag);
extern void set_tsk_need_resched(struct task_struct *tsk);
extern void clear_tsk_need_resched(struct task_struct *tsk);

extern void yield(void);

extern int refrigerator(unsigned long);

#endif /* __KERNEL__ */

#endif /* _ZC26_LINUX_SCHED_H */
