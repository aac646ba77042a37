#ifndef __LINUX_KMOD_H__
#define __LINUX_KMOD_H__

/*
 * zcport model of the Linux 2.4 API: loading modules on demand.
 */

#include <linux/config.h>
#include <linux/errno.h>

#ifdef CONFIG_KMOD
extern int request_module(const char *name);
#else
static inline int request_module(const char *name)
{
	return -ENOSYS;
}
#endif

extern int exec_usermodehelper(char *program_path, char *argv[],
			       char *envp[]);
extern int call_usermodehelper(char *path, char *argv[], char *envp[]);

#endif /* __LINUX_KMOD_H__ */
