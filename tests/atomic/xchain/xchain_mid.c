/* xchain: a step between the handler and the page; names no handler */
#include "xchain.h"

void xchain_step(void)
{
	xchain_fill();
}
