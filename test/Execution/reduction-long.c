// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Every arithmetic and bitwise reduction operator on long, 'parallel loop'.

#include <stdio.h>

#define N 100000

int main(void) {
  long sum = 1000000000000L; // sum of i*i over [0,N) is 333328333350000
#pragma acc parallel loop reduction(+:sum)
  for (long i = 0; i < N; ++i)
    sum += i * i;
  // CHECK: sum 334328333350000
  printf("sum %ld\n", sum);

  long prod = -1; // 40 factors of 2: 2^40 exceeds int
#pragma acc parallel loop reduction(*:prod)
  for (int i = 0; i < N; ++i)
    prod *= (i % 2500 == 3) ? 2L : 1L;
  // CHECK-NEXT: prod -1099511627776
  printf("prod %ld\n", prod);

  long mx = 0, mn = 0;
#pragma acc parallel loop reduction(max:mx) reduction(min:mn)
  for (long i = 0; i < N; ++i) {
    long v = (i - 50000) * 100000L; // beyond int range
    mx = v > mx ? v : mx;
    mn = v < mn ? v : mn;
  }
  // CHECK-NEXT: max 4999900000 min -5000000000
  printf("max %ld min %ld\n", mx, mn);

  long band = -1L, bor = 0, bxor = 0;
#pragma acc parallel loop reduction(&:band) reduction(|:bor) reduction(^:bxor)
  for (int i = 0; i < N; ++i) {
    band &= ~(1L << (32 + i % 8));
    bor |= 1L << (40 + i % 4);
    bxor ^= (long)i << 20;
  }
  // CHECK-NEXT: and -1095216660481 or 16492674416640 xor 0
  printf("and %ld or %ld xor %ld\n", band, bor, bxor);

  long bxor2 = 0;
#pragma acc parallel loop reduction(^:bxor2)
  for (long i = 0; i < N - 1; ++i)
    bxor2 ^= i << 33;
  // xor of 0..99998 is 99999; shifted by 33
  // CHECK-NEXT: xor2 858984869265408
  printf("xor2 %ld\n", bxor2);
  return 0;
}
