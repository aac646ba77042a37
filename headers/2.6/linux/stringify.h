/* zcport model of Linux 2.6: <linux/stringify.h> (declarations only) */
#ifndef _ZC26_LINUX_STRINGIFY_H
#define _ZC26_LINUX_STRINGIFY_H

#define __stringify_1(x)	#x
#define __stringify(x)		__stringify_1(x)

#endif
