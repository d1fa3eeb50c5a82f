// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null > %t.c && %clang-omp -fsyntax-only %t.c
// RUN: %accc -acc=host %s -o %t.host 2>/dev/null && %t.host | FileCheck %s --check-prefix=OUT
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu 2>/dev/null %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s --check-prefix=OUT %}

// A subarray of a file-scope array in `declare` (OpenACC 3.3 sec. 2.13
// takes var-lists with subarrays): OpenMP's declare target names whole
// variables, so the array itself is declared target: silently where the
// subarray is the whole array, with a warning where it is a part
// (test/Diagnostics/warning-group-declare-whole-array.c).

#include <stdio.h>
#define N 64

double a[N], b[N][4], c[N];
#pragma acc declare create(a[0:N], b[:][0:4])
#pragma acc declare copyin(c[2:N-2])
// CHECK: #pragma omp declare target(a, b)
// CHECK-NEXT: #pragma omp declare target(c)

int main(void) {
  for (int i = 0; i < N; ++i)
    c[i] = 10 * i;
#pragma acc update device(c)
#pragma acc parallel loop present(a, b, c)
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i][1] = c[i] + 1;
  }
#pragma acc update host(a, b)
  // OUT: a 5 b 51
  printf("a %g b %g\n", a[5], b[5][1]);
  return 0;
}
