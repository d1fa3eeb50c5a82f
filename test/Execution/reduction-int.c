// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Every reduction operator on int on 'parallel loop'; the original value of
// the variable takes part in the result.

#include <stdio.h>
#include <stdlib.h>

#define N 100000

int main(void) {
  int *x = (int *)malloc(N * sizeof(int));
  for (int i = 0; i < N; ++i)
    x[i] = (i * 7919) % 1000 - 500; // values in [-500, 499]

  int sum = 10;
#pragma acc parallel loop copyin(x[0:N]) reduction(+:sum)
  for (int i = 0; i < N; ++i)
    sum += x[i];
  // CHECK: sum -49990
  printf("sum %d\n", sum);

  // 20 factors of 2, 3 of -1, the rest 1: product 3 * -(2^20).
  int prod = 3;
#pragma acc parallel loop reduction(*:prod)
  for (int i = 0; i < N; ++i)
    prod *= (i % 5000 == 7) ? 2 : (i == 11 || i == 222 || i == 3333) ? -1 : 1;
  // CHECK-NEXT: prod -3145728
  printf("prod %d\n", prod);

  int mx = -1000, mn = 1000;
#pragma acc parallel loop copyin(x[0:N]) reduction(max:mx)
  for (int i = 0; i < N; ++i)
    mx = x[i] > mx ? x[i] : mx;
#pragma acc parallel loop copyin(x[0:N]) reduction(min:mn)
  for (int i = 0; i < N; ++i)
    mn = x[i] < mn ? x[i] : mn;
  // CHECK-NEXT: max 499 min -500
  printf("max %d min %d\n", mx, mn);

  // max/min where the original value wins.
  int mx2 = 100000, mn2 = -100000;
#pragma acc parallel loop copyin(x[0:N]) reduction(max:mx2) reduction(min:mn2)
  for (int i = 0; i < N; ++i) {
    mx2 = x[i] > mx2 ? x[i] : mx2;
    mn2 = x[i] < mn2 ? x[i] : mn2;
  }
  // CHECK-NEXT: max2 100000 min2 -100000
  printf("max2 %d min2 %d\n", mx2, mn2);

  int band = 0x7fffffff, bor = 0x100, bxor = 0x5a5a;
#pragma acc parallel loop reduction(&:band) reduction(|:bor) reduction(^:bxor)
  for (int i = 0; i < N; ++i) {
    band &= ~(1 << (i % 13)) | (i == 0 ? 0 : 0x7fffe000); // clears bits 0..12
    bor |= 1 << (i % 9);                                  // sets bits 0..8
    bxor ^= i;
  }
  // xor of 0..99999 is 0, so xor keeps its original 0x5a5a
  // CHECK-NEXT: and 2147475456 or 511 xor 23130
  printf("and %d or %d xor %d\n", band, bor, bxor);

  int land = 1, land0 = 1, lor = 0, lor1 = 0;
#pragma acc parallel loop copyin(x[0:N]) reduction(&&:land, land0) reduction(||:lor, lor1)
  for (int i = 0; i < N; ++i) {
    land = land && (x[i] >= -500);
    land0 = land0 && (i != 54321);
    lor = lor || (x[i] > 1000);
    lor1 = lor1 || (i == 77777);
  }
  // CHECK-NEXT: land 1 land0 0 lor 0 lor1 1
  printf("land %d land0 %d lor %d lor1 %d\n", land, land0, lor, lor1);

  free(x);
  return 0;
}
