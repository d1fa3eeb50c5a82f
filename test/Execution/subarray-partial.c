// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// Subarrays that start past 0 or cover part of an array: x[lo:len].
// Only elements inside the subarray are accessed.

#include <stdio.h>
#include <stdlib.h>

#define N 100000

int main(void) {
  int *a = (int *)malloc(N * sizeof(int));
  int *b = (int *)malloc(N * sizeof(int));
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = -1;
  }
  int lo = 1000, len = 50000;

  // copyin of the upper half, copyout of a middle window.
#pragma acc parallel loop copyin(a[lo:len]) copyout(b[lo:len])
  for (int i = lo; i < lo + len; ++i)
    b[i] = a[i] * 2;
  int bad = 0, untouched = 0;
  for (int i = 0; i < N; ++i) {
    if (i >= lo && i < lo + len)
      bad += b[i] != 2 * i;
    else
      untouched += b[i] == -1;
  }
  // CHECK: window bad 0 untouched 50000
  printf("window bad %d untouched %d\n", bad, untouched);

  // copy of a subarray of a static 2-D array's rows (rows 10..19).
  static int m[100][64];
  for (int i = 0; i < 100; ++i)
    for (int j = 0; j < 64; ++j)
      m[i][j] = i;
#pragma acc parallel loop copy(m[10:10][0:64])
  for (int i = 10; i < 20; ++i)
    for (int j = 0; j < 64; ++j)
      m[i][j] += j;
  bad = 0;
  for (int i = 0; i < 100; ++i)
    for (int j = 0; j < 64; ++j)
      bad += m[i][j] != ((i >= 10 && i < 20) ? i + j : i);
  // CHECK-NEXT: rows bad 0
  printf("rows bad %d\n", bad);

  // A pointer into the middle of an array, with a subarray from 0.
  int *mid = a + N / 2;
#pragma acc parallel loop copy(mid[0:100])
  for (int i = 0; i < 100; ++i)
    mid[i] = -mid[i];
  // CHECK-NEXT: mid -50000 -50099 49999 50100
  printf("mid %d %d %d %d\n", a[N / 2], a[N / 2 + 99], a[N / 2 - 1],
         a[N / 2 + 100]);
  free(a);
  free(b);
  return 0;
}
