// GPU run-time errors of the data directives, run by
// test/gpu/run-gpu-tests.sh (on the host, where memory is shared, none of
// them is an error). Each case must end the program with a non-zero status
// and print the text after the case name: libomptarget's message with the
// user's file and line of the failing directive, and libacc's line that
// names the variable (runtime/src/DirectiveErrors.cpp). A pointer's
// subarray in `present` on a synchronous construct is libacc's alone
// (runtime/src/PresentLookup.cpp), at the column of the directive's name;
// "present-map" is the same case through OpenMP's map.
// GPU-ERROR: present-map does not exist for host address
// GPU-ERROR: present-map data-directive-errors.c:LINE-PMAP:1: omptarget fatal error
// GPU-ERROR: present-map libacc: error: data-directive-errors.c:LINE-PMAP:1: a[0:n]: data at [
// GPU-ERROR: update does not exist for host address
// GPU-ERROR: update data-directive-errors.c:LINE-UPDATE:1: omptarget fatal error
// GPU-ERROR: partial explicit extension not allowed
// GPU-ERROR: partial data-directive-errors.c:LINE-PARTIAL:1: omptarget fatal error
// GPU-ERROR: data-present does not exist for host address
// GPU-ERROR: data-present data-directive-errors.c:LINE-DATA:1: omptarget fatal error
// GPU-ERROR: present libacc: error: data-directive-errors.c:LINE-PRESENT:13: a[0:n]: data at [
// GPU-ERROR: present +8000) is not present on nvidia device 0
// GPU-ERROR: present-partial libacc: error: data-directive-errors.c:LINE-PPART:13: a[0:n]: data at [
// GPU-ERROR: present-partial +8000) is only partly present on nvidia device 0
// GPU-ERROR: update libacc: error: data-directive-errors.c:LINE-UPDATE:1: a[0:n]: data at [
// GPU-ERROR: partial libacc: error: data-directive-errors.c:LINE-PARTIAL:1: a[0:n]: data at [
// GPU-ERROR: partial +8000) is only partly present on nvidia device 0
// GPU-ERROR: data-present libacc: error: data-directive-errors.c:LINE-DATA:1: a[0:n]: data at [
// GPU-ERROR: async-present libacc: error: data-directive-errors.c:LINE-ASYNC:1: a[0:n]: data at [
// GPU-ERROR: default-present libacc: error: data-directive-errors.c:LINE-DEFAULT:1: b: data at [
// GPU-ERROR: default-present +80) is not present on nvidia device 0
// GPU-ERROR: update-async libacc: error: data-directive-errors.c:LINE-UPASYNC:1: a[2:5]: data at [

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  int n = 1000;
  double *a = malloc(n * sizeof(double));
  const char *c = argc > 1 ? argv[1] : "";
  if (!strcmp(c, "present")) {
#pragma acc parallel loop present(a[0:n]) /* LINE-PRESENT */
    for (int i = 0; i < n; ++i)
      a[i] = i;
  }
  if (!strcmp(c, "present-map")) {
    int on = 1;
#pragma acc parallel loop present(a[0:n]) if(on++) /* LINE-PMAP */
    for (int i = 0; i < n; ++i)
      a[i] = i;
  }
  if (!strcmp(c, "present-partial")) {
#pragma acc enter data copyin(a[0:n / 2])
#pragma acc parallel loop present(a[0:n]) /* LINE-PPART */
    for (int i = 0; i < n; ++i)
      a[i] = i;
  }
  if (!strcmp(c, "update")) {
#pragma acc update self(a[0:n]) /* LINE-UPDATE */
  }
  if (!strcmp(c, "partial")) {
#pragma acc enter data copyin(a[0:n / 2])
#pragma acc parallel loop copy(a[0:n]) /* LINE-PARTIAL */
    for (int i = 0; i < n; ++i)
      a[i] = i;
  }
  if (!strcmp(c, "data-present")) {
#pragma acc data present(a[0:n]) /* LINE-DATA */
    a[0] = 1;
  }
  if (!strcmp(c, "async-present")) {
#pragma acc parallel loop present(a[0:n]) async(1) /* LINE-ASYNC */
    for (int i = 0; i < n; ++i)
      a[i] = i;
#pragma acc wait
  }
  if (!strcmp(c, "default-present")) {
    double b[10];
#pragma acc parallel loop default(present) /* LINE-DEFAULT */
    for (int i = 0; i < 10; ++i)
      b[i] = i;
  }
  if (!strcmp(c, "update-async")) {
#pragma acc update device(a[2:5]) async(2) /* LINE-UPASYNC */
#pragma acc wait(2)
  }
  printf("no error\n");
  free(a);
  return 0;
}
