#ifndef _WRAPPER_H_
#define _WRAPPER_H_

/*
 * zcport model of the Linux 2.4 API: old compatibility wrappers,
 * still used by 2.4 drivers that mmap() kernel memory.
 */

#define mem_map_reserve(p)	set_bit(PG_reserved, &((p)->flags))
#define mem_map_unreserve(p)	clear_bit(PG_reserved, &((p)->flags))
#define mem_map_inc_count(p)	atomic_inc(&((p)->count))
#define mem_map_dec_count(p)	atomic_dec(&((p)->count))

#define wait_handle		wait_queue_head_t
#define file_handle		struct file
#define inode_handle		struct inode
#define select_table		struct poll_table_struct

#define vma_set_inode(v, i)	((v)->vm_inode = (i))
#define vma_get_flags(v)	((v)->vm_flags)
#define vma_get_offset(v)	((v)->vm_offset)
#define vma_get_start(v)	((v)->vm_start)
#define vma_get_end(v)		((v)->vm_end)
#define vma_get_page_prot(v)	((v)->vm_page_prot)

#endif /* _WRAPPER_H_ */
