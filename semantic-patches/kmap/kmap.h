/*
 * kmap: page_address() of a pinned user page becomes kmap()/kunmap().
 *
 * A page pinned with get_user_pages() may be in high memory, where
 * page_address() is NULL; 2.6 code reaches it with kmap() and gives the
 * mapping back with kunmap().  This pass runs on spatch's output for a
 * file and converts each page_address(P) where P is a page of a mapping
 * (an expression "...->maplist[...]" or ".maplist[...]", a local
 * variable only ever assigned such a page, or the page of a scatterlist
 * entry, "sg[i].page", which in a ported file holds such pages) in one
 * of three shapes, all directly inside a block of an ordinary function:
 *
 *	T x = ... page_address(P) ...;		kunmap(P) at the block's end
 *	x = ... page_address(P) ...;		(x declared in that block)
 *	f(... page_address(P) ...);		kunmap(P) right after
 *
 * and only when nothing from the statement to the block's end can leave
 * the block (return, break, continue, goto) or change P.  A test
 * "if (page_address(P) == NULL) ..." or "if (!page_address(P)) ..." in
 * the same block before a converted use goes: kmap() does not fail.
 *
 * It is not done in a semantic patch because SmPL's "..." follows
 * control-flow paths: code added before a block's closing brace lands
 * after whichever statement a path ends with (measured with spatch
 * 1.1.1), and jumps out of the block cannot be ruled out reliably.
 *
 * page_address() stored as the address of a struct scatterlist entry
 * ("sg[i].address = page_address(P) + off;", 2.4's way to name a DMA
 * segment) is no kmap() case at all: 2.6's scatterlist has no address,
 * and pci_map_sg()/dma_map_sg() map an entry's page at its offset.  Such
 * a use is reported with that advice (sg[i].page = P, sg[i].offset =
 * off), its outcome marked dma_sg.
 *
 * Anything else is left as it is and reported: page_address() of a
 * pinned page in a function that runs in atomic context (kmap() may
 * sleep; kmap_atomic() needs a slot chosen by a human), in a macro body,
 * in a condition, or in a statement shape above not covered.  Atomic
 * context is concluded from evidence only, and the reason names it: the
 * function is registered as a callback (request_irq(), a timer's
 * function, tasklet_init(), INIT_TQUEUE(), init_bh(), a kiobuf end_io,
 * a bio's bi_end_io...), is called while a lock is held (spin_lock*()
 * ... spin_unlock*(), local_irq_disable(), kmap_atomic()), is called
 * from such a function, or takes a lock itself (a use inside that
 * critical section becomes kmap_atomic() with KM_USER0).  Handing a
 * function to any other call is no evidence.
 *
 * For Linux 6.1 (--target=6.1, target.h) the same shapes become
 * kmap_local_page(P) with kunmap_local(x) at the block's end, where x,
 * the variable holding the address, does not change before it (the
 * call shape, which keeps the address nowhere, is left for a human),
 * one local mapping per block (they are released in reverse order);
 * atomic context does not matter (a local mapping never sleeps), and
 * the driver's own kmap_atomic(page, KM_x)/kunmap_atomic(addr, KM_x)
 * lose the slot argument 6.1 no longer has (r.slots counts them).
 *
 * The kmap migration (kmappass.c) runs it on every port after spatch,
 * and settles the sites of pages reached with page_address() by its
 * outcomes (migpass.h).
 *
 * Calling sequence:
 *	struct kmap_result r;
 *	kmap_convert(text, len, &out, &out_len, &r);
 *	... r.v[i] ...; free(out); kmap_result_free(&r);
 * out is always a new buffer (the text unchanged when nothing applied).
 *
 * A reason may name the evidence of atomic context by line ("registered
 * with request_irq() at line 12"), a line of text; kmap_reason_lines()
 * rewrites those through map[] (text line L -> map[L - 1], the user's
 * line, when L <= n and map[L - 1] is not 0).
 */
#ifndef ZC_KMAP_H
#define ZC_KMAP_H

#include <stddef.h>

struct kmap_outcome {
	char *function;		/* enclosing function, or NULL */
	char *macro;		/* the #define it is in, or NULL */
	unsigned line;		/* of page_address in the input text */
	int converted;
	char *reason;		/* why not, when not converted */
	int dma_sg;		/* the address went to a DMA scatterlist
				 * entry: reason code "scatterlist" */
};

struct kmap_result {
	struct kmap_outcome *v;
	size_t nr;
	size_t slots;		/* 6.1: KM_ slot arguments dropped */
};

void kmap_convert(const char *text, size_t len, char **out, size_t *out_len,
		  struct kmap_result *res);
/*
 * The same, with the run's other files (label: the name the reasons
 * give them) as evidence of atomic context: a handler of this file
 * registered there, a call made there under a lock.  Functions are
 * matched by name.
 */
struct kmap_text {
	const char *label;
	const char *text;
	size_t len;
};
void kmap_convert_run(const char *text, size_t len,
		      const struct kmap_text *ctx, size_t nctx, char **out,
		      size_t *out_len, struct kmap_result *res);
void kmap_result_free(struct kmap_result *res);
int kmap_reason_has_lines(const struct kmap_result *res);
void kmap_reason_lines(struct kmap_result *res, const unsigned *map,
		       size_t n);

#endif
