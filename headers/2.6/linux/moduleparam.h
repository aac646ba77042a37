/*
 * zcport model of the Linux 2.6 kernel API: <linux/moduleparam.h>
 * module_param(), module_param_named(), module_param_array() (2.6.9
 * form, taking the variable that gets the element count),
 * module_param_string().
 */
#ifndef _ZC26_LINUX_MODULEPARAM_H
#define _ZC26_LINUX_MODULEPARAM_H

#include <linux/init.h>
#include <linux/stringify.h>
#include <linux/kernel.h>

#define MAX_PARAM_PREFIX_LEN (64 - sizeof(unsigned long))

struct kernel_param;

typedef int (*param_set_fn)(const char *val, struct kernel_param *kp);
typedef int (*param_get_fn)(char *buffer, struct kernel_param *kp);

struct kernel_param {
	const char *name;
	unsigned int perm;
	param_set_fn set;
	param_get_fn get;
	void *arg;
};

struct kparam_string {
	unsigned int maxlen;
	char *string;
};

struct kparam_array {
	unsigned int max;
	unsigned int *num;
	param_set_fn set;
	param_get_fn get;
	unsigned int elemsize;
	void *elem;
};

#define module_param_call(name, set, get, arg, perm)			\
	static struct kernel_param const __param_##name			\
	__attribute_used__ __attribute__((unused,			\
		__section__("__param"), aligned(sizeof(void *))))	\
	= { __stringify(name), perm, set, get, arg }

/* compile-time check that the variable has the parameter's type */
#define __param_check(name, p, type) \
	static inline __attribute__((unused)) type *__check_##name(void) \
	{ return (p); }

#define param_check_byte(name, p)	__param_check(name, p, unsigned char)
#define param_check_short(name, p)	__param_check(name, p, short)
#define param_check_ushort(name, p)	__param_check(name, p, unsigned short)
#define param_check_int(name, p)	__param_check(name, p, int)
#define param_check_uint(name, p)	__param_check(name, p, unsigned int)
#define param_check_long(name, p)	__param_check(name, p, long)
#define param_check_ulong(name, p)	__param_check(name, p, unsigned long)
#define param_check_charp(name, p)	__param_check(name, p, char *)
#define param_check_bool(name, p)	__param_check(name, p, int)
#define param_check_invbool(name, p)	__param_check(name, p, int)

#define module_param_named(name, value, type, perm)			\
	param_check_##type(name, &(value));				\
	module_param_call(name, param_set_##type, param_get_##type,	\
			  &(value), perm)

#define module_param(name, type, perm) \
	module_param_named(name, name, type, perm)

#define module_param_string(name, string, len, perm)			\
	static struct kparam_string __param_string_##name		\
		= { len, string };					\
	module_param_call(name, param_set_copystring, param_get_string,	\
			  &__param_string_##name, perm)

/* 2.6.9 form: num is the variable that gets the count (2.6.10 took a
 * pointer to it) */
#define module_param_array_named(name, array, type, num, perm)		\
	static struct kparam_array __param_arr_##name			\
	= { ARRAY_SIZE(array), &num, param_set_##type, param_get_##type,\
	    sizeof(array[0]), array };					\
	module_param_call(name, param_array_set, param_array_get,	\
			  &__param_arr_##name, perm)

#define module_param_array(name, type, num, perm) \
	module_param_array_named(name, name, type, num, perm)

extern int parse_args(const char *name, char *args, struct kernel_param *params,
		      unsigned num, int (*unknown)(char *param, char *val));

extern int param_set_byte(const char *val, struct kernel_param *kp);
extern int param_get_byte(char *buffer, struct kernel_param *kp);
extern int param_set_short(const char *val, struct kernel_param *kp);
extern int param_get_short(char *buffer, struct kernel_param *kp);
extern int param_set_ushort(const char *val, struct kernel_param *kp);
extern int param_get_ushort(char *buffer, struct kernel_param *kp);
extern int param_set_int(const char *val, struct kernel_param *kp);
extern int param_get_int(char *buffer, struct kernel_param *kp);
extern int param_set_uint(const char *val, struct kernel_param *kp);
extern int param_get_uint(char *buffer, struct kernel_param *kp);
extern int param_set_long(const char *val, struct kernel_param *kp);
extern int param_get_long(char *buffer, struct kernel_param *kp);
extern int param_set_ulong(const char *val, struct kernel_param *kp);
extern int param_get_ulong(char *buffer, struct kernel_param *kp);
extern int param_set_charp(const char *val, struct kernel_param *kp);
extern int param_get_charp(char *buffer, struct kernel_param *kp);
extern int param_set_bool(const char *val, struct kernel_param *kp);
extern int param_get_bool(char *buffer, struct kernel_param *kp);
extern int param_set_invbool(const char *val, struct kernel_param *kp);
extern int param_get_invbool(char *buffer, struct kernel_param *kp);
extern int param_array_set(const char *val, struct kernel_param *kp);
extern int param_array_get(char *buffer, struct kernel_param *kp);
extern int param_set_copystring(const char *val, struct kernel_param *kp);
extern int param_get_string(char *buffer, struct kernel_param *kp);

#endif
