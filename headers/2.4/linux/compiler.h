#ifndef _LINUX_COMPILER_H
#define _LINUX_COMPILER_H

/*
 * zcport model of the Linux 2.4 API: compiler helpers.
 */

#if __GNUC__ == 2 && __GNUC_MINOR__ < 96
#define __builtin_expect(x, expected_value) (x)
#endif

#define likely(x)	__builtin_expect(!!(x), 1)
#define unlikely(x)	__builtin_expect(!!(x), 0)

#define __attribute_used__	__attribute__((__used__))

#endif /* _LINUX_COMPILER_H */
