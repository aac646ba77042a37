#ifndef __ARCH_I386_ATOMIC__
#define __ARCH_I386_ATOMIC__

/*
 * zcport model of the Linux 2.4 API: atomic counters.
 * The bodies are plain C; the real ones use locked instructions.
 */

typedef struct {
	volatile int counter;
} atomic_t;

#define ATOMIC_INIT(i)		{ (i) }

#define atomic_read(v)		((v)->counter)
#define atomic_set(v, i)	(((v)->counter) = (i))

static inline void atomic_add(int i, atomic_t *v)
{
	v->counter += i;
}

static inline void atomic_sub(int i, atomic_t *v)
{
	v->counter -= i;
}

static inline int atomic_sub_and_test(int i, atomic_t *v)
{
	v->counter -= i;
	return v->counter == 0;
}

static inline void atomic_inc(atomic_t *v)
{
	v->counter++;
}

static inline void atomic_dec(atomic_t *v)
{
	v->counter--;
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
	v->counter += i;
	return v->counter < 0;
}

#define atomic_clear_mask(mask, addr)	(*(addr) &= ~(mask))
#define atomic_set_mask(mask, addr)	(*(addr) |= (mask))

#define smp_mb__before_atomic_dec()	barrier()
#define smp_mb__after_atomic_dec()	barrier()
#define smp_mb__before_atomic_inc()	barrier()
#define smp_mb__after_atomic_inc()	barrier()

#endif /* __ARCH_I386_ATOMIC__ */
