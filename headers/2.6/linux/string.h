/*
 * zcport model of the Linux 2.6 kernel API: <linux/string.h>
 * Prototypes match the compiler builtins, so no conflicting-builtin
 * warnings arise.  Declarations only.
 */
#ifndef _ZC26_LINUX_STRING_H
#define _ZC26_LINUX_STRING_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#ifdef __KERNEL__

#include <linux/compiler.h>
#include <linux/types.h>
#include <linux/stddef.h>

extern char *strpbrk(const char *, const char *);
extern char *strsep(char **, const char *);
extern size_t strspn(const char *, const char *);
extern size_t strcspn(const char *, const char *);

extern char *strcpy(char *, const char *);
extern char *strncpy(char *, const char *, size_t);
extern size_t strlcpy(char *, const char *, size_t);
extern char *strcat(char *, const char *);
extern char *strncat(char *, const char *, size_t);
extern size_t strlcat(char *, const char *, size_t);
extern int strcmp(const char *, const char *);
extern int strncmp(const char *, const char *, size_t);
extern int strnicmp(const char *, const char *, size_t);
extern char *strchr(const char *, int);
extern char *strnchr(const char *, size_t, int);
extern char *strrchr(const char *, int);
extern char *strstr(const char *, const char *);
extern size_t strlen(const char *);
extern size_t strnlen(const char *, size_t);

extern void *memset(void *, int, size_t);
extern void *memcpy(void *, const void *, size_t);
extern void *memmove(void *, const void *, size_t);
extern void *memscan(void *, int, size_t);
extern int memcmp(const void *, const void *, size_t);
extern void *memchr(const void *, int, size_t);

#endif /* __KERNEL__ */

#endif
