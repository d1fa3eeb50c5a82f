/*===- DeviceLibc.c - C library functions for device code -----------------===*\
 *
 * Part of accc, an OpenACC to OpenMP compiler built on Clang.
 *
 * Device definitions of the C library functions that OpenACC code calls in
 * compute regions and routines and that LLVM 22's OpenMP device runtime
 * (libompdevice.a) does not define: without them the GPU link fails
 * ("nvlink error: Undefined reference to 'abort'"). accc's GPU links search
 * this archive after the program's device code (lib/Driver/Runner.cpp), so a
 * definition is taken only where device code calls the function.
 *
 * The string functions of C11 7.24 that read and copy strings (strlen,
 * strcmp, strncmp, strcpy, strncpy, strchr; memcmp and memset are the device
 * runtime's, memcpy and memmove clang's builtins). Compiled with
 * -fno-builtin, so that LLVM does not turn these loops into calls of the
 * functions they define.
 *
 * abort() (C11 7.22.4.1: abnormal termination) and exit() on the device
 * stop the kernel through CUDA's __assertfail; libomptarget then reports
 * the failed kernel and ends the program with a non-zero status. The
 * driver printed the assertion's message ("Assertion `abort() called in
 * device code` failed.") for some kernels, not for all (H200). (A message
 * of CUDA's device printf followed by a trap is lost: its buffer is not
 * flushed after the trap. The device runtime's __assert_fail does that, so
 * a failed assert() stops the program without its message.)
 *
 * __assertfail is CUDA's device system call, which needs no other
 * library.
 *
\*===----------------------------------------------------------------------===*/

#include <stddef.h>

void __assertfail(const char *message, const char *file, unsigned line,
                  const char *function, size_t char_size);

size_t strlen(const char *s) {
  size_t n = 0;
  while (s[n])
    ++n;
  return n;
}

int strcmp(const char *a, const char *b) {
  const unsigned char *x = (const unsigned char *)a;
  const unsigned char *y = (const unsigned char *)b;
  while (*x && *x == *y)
    ++x, ++y;
  return *x - *y;
}

int strncmp(const char *a, const char *b, size_t n) {
  const unsigned char *x = (const unsigned char *)a;
  const unsigned char *y = (const unsigned char *)b;
  for (; n; --n, ++x, ++y)
    if (*x != *y || !*x)
      return *x - *y;
  return 0;
}

char *strcpy(char *restrict dst, const char *restrict src) {
  char *d = dst;
  while ((*d++ = *src++))
    ;
  return dst;
}

char *strncpy(char *restrict dst, const char *restrict src, size_t n) {
  size_t i = 0;
  for (; i < n && src[i]; ++i)
    dst[i] = src[i];
  for (; i < n; ++i)
    dst[i] = 0;
  return dst;
}

char *strchr(const char *s, int c) {
  for (;; ++s) {
    if (*s == (char)c)
      return (char *)s;
    if (!*s)
      return NULL;
  }
}

void abort(void) {
  __assertfail("abort() called in device code", "", 0, "abort", 1);
  __builtin_unreachable();
}

void exit(int status) {
  (void)status;
  __assertfail("exit() called in device code", "", 0, "exit", 1);
  __builtin_unreachable();
}
