#ifndef XIRQ_H
#define XIRQ_H

#include <linux/iobuf.h>

extern struct kiobuf *xirq_kb;
void xirq_fill(void);
void xirq_copy(void);

#endif
