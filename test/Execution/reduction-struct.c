// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Reductions of structs, member by member (OpenACC 3.3 sec. 2.5.15), with
// every operator, on a combined construct, a gang loop and a vector loop in
// a parallel construct, an array of structs, a subarray of a pointer to
// structs, a type declared in the function and one without a name
// (test/Translate/reduction-struct.c).
#include <stdio.h>

typedef struct { int i; unsigned u; long l; float f; double d; _Bool b; char c; } All;
typedef struct { int i; unsigned u; long l; _Bool b; char c; } Bits;
struct Pt { double x, y; };

int main(void) {
  enum { N = 1000 };
  int n = N;
  All sum = {0}, prod = {1, 1, 1, 1, 1, 1, 1};
  All mx = {-5, 0, -5, -5, -5, 0, -5}, mn = {5000, 5000, 5000, 5000, 5000, 1, 100};
  All land = {1, 1, 1, 1, 1, 1, 1}, lor = {0};
#pragma acc parallel loop reduction(+:sum) reduction(max:mx) reduction(min:mn)
  for (int k = 0; k < n; k++) {
    sum.i += k; sum.u += 1; sum.l += k; sum.f += 0.5f; sum.d += 0.25;
    sum.b += k == 7; sum.c += k % 100 == 0;
    if (k > mx.i) mx.i = k;
    if ((unsigned)k * 2 > mx.u) mx.u = k * 2;
    if (k - 500 > mx.l) mx.l = k - 500;
    if (k * 0.5f > mx.f) mx.f = k * 0.5f;
    if (k * 0.25 > mx.d) mx.d = k * 0.25;
    if (k == 3) mx.b = 1;
    if (k % 100 > mx.c) mx.c = k % 100;
    if (k + 1 < mn.i) mn.i = k + 1;
    if ((unsigned)k + 3 < mn.u) mn.u = k + 3;
    if (k - 500 < mn.l) mn.l = k - 500;
    if (k * 0.5f < mn.f) mn.f = k * 0.5f;
    if (k - 0.75 < mn.d) mn.d = k - 0.75;
    if (k == 5) mn.b = 0;
    if (k % 100 + 7 < mn.c) mn.c = k % 100 + 7;
  }
  // CHECK: sum 499500 1000 499500 500 250 1 10
  printf("sum %d %u %ld %g %g %d %d\n", sum.i, sum.u, sum.l, sum.f, sum.d, sum.b, sum.c);
  // CHECK: max 999 1998 499 499.5 249.75 1 99
  printf("max %d %u %ld %g %g %d %d\n", mx.i, mx.u, mx.l, mx.f, mx.d, mx.b, mx.c);
  // CHECK: min 1 3 -500 0 -0.75 0 7
  printf("min %d %u %ld %g %g %d %d\n", mn.i, mn.u, mn.l, mn.f, mn.d, mn.b, mn.c);

  Bits band = {-1, ~0u, -1L, 1, -1}, bor = {0}, bxor = {0};
#pragma acc parallel loop reduction(*:prod) reduction(&:band) reduction(|:bor) reduction(^:bxor) reduction(&&:land) reduction(||:lor)
  for (int k = 0; k < n; k++) {
    if (k % 100 == 0) {
      prod.i *= 2; prod.u *= 3; prod.l *= -2; prod.f *= 2; prod.d *= 0.5;
    }
    band.i &= k < 900 ? -1 : ~(1 << k % 8);
    band.u &= 0xFFF0u | k;
    band.b &= k != 600;
    band.c &= 0x7f;
    bor.i |= 1 << k % 10; bor.u |= 2; bor.l |= (long)(k == 999) << 40;
    bor.b |= k == 999; bor.c |= 4;
    bxor.i ^= k; bxor.u ^= 1; bxor.l ^= k == 17 ? 3 : 0; bxor.c ^= 1;
    land.i = land.i && k >= 0; land.f = land.f && k != 500; land.d = land.d && 1;
    lor.i = lor.i || k == 999; lor.f = lor.f || 0; lor.d = lor.d || k == 1;
  }
  // CHECK: prod 1024 59049 1024 1024 0.000976562
  printf("prod %d %u %ld %g %g\n", prod.i, prod.u, prod.l, prod.f, prod.d);
  // CHECK: band -256 65520 -1 0 127
  printf("band %d %u %ld %d %d\n", band.i, band.u, band.l, band.b, band.c);
  // CHECK: bor 1023 2 1099511627776 1 4
  printf("bor %d %u %ld %d %d\n", bor.i, bor.u, bor.l, bor.b, bor.c);
  // CHECK: bxor 0 0 3 0
  printf("bxor %d %u %ld %d\n", bxor.i, bxor.u, bxor.l, bxor.c);
  // CHECK: land 1 0 1 lor 1 0 1
  printf("land %d %g %g lor %d %g %g\n", land.i, land.f, land.d, lor.i, lor.f, lor.d);

  // An array of structs, and a subarray of a pointer to them, on a gang
  // loop and a vector loop of a parallel construct.
  struct Pt pts[3] = {{0}}, *pp = pts;
#pragma acc parallel loop reduction(+:pts)
  for (int k = 0; k < n; k++) {
    pts[k % 3].x += 1;
    pts[2].y += 2;
  }
  // CHECK: array 334 333 333 2000
  printf("array %g %g %g %g\n", pts[0].x, pts[1].x, pts[2].x, pts[2].y);
#pragma acc parallel num_gangs(4) copy(pp[0:2])
  {
#pragma acc loop gang reduction(+:pp[0:2])
    for (int k = 0; k < n; k++)
      pp[k % 2].y += 1;
  }
  // CHECK: gang 500 500
  printf("gang %g %g\n", pp[0].y, pp[1].y);
  All row = {0};
#pragma acc parallel num_gangs(1) vector_length(32)
  {
#pragma acc loop vector reduction(+:row)
    for (int k = 0; k < n; k++) {
      row.i += 2;
      row.d += 0.5;
    }
  }
  // CHECK: vector 2000 500
  printf("vector %d %g\n", row.i, row.d);

  // Types that have no name at file scope.
  struct Local { int a; long b; } loc = {0, 1};
  struct { double s; int c; } anon = {1, 0};
#pragma acc parallel loop reduction(+:loc) reduction(*:anon)
  for (int k = 0; k < n; k++) {
    loc.a += 1;
    loc.b += k;
    if (k < 4) {
      anon.s *= 3;
      anon.c *= 2;
    }
  }
  // CHECK: local 1000 499501 81 0
  printf("local %d %ld %g %d\n", loc.a, loc.b, anon.s, anon.c);
  return 0;
}
