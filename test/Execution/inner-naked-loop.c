// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Loops with no directive inside a partitioned loop: they run in full for
// each iteration of the enclosing loop. A plain C loop inside a vector loop
// runs sequentially per iteration (a dependence along it is fine); an
// 'acc loop' with no clause inside 'parallel loop' is independent.

#include <stdio.h>
#include <stdlib.h>

#define R 1000
#define C 100

int main(void) {
  int *m = (int *)malloc(R * C * sizeof(int));
  int *rs = (int *)malloc(R * sizeof(int));

  // Inner plain loop with a dependence (running sum along the row).
#pragma acc parallel loop copyout(m[0:R*C])
  for (int r = 0; r < R; ++r) {
    int acc = r;
    for (int c = 0; c < C; ++c) {
      acc += c;
      m[r * C + c] = acc;
    }
  }
  int bad = 0;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c)
      bad += m[r * C + c] != r + c * (c + 1) / 2;
  // CHECK: plain inner loop bad 0
  printf("plain inner loop bad %d\n", bad);

  // An 'acc loop' without clauses nested in 'parallel loop' (independent).
#pragma acc parallel loop copy(m[0:R*C])
  for (int r = 0; r < R; ++r) {
#pragma acc loop
    for (int c = 0; c < C; ++c)
      m[r * C + c] = r * C + c;
  }
  bad = 0;
  for (int i = 0; i < R * C; ++i)
    bad += m[i] != i;
  // CHECK-NEXT: naked acc loop bad 0
  printf("naked acc loop bad %d\n", bad);

  // Plain loop inside a vector loop inside a gang loop.
#pragma acc parallel loop gang copyin(m[0:R*C]) copyout(rs[0:R])
  for (int r = 0; r < R; ++r) {
    int s = 0;
#pragma acc loop vector reduction(+:s)
    for (int c = 0; c < C; ++c) {
      int t = 0;
      for (int k = 0; k <= c % 4; ++k) // plain sequential loop
        t += m[r * C + c] + k;
      s += t;
    }
    rs[r] = s;
  }
  bad = 0;
  for (int r = 0; r < R; ++r) {
    int s = 0;
    for (int c = 0; c < C; ++c)
      for (int k = 0; k <= c % 4; ++k)
        s += r * C + c + k;
    bad += rs[r] != s;
  }
  // CHECK-NEXT: triple nest bad 0
  printf("triple nest bad %d\n", bad);
  free(m);
  free(rs);
  return 0;
}
