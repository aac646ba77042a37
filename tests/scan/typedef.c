#include <linux/kernel.h>
#include <linux/iobuf.h>

typedef struct kiobuf kiobuf_t;

struct xx_dev {
	kiobuf_t *kb;
};

static kiobuf_t *spare;

static int f(struct xx_dev *dev, char *buf, size_t n)
{
	kiobuf_t *kb = dev->kb;

	return map_user_kiobuf(READ, kb, (unsigned long)buf, n) ?: !spare;
}
/*
 * check-name: a typedef'd kiobuf: the typedef and each declaration, once
 * check-command: zcport scan $file
 *
 * check-output-start
 * scan/typedef.c:2:1: include: linux/iobuf.h
 * scan/typedef.c:4:16: type: kiobuf
 * scan/typedef.c:7:12: field: kiobuf
 * scan/typedef.c:10:18: variable: kiobuf
 * scan/typedef.c:14:12: variable: kiobuf in f()
 * scan/typedef.c:16:9: call: map_user_kiobuf in f()
 * summary: scan/typedef.c: 6 sites
 * summary: 6 sites in 1 of 1 file
 * summary:      4 kiobuf
 * summary:      1 linux/iobuf.h
 * summary:      1 map_user_kiobuf
 * check-output-end
 */
