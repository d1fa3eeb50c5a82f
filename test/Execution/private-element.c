// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Array elements in private and firstprivate (OpenACC 3.3, Glossary "Var":
// a var may be an array element; Analysis/ElementItems.cpp reads one as the
// one-element subarray, Transform/PrivateSubarrays.cpp makes its copy):
// `private(a[3])` gives each gang (each iteration of a loop) its own a[3],
// `firstprivate(a[3])` one that starts as the original, of an array or a
// pointer, one dimension or two (`m[1][2]`, `m[i][j]`). The originals keep
// their values.

#include <stdio.h>
#include <stdlib.h>

#define N 500

int main(void) {
  int a[8], m[4][6];
  int *p = (int *)malloc(sizeof(int) * 8);
  int *out = (int *)calloc(N, sizeof(int));
  for (int i = 0; i < 8; ++i)
    a[i] = p[i] = 100 + i;
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 6; ++j)
      m[i][j] = 10 * i + j;

  // private elements on a combined construct's loop: one per iteration.
#pragma acc parallel loop copy(out[0:N]) private(a[3], m[1][2])
  for (int i = 0; i < N; ++i) {
    a[3] = i;
    m[1][2] = 2 * i;
    out[i] = a[3] + m[1][2];
  }
  int bad = 0;
  for (int i = 0; i < N; ++i)
    bad += out[i] != 3 * i;
  // CHECK: private elements: bad 0, originals 103 12
  printf("private elements: bad %d, originals %d %d\n", bad, a[3], m[1][2]);

  // firstprivate elements on a combined construct: each gang's copy.
#pragma acc parallel loop num_gangs(4) copy(out[0:N]) firstprivate(a[5], p[2])
  for (int i = 0; i < N; ++i)
    out[i] = a[5] + p[2] + i;
  bad = 0;
  for (int i = 0; i < N; ++i)
    bad += out[i] != 207 + i;
  // CHECK-NEXT: firstprivate elements: bad 0
  printf("firstprivate elements: bad %d\n", bad);

  // firstprivate on parallel: the gang changes its copy, not the original.
  int r = 0, s = 0;
  int i1 = 2, j1 = 4;
#pragma acc parallel num_gangs(1) firstprivate(m[i1][j1], p[7]) copy(r, s)
  {
    m[i1][j1] += 1000;
    p[7] *= 2;
    r = m[i1][j1];
    s = p[7];
  }
  // CHECK-NEXT: parallel: 1024 214, originals 24 107
  printf("parallel: %d %d, originals %d %d\n", r, s, m[2][4], p[7]);

  // private element of a loop inside a compute construct.
#pragma acc parallel copy(out[0:N])
  {
#pragma acc loop gang vector private(p[0])
    for (int i = 0; i < N; ++i) {
      p[0] = i * i;
      out[i] = p[0] % 7;
    }
  }
  bad = 0;
  for (int i = 0; i < N; ++i)
    bad += out[i] != i * i % 7;
  // CHECK-NEXT: loop private element: bad 0, original 100
  printf("loop private element: bad %d, original %d\n", bad, p[0]);
  free(p);
  free(out);
  return 0;
}
