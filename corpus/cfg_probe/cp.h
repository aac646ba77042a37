/*
 * cp.h - CP-6 capture card driver: what its files share.
 *
 * The transfer engine (cp_dma24.c or cp_dma26.c, whichever the Makefile
 * builds) moves data between the card's sample memory and a user buffer.
 */
#ifndef CP_H
#define CP_H

#define CP_NAME		"cfg_probe"
#define CP_MEM_SIZE	(128 * 1024)

#define CP_IOC_MAXXFER	0x4304	/* most bytes one read() moves */

struct cp_file {
	unsigned long reads;		/* transfers done on this open file */
#if defined(HAVE_KIOVEC_SYMS) && !defined(CP_NO_ZEROCOPY)
	struct kiobuf *iobuf;		/* mapped per transfer */
#endif
};

extern char *cp_mem;			/* the card's sample memory */

int cp_engine_open(struct cp_file *cf);
void cp_engine_release(struct cp_file *cf);
ssize_t cp_engine_read(struct cp_file *cf, char *buf, size_t count,
		       unsigned long card_off);

#endif
