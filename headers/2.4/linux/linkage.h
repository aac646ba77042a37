#ifndef _LINUX_LINKAGE_H
#define _LINUX_LINKAGE_H

/*
 * zcport model of the Linux 2.4 API: linkage annotations.
 * On i386 asmlinkage meant "arguments on the stack"; the model
 * leaves it empty so the headers parse on any host compiler.
 */

#ifdef __cplusplus
#define CPP_ASMLINKAGE extern "C"
#else
#define CPP_ASMLINKAGE
#endif

#define asmlinkage	CPP_ASMLINKAGE
#define FASTCALL(x)	x

#define SYMBOL_NAME(X)		X
#define SYMBOL_NAME_STR(X)	#X

#endif /* _LINUX_LINKAGE_H */
