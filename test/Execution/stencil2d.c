// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// A 2-D 5-point Jacobi stencil, iterated with two arrays swapped on the
// host between regions, against a host reference (tolerance: the GPU may
// contract to FMA). Also an int stencil that must match exactly.

#include <stdio.h>
#include <stdlib.h>

#define NX 256
#define NY 200
#define ITERS 10
#define ABS(x) ((x) < 0 ? -(x) : (x))

static void ref_step(const double *in, double *out) {
  for (int i = 1; i < NX - 1; ++i)
    for (int j = 1; j < NY - 1; ++j)
      out[i * NY + j] = 0.25 * (in[(i - 1) * NY + j] + in[(i + 1) * NY + j] +
                                in[i * NY + j - 1] + in[i * NY + j + 1]);
}

int main(void) {
  double *u = (double *)malloc(NX * NY * sizeof(double));
  double *v = (double *)malloc(NX * NY * sizeof(double));
  double *ru = (double *)malloc(NX * NY * sizeof(double));
  double *rv = (double *)malloc(NX * NY * sizeof(double));
  for (int i = 0; i < NX * NY; ++i) {
    int x = i / NY, y = i % NY;
    u[i] = v[i] = ru[i] = rv[i] =
        (x == 0 || y == 0 || x == NX - 1 || y == NY - 1) ? 1.0 + x * 0.01 : 0.0;
  }
  for (int it = 0; it < ITERS; ++it) {
#pragma acc parallel loop collapse(2) copyin(u[0:NX*NY]) copy(v[0:NX*NY])
    for (int i = 1; i < NX - 1; ++i)
      for (int j = 1; j < NY - 1; ++j)
        v[i * NY + j] = 0.25 * (u[(i - 1) * NY + j] + u[(i + 1) * NY + j] +
                                u[i * NY + j - 1] + u[i * NY + j + 1]);
    double *t = u; u = v; v = t;
    ref_step(ru, rv);
    t = ru; ru = rv; rv = t;
  }
  int bad = 0;
  for (int i = 0; i < NX * NY; ++i)
    bad += ABS(u[i] - ru[i]) > 1e-12;
  // CHECK: jacobi bad 0
  printf("jacobi bad %d\n", bad);

  // Integer stencil (sum of the 4 neighbours and self), gang / vector.
  int *p = (int *)malloc(NX * NY * sizeof(int));
  int *q = (int *)malloc(NX * NY * sizeof(int));
  for (int i = 0; i < NX * NY; ++i)
    p[i] = i % 10;
#pragma acc parallel loop gang copyin(p[0:NX*NY]) copyout(q[0:NX*NY])
  for (int i = 0; i < NX; ++i) {
#pragma acc loop vector
    for (int j = 0; j < NY; ++j) {
      int s = p[i * NY + j];
      if (i > 0) s += p[(i - 1) * NY + j];
      if (i < NX - 1) s += p[(i + 1) * NY + j];
      if (j > 0) s += p[i * NY + j - 1];
      if (j < NY - 1) s += p[i * NY + j + 1];
      q[i * NY + j] = s;
    }
  }
  bad = 0;
  long total = 0;
  for (int i = 0; i < NX; ++i)
    for (int j = 0; j < NY; ++j) {
      int s = p[i * NY + j];
      if (i > 0) s += p[(i - 1) * NY + j];
      if (i < NX - 1) s += p[(i + 1) * NY + j];
      if (j > 0) s += p[i * NY + j - 1];
      if (j < NY - 1) s += p[i * NY + j + 1];
      bad += q[i * NY + j] != s;
      total += q[i * NY + j];
    }
  // CHECK-NEXT: int stencil bad 0 total 1147896
  printf("int stencil bad %d total %ld\n", bad, total);
  free(u); free(v); free(ru); free(rv); free(p); free(q);
  return 0;
}
