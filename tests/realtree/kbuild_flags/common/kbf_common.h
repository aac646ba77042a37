/* kbf_common.h: shared with the vendor's other drivers (-I$(COMMON)) */
#ifndef KBF_COMMON_H
#define KBF_COMMON_H
#define KBF_MAX_XFER	(64 * 1024)
#endif
