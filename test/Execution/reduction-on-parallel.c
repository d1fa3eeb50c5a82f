// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// An explicit reduction on the parallel construct itself. Code outside any
// loop is gang-redundant: with num_gangs(4), each of the 4 gangs executes it
// once, so 'count++' there contributes 4. A gang loop inside adds its
// iterations once (each iteration runs on one gang).

#include <stdio.h>

#define N 100000

int main(void) {
  int count = 0;
#pragma acc parallel num_gangs(4) reduction(+:count)
  { count++; }
  // CHECK: count 4
  printf("count %d\n", count);

  int p = 3;
#pragma acc parallel num_gangs(4) reduction(*:p)
  { p *= 2; }
  // CHECK-NEXT: prod 48
  printf("prod %d\n", p);

  int mx = 5, mn = 5, b_or = 0, b_and = 0xff, lor = 0, land = 1;
#pragma acc parallel num_gangs(4) reduction(max:mx) reduction(min:mn) \
    reduction(|:b_or) reduction(&:b_and) reduction(||:lor) reduction(&&:land)
  {
    mx = 9;
    mn = -9;
    b_or = 0x30;
    b_and = 0x0f;
    lor = 1;
    land = 0;
  }
  // CHECK-NEXT: max 9 min -9 or 48 and 15 lor 1 land 0
  printf("max %d min %d or %d and %d lor %d land %d\n", mx, mn, b_or, b_and,
         lor, land);

  // xor of the same value an even number of times cancels.
  int x = 0x1234;
#pragma acc parallel num_gangs(4) reduction(^:x)
  { x ^= 0x0ff0; }
  // CHECK-NEXT: xor 4660
  printf("xor %d\n", x);

  // Gang-redundant part plus a gang-partitioned loop that reduces into the
  // same (gang-private) variable.
  long s = 100;
#pragma acc parallel num_gangs(4) reduction(+:s)
  {
    s += 1;
#pragma acc loop gang reduction(+:s)
    for (int i = 0; i < N; ++i)
      s += i;
  }
  // 100 + 4 + 4999950000
  // CHECK-NEXT: s 4999950104
  printf("s %ld\n", s);

  // Gang-redundant count with a runtime num_gangs and a double.
  int ng = 3;
  double d = 0.5;
#pragma acc parallel num_gangs(ng) reduction(+:d)
  { d += 0.25; }
  // CHECK-NEXT: d 1.25
  printf("d %g\n", d);

  // 'parallel loop' with a reduction: the combined construct's reduction
  // applies to the loop, so the count is N, not N times the gangs.
  int c2 = 0;
#pragma acc parallel loop num_gangs(4) reduction(+:c2)
  for (int i = 0; i < N; ++i)
    c2++;
  // CHECK-NEXT: c2 100000
  printf("c2 %d\n", c2);
  return 0;
}
