// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s
// RUN: %accc -acc=gpu -fsyntax-only %s
// RUN: %accc -acc=gpu -fopenacc-print=omp %s > %t.c && %clang-omp -fsyntax-only %t.c
// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s --check-prefix=OUT
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s --check-prefix=OUT %}

// A file-scope `static` definition of several variables, one or more of
// them in a `declare` (OpenACC 3.3 sec. 2.13): on the GPU each variable of
// the definition becomes external under a symbol of its own (clang
// registers no declare target variable of internal linkage with OpenMP's
// runtime), `static` goes once, and the others stay private to the file
// under their unique symbols.

#include <stdio.h>
#define N 100

static double x[N], y[N], scale = 2.0;
#pragma acc declare create(x, y)
static const int lo = 1, hi = N - 1;
#pragma acc declare copyin(hi)

// CHECK: double x[N] __asm__("x__accc_[[H:[0-9A-F]+]]"), y[N] __asm__("y__accc_[[H]]"), scale __asm__("scale__accc_[[H]]") = 2.0;
// CHECK-NEXT: #pragma omp declare target(x, y)
// CHECK: const int lo __asm__("lo__accc_[[H]]") = 1, hi __asm__("hi__accc_[[H]]") = N - 1;
// CHECK-NEXT: #pragma omp declare target(hi)

int main(void) {
  double s = scale;
#pragma acc parallel loop present(x, y)
  for (int i = 0; i < N; ++i) {
    x[i] = s * i;
    y[i] = i < hi ? x[i] + 1 : 0;
  }
#pragma acc update host(x, y)
  double sum = 0;
  for (int i = lo; i < N; ++i)
    sum += y[i];
  // OUT: sum 9800 x 198
  printf("sum %g x %g\n", sum, x[N - 1]);
  return 0;
}
