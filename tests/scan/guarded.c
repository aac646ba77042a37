#include <linux/version.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#if LINUX_VERSION_CODE < KERNEL_VERSION(2,5,0)
#include <linux/iobuf.h>
#define HAVE_KIOBUF 1
#else
#include <linux/pagemap.h>
#endif

static int f(char *buf, size_t n)
{
#if LINUX_VERSION_CODE < KERNEL_VERSION(2,5,0)
	struct kiobuf *kb;
	int err = alloc_kiovec(1, &kb);

	if (err)
		return err;
	err = map_user_kiobuf(READ, kb, (unsigned long)buf, n);
	free_kiovec(1, &kb);
	return err;
#else
	return 0;
#endif
}

#ifdef HAVE_KIOBUF
static void g(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}
#endif

/* a 2.6 build with CONFIG_XX_FAST takes it: not a guard */
#if defined(CONFIG_XX_FAST) && LINUX_VERSION_CODE >= KERNEL_VERSION(2,4,10)
static void maybe(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}
#endif

static void h(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}
/*
 * check-name: uses in 2.4-only branches of dual-version code are guarded
 * check-command: zcport scan $file
 *
 * check-output-start
 * scan/guarded.c:5:1: guarded: linux/iobuf.h (version test LINUX_VERSION_CODE < 2.5.0 at line 4)
 * scan/guarded.c:14:17: guarded: kiobuf in f() (version test LINUX_VERSION_CODE < 2.5.0 at line 13)
 * scan/guarded.c:15:12: guarded: alloc_kiovec in f() (version test LINUX_VERSION_CODE < 2.5.0 at line 13)
 * scan/guarded.c:19:8: guarded: map_user_kiobuf in f() (version test LINUX_VERSION_CODE < 2.5.0 at line 13)
 * scan/guarded.c:20:2: guarded: free_kiovec in f() (version test LINUX_VERSION_CODE < 2.5.0 at line 13)
 * scan/guarded.c:28:30: guarded: kiobuf in g() (macro HAVE_KIOBUF defined at guarded.c:6 from LINUX_VERSION_CODE)
 * scan/guarded.c:30:2: guarded: unmap_kiobuf in g() (macro HAVE_KIOBUF defined at guarded.c:6 from LINUX_VERSION_CODE)
 * scan/guarded.c:36:26: inactive: kiobuf
 * scan/guarded.c:38:2: inactive: unmap_kiobuf
 * scan/guarded.c:42:30: parameter: kiobuf in h()
 * scan/guarded.c:44:2: call: unmap_kiobuf in h()
 * summary: scan/guarded.c: 11 sites
 * summary: 11 sites in 1 of 1 file
 * summary:      4 kiobuf
 * summary:      3 unmap_kiobuf
 * summary:      1 alloc_kiovec
 * summary:      1 free_kiovec
 * summary:      1 linux/iobuf.h
 * summary:      1 map_user_kiobuf
 * check-output-end
 */
