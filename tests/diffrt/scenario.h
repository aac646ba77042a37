/*
 * scenario.h: what a scenario (scenarios.c, C library side) may call
 * besides the kernel entry points of model.h.
 *
 * A scenario is a user program: it owns user memory (rt_uview, filled
 * with a pattern that has no zero byte), calls the driver's entry points
 * through the traced wrappers below, and may set fault injection before
 * an operation.  The runner forks one process per scenario, loads the
 * module before and unloads it after, and prints what the user can see
 * (return values, changed and dirty user pages, device memory) so the
 * traces of the 2.4 original and the 2.6 port can be compared line by
 * line.
 */
#ifndef DIFFRT_SCENARIO_H
#define DIFFRT_SCENARIO_H

/*
 * rt_model_prepare(): the runner, once, before it forks the scenarios:
 * the starting state they all share (user memory's pattern, the disks),
 * computed once instead of once per scenario.  rt_model_setup(), in
 * each scenario's process, then starts from it.
 */
void rt_model_prepare(void);
void rt_model_setup(void);
void rt_model_begin_init(void);
void rt_model_end_init(void);
void rt_device_state(void);
int rt_model_finish(void);
int rt_violations(void);

/* the scenario wrote [uaddr, uaddr + n) itself (an ioctl argument...) */
void rt_user_wrote(unsigned long uaddr, unsigned long n);

/*
 * Memory pressure: the shared file pages no one holds are written back
 * (when their mapping knows they are dirty) and evicted; the next access
 * reads them back from the file (model.h).
 */
void rt_memory_pressure(void);

/* FNV-1a of n bytes, as the trace prints hashes */
unsigned int rt_fnv(const void *p, unsigned long n);

/* the user address of byte off of user page page */
#define U(page, off) \
	((unsigned long) rt_uview + (unsigned long) (page) * RT_PAGE_SIZE + (off))

/* traced system calls: each prints "NAME(args) = ret" */
long sc_read(unsigned long ubuf, unsigned long count, long long *pos);
long sc_write(unsigned long ubuf, unsigned long count, long long *pos);
long sc_ioctl(const char *name, unsigned int cmd, unsigned long arg);
/* iov: the user address of nr {address, length} pairs */
long sc_readv(unsigned long iov, unsigned long nr, long long *pos);
long sc_writev(unsigned long iov, unsigned long nr, long long *pos);

#endif /* DIFFRT_SCENARIO_H */
