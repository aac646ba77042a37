#ifndef __i386_MMU_H
#define __i386_MMU_H

/*
 * zcport model of the Linux 2.4 API: per-mm architecture context.
 */

typedef struct {
	void *segments;
	unsigned long cpuvalid;
} mm_context_t;

#endif /* __i386_MMU_H */
