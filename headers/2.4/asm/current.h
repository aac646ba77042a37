#ifndef _I386_CURRENT_H
#define _I386_CURRENT_H

/*
 * zcport model of the Linux 2.4 API: the running task.
 * On i386 get_current() masks the stack pointer; here it is
 * just a declaration.
 */

struct task_struct;

extern struct task_struct *get_current(void);

#define current get_current()

#endif /* _I386_CURRENT_H */
