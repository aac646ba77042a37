/*
 * progress: a one-line progress display on stderr, for terminals only.
 *
 * progress_start(what, total) begins a phase ("scan", "port"...);
 * progress_tick(files_done_delta, sites_delta) may be called from any
 * thread; progress_stop() clears the line.  When stderr is not a
 * terminal every call does nothing, so logs and tests never see it.
 * The display is redrawn at most ten times a second:
 *	scan: 1200/5000 files, 37 sites, 850 files/s, ETA 4 s
 */
#ifndef ZC_PROGRESS_H
#define ZC_PROGRESS_H

#include <stddef.h>

void progress_start(const char *what, size_t total);
void progress_tick(size_t files, size_t sites);
void progress_stop(void);

/* seconds since the program started, for the summary */
double elapsed_seconds(void);

/*
 * With ZCPORT_TIMINGS set in the environment, prints
 *	zcport: timing: 3.872 s (cpu 2.10 s, children 4.02 s, peak 180 MB):
 *	<what>
 * on stderr (wall time, this process's CPU time, its finished
 * children's, and its own peak resident memory) (a developer's view of where a run's time goes; make bench
 * and docs/architecture.md use it).  Otherwise does nothing.
 */
void timing_mark(const char *what);

#endif
