/* zcport model of Linux 2.6 (x86): <asm/processor.h> (declarations only) */
#ifndef _ZC26_ASM_PROCESSOR_H
#define _ZC26_ASM_PROCESSOR_H

#include <linux/config.h>
#include <linux/types.h>
#include <asm/page.h>
#include <asm/ptrace.h>

struct cpuinfo_x86 {
	__u8	x86;		/* CPU family */
	__u8	x86_vendor;
	__u8	x86_model;
	__u8	x86_mask;
	char	wp_works_ok;
	char	hlt_works_ok;
	char	hard_math;
	char	rfu;
	int	cpuid_level;
	unsigned long x86_capability[7];
	char	x86_vendor_id[16];
	char	x86_model_id[64];
	int	x86_cache_size;
	int	x86_cache_alignment;
	int	fdiv_bug;
	int	f00f_bug;
	int	coma_bug;
	unsigned long loops_per_jiffy;
	unsigned char x86_num_cores;
};

#define X86_VENDOR_INTEL	0
#define X86_VENDOR_CYRIX	1
#define X86_VENDOR_AMD		2
#define X86_VENDOR_UNKNOWN	0xff

extern struct cpuinfo_x86 boot_cpu_data;
extern struct cpuinfo_x86 new_cpu_data;
#define cpu_data		(&boot_cpu_data)
#define current_cpu_data	boot_cpu_data

#define TASK_SIZE	(PAGE_OFFSET)

struct i387_fsave_struct {
	long	cwd;
	long	swd;
	long	twd;
	long	fip;
	long	fcs;
	long	foo;
	long	fos;
	long	st_space[20];
	long	status;
};

union i387_union {
	struct i387_fsave_struct fsave;
	long pad[128];
};

typedef struct {
	unsigned long seg;
} mm_segment_t;

struct thread_struct {
	unsigned long	esp0;
	unsigned long	sysenter_cs;
	unsigned long	eip;
	unsigned long	esp;
	unsigned long	fs;
	unsigned long	gs;
	unsigned long	debugreg[8];
	unsigned long	cr2, trap_no, error_code;
	union i387_union i387;
	unsigned long	*io_bitmap_ptr;
	unsigned long	io_bitmap_max;
};

struct task_struct;
struct mm_struct;

extern void release_thread(struct task_struct *);
extern void prepare_to_copy(struct task_struct *tsk);
extern int kernel_thread(int (*fn)(void *), void *arg, unsigned long flags);
extern unsigned long thread_saved_pc(struct task_struct *tsk);
extern unsigned long get_wchan(struct task_struct *p);

static inline void rep_nop(void)
{
	__asm__ __volatile__("" : : : "memory");
}
#define cpu_relax()	rep_nop()

#define current_text_addr() ({ void *__zc_pc; __zc_pc = (void *)0; __zc_pc; })

#endif
