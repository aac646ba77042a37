/*
 * diopass: the direct-io migration in the port (migpass.h): a file
 * system's 2.4 direct_IO method (directio.h) made a 2.6 one before
 * spatch, or the file left whole, saying how.
 *
 * diopass_plan() is the file's method and what is decided about it
 * (has: the file has a 2.4 method still to port), found by whichever
 * hook asks first: the page vector's plan does, since such a method
 * makes its file a page vector file (pagevec.h).  It lives in f's state
 * until the plan's MIG_RELEASE.  diopass_leaves_file(): the method keeps
 * the whole file for a human (Linux 6.1, which has no method of that
 * shape, or a method zcport cannot convert); every site of the file is
 * then masked with that reason, and no other migration masks it too.
 */
#ifndef ZC_DIOPASS_H
#define ZC_DIOPASS_H

#include "directio.h"
#include "migpass.h"

struct dio_plan {
	struct dio_method m;
	int has;
};

const struct dio_plan *diopass_plan(struct mig_file *f);
int diopass_leaves_file(struct mig_file *f);

#endif
