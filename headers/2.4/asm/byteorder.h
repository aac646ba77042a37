#ifndef _I386_BYTEORDER_H
#define _I386_BYTEORDER_H

/*
 * zcport model of the Linux 2.4 API: byte order (i386 is little
 * endian).
 */

#include <asm/types.h>

#define __LITTLE_ENDIAN 1234
#define __LITTLE_ENDIAN_BITFIELD

static inline __u16 ___zc_swab16(__u16 x)
{
	return (__u16) ((x << 8) | (x >> 8));
}

static inline __u32 ___zc_swab32(__u32 x)
{
	return (x << 24) | ((x << 8) & 0x00ff0000U) |
	       ((x >> 8) & 0x0000ff00U) | (x >> 24);
}

static inline __u64 ___zc_swab64(__u64 x)
{
	return ((__u64) ___zc_swab32((__u32) x) << 32) |
	       ___zc_swab32((__u32) (x >> 32));
}

#define swab16(x)		___zc_swab16(x)
#define swab32(x)		___zc_swab32(x)
#define swab64(x)		___zc_swab64(x)

#define __cpu_to_le64(x)	((__u64) (x))
#define __le64_to_cpu(x)	((__u64) (x))
#define __cpu_to_le32(x)	((__u32) (x))
#define __le32_to_cpu(x)	((__u32) (x))
#define __cpu_to_le16(x)	((__u16) (x))
#define __le16_to_cpu(x)	((__u16) (x))
#define __cpu_to_be64(x)	___zc_swab64((x))
#define __be64_to_cpu(x)	___zc_swab64((x))
#define __cpu_to_be32(x)	___zc_swab32((x))
#define __be32_to_cpu(x)	___zc_swab32((x))
#define __cpu_to_be16(x)	___zc_swab16((x))
#define __be16_to_cpu(x)	___zc_swab16((x))

#ifdef __KERNEL__
#define cpu_to_le64	__cpu_to_le64
#define le64_to_cpu	__le64_to_cpu
#define cpu_to_le32	__cpu_to_le32
#define le32_to_cpu	__le32_to_cpu
#define cpu_to_le16	__cpu_to_le16
#define le16_to_cpu	__le16_to_cpu
#define cpu_to_be64	__cpu_to_be64
#define be64_to_cpu	__be64_to_cpu
#define cpu_to_be32	__cpu_to_be32
#define be32_to_cpu	__be32_to_cpu
#define cpu_to_be16	__cpu_to_be16
#define be16_to_cpu	__be16_to_cpu

#define htonl(x)	___zc_swab32((__u32) (x))
#define ntohl(x)	___zc_swab32((__u32) (x))
#define htons(x)	___zc_swab16((__u16) (x))
#define ntohs(x)	___zc_swab16((__u16) (x))
#endif /* __KERNEL__ */

#endif /* _I386_BYTEORDER_H */
