/* zcport model of Linux 2.6: <linux/thread_info.h> (declarations only) */
#ifndef _ZC26_LINUX_THREAD_INFO_H
#define _ZC26_LINUX_THREAD_INFO_H

struct task_struct;
struct exec_domain;

struct restart_block {
	long (*fn)(struct restart_block *);
	unsigned long arg0, arg1, arg2, arg3;
};

extern long do_no_restart_syscall(struct restart_block *parm);

struct thread_info {
	struct task_struct	*task;
	struct exec_domain	*exec_domain;
	unsigned long		flags;
	unsigned long		status;
	unsigned int		cpu;
	int			preempt_count;
	unsigned long		addr_limit;
	struct restart_block	restart_block;
};

#define TIF_SYSCALL_TRACE	0
#define TIF_NOTIFY_RESUME	1
#define TIF_SIGPENDING		2
#define TIF_NEED_RESCHED	3
#define TIF_SINGLESTEP		4
#define TIF_IRET		5
#define TIF_SYSCALL_AUDIT	7
#define TIF_POLLING_NRFLAG	16

extern struct thread_info *current_thread_info(void);

extern void set_thread_flag(int flag);
extern void clear_thread_flag(int flag);
extern int test_and_set_thread_flag(int flag);
extern int test_and_clear_thread_flag(int flag);
extern int test_thread_flag(int flag);
extern void set_ti_thread_flag(struct thread_info *ti, int flag);
extern void clear_ti_thread_flag(struct thread_info *ti, int flag);
extern int test_ti_thread_flag(struct thread_info *ti, int flag);
extern void set_need_resched(void);
extern void clear_need_resched(void);

#endif
