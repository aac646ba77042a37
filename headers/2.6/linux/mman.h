/* zcport model of Linux 2.6: <linux/mman.h> */
#ifndef _ZC26_LINUX_MMAN_H
#define _ZC26_LINUX_MMAN_H

#include <linux/config.h>
#include <linux/mm.h>
#include <asm/atomic.h>
#include <asm/mman.h>

#define MREMAP_MAYMOVE	1
#define MREMAP_FIXED	2

extern int sysctl_overcommit_memory;
extern int sysctl_overcommit_ratio;
extern atomic_t vm_committed_space;

static inline void vm_acct_memory(long pages)
{
	atomic_add((int)pages, &vm_committed_space);
}

static inline void vm_unacct_memory(long pages)
{
	vm_acct_memory(-pages);
}

#endif
