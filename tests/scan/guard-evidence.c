#include "guard-evidence.h"
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/iobuf.h>

/* a feature macro, no version behind it, no 2.6 sibling: ported */
#ifdef USE_IOBUF
static void plain(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}
#endif

/* 2.6 with X defined takes it: ported */
#if LINUX_VERSION_CODE < KERNEL_VERSION(2,5,0) || defined(X)
static void either(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}
#endif

/* no 2.6 build takes it, whatever X is: guarded */
#if LINUX_VERSION_CODE < KERNEL_VERSION(2,5,0) && defined(X)
static void both(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}
#endif

/* defined from the version in the driver's own header: guarded */
#ifdef LINUX_24
static void derived(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}
#endif

/* the #else holds the 2.6 code for the same job: guarded */
static int pin(unsigned long uaddr, struct page **pages, int n,
	       struct kiobuf *kb)
{
#ifdef USE_ZEROCOPY
	return map_user_kiobuf(READ, kb, uaddr, n << PAGE_SHIFT);
#else
	return get_user_pages(current, current->mm, uaddr, n, 1, 0, pages,
			      NULL);
#endif
}

/* what that pair told of USE_ZEROCOPY holds elsewhere too: guarded */
#if !defined(USE_ZEROCOPY)
static void unpin(struct page *page)
{
	page_cache_release(page);
}
#else
static void unpin(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}
#endif
/*
 * check-name: guard evidence: version tests, derived and paired macros, feature macros
 * check-command: zcport scan $file
 *
 * check-output-start
 * scan/guard-evidence.c:6:1: include: linux/iobuf.h
 * scan/guard-evidence.c:10:26: inactive: kiobuf
 * scan/guard-evidence.c:12:2: inactive: unmap_kiobuf
 * scan/guard-evidence.c:18:35: parameter: kiobuf in either()
 * scan/guard-evidence.c:20:2: call: unmap_kiobuf in either()
 * scan/guard-evidence.c:26:25: guarded: kiobuf (version test LINUX_VERSION_CODE < 2.5.0 && defined(X) at line 25)
 * scan/guard-evidence.c:28:2: guarded: unmap_kiobuf (version test LINUX_VERSION_CODE < 2.5.0 && defined(X) at line 25)
 * scan/guard-evidence.c:34:36: guarded: kiobuf in derived() (macro LINUX_24 defined at guard-evidence.h:6 from LINUX_VERSION_CODE)
 * scan/guard-evidence.c:36:2: guarded: unmap_kiobuf in derived() (macro LINUX_24 defined at guard-evidence.h:6 from LINUX_VERSION_CODE)
 * scan/guard-evidence.c:42:24: parameter: kiobuf in pin()
 * scan/guard-evidence.c:45:9: guarded: map_user_kiobuf in pin() (sibling branch at line 46 pins with get_user_pages())
 * scan/guard-evidence.c:59:26: guarded: kiobuf (macro USE_ZEROCOPY selects 2.4 code: at line 44, its sibling branch at line 46 pins with get_user_pages())
 * scan/guard-evidence.c:61:2: guarded: unmap_kiobuf (macro USE_ZEROCOPY selects 2.4 code: at line 44, its sibling branch at line 46 pins with get_user_pages())
 * summary: scan/guard-evidence.c: 13 sites
 * summary: 13 sites in 1 of 1 file
 * summary:      6 kiobuf
 * summary:      5 unmap_kiobuf
 * summary:      1 linux/iobuf.h
 * summary:      1 map_user_kiobuf
 * check-output-end
 */
