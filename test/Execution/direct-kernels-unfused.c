// RUN: %accc -O2 -acc=host %s -o %t.host -lm && %t.host | FileCheck %s
// RUN: %accc -O2 -acc=multicore %s -o %t.mc -lm && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -O2 -acc=gpu %s -o %t.gpu -lm %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if gpu %{ env ACC_DEVICE_TYPE=host %t.gpu | FileCheck %s %}
// RUN: %if gpu-compile %{ %accc -O2 -acc=gpu -fno-openacc-direct-kernels %s -o %t.gpu-omp -lm %}
// RUN: %if gpu %{ %t.gpu-omp | FileCheck %s %}

// `parallel { loop ... }` written unfused (DirectKernels.cpp rule 9): a
// collapsed nest with a private temporary and `continue`, one with a max
// and a sum reduction (also into a variable present in a data region), a
// single loop, an if clause false every other time, shapes with partial
// warps; the same results as the sequential loops on every target.
// CHECK: PASSED

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static int failures = 0;
#define CHECK(what, got, want)                                                 \
  do {                                                                         \
    if ((got) != (want)) {                                                     \
      printf("FAIL %s: got %.17g, want %.17g\n", what, (double)(got),          \
             (double)(want));                                                  \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

static void smooth(const double *a, double *b, int n, int m, int on) {
  double t;
#pragma acc parallel copyin(a[0:n*m]) copy(b[0:n*m]) if(on)
  {
#pragma acc loop gang vector collapse(2) private(t)
    for (int j = 1; j < n - 1; ++j)
      for (int i = 1; i < m - 1; ++i) {
        t = a[j * m + i - 1] + a[j * m + i + 1];
        if (t < 0)
          continue;
        b[j * m + i] = 0.5 * t + j;
      }
  }
}

static double residual(const double *a, const double *b, int n, int m,
                       double *sum) {
  double r = -1.0, s = 0.5;
#pragma acc parallel copyin(a[0:n*m], b[0:n*m]) reduction(max:r) reduction(+:s)
#pragma acc loop gang vector collapse(2) reduction(max:r) reduction(+:s)
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) {
      r = fmax(r, fabs(a[j * m + i] - b[j * m + i]));
      s += a[j * m + i];
    }
  *sum = s;
  return r;
}

static void shift(double *x, int n) {
#pragma acc parallel copy(x[0:n])
  {
#pragma acc loop gang vector
    for (int i = 0; i < n; ++i)
      x[i] += i % 7;
  }
}

int main(void) {
  static const int shapes[][2] = {{3, 3}, {5, 40}, {33, 7}, {300, 300}, {1000, 35}};
  for (int s = 0; s < 5; ++s) {
    int n = shapes[s][0], m = shapes[s][1];
    double *a = malloc(sizeof(double) * n * m), *b = malloc(sizeof(double) * n * m),
           *w = malloc(sizeof(double) * n * m);
    for (int p = 0; p < n * m; ++p) {
      a[p] = (double)((p * 13) % 41) - 3;
      b[p] = w[p] = -1;
    }
    smooth(a, b, n, m, s % 2);
    for (int j = 1; j < n - 1; ++j)
      for (int i = 1; i < m - 1; ++i) {
        double t = a[j * m + i - 1] + a[j * m + i + 1];
        if (t >= 0)
          w[j * m + i] = 0.5 * t + j;
      }
    for (int p = 0; p < n * m; ++p)
      CHECK("smooth", b[p], w[p]);
    double sum, r = residual(a, b, n, m, &sum), wr = -1.0, ws = 0.5;
    for (int p = 0; p < n * m; ++p) {
      wr = fmax(wr, fabs(a[p] - b[p]));
      ws += a[p];
    }
    CHECK("residual max", r, wr);
    CHECK("residual sum", sum, ws);
    shift(a, n * m);
    for (int p = 0; p < n * m; ++p)
      CHECK("shift", a[p], (double)((p * 13) % 41) - 3 + p % 7);
    free(a);
    free(b);
    free(w);
  }
  if (failures == 0)
    printf("PASSED\n");
  return failures != 0;
}
