/*
 * zcport model of Linux 2.6: <linux/page-flags.h>
 * Page flag bits of struct page and the PageFoo(), SetPageFoo() and
 * ClearPageFoo() accessors.
 */
#ifndef _ZC26_LINUX_PAGE_FLAGS_H
#define _ZC26_LINUX_PAGE_FLAGS_H

#include <linux/bitops.h>

#define PG_locked		 0	/* locked for I/O */
#define PG_error		 1
#define PG_referenced		 2
#define PG_uptodate		 3
#define PG_dirty		 4
#define PG_lru			 5
#define PG_active		 6
#define PG_slab			 7
#define PG_highmem		 8
#define PG_checked		 9
#define PG_arch_1		10
#define PG_reserved		11	/* never swapped / not normal RAM */
#define PG_private		12
#define PG_writeback		13
#define PG_nosave		14
#define PG_compound		15
#define PG_swapcache		16
#define PG_mappedtodisk		17
#define PG_reclaim		18
#define PG_nosave_free		19

#define PageLocked(page)		test_bit(PG_locked, &(page)->flags)
#define SetPageLocked(page)		set_bit(PG_locked, &(page)->flags)
#define TestSetPageLocked(page)		test_and_set_bit(PG_locked, &(page)->flags)
#define ClearPageLocked(page)		clear_bit(PG_locked, &(page)->flags)
#define TestClearPageLocked(page)	test_and_clear_bit(PG_locked, &(page)->flags)

#define PageError(page)			test_bit(PG_error, &(page)->flags)
#define SetPageError(page)		set_bit(PG_error, &(page)->flags)
#define ClearPageError(page)		clear_bit(PG_error, &(page)->flags)

#define PageReferenced(page)		test_bit(PG_referenced, &(page)->flags)
#define SetPageReferenced(page)		set_bit(PG_referenced, &(page)->flags)
#define ClearPageReferenced(page)	clear_bit(PG_referenced, &(page)->flags)
#define TestClearPageReferenced(page)	test_and_clear_bit(PG_referenced, &(page)->flags)

#define PageUptodate(page)		test_bit(PG_uptodate, &(page)->flags)
#define SetPageUptodate(page)		set_bit(PG_uptodate, &(page)->flags)
#define ClearPageUptodate(page)		clear_bit(PG_uptodate, &(page)->flags)

/* SetPageDirty only flips the bit; set_page_dirty() also tells the fs */
#define PageDirty(page)			test_bit(PG_dirty, &(page)->flags)
#define SetPageDirty(page)		set_bit(PG_dirty, &(page)->flags)
#define TestSetPageDirty(page)		test_and_set_bit(PG_dirty, &(page)->flags)
#define ClearPageDirty(page)		clear_bit(PG_dirty, &(page)->flags)
#define TestClearPageDirty(page)	test_and_clear_bit(PG_dirty, &(page)->flags)

#define PageLRU(page)			test_bit(PG_lru, &(page)->flags)
#define SetPageLRU(page)		set_bit(PG_lru, &(page)->flags)
#define ClearPageLRU(page)		clear_bit(PG_lru, &(page)->flags)

#define PageActive(page)		test_bit(PG_active, &(page)->flags)
#define SetPageActive(page)		set_bit(PG_active, &(page)->flags)
#define ClearPageActive(page)		clear_bit(PG_active, &(page)->flags)

#define PageSlab(page)			test_bit(PG_slab, &(page)->flags)
#define SetPageSlab(page)		set_bit(PG_slab, &(page)->flags)
#define ClearPageSlab(page)		clear_bit(PG_slab, &(page)->flags)

#define PageHighMem(page)		test_bit(PG_highmem, &(page)->flags)

#define PageChecked(page)		test_bit(PG_checked, &(page)->flags)
#define SetPageChecked(page)		set_bit(PG_checked, &(page)->flags)
#define ClearPageChecked(page)		clear_bit(PG_checked, &(page)->flags)

#define PageReserved(page)		test_bit(PG_reserved, &(page)->flags)
#define SetPageReserved(page)		set_bit(PG_reserved, &(page)->flags)
#define ClearPageReserved(page)		clear_bit(PG_reserved, &(page)->flags)
#define __ClearPageReserved(page)	__clear_bit(PG_reserved, &(page)->flags)

#define PagePrivate(page)		test_bit(PG_private, &(page)->flags)
#define SetPagePrivate(page)		set_bit(PG_private, &(page)->flags)
#define ClearPagePrivate(page)		clear_bit(PG_private, &(page)->flags)

#define PageWriteback(page)		test_bit(PG_writeback, &(page)->flags)
#define SetPageWriteback(page)		set_bit(PG_writeback, &(page)->flags)
#define TestSetPageWriteback(page)	test_and_set_bit(PG_writeback, &(page)->flags)
#define TestClearPageWriteback(page)	test_and_clear_bit(PG_writeback, &(page)->flags)
#define ClearPageWriteback(page)	clear_bit(PG_writeback, &(page)->flags)

#define PageNosave(page)		test_bit(PG_nosave, &(page)->flags)
#define SetPageNosave(page)		set_bit(PG_nosave, &(page)->flags)
#define ClearPageNosave(page)		clear_bit(PG_nosave, &(page)->flags)

#define PageMappedToDisk(page)		test_bit(PG_mappedtodisk, &(page)->flags)
#define SetPageMappedToDisk(page)	set_bit(PG_mappedtodisk, &(page)->flags)
#define ClearPageMappedToDisk(page)	clear_bit(PG_mappedtodisk, &(page)->flags)

#define PageReclaim(page)		test_bit(PG_reclaim, &(page)->flags)
#define SetPageReclaim(page)		set_bit(PG_reclaim, &(page)->flags)
#define ClearPageReclaim(page)		clear_bit(PG_reclaim, &(page)->flags)

#define PageCompound(page)		test_bit(PG_compound, &(page)->flags)
#define SetPageCompound(page)		set_bit(PG_compound, &(page)->flags)
#define ClearPageCompound(page)		clear_bit(PG_compound, &(page)->flags)

#define PageSwapCache(page)		test_bit(PG_swapcache, &(page)->flags)
#define SetPageSwapCache(page)		set_bit(PG_swapcache, &(page)->flags)
#define ClearPageSwapCache(page)	clear_bit(PG_swapcache, &(page)->flags)

struct page;
extern int test_clear_page_dirty(struct page *page);
extern int __clear_page_dirty(struct page *page);
extern void set_page_writeback(struct page *page);
extern void end_page_writeback(struct page *page);

static inline void clear_page_dirty(struct page *page)
{
	test_clear_page_dirty(page);
}

#endif
