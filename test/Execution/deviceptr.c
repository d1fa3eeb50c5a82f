// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// deviceptr: memory from acc_malloc used in two regions. On host and
// multicore acc_malloc returns host memory; on the GPU, device memory.

#include <openacc.h>
#include <stdio.h>

#define N 100000

int main(void) {
  int *d = (int *)acc_malloc(N * sizeof(int));
  // CHECK: allocated 1
  printf("allocated %d\n", d != NULL);
#pragma acc parallel loop deviceptr(d)
  for (int i = 0; i < N; ++i)
    d[i] = i % 10;
  long s = 0;
#pragma acc parallel loop deviceptr(d) reduction(+:s)
  for (int i = 0; i < N; ++i)
    s += d[i];
  // CHECK-NEXT: sum 450000
  printf("sum %ld\n", s);
  acc_free(d);
  return 0;
}
