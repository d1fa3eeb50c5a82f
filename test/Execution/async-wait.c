// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// async and wait clauses: accc runs the regions synchronously (a conforming
// execution); after 'wait' every result is visible, whatever the queue.

#include <stdio.h>
#include <stdlib.h>

#define N 100000

int main(void) {
  int *a = (int *)malloc(N * sizeof(int));
  int *b = (int *)malloc(N * sizeof(int));
  long s = 0;
#pragma acc parallel loop async(1) copyout(a[0:N])
  for (int i = 0; i < N; ++i)
    a[i] = i;
#pragma acc parallel loop async(2) wait(1) copyin(a[0:N]) copyout(b[0:N])
  for (int i = 0; i < N; ++i)
    b[i] = a[i] * 2;
// A worker loop, whose loop directive stays apart from its target region
// (the GPU build put nowait/depend on it and failed).
#pragma acc parallel loop async(2) wait(2) worker copy(b[0:N])
  for (int i = 0; i < N; ++i)
    b[i] = b[i] + 1;
#pragma acc parallel loop async wait(2) copyin(b[0:N]) reduction(+:s)
  for (int i = 0; i < N; ++i)
    s += b[i];
#pragma acc parallel num_gangs(1) wait copy(s)
  { s += 1; }
  // CHECK: sum 10000000001
  printf("sum %ld\n", s);
  free(a);
  free(b);
  return 0;
}
