/*
 * zcport model of Linux 2.6 (x86, little-endian): <asm/byteorder.h>
 * together with the generic byte-order helpers.  Declarations and
 * trivial inline helpers only.
 */
#ifndef _ZC26_ASM_BYTEORDER_H
#define _ZC26_ASM_BYTEORDER_H

#include <asm/types.h>
#include <linux/compiler.h>

#ifndef __LITTLE_ENDIAN
#define __LITTLE_ENDIAN 1234
#endif
#ifndef __LITTLE_ENDIAN_BITFIELD
#define __LITTLE_ENDIAN_BITFIELD
#endif

static inline __u16 ___zc_swab16(__u16 x)
{
	return (__u16)(((x & 0x00ffU) << 8) | ((x & 0xff00U) >> 8));
}
static inline __u32 ___zc_swab32(__u32 x)
{
	return ((x & 0x000000ffUL) << 24) | ((x & 0x0000ff00UL) << 8) |
	       ((x & 0x00ff0000UL) >> 8) | ((x & 0xff000000UL) >> 24);
}
static inline __u64 ___zc_swab64(__u64 x)
{
	return ((__u64)___zc_swab32((__u32)x) << 32) |
	       ___zc_swab32((__u32)(x >> 32));
}

#define swab16(x)	___zc_swab16(x)
#define swab32(x)	___zc_swab32(x)
#define swab64(x)	___zc_swab64(x)
#define __swab16(x)	___zc_swab16(x)
#define __swab32(x)	___zc_swab32(x)
#define __swab64(x)	___zc_swab64(x)
#define swab16p(p)	___zc_swab16(*(p))
#define swab32p(p)	___zc_swab32(*(p))
#define swab64p(p)	___zc_swab64(*(p))
#define swab16s(p)	do { *(p) = ___zc_swab16(*(p)); } while (0)
#define swab32s(p)	do { *(p) = ___zc_swab32(*(p)); } while (0)
#define swab64s(p)	do { *(p) = ___zc_swab64(*(p)); } while (0)

#define __cpu_to_le64(x)	((__u64)(x))
#define __le64_to_cpu(x)	((__u64)(x))
#define __cpu_to_le32(x)	((__u32)(x))
#define __le32_to_cpu(x)	((__u32)(x))
#define __cpu_to_le16(x)	((__u16)(x))
#define __le16_to_cpu(x)	((__u16)(x))
#define __cpu_to_be64(x)	___zc_swab64(x)
#define __be64_to_cpu(x)	___zc_swab64(x)
#define __cpu_to_be32(x)	___zc_swab32(x)
#define __be32_to_cpu(x)	___zc_swab32(x)
#define __cpu_to_be16(x)	___zc_swab16(x)
#define __be16_to_cpu(x)	___zc_swab16(x)

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

#define cpu_to_le64p(p)	((__u64)*(p))
#define le64_to_cpup(p)	((__u64)*(p))
#define cpu_to_le32p(p)	((__u32)*(p))
#define le32_to_cpup(p)	((__u32)*(p))
#define cpu_to_le16p(p)	((__u16)*(p))
#define le16_to_cpup(p)	((__u16)*(p))
#define cpu_to_be64p(p)	___zc_swab64(*(p))
#define be64_to_cpup(p)	___zc_swab64(*(p))
#define cpu_to_be32p(p)	___zc_swab32(*(p))
#define be32_to_cpup(p)	___zc_swab32(*(p))
#define cpu_to_be16p(p)	___zc_swab16(*(p))
#define be16_to_cpup(p)	___zc_swab16(*(p))

#define cpu_to_le64s(p)	do { (void)(p); } while (0)
#define le64_to_cpus(p)	do { (void)(p); } while (0)
#define cpu_to_le32s(p)	do { (void)(p); } while (0)
#define le32_to_cpus(p)	do { (void)(p); } while (0)
#define cpu_to_le16s(p)	do { (void)(p); } while (0)
#define le16_to_cpus(p)	do { (void)(p); } while (0)
#define cpu_to_be64s(p)	swab64s(p)
#define be64_to_cpus(p)	swab64s(p)
#define cpu_to_be32s(p)	swab32s(p)
#define be32_to_cpus(p)	swab32s(p)
#define cpu_to_be16s(p)	swab16s(p)
#define be16_to_cpus(p)	swab16s(p)

#undef ntohl
#undef ntohs
#undef htonl
#undef htons
#define ___htonl(x)	__cpu_to_be32(x)
#define ___htons(x)	__cpu_to_be16(x)
#define ___ntohl(x)	__be32_to_cpu(x)
#define ___ntohs(x)	__be16_to_cpu(x)
#define htonl(x)	___htonl(x)
#define ntohl(x)	___ntohl(x)
#define htons(x)	___htons(x)
#define ntohs(x)	___ntohs(x)

#endif
