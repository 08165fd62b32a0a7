#ifndef ALLOCATION_STATS_H
#define ALLOCATION_STATS_H
#include <stddef.h>

/// Bytes currently allocated by malloc (glibc's mallinfo2().uordblks); 0 where unavailable.
size_t hkm_allocated_bytes(void);

#endif
