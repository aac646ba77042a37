
/*
 * check-name: scan of the corpus driver cfg_probe
 * check-command: zcport scan ../corpus/cfg_probe
 *
 * check-output-start
 * ../corpus/cfg_probe/cp.h:18:9: guarded: kiobuf (HAVE_KIOVEC_SYMS: a configure test for the kiobuf API, which no 2.6 kernel has)
 * ../corpus/cfg_probe/cp_dma24.c:15:1: guarded: linux/iobuf.h (built only by Makefile:15's 2.4 branch (ifeq ($(VERSION).$(PATCHLEVEL),2.4)))
 * ../corpus/cfg_probe/cp_dma24.c:33:36: guarded: kiobuf in cp_fill() (built only by Makefile:15's 2.4 branch (ifeq ($(VERSION).$(PATCHLEVEL),2.4)))
 * ../corpus/cfg_probe/cp_dma24.c:36:31: guarded: offset in cp_fill() (built only by Makefile:15's 2.4 branch (ifeq ($(VERSION).$(PATCHLEVEL),2.4)))
 * ../corpus/cfg_probe/cp_dma24.c:40:25: guarded: nr_pages in cp_fill() (built only by Makefile:15's 2.4 branch (ifeq ($(VERSION).$(PATCHLEVEL),2.4)))
 * ../corpus/cfg_probe/cp_dma24.c:42:29: guarded: maplist in cp_fill() (built only by Makefile:15's 2.4 branch (ifeq ($(VERSION).$(PATCHLEVEL),2.4)))
 * ../corpus/cfg_probe/cp_dma24.c:45:17: guarded: maplist in cp_fill() (built only by Makefile:15's 2.4 branch (ifeq ($(VERSION).$(PATCHLEVEL),2.4)))
 * ../corpus/cfg_probe/cp_dma24.c:54:17: guarded: kiobuf in cp_engine_read() (built only by Makefile:15's 2.4 branch (ifeq ($(VERSION).$(PATCHLEVEL),2.4)))
 * ../corpus/cfg_probe/cp_dma24.c:57:15: guarded: KIO_MAX_ATOMIC_IO in cp_engine_read() (built only by Makefile:15's 2.4 branch (ifeq ($(VERSION).$(PATCHLEVEL),2.4)))
 * ../corpus/cfg_probe/cp_dma24.c:58:11: guarded: KIO_MAX_ATOMIC_IO in cp_engine_read() (built only by Makefile:15's 2.4 branch (ifeq ($(VERSION).$(PATCHLEVEL),2.4)))
 * ../corpus/cfg_probe/cp_dma24.c:59:8: guarded: map_user_kiobuf in cp_engine_read() (built only by Makefile:15's 2.4 branch (ifeq ($(VERSION).$(PATCHLEVEL),2.4)))
 * ../corpus/cfg_probe/cp_dma24.c:65:2: guarded: mark_dirty_kiobuf in cp_engine_read() (built only by Makefile:15's 2.4 branch (ifeq ($(VERSION).$(PATCHLEVEL),2.4)))
 * ../corpus/cfg_probe/cp_dma24.c:66:2: guarded: unmap_kiobuf in cp_engine_read() (built only by Makefile:15's 2.4 branch (ifeq ($(VERSION).$(PATCHLEVEL),2.4)))
 * ../corpus/cfg_probe/cp_main.c:28:10: guarded: linux/iobuf.h (HAVE_LINUX_IOBUF_H: a configure test for the kiobuf API, which no 2.6 kernel has)
 * ../corpus/cfg_probe/cp_main.c:63:8: guarded: KIO_MAX_ATOMIC_IO in cp_ioctl() (macro KIO_MAX_ATOMIC_IO, which only 2.4's <linux/iobuf.h> defines)
 * ../corpus/cfg_probe/cp_main.c:64:8: guarded: KIO_MAX_ATOMIC_IO in cp_ioctl() (macro KIO_MAX_ATOMIC_IO, which only 2.4's <linux/iobuf.h> defines)
 * ../corpus/cfg_probe/cp_main.c:81:8: guarded: alloc_kiovec in cp_open() (HAVE_KIOVEC_SYMS: a configure test for the kiobuf API, which no 2.6 kernel has)
 * ../corpus/cfg_probe/cp_main.c:103:2: guarded: free_kiovec in cp_release() (HAVE_KIOVEC_SYMS: a configure test for the kiobuf API, which no 2.6 kernel has)
 * summary: ../corpus/cfg_probe/cp.h: 1 site
 * summary: ../corpus/cfg_probe/cp_dma24.c: 12 sites
 * summary: ../corpus/cfg_probe/cp_main.c: 5 sites
 * summary: 18 sites in 3 of 4 files
 * summary:      4 KIO_MAX_ATOMIC_IO
 * summary:      3 kiobuf
 * summary:      2 linux/iobuf.h
 * summary:      2 maplist
 * summary:      1 alloc_kiovec
 * summary:      1 free_kiovec
 * summary:      1 map_user_kiobuf
 * summary:      1 mark_dirty_kiobuf
 * summary:      1 nr_pages
 * summary:      1 offset
 * summary:      1 unmap_kiobuf
 * check-output-end
 */
