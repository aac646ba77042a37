#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/mm.h>
#include <linux/iobuf.h>

/* a macro only 2.4's <linux/iobuf.h> defines: a 2.4 branch */
#ifdef KIO_MAX_ATOMIC_IO
static void chunked(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}
#endif

/* its value, too, is 0 on 2.6: guarded */
#if KIO_MAX_ATOMIC_IO > 256
static void big(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}
#endif

/* the header's own include guard */
#ifdef __LINUX_IOBUF_H
static void with_header(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}
#endif

/* a configure test of the API (autoconf's HAVE_), whatever else holds */
#if ! defined(HAVE_XX_KERNEL_PATCH) && defined(HAVE_KIOVEC_SYMS)
static void configured(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}
#else
static void configured(void *kb)
{
}
#endif

/* HAVE_ with a function of the API in its name */
#ifdef HAVE_MAP_USER_KIOBUF
static void mapped(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}
#endif

/* a choice, not a test of the build environment: ordinary code */
#ifdef USE_IOBUF
static void chosen(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}
#endif

/* HAVE_, but nothing of the kiobuf API in the name: ordinary code */
#ifdef HAVE_KIOSK_MODE
static void kiosk(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}
#endif

/* the driver defines it itself: its own macro, ordinary code */
#ifndef KIO_MAX_SECTORS
#define KIO_MAX_SECTORS 1024
#endif
#ifdef KIO_MAX_SECTORS
static void own(struct kiobuf *kb)
{
	unmap_kiobuf(kb);
}
#endif
/*
 * check-name: guard evidence: macros only the 2.4 kiobuf API defines, configure tests of it
 * check-command: zcport scan $file
 *
 * check-output-start
 * scan/guard-api24.c:4:1: include: linux/iobuf.h
 * scan/guard-api24.c:7:8: guarded: KIO_MAX_ATOMIC_IO (macro KIO_MAX_ATOMIC_IO, which only 2.4's <linux/iobuf.h> defines)
 * scan/guard-api24.c:8:36: guarded: kiobuf in chunked() (macro KIO_MAX_ATOMIC_IO, which only 2.4's <linux/iobuf.h> defines)
 * scan/guard-api24.c:10:2: guarded: unmap_kiobuf in chunked() (macro KIO_MAX_ATOMIC_IO, which only 2.4's <linux/iobuf.h> defines)
 * scan/guard-api24.c:15:5: guarded: KIO_MAX_ATOMIC_IO (macro KIO_MAX_ATOMIC_IO, which only 2.4's <linux/iobuf.h> defines)
 * scan/guard-api24.c:16:32: guarded: kiobuf in big() (macro KIO_MAX_ATOMIC_IO, which only 2.4's <linux/iobuf.h> defines)
 * scan/guard-api24.c:18:2: guarded: unmap_kiobuf in big() (macro KIO_MAX_ATOMIC_IO, which only 2.4's <linux/iobuf.h> defines)
 * scan/guard-api24.c:24:40: guarded: kiobuf in with_header() (macro __LINUX_IOBUF_H, which only 2.4's <linux/iobuf.h> defines)
 * scan/guard-api24.c:26:2: guarded: unmap_kiobuf in with_header() (macro __LINUX_IOBUF_H, which only 2.4's <linux/iobuf.h> defines)
 * scan/guard-api24.c:32:31: guarded: kiobuf (HAVE_KIOVEC_SYMS: a configure test for the kiobuf API, which no 2.6 kernel has)
 * scan/guard-api24.c:34:2: guarded: unmap_kiobuf (HAVE_KIOVEC_SYMS: a configure test for the kiobuf API, which no 2.6 kernel has)
 * scan/guard-api24.c:44:27: guarded: kiobuf (HAVE_MAP_USER_KIOBUF: a configure test for the kiobuf API, which no 2.6 kernel has)
 * scan/guard-api24.c:46:2: guarded: unmap_kiobuf (HAVE_MAP_USER_KIOBUF: a configure test for the kiobuf API, which no 2.6 kernel has)
 * scan/guard-api24.c:52:27: inactive: kiobuf
 * scan/guard-api24.c:54:2: inactive: unmap_kiobuf
 * scan/guard-api24.c:60:26: inactive: kiobuf
 * scan/guard-api24.c:62:2: inactive: unmap_kiobuf
 * scan/guard-api24.c:67:9: constant: KIO_MAX_SECTORS
 * scan/guard-api24.c:67:9: inactive: KIO_MAX_SECTORS
 * scan/guard-api24.c:68:9: inactive: KIO_MAX_SECTORS
 * scan/guard-api24.c:70:8: constant: KIO_MAX_SECTORS
 * scan/guard-api24.c:71:32: parameter: kiobuf in own()
 * scan/guard-api24.c:73:2: call: unmap_kiobuf in own()
 * summary: scan/guard-api24.c: 23 sites
 * summary: 23 sites in 1 of 1 file
 * summary:      8 kiobuf
 * summary:      8 unmap_kiobuf
 * summary:      4 KIO_MAX_SECTORS
 * summary:      2 KIO_MAX_ATOMIC_IO
 * summary:      1 linux/iobuf.h
 * check-output-end
 */
