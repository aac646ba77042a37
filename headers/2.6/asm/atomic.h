/*
 * zcport model of Linux 2.6 (x86): <asm/atomic.h>
 * The bodies are plain C stand-ins; only the types and names matter
 * for the model.
 */
#ifndef _ZC26_ASM_ATOMIC_H
#define _ZC26_ASM_ATOMIC_H

#include <linux/compiler.h>

typedef struct { volatile int counter; } atomic_t;

#define ATOMIC_INIT(i)		{ (i) }

#define atomic_read(v)		((v)->counter)
#define atomic_set(v, i)	(((v)->counter) = (i))

static inline void atomic_add(int i, atomic_t *v)	{ v->counter += i; }
static inline void atomic_sub(int i, atomic_t *v)	{ v->counter -= i; }
static inline void atomic_inc(atomic_t *v)		{ v->counter++; }
static inline void atomic_dec(atomic_t *v)		{ v->counter--; }

static inline int atomic_sub_and_test(int i, atomic_t *v)
{
	return (v->counter -= i) == 0;
}
static inline int atomic_dec_and_test(atomic_t *v)
{
	return --v->counter == 0;
}
static inline int atomic_inc_and_test(atomic_t *v)
{
	return ++v->counter == 0;
}
static inline int atomic_add_negative(int i, atomic_t *v)
{
	return (v->counter += i) < 0;
}

#define atomic_clear_mask(mask, addr)	(*(addr) &= ~(mask))
#define atomic_set_mask(mask, addr)	(*(addr) |= (mask))

#define smp_mb__before_atomic_dec()	barrier()
#define smp_mb__after_atomic_dec()	barrier()
#define smp_mb__before_atomic_inc()	barrier()
#define smp_mb__after_atomic_inc()	barrier()

#endif
