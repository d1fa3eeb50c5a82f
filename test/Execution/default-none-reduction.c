// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Regression: with default(none), a reduction variable of 'parallel loop' is
// listed: the reduction clause is a data clause, and on a combined construct
// it implies copy (OpenACC 3.3 sec. 2.11, 2.5.16).

#include <stdio.h>

#define N 100000

int main(void) {
  int n = N;
  long s = 0;
#pragma acc parallel loop default(none) firstprivate(n) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += i;
  // CHECK: sum 4999950000
  printf("sum %ld\n", s);
  return 0;
}
