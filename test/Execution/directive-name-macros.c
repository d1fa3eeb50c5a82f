// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>&1 | FileCheck %s --check-prefix=OMP

// OpenACC 3.3 sec. 2.1: the tokens after `#pragma acc` are subject to macro
// replacement, the directive's name too: a construct named by a macro, in
// this file and in a header, as a combined construct, a routine and a data
// construct, a macro that names another.
#include <stdio.h>

#define CONSTRUCT parallel
#define COMBINED CONSTRUCT loop
#define DATA data
#define ROUTINE routine seq
#include "Inputs/construct-named-by-macro.h"

#pragma acc ROUTINE
static int twice(int x) { return 2 * x; }

int main(void) {
  enum { N = 1000 };
  int a[N], b[N];
  for (int i = 0; i < N; ++i)
    a[i] = i;
#pragma acc DATA copyin(a) copyout(b)
  {
#pragma acc COMBINED present(a, b)
    for (int i = 0; i < N; ++i)
      b[i] = twice(a[i]);
  }
  long sum = 0;
  for (int i = 0; i < N; ++i)
    sum += b[i];
  // CHECK: sum 999000, header 499500
  printf("sum %ld, header %d\n", sum, construct_in_header(a, N));
  return 0;
}

// The unit's directives are the macros' words (the source print warns that
// it prints the preprocessed unit).
// OMP: warning: OpenACC directive in included file '{{.*}}construct-named-by-macro.h': the output is the translation of the preprocessed source
// OMP: #pragma omp target teams map(ompx_hold, to: v[0:n])
// OMP: #pragma omp begin declare target
// OMP: #pragma omp target data map(ompx_hold, to: a) map(ompx_hold, from: b)
// OMP: #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: a, b)
