// The OpenMP that -fopenacc-print=omp prints is a program of its own: compiled
// by plain clang-22 -fopenmp it computes what the OpenACC program computes.
// RUN: %accc -acc=multicore -fopenacc-print=omp %s -o %t.mc.c
// RUN: %clang-omp %t.mc.c -o %t.mc && %t.mc | FileCheck %s
// RUN: %accc -acc=host -fopenacc-print=omp %s -o %t.host.c
// RUN: %clang-omp %t.host.c -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp %s -o %t.gpu.c
// RUN: %clang-omp %t.gpu.c -o %t.gpu && %t.gpu | FileCheck %s

#include <stdio.h>

#define N 10000

int main(void) {
  static double a[N], b[N];
  double dot = 0;
  int maxv = -1, i;
  for (i = 0; i < N; ++i) {
    a[i] = i % 7;
    b[i] = 2;
  }
  #pragma acc parallel loop reduction(+:dot) reduction(max:maxv)
  for (i = 0; i < N; ++i) {
    dot += a[i] * b[i];
    maxv = a[i] > maxv ? (int)a[i] : maxv;
  }
  #pragma acc parallel num_gangs(3)
  {
    double t[4];
    #pragma acc loop gang private(t)
    for (int j = 0; j < N; ++j) {
      t[j % 4] = a[j] + 1;
      b[j] = t[j % 4] * 2;
    }
  }
  long sum = 0;
  for (i = 0; i < N; ++i)
    sum += (long)b[i];
  // CHECK: dot=59988 maxv=6 sum=79988
  printf("dot=%.0f maxv=%d sum=%ld\n", dot, maxv, sum);
  return 0;
}
