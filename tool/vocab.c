/* vocab: see vocab.h for the contract. */
#include <string.h>

#include "vocab.h"

#define BLOCK_RECIPE \
	"2.6 has no brw_kiovec(): build the I/O with bio_map_user(q, " \
	"bdev, uaddr, len, write_to_vm) (2.6.9; 2.6.0 has no q; check " \
	"IS_ERR()), submit_bio() it, wait for completion, then " \
	"bio_unmap_user(bio) (2.6.0: bio, write_to_vm)"
#define COMPLETION_RECIPE \
	"kiobuf completion is gone in 2.6: wait on a struct completion " \
	"signalled from the bio's bi_end_io instead"

static const struct vocab table[] = {
	/* functions zcport converts */
	{ "map_user_kiobuf", VOC_FUNCTION, NULL, NULL, "user_pages_map" },
	{ "unmap_kiobuf", VOC_FUNCTION, NULL, NULL, "user_pages_unmap" },
	{ "mark_dirty_kiobuf", VOC_FUNCTION, NULL, NULL, "user_pages_dirty" },
	{ "alloc_kiovec", VOC_FUNCTION, NULL, NULL, "user_pages_alloc" },
	{ "free_kiovec", VOC_FUNCTION, NULL, NULL, "user_pages_free" },
	{ "kiobuf_init", VOC_FUNCTION, NULL, NULL, NULL },
	{ "lock_kiovec", VOC_FUNCTION, NULL, NULL, NULL },
	{ "unlock_kiovec", VOC_FUNCTION, NULL, NULL, NULL },
	/* in one shape (05-brw-kiovec-bio.cocci); a file with any other is
	 * put back whole and flagged block-io (port.c) */
	{ "brw_kiovec", VOC_FUNCTION, NULL, NULL, "user_bio_rw" },
	/* functions left to a human, with why */
	{ "kiobuf_wait_for_io", VOC_FUNCTION, "completion", COMPLETION_RECIPE,
	  NULL },
	{ "end_kio_request", VOC_FUNCTION, "completion", COMPLETION_RECIPE,
	  NULL },
	{ "expand_kiobuf", VOC_FUNCTION, "page-vector",
	  "the page array is sized by the mapping in 2.6; drop the expansion "
	  "or allocate a struct page * array yourself", NULL },
	{ "alloc_kiobuf_bhs", VOC_FUNCTION, "block-io", BLOCK_RECIPE, NULL },
	{ "free_kiobuf_bhs", VOC_FUNCTION, "block-io", BLOCK_RECIPE, NULL },
	/* the type */
	{ "kiobuf", VOC_TYPE, NULL, NULL, "user_pages" },
	/* constants */
	{ "KIO_MAX_ATOMIC_IO", VOC_CONSTANT, NULL, NULL,
	  "USER_PAGES_MAX_IO_KB" },
	{ "KIO_STATIC_PAGES", VOC_CONSTANT, NULL, NULL,
	  "USER_PAGES_STATIC_PAGES" },
	{ "KIO_MAX_SECTORS", VOC_CONSTANT, NULL, NULL,
	  "USER_PAGES_MAX_SECTORS" },
	/* members that the replacement keeps, same meaning */
	{ "maplist", VOC_MEMBER, NULL, NULL, NULL },
	{ "nr_pages", VOC_MEMBER, NULL, NULL, NULL },
	{ "offset", VOC_MEMBER, NULL, NULL, NULL },
	{ "length", VOC_MEMBER, NULL, NULL, NULL },
	/* members with no 2.6 counterpart */
	{ "array_len", VOC_MEMBER, "page-vector",
	  "the replacement has no array_len; the page array holds exactly "
	  "nr_pages pages", NULL },
	{ "map_array", VOC_MEMBER, "page-vector",
	  "the replacement has no static page array; use maplist", NULL },
	{ "locked", VOC_MEMBER, "page-lock",
	  "2.6 pins pages with get_user_pages() and does not lock them; "
	  "drop the test", NULL },
	{ "bh", VOC_MEMBER, "block-io", BLOCK_RECIPE, NULL },
	{ "blocks", VOC_MEMBER, "block-io",
	  "the replacement has no blocks array: keep the block numbers in an "
	  "array of your own (user_bio_rw() needs only the first), or give "
	  "the bio its sector directly", NULL },
	{ "io_count", VOC_MEMBER, "completion", COMPLETION_RECIPE, NULL },
	{ "errno", VOC_MEMBER, "completion", COMPLETION_RECIPE, NULL },
	{ "end_io", VOC_MEMBER, "completion", COMPLETION_RECIPE, NULL },
	{ "wait_queue", VOC_MEMBER, "completion", COMPLETION_RECIPE, NULL },
	{ "dovary", VOC_MEMBER, "block-io", BLOCK_RECIPE, NULL },
	/* the header */
	{ VOCAB_HEADER, VOC_HEADER, NULL, NULL, NULL },
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
