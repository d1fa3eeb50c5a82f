// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s

// clang 22's own OpenMP reduction of a _Complex or long double variable
// updates the original with `__atomic_compare_exchange` and `__atomic_load`,
// calls to libatomic on the host, which accc does not link ("undefined
// reference to `__atomic_compare_exchange'"); accc declares a reduction
// for those types (Transform/DeclaredReductions.cpp), whose partial results
// clang combines under a lock: the program links without libatomic. Not
// for the GPU: clang 22 has no long double for NVPTX (an error,
// test/Diagnostics/reduction-long-double-gpu.c).
#include <stdio.h>

typedef struct { int n; long double s; } Acc;

int main(void) {
  int n = 1000;
  _Complex long double q = 0;
  _Complex float z = 0;
  long double s = 0.5L;
  Acc a = {0, 0};
#pragma acc parallel loop reduction(+:q, z, s, a)
  for (int i = 0; i < n; ++i) {
    q += 0.25L * 1.0il;
    z += 1.0f;
    s += 0.5L;
    a.n += 1;
    a.s += 0.125L;
  }
  // CHECK: 250 1000 500.5 1000 125
  printf("%Lg %g %Lg %d %Lg\n", __imag__ q, __real__ z, s, a.n, a.s);
  return 0;
}
