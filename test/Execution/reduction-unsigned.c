// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Every reduction operator on unsigned, 'parallel loop', including
// wrap-around (modular arithmetic is order independent).

#include <stdio.h>

#define N 100000

int main(void) {
  unsigned sum = 5u;
#pragma acc parallel loop reduction(+:sum)
  for (unsigned i = 0; i < N; ++i)
    sum += i * 100003u; // wraps around
  // CHECK: sum 2792151573
  printf("sum %u\n", sum);

  unsigned prod = 1u;
#pragma acc parallel loop reduction(*:prod)
  for (int i = 0; i < N; ++i)
    prod *= 3u; // 3^100000 mod 2^32
  // CHECK-NEXT: prod 3431821441
  printf("prod %u\n", prod);

  unsigned mx = 0u, mn = 0xffffffffu;
#pragma acc parallel loop reduction(max:mx) reduction(min:mn)
  for (unsigned i = 0; i < N; ++i) {
    unsigned v = (i * 2654435761u) ^ 0x9e3779b9u;
    mx = v > mx ? v : mx;
    mn = v < mn ? v : mn;
  }
  // CHECK-NEXT: max 4294910093 min 8
  printf("max %u min %u\n", mx, mn);

  unsigned band = 0xffffffffu, bor = 0u, bxor = 0xdeadbeefu;
#pragma acc parallel loop reduction(&:band) reduction(|:bor) reduction(^:bxor)
  for (unsigned i = 0; i < N; ++i) {
    band &= ~(1u << (31 - i % 5));
    bor |= 1u << (31 - i % 3);
    bxor ^= i * 2654435761u;
  }
  // CHECK-NEXT: and 134217727 or 3758096384 xor 1205482991
  printf("and %u or %u xor %u\n", band, bor, bxor);
  return 0;
}
