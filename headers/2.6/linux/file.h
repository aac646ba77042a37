/*
 * zcport model of Linux 2.6: <linux/file.h> -- file tables, fget/fput
 */
#ifndef _ZC26_LINUX_FILE_H
#define _ZC26_LINUX_FILE_H

#include <asm/atomic.h>
#include <linux/posix_types.h>
#include <linux/compiler.h>
#include <linux/spinlock.h>
#include <linux/types.h>

#define NR_OPEN_DEFAULT BITS_PER_LONG

struct file;
struct task_struct;

struct files_struct {
	atomic_t count;
	spinlock_t file_lock;
	int max_fds;
	int max_fdset;
	int next_fd;
	struct file **fd;
	fd_set *close_on_exec;
	fd_set *open_fds;
	fd_set close_on_exec_init;
	fd_set open_fds_init;
	struct file *fd_array[NR_OPEN_DEFAULT];
};

extern void fput(struct file *);
extern void __fput(struct file *);
extern struct file *fget(unsigned int fd);
extern struct file *fget_light(unsigned int fd, int *fput_needed);

static inline void fput_light(struct file *file, int fput_needed)
{
	if (fput_needed)
		fput(file);
}

extern void put_filp(struct file *);
extern int get_unused_fd(void);
extern void put_unused_fd(unsigned int fd);
extern void fd_install(unsigned int fd, struct file *file);

static inline struct file *fcheck_files(struct files_struct *files,
					unsigned int fd)
{
	struct file *file = NULL;

	if (fd < (unsigned int)files->max_fds)
		file = files->fd[fd];
	return file;
}

#define fcheck(fd)	fcheck_files(current->files, fd)

extern void set_close_on_exec(unsigned int fd, int flag);
extern struct files_struct *get_files_struct(struct task_struct *);
extern void put_files_struct(struct files_struct *fs);

#endif
