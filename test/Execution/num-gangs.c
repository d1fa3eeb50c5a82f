// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// num_gangs: gang-redundant code runs once per gang (counted with a
// reduction); a gang loop still runs each iteration exactly once whatever the
// number of gangs.

#include <stdio.h>
#include <stdlib.h>

#define N 100000

int main(void) {
  int c1 = 0, c3 = 0, c7 = 0, cn = 0;
#pragma acc parallel num_gangs(1) reduction(+:c1)
  { c1 += 1; }
#pragma acc parallel num_gangs(3) reduction(+:c3)
  { c3 += 1; }
#pragma acc parallel num_gangs(7) reduction(+:c7)
  { c7 += 10; }
  int ng = 5;
#pragma acc parallel num_gangs(ng + 1) reduction(+:cn)
  { cn++; }
  // CHECK: gangs 1 3 70 6
  printf("gangs %d %d %d %d\n", c1, c3, c7, cn);

  // Each iteration of a gang loop runs once, with any number of gangs.
  int *hits = (int *)calloc(N, sizeof(int));
  for (int g = 1; g <= 8; g *= 2) {
#pragma acc parallel num_gangs(g) copy(hits[0:N])
    {
#pragma acc loop gang
      for (int i = 0; i < N; ++i)
        hits[i] += 1;
    }
  }
  int bad = 0;
  for (int i = 0; i < N; ++i)
    bad += hits[i] != 4;
  // CHECK-NEXT: gang loop bad 0
  printf("gang loop bad %d\n", bad);

  // Gang-redundant code around a gang loop: 4 gangs each add 1 to their own
  // copy; the loop adds its iterations once.
  int total = 0;
#pragma acc parallel num_gangs(4) reduction(+:total)
  {
    total += 1000;
#pragma acc loop gang reduction(+:total)
    for (int i = 0; i < 100; ++i)
      total += 1;
    total += 1000;
  }
  // CHECK-NEXT: total 8100
  printf("total %d\n", total);

  // num_gangs on 'parallel loop' with a gang reduction.
  long s = 0;
#pragma acc parallel loop num_gangs(16) reduction(+:s)
  for (int i = 0; i < N; ++i)
    s += i;
  // CHECK-NEXT: sum 4999950000
  printf("sum %ld\n", s);
  free(hits);
  return 0;
}
