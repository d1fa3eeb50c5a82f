// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Reductions on an 'acc loop' inside 'acc parallel', with no reduction on the
// parallel construct: the reduction variable is implicitly copied
// (OpenACC 3.3 sec. 2.6.2), so the result is visible after the region.
// Every operator on int, + max min on long and double. (A "gang vector" loop
// reduction inside parallel is in reduction-gang-vector-in-parallel.c.)

#include <stdio.h>

#define N 100000
#define ABS(x) ((x) < 0 ? -(x) : (x))

int main(void) {
  int sum = 1, prod = 1, mx = -7, mn = 7, band = -1, bor = 0, bxor = 0;
  int land = 1, lor = 0;
#pragma acc parallel num_gangs(4)
  {
#pragma acc loop gang reduction(+:sum)
    for (int i = 0; i < N; ++i)
      sum += i % 100;
#pragma acc loop reduction(*:prod)
    for (int i = 0; i < N; ++i)
      prod *= (i % 10000 == 0) ? 2 : 1;
#pragma acc loop gang reduction(max:mx) reduction(min:mn)
    for (int i = 0; i < N; ++i) {
      int v = (i * 37) % 1001 - 500;
      mx = v > mx ? v : mx;
      mn = v < mn ? v : mn;
    }
#pragma acc loop reduction(&:band) reduction(|:bor) reduction(^:bxor)
    for (int i = 0; i < N; ++i) {
      band &= ~(1 << (i % 7));
      bor |= 1 << (i % 11);
      bxor ^= i + 1; // xor of 1..N
    }
#pragma acc loop reduction(&&:land) reduction(||:lor)
    for (int i = 0; i < N; ++i) {
      land = land && (i != 99999);
      lor = lor || (i == 0);
    }
  }
  // CHECK: sum 4950001 prod 1024 max 500 min -500
  printf("sum %d prod %d max %d min %d\n", sum, prod, mx, mn);
  // CHECK-NEXT: and -128 or 2047 xor 100000 land 0 lor 1
  printf("and %d or %d xor %d land %d lor %d\n", band, bor, bxor, land, lor);

  long lsum = 0, lmax = 0, lmin = 0;
  double dsum = 0.0, dmax = -1.0, dmin = 1.0;
#pragma acc parallel
  {
#pragma acc loop reduction(+:lsum) reduction(max:lmax) reduction(min:lmin)
    for (long i = 0; i < N; ++i) {
      lsum += i * 1000000L;
      lmax = i * 3000000L > lmax ? i * 3000000L : lmax;
      lmin = -i * 3000000L < lmin ? -i * 3000000L : lmin;
    }
#pragma acc loop reduction(+:dsum) reduction(max:dmax) reduction(min:dmin)
    for (int i = 0; i < N; ++i) {
      double v = (double)(i % 1000) * 0.25;
      dsum += v;
      dmax = v > dmax ? v : dmax;
      dmin = -v < dmin ? -v : dmin;
    }
  }
  // CHECK-NEXT: lsum 4999950000000000 lmax 299997000000 lmin -299997000000
  printf("lsum %ld lmax %ld lmin %ld\n", lsum, lmax, lmin);
  // CHECK-NEXT: dsum PASS dmax 249.75 dmin -249.75
  printf("dsum %s dmax %g dmin %g\n",
         ABS(dsum - 12487500.0) < 1e-6 ? "PASS" : "FAIL", dmax, dmin);
  return 0;
}
