#ifndef _ASM_KMAP_TYPES_H
#define _ASM_KMAP_TYPES_H

/*
 * zcport model of the Linux 2.4 API: kmap_atomic() slots.
 */

enum km_type {
	KM_BOUNCE_READ,
	KM_SKB_SUNRPC_DATA,
	KM_SKB_DATA_SOFTIRQ,
	KM_USER0,
	KM_USER1,
	KM_BH_IRQ,
	KM_SOFTIRQ0,
	KM_SOFTIRQ1,
	KM_TYPE_NR
};

#endif /* _ASM_KMAP_TYPES_H */
