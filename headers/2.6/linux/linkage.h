/* zcport model of Linux 2.6: <linux/linkage.h> (declarations only) */
#ifndef _ZC26_LINUX_LINKAGE_H
#define _ZC26_LINUX_LINKAGE_H

#define asmlinkage
#define FASTCALL(x)	x
#define fastcall
#define ATTRIB_NORET	__attribute__((noreturn))
#define NORET_TYPE
#define NORET_AND	noreturn,

#endif
