/* vocab: see vocab.h for the contract. */
#include <string.h>

#include "vocab.h"

#define BLOCK_RECIPE \
	"2.6 has no brw_kiovec(): build the I/O with bio_map_user(bdev, " \
	"uaddr, len, write_to_vm) (check for NULL and a short bi_size), " \
	"submit_bio() it, wait for completion, then bio_unmap_user()"
#define COMPLETION_RECIPE \
	"kiobuf completion is gone in 2.6: wait on a struct completion " \
	"signalled from the bio's bi_end_io instead"

static const struct vocab table[] = {
	/* functions zcport converts */
	{ "map_user_kiobuf", VOC_FUNCTION, NULL, NULL },
	{ "unmap_kiobuf", VOC_FUNCTION, NULL, NULL },
	{ "mark_dirty_kiobuf", VOC_FUNCTION, NULL, NULL },
	{ "alloc_kiovec", VOC_FUNCTION, NULL, NULL },
	{ "free_kiovec", VOC_FUNCTION, NULL, NULL },
	/* later 2.4 (and vendor kernels): the same, with a size array for
	 * the buffer heads of each kiobuf, which 2.6 has no use for */
	{ "alloc_kiovec_sz", VOC_FUNCTION, NULL, NULL },
	{ "free_kiovec_sz", VOC_FUNCTION, NULL, NULL },
	{ "kiobuf_init", VOC_FUNCTION, NULL, NULL },
	{ "lock_kiovec", VOC_FUNCTION, NULL, NULL },
	{ "unlock_kiovec", VOC_FUNCTION, NULL, NULL },
	/* user_bio_rw() in the raw shape, user_pages_brw() in any other
	 * (05-brw-kiovec-bio.cocci); a file with a call left is put back
	 * whole and flagged block-io (port.c) */
	{ "brw_kiovec", VOC_FUNCTION, NULL, NULL },
	/* functions left to a human, with why */
	{ "kiobuf_wait_for_io", VOC_FUNCTION, "completion", COMPLETION_RECIPE },
	{ "end_kio_request", VOC_FUNCTION, "completion", COMPLETION_RECIPE },
	{ "expand_kiobuf", VOC_FUNCTION, "page-vector",
	  "the page array is sized by the mapping in 2.6; drop the expansion "
	  "or allocate a struct page * array yourself" },
	{ "alloc_kiobuf_bhs", VOC_FUNCTION, "block-io", BLOCK_RECIPE },
	{ "free_kiobuf_bhs", VOC_FUNCTION, "block-io", BLOCK_RECIPE },
	/* the type */
	{ "kiobuf", VOC_TYPE, NULL, NULL },
	/* constants */
	{ "KIO_MAX_ATOMIC_IO", VOC_CONSTANT, NULL, NULL },
	{ "KIO_STATIC_PAGES", VOC_CONSTANT, NULL, NULL },
	{ "KIO_MAX_SECTORS", VOC_CONSTANT, NULL, NULL },
	/* members that the replacement keeps, same meaning */
	{ "maplist", VOC_MEMBER, NULL, NULL },
	{ "nr_pages", VOC_MEMBER, NULL, NULL },
	{ "offset", VOC_MEMBER, NULL, NULL },
	{ "length", VOC_MEMBER, NULL, NULL },
	/* members with no 2.6 counterpart */
	{ "array_len", VOC_MEMBER, "page-vector",
	  "the replacement has no array_len; the page array holds exactly "
	  "nr_pages pages" },
	{ "map_array", VOC_MEMBER, "page-vector",
	  "the replacement has no static page array; use maplist" },
	{ "locked", VOC_MEMBER, "page-lock",
	  "2.6 pins pages with get_user_pages() and does not lock them; "
	  "drop the test" },
	{ "bh", VOC_MEMBER, "block-io", BLOCK_RECIPE },
	{ "blocks", VOC_MEMBER, "block-io",
	  "the replacement has no blocks array: keep the block numbers in an "
	  "array of your own (user_bio_rw() needs only the first), or give "
	  "the bio its sector directly" },
	{ "io_count", VOC_MEMBER, "completion", COMPLETION_RECIPE },
	{ "errno", VOC_MEMBER, "completion", COMPLETION_RECIPE },
	{ "end_io", VOC_MEMBER, "completion", COMPLETION_RECIPE },
	{ "wait_queue", VOC_MEMBER, "completion", COMPLETION_RECIPE },
	{ "dovary", VOC_MEMBER, "block-io", BLOCK_RECIPE },
	/* the header */
	{ VOCAB_HEADER, VOC_HEADER, NULL, NULL },
};

#define TABLE_NR (sizeof(table) / sizeof(table[0]))

const struct vocab *vocab_lookup(const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < TABLE_NR; i++) {
		if (table[i].cls == VOC_MEMBER || table[i].cls == VOC_HEADER)
			continue;
		if (strlen(table[i].name) == len &&
		    !memcmp(table[i].name, name, len))
			return &table[i];
	}
	return NULL;
}

const struct vocab *vocab_lookup_member(const char *name)
{
	size_t i;

	for (i = 0; i < TABLE_NR; i++)
		if (table[i].cls == VOC_MEMBER && !strcmp(table[i].name, name))
			return &table[i];
	return NULL;
}

const struct vocab *vocab_table(size_t *nr)
{
	*nr = TABLE_NR;
	return table;
}

/*
 * Every function name contains "kiobuf" or "kiovec" or "kio_", every
 * constant "KIO_", the header "iobuf": one memmem() for "kio" and
 * "KIO_"/"iobuf" each rejects a file that has none of them.
 */
int vocab_prefilter(const char *buf, size_t len)
{
	return memmem(buf, len, "kio", 3) || memmem(buf, len, "KIO_", 4) ||
	       memmem(buf, len, "iobuf", 5);
}
