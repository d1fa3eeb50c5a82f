// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Sequential loops: 'seq' and 'auto' loops with a loop-carried dependence
// give the sequential result; 'parallel loop seq' runs the whole loop in
// each gang (gang-redundantly), in order.

#include <stdio.h>
#include <stdlib.h>

#define N 100000
#define R 200
#define C 500

int main(void) {
  int *a = (int *)malloc(N * sizeof(int));
  for (int i = 0; i < N; ++i)
    a[i] = 1;

  // Prefix sum: only correct when run in order. A 'seq' loop on 'parallel
  // loop' is gang-redundant, so one gang (otherwise the gangs race on a).
#pragma acc parallel loop seq num_gangs(1) copy(a[0:N])
  for (int i = 1; i < N; ++i)
    a[i] += a[i - 1];
  // CHECK: seq prefix 1 50000 100000
  printf("seq prefix %d %d %d\n", a[0], a[N / 2 - 1], a[N - 1]);

  // A recurrence in an 'acc loop seq' inside 'parallel num_gangs(1)'.
  long fib_n = 0;
#pragma acc parallel num_gangs(1) copy(fib_n)
  {
    long f0 = 0, f1 = 1;
#pragma acc loop seq
    for (int i = 0; i < 90; ++i) {
      long t = f0 + f1;
      f0 = f1;
      f1 = t;
    }
    fib_n = f0;
  }
  // CHECK-NEXT: fib90 2880067194370816120
  printf("fib90 %ld\n", fib_n);

  // 'auto' on a loop with a dependence: a correct implementation runs it
  // sequentially.
  for (int i = 0; i < N; ++i)
    a[i] = i % 3;
#pragma acc parallel num_gangs(1) copy(a[0:N])
  {
#pragma acc loop auto
    for (int i = 2; i < N; ++i)
      a[i] = (a[i - 1] + a[i - 2]) % 1000;
  }
  int ref0 = 0, ref1 = 1, ref = 0;
  for (int i = 2; i < N; ++i) {
    ref = (ref0 + ref1) % 1000;
    ref0 = ref1;
    ref1 = ref;
  }
  // CHECK-NEXT: auto recurrence ok 1
  printf("auto recurrence ok %d\n", a[N - 1] == ref);

  // Row-wise prefix sums: gang loop over rows, 'seq' loop along a row.
  int *m = (int *)malloc(R * C * sizeof(int));
  for (int i = 0; i < R * C; ++i)
    m[i] = 1;
#pragma acc parallel loop gang copy(m[0:R*C])
  for (int r = 0; r < R; ++r) {
#pragma acc loop seq
    for (int c = 1; c < C; ++c)
      m[r * C + c] += m[r * C + c - 1];
  }
  int bad = 0;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c)
      bad += m[r * C + c] != c + 1;
  // CHECK-NEXT: row prefix bad 0
  printf("row prefix bad %d\n", bad);

  // Column-wise recurrence: the outer loop is seq, the inner one parallel.
  for (int i = 0; i < R * C; ++i)
    m[i] = 1;
#pragma acc parallel num_gangs(1) copy(m[0:R*C])
  {
#pragma acc loop seq
    for (int r = 1; r < R; ++r) {
#pragma acc loop vector
      for (int c = 0; c < C; ++c)
        m[r * C + c] += m[(r - 1) * C + c];
    }
  }
  bad = 0;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c)
      bad += m[r * C + c] != r + 1;
  // CHECK-NEXT: column recurrence bad 0
  printf("column recurrence bad %d\n", bad);
  free(a);
  free(m);
  return 0;
}
