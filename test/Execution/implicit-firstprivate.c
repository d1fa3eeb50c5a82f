// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// A scalar referenced in a compute construct and in no clause is implicitly
// firstprivate (OpenACC 3.3 sec. 2.6.2): its value is read inside, writes
// inside do not escape.

#include <stdio.h>
#include <stdlib.h>

#define N 100000

int main(void) {
  int *out = (int *)malloc(N * sizeof(int));
  int n = N, k = 3, w = 11;
  long big = 1L << 40;
  float f = 0.5f;

#pragma acc parallel loop copyout(out[0:n])
  for (int i = 0; i < n; ++i) {
    out[i] = k * i + (int)(big >> 38) + (int)(f * 4);
    w = i; // a write to the gang's copy only
  }
  int bad = 0;
  for (int i = 0; i < N; ++i)
    bad += out[i] != 3 * i + 4 + 2;
  // CHECK: bad 0 w 11
  printf("bad %d w %d\n", bad, w);

  // Gang-redundant writes in a parallel region.
  int x = 5;
#pragma acc parallel num_gangs(3)
  {
    x = x * 2 + 1;
  }
  // CHECK-NEXT: x 5
  printf("x %d\n", x);

  // The copy is per gang: with one gang, a value written before the loop
  // is seen by the loop.
#pragma acc parallel num_gangs(1) copyout(out[0:N])
  {
    k = 7;
#pragma acc loop
    for (int i = 0; i < N; ++i)
      out[i] = k + i;
  }
  bad = 0;
  for (int i = 0; i < N; ++i)
    bad += out[i] != 7 + i;
  // CHECK-NEXT: one gang bad 0 k 3
  printf("one gang bad %d k %d\n", bad, k);
  free(out);
  return 0;
}
