/* zcport model of Linux 2.6 (x86): <asm/current.h> (declarations only) */
#ifndef _ZC26_ASM_CURRENT_H
#define _ZC26_ASM_CURRENT_H

struct task_struct;

extern struct task_struct *get_current(void);
#define current get_current()

#endif
