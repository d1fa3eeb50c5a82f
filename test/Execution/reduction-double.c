// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// The reduction operators + * max min on double, 'parallel loop'. Results are
// compared with a tolerance (the order of the partial results varies).

#include <stdio.h>
#include <stdlib.h>

#define N 100000
#define ABS(x) ((x) < 0 ? -(x) : (x))
#define CHECK_CLOSE(name, got, want, tol)                                      \
  printf("%s %s\n", ABS((double)(got) - (double)(want)) <=                     \
                            (tol) * (ABS((double)(want)) + 1.0)                \
                        ? "PASS"                                               \
                        : "FAIL",                                              \
         name)

int main(void) {
  double *x = (double *)malloc(N * sizeof(double));
  double ref_sum = 0.0, ref_max = -1e30, ref_min = 1e30;
  for (int i = 0; i < N; ++i) {
    x[i] = (double)(((i * 7919) % 2003) - 1001) / 8.0;
    ref_sum += x[i];
    ref_max = x[i] > ref_max ? x[i] : ref_max;
    ref_min = x[i] < ref_min ? x[i] : ref_min;
  }

  double sum = 1.5;
#pragma acc parallel loop copyin(x[0:N]) reduction(+:sum)
  for (int i = 0; i < N; ++i)
    sum += x[i];
  // CHECK: PASS sum
  CHECK_CLOSE("sum", sum, ref_sum + 1.5, 1e-10);

  // Harmonic sum: not exactly representable, the tolerance matters.
  double h = 0;
#pragma acc parallel loop reduction(+:h)
  for (int i = 0; i < N; ++i)
    h += 1.0 / (double)(i + 1);
  // CHECK-NEXT: PASS harmonic
  CHECK_CLOSE("harmonic", h, 12.0901461298634, 1e-10);

  // A few factors 2, 0.5 and 1.25, the rest 1: every partial product is
  // exact and bounded, whatever the partitioning.
  double prod = 3.0;
#pragma acc parallel loop reduction(*:prod)
  for (int i = 0; i < N; ++i)
    prod *= (i % 10000 == 1) ? 2.0 : (i == 5 || i == 50) ? 0.5 : (i == 7 || i == 77) ? 1.25 : 1.0;
  // CHECK-NEXT: PASS prod
  CHECK_CLOSE("prod", prod, 3.0 * 1024.0 * 0.25 * 1.5625, 0.0);
  // CHECK-NEXT: prod 1200
  printf("prod %g\n", (double)prod);

  double mx = -1e6, mn = 1e6;
#pragma acc parallel loop copyin(x[0:N]) reduction(max:mx) reduction(min:mn)
  for (int i = 0; i < N; ++i) {
    mx = x[i] > mx ? x[i] : mx;
    mn = x[i] < mn ? x[i] : mn;
  }
  // CHECK-NEXT: PASS max
  // CHECK-NEXT: PASS min
  CHECK_CLOSE("max", mx, ref_max, 0.0);
  CHECK_CLOSE("min", mn, ref_min, 0.0);
  // CHECK-NEXT: max 125.125 min -125.125
  printf("max %g min %g\n", (double)mx, (double)mn);

  free(x);
  return 0;
}
