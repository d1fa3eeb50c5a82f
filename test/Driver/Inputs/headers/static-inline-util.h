// A header as ParRes Kernels' prk_util.h: a system #include inside it, a
// _Pragma macro, and static inline functions a program may leave unused.
#ifndef STATIC_INLINE_UTIL_H
#define STATIC_INLINE_UTIL_H
#define PRAGMA(x) _Pragma(#x)
#include <stdlib.h>
static inline void util_free(void *p) { free(p); }
#include <string.h>
static inline int util_len(const char *s) { return (int)strlen(s); }
#endif
