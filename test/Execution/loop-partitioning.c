// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Nested gang / worker / vector loops, 2-D and 3-D, with num_workers and
// vector_length on the compute construct: every element is written once with
// the value of its indices.

#include <stdio.h>
#include <stdlib.h>

#define NI 64
#define NJ 48
#define NK 40

int main(void) {
  int *a = (int *)malloc(NI * NJ * NK * sizeof(int));
  int bad;

  // 2-D gang / vector.
#pragma acc parallel loop gang vector_length(128) copyout(a[0:NI*NJ])
  for (int i = 0; i < NI; ++i) {
#pragma acc loop vector
    for (int j = 0; j < NJ; ++j)
      a[i * NJ + j] = i * 100 + j;
  }
  bad = 0;
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      bad += a[i * NJ + j] != i * 100 + j;
  // CHECK: gang-vector bad 0
  printf("gang-vector bad %d\n", bad);

  // 2-D gang / worker.
#pragma acc parallel loop gang num_workers(4) copyout(a[0:NI*NJ])
  for (int i = 0; i < NI; ++i) {
#pragma acc loop worker
    for (int j = 0; j < NJ; ++j)
      a[i * NJ + j] = i * 200 + j;
  }
  bad = 0;
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      bad += a[i * NJ + j] != i * 200 + j;
  // CHECK-NEXT: gang-worker bad 0
  printf("gang-worker bad %d\n", bad);

  // 3-D gang / worker / vector, inside 'parallel'.
#pragma acc parallel num_gangs(8) num_workers(4) vector_length(32) copyout(a[0:NI*NJ*NK])
  {
#pragma acc loop gang
    for (int i = 0; i < NI; ++i) {
#pragma acc loop worker
      for (int j = 0; j < NJ; ++j) {
#pragma acc loop vector
        for (int k = 0; k < NK; ++k)
          a[(i * NJ + j) * NK + k] = i * 10000 + j * 100 + k;
      }
    }
  }
  bad = 0;
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      for (int k = 0; k < NK; ++k)
        bad += a[(i * NJ + j) * NK + k] != i * 10000 + j * 100 + k;
  // CHECK-NEXT: gang-worker-vector bad 0
  printf("gang-worker-vector bad %d\n", bad);

  // Combined levels on one loop: 'gang worker' outer, 'vector' inner, and
  // 'gang worker vector' on a single loop.
#pragma acc parallel loop gang worker num_workers(2) copyout(a[0:NI*NJ])
  for (int i = 0; i < NI * 4; ++i) {
#pragma acc loop vector
    for (int j = 0; j < NJ / 4; ++j)
      a[i * (NJ / 4) + j] = -(i * 1000 + j);
  }
  bad = 0;
  for (int i = 0; i < NI * 4; ++i)
    for (int j = 0; j < NJ / 4; ++j)
      bad += a[i * (NJ / 4) + j] != -(i * 1000 + j);
  // CHECK-NEXT: gang-worker/vector bad 0
  printf("gang-worker/vector bad %d\n", bad);

#pragma acc parallel loop gang worker vector copyout(a[0:NI*NJ*NK])
  for (int i = 0; i < NI * NJ * NK; ++i)
    a[i] = i ^ 0x55;
  bad = 0;
  for (int i = 0; i < NI * NJ * NK; ++i)
    bad += a[i] != (i ^ 0x55);
  // CHECK-NEXT: gang-worker-vector single bad 0
  printf("gang-worker-vector single bad %d\n", bad);

  // 'parallel loop gang vector' with a reduction on the combined construct.
  long s = 0;
#pragma acc parallel loop gang vector vector_length(64) reduction(+:s)
  for (int i = 0; i < NI * NJ * NK; ++i)
    s += i;
  // CHECK-NEXT: gang-vector sum 7549685760
  printf("gang-vector sum %ld\n", s);
  free(a);
  return 0;
}
