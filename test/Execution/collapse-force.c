// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// collapse(force: n) (OpenACC 3.3 sec. 2.9.1) with code between the
// collapsed loops, before and after the inner loop, with a scalar of the
// construct and a local of the intervening code, on 'parallel loop' and on
// 'acc loop' (2 and 3 levels): every iteration runs once with the values
// its intervening code computed.

#include <stdio.h>
#include <stdlib.h>

#define NI 23
#define NJ 41
#define NK 7

int main(void) {
  float *a = (float *)calloc(NI * NJ * NK, sizeof(float));
  float *row = (float *)malloc(NI * sizeof(float));
  int *last = (int *)calloc(NI, sizeof(int));
  for (int i = 0; i < NI; ++i)
    row[i] = 3.0f * i;
  float scale;

#pragma acc parallel loop collapse(force:2) copy(a[0:NI*NJ], last[0:NI]) copyin(row[0:NI])
  for (int i = 0; i < NI; ++i) {
    scale = row[i];
    const int base = i * NJ;
    for (int j = 0; j < NJ; ++j)
      a[base + j] = scale + j;
    last[i] = base;
  }
  int bad = 0;
  for (int i = 0; i < NI; ++i) {
    bad += last[i] != i * NJ;
    for (int j = 0; j < NJ; ++j)
      bad += a[i * NJ + j] != 3.0f * i + j;
  }
  // CHECK: force2 bad 0
  printf("force2 bad %d\n", bad);

#pragma acc parallel copy(a[0:NI*NJ*NK]) copyin(row[0:NI])
  {
#pragma acc loop gang vector collapse(force:3)
    for (int i = 0; i < NI; ++i) {
      float r = row[i];
      for (int j = 0; j < NJ; ++j) {
        float rj = r * 100 + j;
        for (int k = 0; k < NK; ++k)
          a[(i * NJ + j) * NK + k] = rj * 10 + k;
      }
    }
  }
  bad = 0;
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      for (int k = 0; k < NK; ++k)
        bad += a[(i * NJ + j) * NK + k] != (3.0f * i * 100 + j) * 10 + k;
  // CHECK: force3 bad 0
  printf("force3 bad %d\n", bad);
  free(a);
  free(row);
  free(last);
  return 0;
}
