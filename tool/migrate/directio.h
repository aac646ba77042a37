/*
 * directio: a file system's 2.4 direct_IO method, made a 2.6 one.
 *
 * 2.4's address_space_operations had
 *	int (*direct_IO)(int rw, struct inode *, struct kiobuf *,
 *			 unsigned long blocknr, int blocksize);
 * and the VFS (generic_file_direct_IO()) mapped the user buffer into the
 * kiobuf chunk by chunk, called the method, dirtied and unmapped.  2.6
 * has
 *	ssize_t (*direct_IO)(int rw, struct kiocb *, const struct iovec *,
 *			     loff_t offset, unsigned long nr_segs);
 * and leaves all of that to the method.  So the 2.4 method keeps its
 * body, renamed NAME_pages and taking a struct page_vec (the file is
 * ported to page vectors, tool/migrate/pagevec.h), and a new 2.6 method of the
 * old name, placed right after it, hands its arguments and NAME_pages to
 * page_vec_direct_IO() (user-pages.helpers), which does what the 2.4 VFS
 * did.  The address_space_operations initializer then names the 2.6
 * method as it named the 2.4 one.
 *
 * The method is found by its use, not its name: the function an
 * initializer of a struct address_space_operations names for direct_IO
 * (".direct_IO = fn" or the GNU "direct_IO: fn"), defined in the file
 * with the 2.4 signature (int, struct inode *, struct kiobuf *,
 * unsigned long, int).
 *
 * directio_find(): 1 when u has such a method, with *m filled; 0 when it
 * has none.  m->problem is NULL when the method can be converted, else
 * why not (a sentence naming the construct, at m->problem_line): one
 * more direct_IO method, a positional initializer, a prototype or a call
 * of it that would have to name the 2.4 or the 2.6 method, an
 * initializer before the definition, a method that is not static
 * (another file may mean the 2.4 one), a macro naming it, a name
 * NAME_pages already taken.
 *
 * directio_rewrite(): the text (u's file as the rewrite sees it, with
 * u's lines) with the method's definition renamed and the 2.6 method
 * added after its closing brace.  Returns the new text (malloc'd), or
 * NULL when the definition is not found where directio_find() saw it.
 */
#ifndef ZC_DIRECTIO_H
#define ZC_DIRECTIO_H

#include <stddef.h>

#include "pipeline.h"

struct dio_method {
	char name[128];			/* the 2.4 method */
	unsigned line;			/* of its definition's name */
	int is_static;
	const struct site *param;	/* its kiobuf parameter's site */
	const char *problem;		/* NULL: it can be converted */
	unsigned problem_line;
};

int directio_find(const struct unit *u, struct dio_method *m);
char *directio_rewrite(const struct dio_method *m, const char *text,
		       size_t len, size_t *out_len);

#endif
