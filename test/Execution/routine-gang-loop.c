// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Orphaned gang loops in 'routine gang' functions (OpenACC 3.3 sec. 2.9.2,
// 2.15.1) called by every gang of a compute construct: with num_gangs(4),
// with the default number of gangs, and beside a gang loop of the
// construct; every iteration runs once (an increment would show a repeat).

#include <stdio.h>
#include <stdlib.h>

#define N 301

#pragma acc routine gang
void addrows(int n, int *b, const int *a) {
  int t;
#pragma acc loop gang private(t)
  for (int i = 0; i < n; ++i) {
    t = 0;
#pragma acc loop worker
    for (int j = 0; j < 3; ++j)
      t += a[i] + j;
    b[i] += t;
  }
}

int main(void) {
  int *a = (int *)malloc(N * sizeof(int));
  int *b = (int *)calloc(N, sizeof(int));
  int *c = (int *)calloc(N, sizeof(int));
  for (int i = 0; i < N; ++i)
    a[i] = i;

#pragma acc parallel num_gangs(4) copyin(a[0:N]) copy(b[0:N])
  addrows(N, b, a);
  int bad = 0;
  for (int i = 0; i < N; ++i)
    bad += b[i] != 3 * i + 3;
  // CHECK: num_gangs bad 0
  printf("num_gangs bad %d\n", bad);

#pragma acc parallel copyin(a[0:N]) copy(b[0:N])
  addrows(N, b, a);
  bad = 0;
  for (int i = 0; i < N; ++i)
    bad += b[i] != 2 * (3 * i + 3);
  // CHECK: default bad 0
  printf("default bad %d\n", bad);

#pragma acc parallel copyin(a[0:N]) copy(b[0:N], c[0:N])
  {
    addrows(N, b, a);
#pragma acc loop gang
    for (int i = 0; i < N; ++i)
      c[i] += a[i];
  }
  bad = 0;
  for (int i = 0; i < N; ++i)
    bad += b[i] != 3 * (3 * i + 3) || c[i] != i;
  // CHECK: beside bad 0
  printf("beside bad %d\n", bad);
  free(a);
  free(b);
  free(c);
  return 0;
}
