// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// copy, copyin, copyout and create on pointer subarrays x[0:n], on
// 'parallel loop' and on 'parallel'.

#include <stdio.h>
#include <stdlib.h>

#define N 100000

int main(void) {
  int n = N;
  double *x = (double *)malloc(n * sizeof(double));
  double *y = (double *)malloc(n * sizeof(double));
  double *z = (double *)malloc(n * sizeof(double));
  int *tmp = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; ++i) {
    x[i] = i;
    y[i] = 1.0;
    z[i] = -1.0;
  }

  // y = 2x + y, z = x - 1
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n]) copyout(z[0:n])
  for (int i = 0; i < n; ++i) {
    y[i] = 2.0 * x[i] + y[i];
    z[i] = x[i] - 1.0;
  }
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += y[i] != 2.0 * i + 1.0 || z[i] != i - 1.0;
  // CHECK: copy copyin copyout bad 0
  printf("copy copyin copyout bad %d\n", bad);

  // create: device scratch that is written before it is read (by the same
  // gang: each gang loop iteration fills and reads its own block); the result
  // goes through copyout.
#pragma acc parallel loop gang copyin(x[0:n]) create(tmp[0:n]) copyout(z[0:n])
  for (int b = 0; b < n / 100; ++b) {
#pragma acc loop vector
    for (int j = 0; j < 100; ++j)
      tmp[b * 100 + j] = (int)x[b * 100 + j] % 7;
#pragma acc loop vector
    for (int j = 0; j < 100; ++j)
      z[b * 100 + j] = tmp[b * 100 + 99 - j] * 0.5;
  }
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += z[i] != ((i / 100 * 100 + 99 - i % 100) % 7) * 0.5;
  // CHECK-NEXT: create bad 0
  printf("create bad %d\n", bad);

  // copyin data is read only: the host copy is unchanged after the region
  // on every target as long as the program does not write it.
  double s = 0;
#pragma acc parallel loop copyin(y[0:n]) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += y[i];
  // sum of 2i+1 over [0,N) = N^2
  // CHECK-NEXT: copyin sum 10000000000
  printf("copyin sum %.0f\n", s);

  // Several arrays in one clause, and copy of a scalar.
  int count = 0;
#pragma acc parallel num_gangs(1) copy(count) copyin(x[0:n], y[0:n])
  {
    for (int i = 0; i < n; ++i)
      count += x[i] < y[i];
  }
  // CHECK-NEXT: copy scalar 100000
  printf("copy scalar %d\n", count);

  free(x);
  free(y);
  free(z);
  free(tmp);
  return 0;
}
