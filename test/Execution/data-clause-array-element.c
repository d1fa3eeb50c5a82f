// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// Array elements as data-clause items, each the one-element subarray
// (Analysis/ElementItems.cpp): per-queue reductions into errors[x] (the
// V&V suite's parallel_loop_async), an element of a 2-D array and of a
// member, enter/update/exit data of one element of a pointer's block.

#include <stdio.h>
#include <stdlib.h>

struct S { int v[4]; };

int main(void) {
  int n = 1000;
  int errors[10] = {0};
  int m[3][4] = {{0}};
  struct S s = {{0}};
  double *a = malloc(sizeof(double) * n);
  for (int i = 0; i < n; ++i)
    a[i] = i % 2;
#pragma acc data copyin(a[0:n]) copy(errors[0:10])
  {
    for (int x = 0; x < 10; ++x) {
#pragma acc parallel loop async(x) reduction(+:errors[x])
      for (int y = 0; y < n; ++y)
        errors[x] += a[y] == 1;
    }
#pragma acc wait
  }
  // CHECK: errors 500 500
  printf("errors %d %d\n", errors[0], errors[9]);
  int k = 2;
#pragma acc parallel copy(m[1][k], s.v[3])
  {
    m[1][k] = 7;
    s.v[3] = 9;
  }
  // CHECK: elements 7 9
  printf("elements %d %d\n", m[1][2], s.v[3]);
#pragma acc enter data copyin(a[5])
#pragma acc parallel present(a[5])
  a[5] = 42;
#pragma acc update self(a[5])
  // CHECK: one element 42
  printf("one element %g\n", a[5]);
#pragma acc exit data delete(a[5])
  free(a);
  return 0;
}
