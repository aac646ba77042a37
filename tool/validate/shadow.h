/*
 * shadow: the ported tree as a whole -- which files a port's headers
 * reach, the tree of ported files a compile searches first, and what is
 * held back so that no written file depends on a port that was not.
 *
 * unit_includes(u, h): does u's original text include h's file?
 * includes_ported(r, u): does u include a unit of r that has a port?
 * (such a file the port left as it was is compiled too)
 *
 * shadow_path(path): where path's port is laid out, under the temp dir
 * (compile.h's vtmp_ensure() first); a new string the caller frees.
 * write_shadow(r): every unit with a port written there (dies when it
 * cannot write).
 *
 * Once the rounds of validation are done (validate_ports()), on the
 * units' check and sites, through verdict.h:
 *  - hold_back_included(r): a ported header whose includer failed (or
 *    was put back whole) is not written; nor a file that includes a
 *    header held back: their sites turn manual ("validation");
 *  - macros_of_failed_headers(r): nor a file that reaches the 2.4 API
 *    through the macros of a header whose port failed;
 *  - headers_through_includers(r): a ported header every includer of
 *    which passed passes too (partly, with manual sites of its own).
 * r's units are changed in place; nothing is allocated for the caller.
 */
#ifndef ZC_SHADOW_H
#define ZC_SHADOW_H

struct run;
struct unit;

int unit_includes(const struct unit *u, const struct unit *h);
int includes_ported(const struct run *r, const struct unit *u);
char *shadow_path(const char *path);
void write_shadow(struct run *r);
void hold_back_included(struct run *r);
void macros_of_failed_headers(struct run *r);
void headers_through_includers(struct run *r);

#endif
