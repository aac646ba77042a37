/* zcport model of Linux 2.6 (x86): <asm/bug.h> (declarations only) */
#ifndef _ZC26_ASM_BUG_H
#define _ZC26_ASM_BUG_H

#include <linux/compiler.h>

#define BUG()		do { __builtin_trap(); } while (0)
#define BUG_ON(cond)	do { if (unlikely((cond) != 0)) BUG(); } while (0)
#define PAGE_BUG(page)	do { BUG(); } while (0)
#define WARN_ON(cond)	do { if (unlikely((cond) != 0)) dump_stack(); } while (0)

extern void dump_stack(void);

#endif
