#include <linux/kernel.h>
#include <linux/iobuf.h>

struct xx_dev {
	struct kiobuf *in, *out;
	struct kiobuf embedded;
};

static int f(struct xx_dev *dev, struct kiobuf *extra)
{
	struct kiobuf *a, *b, *vec[2];

	kiobuf_init(&dev->embedded);
	vec[0] = a;
	vec[1] = b;
	return sizeof(struct kiobuf) + (extra != 0);
}
/*
 * check-name: every declarator of a multi-declarator line is a site
 * check-command: zcport scan $file
 *
 * check-output-start
 * scan/multi-decl.c:2:1: include: linux/iobuf.h
 * scan/multi-decl.c:5:17: field: kiobuf
 * scan/multi-decl.c:5:22: field: kiobuf
 * scan/multi-decl.c:6:16: field: kiobuf
 * scan/multi-decl.c:9:49: parameter: kiobuf in f()
 * scan/multi-decl.c:11:17: variable: kiobuf in f()
 * scan/multi-decl.c:11:21: variable: kiobuf in f()
 * scan/multi-decl.c:11:25: variable: kiobuf in f()
 * scan/multi-decl.c:13:2: call: kiobuf_init in f()
 * scan/multi-decl.c:16:23: type: kiobuf in f()
 * summary: scan/multi-decl.c: 10 sites
 * summary: 10 sites in 1 of 1 file
 * summary:      8 kiobuf
 * summary:      1 kiobuf_init
 * summary:      1 linux/iobuf.h
 * check-output-end
 */
