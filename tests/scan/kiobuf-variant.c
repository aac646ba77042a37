/*
 * A feature macro naming a variant of the 2.4 kiobuf API is no version
 * guard: both branches are 2.4 code and their uses are ordinary sites
 * (the disabled one inactive).  HAVE_KIOBUF is another kind of name:
 * autoconf's HAVE_ says the build environment has the kiobuf API, which
 * no 2.6 kernel has, so its block is a 2.4 branch (guarded).
 */
#include <linux/iobuf.h>

#define KIOBUF_WITH_SIZE 1

int xx_alloc(struct kiobuf **kb, int *nbh)
{
#if KIOBUF_WITH_SIZE
	return alloc_kiovec_sz(1, kb, nbh);
#else
	return alloc_kiovec(1, kb);
#endif
}

void xx_free(struct kiobuf **kb, int *nbh)
{
#ifdef KIOVEC_SZ
	free_kiovec_sz(1, kb, nbh);
#else
	free_kiovec(1, kb);
#endif
}

#ifdef HAVE_KIOBUF
int xx_legacy(struct kiobuf **kb)
{
	return alloc_kiovec(1, kb);
}
#endif
/*
 * check-name: a kiobuf variant macro (KIOBUF_WITH_SIZE) is not a version guard; HAVE_KIOBUF is a 2.4 branch
 * check-command: zcport scan $file
 *
 * check-output-start
 * scan/kiobuf-variant.c:8:1: include: linux/iobuf.h
 * scan/kiobuf-variant.c:12:30: parameter: kiobuf in xx_alloc()
 * scan/kiobuf-variant.c:15:9: call: alloc_kiovec_sz in xx_alloc()
 * scan/kiobuf-variant.c:17:9: inactive: alloc_kiovec in xx_alloc()
 * scan/kiobuf-variant.c:21:30: parameter: kiobuf in xx_free()
 * scan/kiobuf-variant.c:24:2: inactive: free_kiovec_sz in xx_free()
 * scan/kiobuf-variant.c:26:2: call: free_kiovec in xx_free()
 * scan/kiobuf-variant.c:31:22: guarded: kiobuf (HAVE_KIOBUF: a configure test for the kiobuf API, which no 2.6 kernel has)
 * scan/kiobuf-variant.c:33:9: guarded: alloc_kiovec (HAVE_KIOBUF: a configure test for the kiobuf API, which no 2.6 kernel has)
 * summary: scan/kiobuf-variant.c: 9 sites
 * summary: 9 sites in 1 of 1 file
 * summary:      3 kiobuf
 * summary:      2 alloc_kiovec
 * summary:      1 alloc_kiovec_sz
 * summary:      1 free_kiovec
 * summary:      1 free_kiovec_sz
 * summary:      1 linux/iobuf.h
 * check-output-end
 */
