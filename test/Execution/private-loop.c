// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// 'private' on loops and compute constructs: each iteration (or gang) gets
// its own copy, scalars and arrays, and nothing escapes to the original.

#include <stdio.h>
#include <stdlib.h>

#define N 100000
#define M 8

int main(void) {
  int *out = (int *)malloc(N * sizeof(int));
  int t = -5;
  int tmp[M];
  for (int k = 0; k < M; ++k)
    tmp[k] = -1;

  // private scalar and private array on 'parallel loop'.
#pragma acc parallel loop private(t, tmp) copyout(out[0:N])
  for (int i = 0; i < N; ++i) {
    t = i * 2;
    for (int k = 0; k < M; ++k)
      tmp[k] = t + k;
    int s = 0;
    for (int k = 0; k < M; ++k)
      s += tmp[k];
    out[i] = s; // 8 * 2i + 28
  }
  int bad = 0;
  for (int i = 0; i < N; ++i)
    bad += out[i] != 16 * i + 28;
  // CHECK: parallel loop private bad 0 t -5 tmp -1 -1
  printf("parallel loop private bad %d t %d tmp %d %d\n", bad, t, tmp[0],
         tmp[M - 1]);

  // private on an inner 'acc loop' inside 'parallel'.
  int u = 42;
#pragma acc parallel copyout(out[0:N])
  {
#pragma acc loop gang vector private(u)
    for (int i = 0; i < N; ++i) {
      u = i % 1000;
      out[i] = u * u;
    }
  }
  bad = 0;
  for (int i = 0; i < N; ++i)
    bad += out[i] != (i % 1000) * (i % 1000);
  // CHECK-NEXT: loop private bad 0 u 42
  printf("loop private bad %d u %d\n", bad, u);

  // private on the parallel construct: a gang-private scratch value, then a
  // loop that reads it (written by the same gang first).
  int g = 7;
#pragma acc parallel num_gangs(2) private(g) copyout(out[0:N])
  {
    g = 3;
#pragma acc loop gang
    for (int i = 0; i < N; ++i)
      out[i] = i + g;
  }
  bad = 0;
  for (int i = 0; i < N; ++i)
    bad += out[i] != i + 3;
  // CHECK-NEXT: parallel private bad 0 g 7
  printf("parallel private bad %d g %d\n", bad, g);

  // private on a worker loop nested in a gang loop.
#pragma acc parallel loop gang copyout(out[0:N])
  for (int i = 0; i < N / 100; ++i) {
    int w = 9;
#pragma acc loop worker private(w)
    for (int j = 0; j < 100; ++j) {
      w = j * 3;
      out[i * 100 + j] = w + i;
    }
  }
  bad = 0;
  for (int i = 0; i < N / 100; ++i)
    for (int j = 0; j < 100; ++j)
      bad += out[i * 100 + j] != j * 3 + i;
  // CHECK-NEXT: worker private bad 0
  printf("worker private bad %d\n", bad);
  free(out);
  return 0;
}
