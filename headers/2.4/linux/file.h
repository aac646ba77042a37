#ifndef __LINUX_FILE_H
#define __LINUX_FILE_H

/*
 * zcport model of the Linux 2.4 API: file descriptor table access.
 */

#include <linux/sched.h>
#include <linux/fs.h>

extern void FASTCALL(fput(struct file *));
extern struct file *FASTCALL(fget(unsigned int fd));

static inline int get_close_on_exec(unsigned int fd)
{
	struct files_struct *files = current->files;

	return test_bit(fd, files->close_on_exec);
}

static inline void set_close_on_exec(unsigned int fd, int flag)
{
	struct files_struct *files = current->files;

	if (flag)
		set_bit(fd, files->close_on_exec);
	else
		clear_bit(fd, files->close_on_exec);
}

/* look up @fd in @files without taking a reference */
static inline struct file *fcheck_files(struct files_struct *files,
					unsigned int fd)
{
	struct file *file = NULL;

	if (fd < (unsigned int) files->max_fds)
		file = files->fd[fd];
	return file;
}

static inline struct file *fcheck(unsigned int fd)
{
	return fcheck_files(current->files, fd);
}

extern void put_filp(struct file *);
extern int get_unused_fd(void);

static inline void put_unused_fd(unsigned int fd)
{
	struct files_struct *files = current->files;

	clear_bit(fd, files->open_fds);
	if (fd < (unsigned int) files->next_fd)
		files->next_fd = fd;
}

extern void FASTCALL(fd_install(unsigned int fd, struct file *file));
extern void put_files_struct(struct files_struct *fs);

#endif /* __LINUX_FILE_H */
