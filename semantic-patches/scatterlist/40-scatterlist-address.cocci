/// Drop "sg.address = NULL" where the entry is filled from a kiobuf's
/// page: a scatterlist built from the pages of a kiobuf names each page
/// by page and offset, and 2.6's struct scatterlist no longer has the
/// address member that 2.4 drivers cleared for such lists.  Only that
/// clearing goes: an entry that holds a kernel buffer is no kiobuf
/// code, and any other use of address is left for validation to report.
//
// Confidence: High
// Options: --no-includes --include-headers

virtual patch
virtual report

@depends on patch@
struct scatterlist *sgp;
struct scatterlist sg;
expression kb, I;
@@
(
- sg.address = NULL;
  ...
  sg.page = kb->maplist[I];
|
  sg.page = kb->maplist[I];
  ...
- sg.address = NULL;
|
- sgp->address = NULL;
  ...
  sgp->page = kb->maplist[I];
|
  sgp->page = kb->maplist[I];
  ...
- sgp->address = NULL;
)

@sg_report depends on report@
struct scatterlist *sgp;
struct scatterlist sg;
position p;
@@
(
  sgp->address@p
|
  sg.address@p
)

@script:python depends on report@
p << sg_report.p;
@@
coccilib.report.print_report(p[0],
	"struct scatterlist has no address member in 2.6: use page and offset")
