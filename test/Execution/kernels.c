// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// kernels and kernels loop (OpenACC 3.3 sec. 2.5.2): statements between
// loops run once, loops without independent run as auto (sequentially in
// accc, so a recurrence is right), independent loops are shared by the
// threads, scalars are copy (their values come back), and a scalar an
// independent loop writes is private to each iteration.

#include <stdio.h>
#include <stdlib.h>

#define N 10000

int main(void) {
  float *a = malloc(sizeof(float) * N), *b = malloc(sizeof(float) * N);
  for (int i = 0; i < N; ++i)
    a[i] = 1;

  // A recurrence in an auto loop, then a statement that runs once.
  int runs = 0;
  float last = 0;
#pragma acc kernels copy(a[0:N])
  {
#pragma acc loop
    for (int i = 1; i < N; ++i)
      a[i] += a[i - 1];
    runs += 1;
    last = a[N - 1];
  }
  // CHECK: prefix sum 10000, statement ran 1 time(s)
  printf("prefix sum %g, statement ran %d time(s)\n", last, runs);

  // Statements and an independent loop that writes a scalar declared
  // outside it; num_gangs is not allowed to repeat the statement.
  float t, scale = 0;
  int count = 0;
#pragma acc kernels copyin(a[0:N]) copyout(b[0:N]) num_gangs(8)
  {
    scale = 0.5f;
    count++;
#pragma acc loop independent
    for (int i = 0; i < N; ++i) {
      t = a[i] * scale;
      b[i] = t + 1;
    }
  }
  int bad = 0;
  for (int i = 0; i < N; ++i)
    bad += b[i] != (i + 1) * 0.5f + 1;
  // CHECK: independent loop: 0 wrong, count 1, scale 0.5
  printf("independent loop: %d wrong, count %d, scale %g\n", bad, count,
         scale);

  // kernels loop: independent (gangs share it), then a reduction (auto).
  double sum = 0;
#pragma acc data copy(b[0:N])
  {
#pragma acc kernels loop independent present(b[0:N])
    for (int i = 0; i < N; ++i)
      b[i] = 2 * i;
#pragma acc kernels loop gang vector reduction(+:sum) present(b[0:N])
    for (int i = 0; i < N; ++i)
      sum += b[i];
  }
  // CHECK: kernels loop: sum 9.999e+07, b[N-1] 19998
  printf("kernels loop: sum %.4g, b[N-1] %g\n", sum, b[N - 1]);

  // A nest with collapse and an independent inner level; async and wait.
  static float m[100][100];
#pragma acc kernels loop independent collapse(2) copyout(m) async(1)
  for (int i = 0; i < 100; ++i)
    for (int j = 0; j < 100; ++j)
      m[i][j] = i * 100 + j;
#pragma acc wait(1)
  bad = 0;
  for (int i = 0; i < 100; ++i)
    for (int j = 0; j < 100; ++j)
      bad += m[i][j] != i * 100 + j;
  // CHECK: collapse(2) async: 0 wrong
  printf("collapse(2) async: %d wrong\n", bad);

  // if(false): the region runs on the host, with the same results.
  int on = 0;
#pragma acc kernels if(on) copy(count)
  count += 10;
  // CHECK: if(0): count 11
  printf("if(0): count %d\n", count);
  // Pointers to data that an enclosing data region holds: the region uses
  // their device addresses (a pointer is not copied like other scalars).
#pragma acc data copyout(a[0:N]) copyin(b[0:N])
  {
#pragma acc kernels
    {
#pragma acc loop independent
      for (int i = 0; i < N; ++i)
        a[i] = b[i] + 1;
    }
  }
  bad = 0;
  for (int i = 0; i < N; ++i)
    bad += a[i] != b[i] + 1;
  // CHECK: pointers of a data region: 0 wrong
  printf("pointers of a data region: %d wrong\n", bad);
  free(a);
  free(b);
  return 0;
}
