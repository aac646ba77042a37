/* stop: see stop.h for the contract. */
#include <stdatomic.h>

#include "stop.h"

static atomic_int got_signal;

int stop_request(int sig)
{
	int expected = 0;

	if (atomic_compare_exchange_strong(&got_signal, &expected, sig))
		return 0;
	return expected;
}

int stop_requested(void)
{
	return atomic_load_explicit(&got_signal, memory_order_relaxed);
}
