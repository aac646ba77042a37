/*
 * zcport model of Linux 2.6: <linux/list.h>
 * Circular doubly linked lists and hash lists.  Written for zcport.
 */
#ifndef _ZC26_LINUX_LIST_H
#define _ZC26_LINUX_LIST_H

/* the model is kernel-only: assume __KERNEL__ */
#ifndef __KERNEL__
#define __KERNEL__ 1
#endif

#ifdef __KERNEL__

#include <linux/stddef.h>
#include <linux/kernel.h>
#include <linux/prefetch.h>

#define LIST_POISON1	((void *)0x00100100)
#define LIST_POISON2	((void *)0x00200200)

struct list_head {
	struct list_head *next, *prev;
};

#define LIST_HEAD_INIT(name)	{ &(name), &(name) }
#define LIST_HEAD(name) \
	struct list_head name = LIST_HEAD_INIT(name)
#define INIT_LIST_HEAD(ptr) \
	do { (ptr)->next = (ptr); (ptr)->prev = (ptr); } while (0)

static inline void __list_link(struct list_head *entry,
			       struct list_head *before,
			       struct list_head *after)
{
	after->prev = entry;
	entry->next = after;
	entry->prev = before;
	before->next = entry;
}

static inline void list_add(struct list_head *entry, struct list_head *head)
{
	__list_link(entry, head, head->next);
}

static inline void list_add_tail(struct list_head *entry,
				 struct list_head *head)
{
	__list_link(entry, head->prev, head);
}

static inline void __list_unlink(struct list_head *prev,
				 struct list_head *next)
{
	next->prev = prev;
	prev->next = next;
}

static inline void list_del(struct list_head *entry)
{
	__list_unlink(entry->prev, entry->next);
	entry->next = (struct list_head *)LIST_POISON1;
	entry->prev = (struct list_head *)LIST_POISON2;
}

static inline void list_del_init(struct list_head *entry)
{
	__list_unlink(entry->prev, entry->next);
	INIT_LIST_HEAD(entry);
}

static inline void list_move(struct list_head *entry, struct list_head *head)
{
	__list_unlink(entry->prev, entry->next);
	list_add(entry, head);
}

static inline void list_move_tail(struct list_head *entry,
				  struct list_head *head)
{
	__list_unlink(entry->prev, entry->next);
	list_add_tail(entry, head);
}

static inline int list_empty(const struct list_head *head)
{
	return head->next == head;
}

static inline int list_empty_careful(const struct list_head *head)
{
	return head->next == head && head->prev == head;
}

static inline void list_splice(struct list_head *list, struct list_head *head)
{
	if (!list_empty(list)) {
		struct list_head *first = list->next;
		struct list_head *last = list->prev;
		struct list_head *at = head->next;

		first->prev = head;
		head->next = first;
		last->next = at;
		at->prev = last;
	}
}

static inline void list_splice_init(struct list_head *list,
				    struct list_head *head)
{
	list_splice(list, head);
	INIT_LIST_HEAD(list);
}

#define list_entry(ptr, type, member) \
	container_of(ptr, type, member)

#define list_for_each(pos, head) \
	for ((pos) = (head)->next; (pos) != (head); (pos) = (pos)->next)

#define __list_for_each(pos, head) \
	list_for_each(pos, head)

#define list_for_each_prev(pos, head) \
	for ((pos) = (head)->prev; (pos) != (head); (pos) = (pos)->prev)

#define list_for_each_safe(pos, n, head) \
	for ((pos) = (head)->next, (n) = (pos)->next; (pos) != (head); \
	     (pos) = (n), (n) = (pos)->next)

#define list_for_each_entry(pos, head, member)				\
	for ((pos) = list_entry((head)->next, __typeof__(*(pos)), member); \
	     &(pos)->member != (head);					\
	     (pos) = list_entry((pos)->member.next, __typeof__(*(pos)), member))

#define list_for_each_entry_reverse(pos, head, member)			\
	for ((pos) = list_entry((head)->prev, __typeof__(*(pos)), member); \
	     &(pos)->member != (head);					\
	     (pos) = list_entry((pos)->member.prev, __typeof__(*(pos)), member))

#define list_for_each_entry_safe(pos, n, head, member)			\
	for ((pos) = list_entry((head)->next, __typeof__(*(pos)), member), \
	     (n) = list_entry((pos)->member.next, __typeof__(*(pos)), member); \
	     &(pos)->member != (head);					\
	     (pos) = (n),						\
	     (n) = list_entry((n)->member.next, __typeof__(*(n)), member))

#define list_for_each_entry_continue(pos, head, member)			\
	for ((pos) = list_entry((pos)->member.next, __typeof__(*(pos)), member); \
	     &(pos)->member != (head);					\
	     (pos) = list_entry((pos)->member.next, __typeof__(*(pos)), member))

#define list_prepare_entry(pos, head, member) \
	((pos) ? : list_entry(head, __typeof__(*(pos)), member))

/* RCU list flavours are the same operations in the model */
#define list_add_rcu(e, h)		list_add((e), (h))
#define list_add_tail_rcu(e, h)		list_add_tail((e), (h))
#define list_del_rcu(e)			__list_unlink((e)->prev, (e)->next)
#define list_for_each_rcu(pos, head)	list_for_each(pos, head)
#define list_for_each_entry_rcu(pos, head, member) \
	list_for_each_entry(pos, head, member)

/* singly-headed hash lists */
struct hlist_head {
	struct hlist_node *first;
};

struct hlist_node {
	struct hlist_node *next, **pprev;
};

#define HLIST_HEAD_INIT		{ .first = NULL }
#define HLIST_HEAD(name)	struct hlist_head name = { .first = NULL }
#define INIT_HLIST_HEAD(ptr)	((ptr)->first = NULL)
#define INIT_HLIST_NODE(ptr)	((ptr)->next = NULL, (ptr)->pprev = NULL)

static inline int hlist_unhashed(const struct hlist_node *h)
{
	return !h->pprev;
}

static inline int hlist_empty(const struct hlist_head *h)
{
	return !h->first;
}

static inline void __hlist_del(struct hlist_node *n)
{
	struct hlist_node *next = n->next;
	struct hlist_node **pprev = n->pprev;

	*pprev = next;
	if (next)
		next->pprev = pprev;
}

static inline void hlist_del(struct hlist_node *n)
{
	__hlist_del(n);
	n->next = (struct hlist_node *)LIST_POISON1;
	n->pprev = (struct hlist_node **)LIST_POISON2;
}

static inline void hlist_del_init(struct hlist_node *n)
{
	if (n->pprev) {
		__hlist_del(n);
		INIT_HLIST_NODE(n);
	}
}

static inline void hlist_add_head(struct hlist_node *n, struct hlist_head *h)
{
	struct hlist_node *first = h->first;

	n->next = first;
	if (first)
		first->pprev = &n->next;
	h->first = n;
	n->pprev = &h->first;
}

static inline void hlist_add_before(struct hlist_node *n,
				    struct hlist_node *next)
{
	n->pprev = next->pprev;
	n->next = next;
	next->pprev = &n->next;
	*(n->pprev) = n;
}

static inline void hlist_add_after(struct hlist_node *n,
				   struct hlist_node *next)
{
	next->next = n->next;
	n->next = next;
	next->pprev = &n->next;
	if (next->next)
		next->next->pprev = &next->next;
}

#define hlist_entry(ptr, type, member) container_of(ptr, type, member)

#define hlist_for_each(pos, head) \
	for ((pos) = (head)->first; (pos); (pos) = (pos)->next)

#define hlist_for_each_safe(pos, n, head) \
	for ((pos) = (head)->first; (pos) && ({ (n) = (pos)->next; 1; }); \
	     (pos) = (n))

#define hlist_for_each_entry(tpos, pos, head, member)			\
	for ((pos) = (head)->first;					\
	     (pos) && ({ (tpos) = hlist_entry((pos), __typeof__(*(tpos)), member); 1; }); \
	     (pos) = (pos)->next)

#define hlist_for_each_entry_safe(tpos, pos, n, head, member)		\
	for ((pos) = (head)->first;					\
	     (pos) && ({ (n) = (pos)->next; 1; }) &&			\
	     ({ (tpos) = hlist_entry((pos), __typeof__(*(tpos)), member); 1; }); \
	     (pos) = (n))

#endif /* __KERNEL__ */

#endif
