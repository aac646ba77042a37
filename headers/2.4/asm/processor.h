#ifndef __ASM_I386_PROCESSOR_H
#define __ASM_I386_PROCESSOR_H

/*
 * zcport model of the Linux 2.4 API: CPU data, the address-limit
 * type used by get_fs()/set_fs(), kernel_thread().
 */

#include <asm/page.h>
#include <asm/types.h>
#include <linux/config.h>
#include <linux/cache.h>

struct task_struct;

typedef struct {
	unsigned long seg;
} mm_segment_t;

struct cpuinfo_x86 {
	__u8	x86;		/* CPU family */
	__u8	x86_vendor;	/* CPU vendor */
	__u8	x86_model;
	__u8	x86_mask;
	char	wp_works_ok;
	char	hlt_works_ok;
	char	hard_math;
	char	rfu;
	int	cpuid_level;
	__u32	x86_capability[4];
	char	x86_vendor_id[16];
	char	x86_model_id[64];
	int	x86_cache_size;	/* in KB */
	int	fdiv_bug;
	int	f00f_bug;
	int	coma_bug;
	unsigned long loops_per_jiffy;
	unsigned long *pgd_quick;
	unsigned long *pmd_quick;
	unsigned long *pte_quick;
	unsigned long pgtable_cache_sz;
};

extern struct cpuinfo_x86 boot_cpu_data;
#define current_cpu_data boot_cpu_data

#define TASK_SIZE	(PAGE_OFFSET)

/* the state that switch_to() saves; the model keeps only a stub */
struct thread_struct {
	unsigned long	esp0;
	unsigned long	eip;
	unsigned long	esp;
	unsigned long	fs;
	unsigned long	gs;
	unsigned long	debugreg[8];
	unsigned long	cr2, trap_no, error_code;
};

extern int kernel_thread(int (*fn)(void *), void *arg, unsigned long flags);

#define cpu_relax()	barrier()

#endif /* __ASM_I386_PROCESSOR_H */
