/*
 * stop: the run has been asked to stop (a SIGINT, SIGTERM or SIGHUP).
 *
 * runtmp.c's signal handler records the signal here (stop_request(),
 * async-signal-safe); the stages ask runtmp_interrupted(), and code
 * below runtmp (tool/base/, and runcmd, whose children runtmp's handler
 * kills) asks stop_requested().  A loop whose
 * length grows with the input asks at each turn (one atomic load) and,
 * when asked to stop, leaves with what it has, consistent though
 * incomplete: nothing is written after a stop (runtmp_check() exits
 * between stages and before every write), so an incomplete answer is
 * never seen.  That is how the first Ctrl-C ends a run within about a
 * second, whatever the size of its files.
 *
 *	stop_request(sig)  0 for the first signal, else the one recorded
 *	stop_requested()   the signal recorded, or 0; any thread
 */
#ifndef ZC_STOP_H
#define ZC_STOP_H

int stop_request(int sig);
int stop_requested(void);

#endif
