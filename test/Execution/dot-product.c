// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Dot products: double with a tolerance, int exact, float; on 'parallel loop'
// and as a gang loop inside 'parallel'.

#include <stdio.h>
#include <stdlib.h>

#define N 100000
#define ABS(x) ((x) < 0 ? -(x) : (x))

int main(void) {
  double *x = (double *)malloc(N * sizeof(double));
  double *y = (double *)malloc(N * sizeof(double));
  int *ix = (int *)malloc(N * sizeof(int));
  int *iy = (int *)malloc(N * sizeof(int));
  float *fx = (float *)malloc(N * sizeof(float));
  double ref = 0.0;
  long iref = 0;
  for (int i = 0; i < N; ++i) {
    x[i] = 1.0 / (i + 1);
    y[i] = (i % 100) * 0.01;
    ix[i] = i % 17 - 8;
    iy[i] = i % 23 - 11;
    fx[i] = (i % 8) * 0.125f;
    ref += x[i] * y[i];
    iref += ix[i] * iy[i];
  }
  double d = 0.0;
#pragma acc parallel loop copyin(x[0:N], y[0:N]) reduction(+:d)
  for (int i = 0; i < N; ++i)
    d += x[i] * y[i];
  // CHECK: ddot PASS
  printf("ddot %s\n", ABS(d - ref) <= 1e-10 * ABS(ref) ? "PASS" : "FAIL");

  long id = 0;
#pragma acc parallel vector_length(128) copyin(ix[0:N], iy[0:N])
  {
#pragma acc loop gang reduction(+:id)
    for (int i = 0; i < N; ++i)
      id += ix[i] * iy[i];
  }
  // CHECK-NEXT: idot PASS
  printf("idot %s\n", id == iref ? "PASS" : "FAIL");

  // float: the products are exact multiples of 1/64 and the sum fits the
  // mantissa, so every order gives the same value.
  float f = 0.0f;
#pragma acc parallel loop copyin(fx[0:N]) reduction(+:f)
  for (int i = 0; i < N; ++i)
    f += fx[i] * fx[i];
  // CHECK-NEXT: fdot 27343.75
  printf("fdot %.2f\n", (double)f);
  free(x); free(y); free(ix); free(iy); free(fx);
  return 0;
}
