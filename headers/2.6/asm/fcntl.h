/* zcport model of Linux 2.6 (x86): <asm/fcntl.h> (values only) */
#ifndef _ZC26_ASM_FCNTL_H
#define _ZC26_ASM_FCNTL_H

#define O_ACCMODE	   0003
#define O_RDONLY	     00
#define O_WRONLY	     01
#define O_RDWR		     02
#define O_CREAT		   0100
#define O_EXCL		   0200
#define O_NOCTTY	   0400
#define O_TRUNC		  01000
#define O_APPEND	  02000
#define O_NONBLOCK	  04000
#define O_NDELAY	O_NONBLOCK
#define O_SYNC		 010000
#define FASYNC		 020000
#define O_DIRECT	 040000
#define O_LARGEFILE	0100000
#define O_DIRECTORY	0200000
#define O_NOFOLLOW	0400000
#define O_NOATIME	01000000

#define F_DUPFD		0
#define F_GETFD		1
#define F_SETFD		2
#define F_GETFL		3
#define F_SETFL		4
#define F_GETLK		5
#define F_SETLK		6
#define F_SETLKW	7
#define F_SETOWN	8
#define F_GETOWN	9
#define F_SETSIG	10
#define F_GETSIG	11
#define F_GETLK64	12
#define F_SETLK64	13
#define F_SETLKW64	14

#define FD_CLOEXEC	1

#define F_RDLCK		0
#define F_WRLCK		1
#define F_UNLCK		2
#define F_EXLCK		4
#define F_SHLCK		8
#define F_INPROGRESS	16

#define LOCK_SH		1
#define LOCK_EX		2
#define LOCK_NB		4
#define LOCK_UN		8
#define LOCK_MAND	32
#define LOCK_READ	64
#define LOCK_WRITE	128
#define LOCK_RW		192

struct flock {
	short l_type;
	short l_whence;
	long l_start;
	long l_len;
	int l_pid;
};

struct flock64 {
	short l_type;
	short l_whence;
	long long l_start;
	long long l_len;
	int l_pid;
};

#define F_LINUX_SPECIFIC_BASE	1024

#endif
