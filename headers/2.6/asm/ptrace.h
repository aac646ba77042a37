/* zcport model of Linux 2.6 (x86): <asm/ptrace.h> (declarations only) */
#ifndef _ZC26_ASM_PTRACE_H
#define _ZC26_ASM_PTRACE_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

struct pt_regs {
	long ebx;
	long ecx;
	long edx;
	long esi;
	long edi;
	long ebp;
	long eax;
	int  xds;
	int  xes;
	long orig_eax;
	long eip;
	int  xcs;
	long eflags;
	long esp;
	int  xss;
};

#ifdef __KERNEL__
#define user_mode(regs)		((3 & (regs)->xcs) != 0)
#define instruction_pointer(regs) ((regs)->eip)
extern unsigned long profile_pc(struct pt_regs *regs);
#endif

#endif
