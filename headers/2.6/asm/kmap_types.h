/* zcport model of Linux 2.6 (x86): <asm/kmap_types.h> */
#ifndef _ZC26_ASM_KMAP_TYPES_H
#define _ZC26_ASM_KMAP_TYPES_H

/* per-CPU atomic kmap slots: pick the one matching the context */
enum km_type {
	KM_BOUNCE_READ,
	KM_SKB_SUNRPC_DATA,
	KM_SKB_DATA_SOFTIRQ,
	KM_USER0,
	KM_USER1,
	KM_BIO_SRC_IRQ,
	KM_BIO_DST_IRQ,
	KM_PTE0,
	KM_PTE1,
	KM_IRQ0,
	KM_IRQ1,
	KM_SOFTIRQ0,
	KM_SOFTIRQ1,
	KM_TYPE_NR
};

#endif
