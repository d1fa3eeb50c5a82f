// RUN: %accc -acc=gpu -fsyntax-only -Xclang -verify %s
// RUN: %accc -acc=host %s -DRUN -o %t && %t | FileCheck %s

// ClauseChecks rule 19: on the GPU, clang 22 reduces an array section only
// with a length it knows when compiling; a runtime length failed the
// OpenMP compile ("cannot generate code for reduction on array section,
// which requires a variable length array"; a fuzzing find). The host and
// multicore targets reduce it.

#include <stdio.h>

#ifndef RUN
void sum(int *a, const int *x, int n) {
  // expected-error@+1 {{'reduction' of the subarray 'a[1:n]', whose length is not a constant, is not supported yet for the GPU}}
#pragma acc parallel loop copy(a[0:n]) reduction(+ : a[1:n])
  for (int i = 0; i < n; ++i)
    a[i] += x[i];
#pragma acc parallel loop copy(a[0:4]) reduction(+ : a[0:4])
  for (int i = 0; i < n; ++i)
    a[i % 4] += x[i];
}
#else
int main(void) {
  int h[4] = {0, 0, 0, 0}, n = 4;
#pragma acc parallel loop reduction(+ : h[0:n])
  for (int i = 0; i < 100; ++i)
    h[i % 4] += 1;
  // CHECK: 25 25 25 25
  printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
  return 0;
}
#endif
