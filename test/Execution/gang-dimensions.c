// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Multi-dimensional gangs (OpenACC 3.3 sec. 2.5.10, 2.9.2): num_gangs with
// 2 and 3 dimensions and nested gang(dim:) loops, with code between the
// loops and an atomic in the nest (clang rejects a reduction on
// a gang loop there); every iteration runs once.

#include <stdio.h>
#include <stdlib.h>

#define NI 19
#define NJ 33
#define NK 6

int main(void) {
  int *a = (int *)calloc(NI * NJ * NK, sizeof(int));
  int *rowsum = (int *)calloc(NI, sizeof(int));

#pragma acc parallel num_gangs(4, 5) copy(a[0:NI*NJ], rowsum[0:NI])
#pragma acc loop gang(dim:2)
  for (int i = 0; i < NI; ++i) {
    int base = i * 1000;
#pragma acc loop gang(dim:1)
    for (int j = 0; j < NJ; ++j)
      a[i * NJ + j] += base + j;
    rowsum[i] = base + i;
  }
  int bad = 0;
  for (int i = 0; i < NI; ++i) {
    bad += rowsum[i] != i * 1000 + i;
    for (int j = 0; j < NJ; ++j)
      bad += a[i * NJ + j] != i * 1000 + j;
  }
  // CHECK: dims2 bad 0
  printf("dims2 bad %d\n", bad);

  for (int i = 0; i < NI * NJ * NK; ++i)
    a[i] = 0;
  long total = 0;
#pragma acc parallel loop gang(dim:3) num_gangs(2, 3, 4) copy(a[0:NI*NJ*NK], total)
  for (int i = 0; i < NI; ++i)
#pragma acc loop gang(dim:2)
    for (int j = 0; j < NJ; ++j)
#pragma acc loop gang(dim:1) vector
      for (int k = 0; k < NK; ++k) {
        a[(i * NJ + j) * NK + k] += i * 10000 + j * 10 + k;
#pragma acc atomic update
        total += 1;
      }
  bad = total != (long)NI * NJ * NK;
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      for (int k = 0; k < NK; ++k)
        bad += a[(i * NJ + j) * NK + k] != i * 10000 + j * 10 + k;
  // CHECK: dims3 bad 0
  printf("dims3 bad %d\n", bad);

  // A gang(dim:1) loop alone in a 2-D construct: its iterations are shared
  // by all the gangs.
  for (int i = 0; i < NI; ++i)
    rowsum[i] = 0;
#pragma acc parallel num_gangs(3, 2) copy(rowsum[0:NI])
#pragma acc loop gang(dim:1)
  for (int i = 0; i < NI; ++i)
    rowsum[i] += i;
  bad = 0;
  for (int i = 0; i < NI; ++i)
    bad += rowsum[i] != i;
  // CHECK: dim1 bad 0
  printf("dim1 bad %d\n", bad);
  free(a);
  free(rowsum);
  return 0;
}
