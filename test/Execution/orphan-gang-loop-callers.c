// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu-compile %{ env ACC_DEVICE_TYPE=host %t.gpu | FileCheck %s %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// A `routine gang` function with orphaned gang loops, nested gang(dim:2) /
// gang(dim:1) among them, called from a compute construct (its gangs share
// the iterations) and from host code (the host thread runs them all). A GPU
// build called it from the host as an `omp distribute` outside any `teams`
// region, where libomp crashed; nested gang loops were two closely nested
// worksharing regions that OpenMP rejects (fuzzing find).

#include <stdio.h>

#pragma acc routine gang(dim:2)
void fill(int n, int m, double *a, double base) {
#pragma acc loop gang(dim:2)
  for (int j = 0; j < n; ++j) {
#pragma acc loop gang(dim:1)
    for (int i = 0; i < m; ++i)
      a[j * m + i] = base + j * m + i;
  }
#pragma acc loop gang collapse(2)
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i)
      a[j * m + i] *= 2;
}

static double sum(const double *a, int k) {
  double s = 0;
  for (int i = 0; i < k; ++i)
    s += a[i];
  return s;
}

int main(void) {
  enum { N = 40, M = 50 };
  static double a[N * M], b[N * M];
  fill(N, M, a, 1); // host code
#pragma acc parallel num_gangs(8) copyout(b)
  fill(N, M, b, 3);
  // every element once: 2 * (base * N * M + (0 + ... + N * M - 1))
  double want_a = 2 * (1.0 * N * M + (N * M - 1.0) * N * M / 2);
  double want_b = 2 * (3.0 * N * M + (N * M - 1.0) * N * M / 2);
  // CHECK: host call ok, compute construct ok
  printf("host call %s, compute construct %s\n",
         sum(a, N * M) == want_a ? "ok" : "WRONG",
         sum(b, N * M) == want_b ? "ok" : "WRONG");
  return 0;
}
