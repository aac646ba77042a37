#ifndef _LINUX_STDDEF_H
#define _LINUX_STDDEF_H

/*
 * zcport model of the Linux 2.4 API: NULL and offsetof.
 */

#undef NULL
#if defined(__cplusplus)
#define NULL 0
#else
#define NULL ((void *)0)
#endif

#undef offsetof
#define offsetof(TYPE, MEMBER) ((__SIZE_TYPE__) &((TYPE *)0)->MEMBER)

#endif /* _LINUX_STDDEF_H */
