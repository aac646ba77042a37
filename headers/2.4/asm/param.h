#ifndef _ASMi386_PARAM_H
#define _ASMi386_PARAM_H

/*
 * zcport model of the Linux 2.4 API: timer frequency and limits.
 */

#ifndef HZ
#define HZ 100
#endif

#define EXEC_PAGESIZE	4096

#ifndef NGROUPS
#define NGROUPS		32
#endif

#ifndef NOGROUP
#define NOGROUP		(-1)
#endif

#define MAXHOSTNAMELEN	64

#ifdef __KERNEL__
#define CLOCKS_PER_SEC	100
#endif

#endif /* _ASMi386_PARAM_H */
