/*
 * kcompat.h - stand-in for the Acme SDK's kernel compatibility header.
 *
 * corpus/vendor_dual includes "kcompat.h", which the vendor ships in a
 * common directory of its SDK, outside the driver's tree: zcport never
 * sees it.  The corpus checks (tests/t-corpus-24.sh) put this directory
 * on the include path so the driver still builds, the way the vendor's
 * Makefile (-I$(SDK)/common) would.
 */
#ifndef _ACME_KCOMPAT_H
#define _ACME_KCOMPAT_H

#include <linux/version.h>

#if LINUX_VERSION_CODE < KERNEL_VERSION(2,5,0)
#define LINUX_24
#else
#define LINUX_26
#endif

#endif /* _ACME_KCOMPAT_H */
