#include "allocation_stats.h"
#if defined(__linux__)
#include <malloc.h>
#endif

size_t hkm_allocated_bytes(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
  return mallinfo2().uordblks;
#else
  return 0;
#endif
}
