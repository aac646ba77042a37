#ifndef _I386_PTRACE_H
#define _I386_PTRACE_H

/*
 * zcport model of the Linux 2.4 API: saved registers, as passed to
 * interrupt handlers.
 */

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
#define user_mode(regs) \
	((VM_MASK & (regs)->eflags) || (3 & (regs)->xcs))
#define instruction_pointer(regs) ((regs)->eip)
#define VM_MASK			0x00020000
extern void show_regs(struct pt_regs *);
#endif

#endif /* _I386_PTRACE_H */
