/*
 * sz_config.h - what the SZ-8 driver's configure script found out about
 * the kernel it builds against.
 *
 * Written by ./configure, which compiles a probe against the target
 * kernel's <linux/iobuf.h>: vendor 2.4 kernels (and mainline from the
 * -ac merges on) size each kiobuf's buffer heads and export
 * alloc_kiovec_sz()/free_kiovec_sz(); older ones only have
 * alloc_kiovec()/free_kiovec().
 */
#ifndef SZ_CONFIG_H
#define SZ_CONFIG_H

#define KIOBUF_WITH_SIZE	1

#endif
