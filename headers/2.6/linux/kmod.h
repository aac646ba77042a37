/* zcport model of Linux 2.6: <linux/kmod.h> (declarations only) */
#ifndef _ZC26_LINUX_KMOD_H
#define _ZC26_LINUX_KMOD_H

#include <linux/config.h>
#include <linux/errno.h>
#include <linux/compiler.h>

#define KMOD_PATH_LEN 256

extern int request_module(const char *name, ...)
	__attribute__((format(printf, 1, 2)));
extern int call_usermodehelper(char *path, char *argv[], char *envp[],
			       int wait);
extern void usermodehelper_init(void);

#endif
