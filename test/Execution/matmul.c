// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Matrix multiply C = A * B with a gang / vector nest and an inner
// sequential dot product, in int (exact) and double (tolerance).

#include <stdio.h>
#include <stdlib.h>

#define M 96
#define K 80
#define N 112
#define ABS(x) ((x) < 0 ? -(x) : (x))

int main(void) {
  int *a = (int *)malloc(M * K * sizeof(int));
  int *b = (int *)malloc(K * N * sizeof(int));
  int *c = (int *)malloc(M * N * sizeof(int));
  double *da = (double *)malloc(M * K * sizeof(double));
  double *db = (double *)malloc(K * N * sizeof(double));
  double *dc = (double *)malloc(M * N * sizeof(double));
  for (int i = 0; i < M * K; ++i) {
    a[i] = i % 7 - 3;
    da[i] = (i % 11) * 0.1;
  }
  for (int i = 0; i < K * N; ++i) {
    b[i] = i % 5 - 2;
    db[i] = (i % 13) * 0.01;
  }

#pragma acc parallel loop gang copyin(a[0:M*K], b[0:K*N]) copyout(c[0:M*N])
  for (int i = 0; i < M; ++i) {
#pragma acc loop vector
    for (int j = 0; j < N; ++j) {
      int s = 0;
      for (int k = 0; k < K; ++k)
        s += a[i * K + k] * b[k * N + j];
      c[i * N + j] = s;
    }
  }

#pragma acc parallel loop collapse(2) copyin(da[0:M*K], db[0:K*N]) copyout(dc[0:M*N])
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      double s = 0.0;
#pragma acc loop seq
      for (int k = 0; k < K; ++k)
        s += da[i * K + k] * db[k * N + j];
      dc[i * N + j] = s;
    }

  int bad = 0, dbad = 0;
  long trace = 0;
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      int s = 0;
      double ds = 0.0;
      for (int k = 0; k < K; ++k) {
        s += a[i * K + k] * b[k * N + j];
        ds += da[i * K + k] * db[k * N + j];
      }
      bad += c[i * N + j] != s;
      dbad += ABS(dc[i * N + j] - ds) > 1e-9 * (ABS(ds) + 1.0);
      if (i == j)
        trace += c[i * N + j];
    }
  // CHECK: int matmul bad 0
  printf("int matmul bad %d\n", bad);
  // CHECK-NEXT: double matmul bad 0
  printf("double matmul bad %d\n", dbad);
  // CHECK-NEXT: corner -4
  printf("corner %d\n", c[M * N - 1]);
  free(a); free(b); free(c); free(da); free(db); free(dc);
  return 0;
}
