/*
 * inventory: every use of the 2.4 API in one file, found through
 * libclang's AST and cross-checked with a token scan.
 *
 * The file is parsed as the 2.4 kernel would compile it (parse24.h: the
 * 2.4 tree it sits in or the model 2.4 headers, parsecfg.h; as a module,
 * or built in when only that parses; with typedefs for type names no
 * header declared when only that parses).  Calls, declarations of the
 * API's type, member accesses, the API's constants and the #include
 * come from the AST; a use produced by a driver macro is reported at
 * the macro's use, with the macro named; a use in a disabled #if block,
 * or one libclang dropped (a call whose arguments do not type-check),
 * comes from the token scan.  Nothing in comments or strings is ever
 * reported.
 *
 * Calling sequence (one inventory per thread; not shareable):
 *	struct inventory *inv = inventory_new(headers_dir, pc);
 *	inventory_file(inv, path, buf, len, 0, &sites);  ... for each file
 *	inventory_free(inv);
 *
 * inventory_file() appends the file's sites to *sites, unsorted, all in
 * STATE_FOUND, with SITE_IFDEF_ARGS set where it applies.  It returns 0;
 * -1 after printing "path:line:col: error: ..." when the file is not C
 * at all (a '{' or '}' too many in the configuration parsed: braces that
 * #if branches open each once are fine); or 1 when syntax errors are
 * left in functions or declarations that hold sites (fault.h: a missing
 * ')' or ';'; names a missing header leaves undeclared are not syntax
 * errors, nor are the parse errors an unknown macro causes).
 * inventory_take_faults() then moves those faults (only those that hold
 * a site) to *out; nothing is printed for them here.  The token-scan
 * sites of such files are still appended, and every site is there as
 * usual.  A file without vocabulary is never handed to libclang, unless
 * force is set (a file that includes a header of the driver that has
 * code of the API: its uses come through that header).
 *
 * inventory_tokens() is what a file too large to parse gets (pipeline.h):
 * the token scan alone, each vocabulary token a site of its plain kind
 * (call, type, constant, include; define in a #define body), no function
 * named, no disabled blocks or dual-version branches told apart, and
 * member accesses not seen (a member name alone is a common word).  It
 * appends to *sites like inventory_file() and cannot fail.
 */
#ifndef ZC_INVENTORY_H
#define ZC_INVENTORY_H

#include <stddef.h>

#include "fault.h"
#include "parsecfg.h"
#include "site.h"

struct inventory;

/* pc: the include path (parsecfg.h), shared by every thread's inventory */
struct inventory *inventory_new(const char *headers_dir,
				struct parse_config *pc);
int inventory_file(struct inventory *inv, const char *path, const char *buf,
		   size_t len, int force, struct site_list *sites);
void inventory_take_faults(struct inventory *inv, struct fault_list *out);
void inventory_tokens(const char *path, const char *buf, size_t len,
		      struct site_list *sites);
void inventory_free(struct inventory *inv);

#endif
