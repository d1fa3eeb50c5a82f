// RUN: %accc -O2 -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -O2 -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -O2 -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if gpu-compile %{ %accc -O2 -acc=gpu -acc-collapse=plain %s -o %t.gpu64 %}
// RUN: %if gpu %{ %t.gpu64 | FileCheck %s %}

// Collapsed nests on the GPU run with a 32-bit index where their iterations
// fit in an int, else with clang's 64-bit one (lib/Transform/CollapseVersions.cpp):
// every iteration of each form runs once, with the loop variables it
// would have in the nest as written: counting up and down, steps above
// one, unsigned and short variables, negative and empty ranges, three
// levels, a reduction, and a nest of more than 2^31 iterations (the 64-bit
// kernel).

#include <stdio.h>
#include <stdlib.h>

static long long check_2d(int lo, int n, int m) {
  long long s = 0, c = 0;
  #pragma acc parallel loop collapse(2) reduction(+:s, c)
  for (int i = lo; i < n - 1; ++i)
    for (int j = lo; j < m - 1; ++j) {
      s += (long long)i * 100003 + j;
      c += 1;
    }
  long long want = 0, wc = 0;
  for (int i = lo; i < n - 1; ++i)
    for (int j = lo; j < m - 1; ++j) {
      want += (long long)i * 100003 + j;
      wc += 1;
    }
  return s == want && c == wc ? c : -1;
}

static long long count_2d(int n, int m) {
  long long c = 0;
  #pragma acc parallel loop collapse(2) reduction(+:c)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      c += 1;
  return c;
}

static long long check_3d(int n, unsigned m, short k) {
  int *hits = calloc(1000, sizeof(int));
  long long c = 0;
  #pragma acc parallel loop collapse(3) copy(hits[0:1000]) reduction(+:c)
  for (int i = n; i > -3; i -= 2)
    for (unsigned j = 0; j <= m; j += 3)
      for (short l = k; l < 10; l++) {
        #pragma acc atomic update
        hits[((i + 3) * 7 + (int)j * 3 + l + 100) % 1000] += 1;
        c += 1;
      }
  int *want = calloc(1000, sizeof(int));
  long long wc = 0;
  for (int i = n; i > -3; i -= 2)
    for (unsigned j = 0; j <= m; j += 3)
      for (short l = k; l < 10; l++) {
        want[((i + 3) * 7 + (int)j * 3 + l + 100) % 1000] += 1;
        wc += 1;
      }
  int ok = c == wc;
  for (int p = 0; p < 1000; ++p)
    ok &= hits[p] == want[p];
  free(hits);
  free(want);
  return ok ? c : -1;
}

static void matrix(int n, int m) {
  double *a = malloc(sizeof(double) * n * m);
  #pragma acc parallel loop collapse(2) copyout(a[0:n*m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      a[i * m + j] = i - 0.5 * j;
  int bad = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      bad += a[i * m + j] != i - 0.5 * j;
  printf("matrix %dx%d: %d wrong\n", n, m, bad);
  free(a);
}

int main(void) {
  printf("2d 1..1000x1..777: %lld\n", check_2d(1, 1000, 777));
  printf("2d -5..9x-5..4: %lld\n", check_2d(-5, 9, 4));
  printf("2d empty rows: %lld\n", check_2d(3, 2, 100));
  printf("2d empty columns: %lld\n", check_2d(0, 100, -7));
  printf("3d down/step 3/short: %lld\n", check_3d(41, 20, -4));
  printf("3d empty: %lld\n", check_3d(-10, 20, 0));
  matrix(513, 1029);
  // 46341 x 46341 = 2147488281 iterations: more than 2^31 - 1.
  printf("2d beyond 2^31: %lld\n", count_2d(46341, 46341));
  return 0;
}

// CHECK: 2d 1..1000x1..777: 773450
// CHECK-NEXT: 2d -5..9x-5..4: 104
// CHECK-NEXT: 2d empty rows: 0
// CHECK-NEXT: 2d empty columns: 0
// CHECK-NEXT: 3d down/step 3/short: 2156
// CHECK-NEXT: 3d empty: 0
// CHECK-NEXT: matrix 513x1029: 0 wrong
// CHECK-NEXT: 2d beyond 2^31: 2147488281
