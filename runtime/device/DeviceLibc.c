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
 * print what was called and stop the kernel with a trap: libomptarget then
 * reports the failed kernel and ends the program with a nonzero status, as
 * the device runtime's __assert_fail does for a failed assert().
 *
 * vprintf is CUDA's device printf (a PTX system call), which needs no other
 * library.
 *
\*===----------------------------------------------------------------------===*/

#include <stddef.h>

int vprintf(const char *format, void *args);

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
  vprintf("accc: abort() called in device code: the kernel stops\n", 0);
  __builtin_trap();
}

void exit(int status) {
  struct {
    int status;
  } args = {status};
  vprintf("accc: exit(%d) called in device code: the kernel stops\n", &args);
  __builtin_trap();
}
