// abort(), exit() and a failed assert() in device code, run by
// test/gpu/run-gpu-tests.sh: each stops the kernel and ends the program with
// a non-zero status and libomptarget's error at the construct. abort and
// exit stop the kernel through CUDA's __assertfail (runtime/device/
// DeviceLibc.c), whose message ("Assertion `abort() called in device code`
// failed.") the driver printed for GCC's data-firstprivate-1.c but not for
// this program's kernels (H200, 2026-11-29): the test asks for the error
// only.
// Before libaccdevice.a, the GPU link failed ("nvlink error: Undefined
// reference to 'abort'"). test/Execution/device-libc.c checks the links.
// GPU-ERROR: abort device-abort.c:LINE-LOOP:3: omptarget fatal error
// GPU-ERROR: routine-abort device-abort.c:LINE-LOOP:3: omptarget fatal error
// GPU-ERROR: exit device-abort.c:LINE-LOOP:3: omptarget fatal error
// GPU-ERROR: assert device-abort.c:LINE-LOOP:3: omptarget fatal error

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#pragma acc routine seq
static void check(int v) {
  if (v == 7)
    abort();
}

int main(int argc, char **argv) {
  const char *c = argc > 1 ? argv[1] : "";
  int a[64];
  for (int i = 0; i < 64; ++i)
    a[i] = i;
  #pragma acc parallel loop copy(a) /* LINE-LOOP */
  for (int i = 0; i < 64; ++i) {
    if (!strcmp(c, "abort") && a[i] == 5)
      abort();
    if (!strcmp(c, "routine-abort"))
      check(a[i]);
    if (!strcmp(c, "exit") && a[i] == 9)
      exit(3);
    if (!strcmp(c, "assert") && a[i] == 11)
      assert(a[i] < 0);
  }
  printf("no error\n");
  return 0;
}
