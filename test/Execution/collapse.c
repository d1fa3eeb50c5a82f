// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// collapse(2) and collapse(3): every iteration of the collapsed nest runs
// once, with non-square bounds, on 'parallel loop' and on 'acc loop', and a
// reduction over a collapsed nest.

#include <stdio.h>
#include <stdlib.h>

#define NI 37
#define NJ 53
#define NK 29

int main(void) {
  int *a = (int *)calloc(NI * NJ * NK, sizeof(int));

#pragma acc parallel loop collapse(2) copy(a[0:NI*NJ])
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      a[i * NJ + j] += i * 1000 + j;
  int bad = 0;
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      bad += a[i * NJ + j] != i * 1000 + j;
  // CHECK: collapse2 bad 0
  printf("collapse2 bad %d\n", bad);

  for (int i = 0; i < NI * NJ * NK; ++i)
    a[i] = 0;
#pragma acc parallel loop collapse(3) copy(a[0:NI*NJ*NK])
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      for (int k = 0; k < NK; ++k)
        a[(i * NJ + j) * NK + k] += i * 10000 + j * 100 + k;
  bad = 0;
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      for (int k = 0; k < NK; ++k)
        bad += a[(i * NJ + j) * NK + k] != i * 10000 + j * 100 + k;
  // CHECK-NEXT: collapse3 bad 0
  printf("collapse3 bad %d\n", bad);

  // collapse(2) on a gang loop with a vector loop inside, in 'parallel'.
#pragma acc parallel copy(a[0:NI*NJ*NK])
  {
#pragma acc loop gang collapse(2)
    for (int i = 0; i < NI; ++i)
      for (int j = 0; j < NJ; ++j) {
#pragma acc loop vector
        for (int k = 0; k < NK; ++k)
          a[(i * NJ + j) * NK + k] = i + j + k;
      }
  }
  bad = 0;
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      for (int k = 0; k < NK; ++k)
        bad += a[(i * NJ + j) * NK + k] != i + j + k;
  // CHECK-NEXT: gang collapse2 + vector bad 0
  printf("gang collapse2 + vector bad %d\n", bad);

  // Reductions over collapsed nests; assigned (not declared) loop variables.
  long s2 = 0, s3 = 0;
  int i, j, k;
#pragma acc parallel loop collapse(2) reduction(+:s2)
  for (i = 0; i < NI; ++i)
    for (j = 0; j < NJ; ++j)
      s2 += i * j;
#pragma acc parallel loop collapse(3) reduction(+:s3)
  for (i = 0; i < NI; ++i)
    for (j = 0; j < NJ; ++j)
      for (k = 0; k < NK; ++k)
        s3 += i + j + k;
  // sum i*j = (36*37/2)(52*53/2) = 666*1378; sum i+j+k over the box
  // CHECK-NEXT: s2 917748 s3 3298402
  printf("s2 %ld s3 %ld\n", s2, s3);
  free(a);
  return 0;
}
