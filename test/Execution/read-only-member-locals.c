// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host -x c++ %s -o %t.ohxx 2>/dev/null && %run-offload-host %t.ohxx | FileCheck %s %}
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Scalar members of local struct variables that compute constructs only
// read (Analysis/MemberReductions.cpp rule 8): a copy of their value each
// launch, no map of the struct. Members present apart and a member read
// (a fault before: the struct's implicit copy overlapped them), the host
// changing a member between launches, kernels, async, and a member written
// in the region (rule 8 does not apply: the struct's copy brings it back).

#include <stdio.h>
#include <stdlib.h>

#define N 64

struct Vec {
  int n;
  float scale;
  double *x;
  double u[N];
  struct {
    int lo, hi;
  } r;
};

int main(void) {
  struct Vec v;
  v.n = N;
  v.scale = 2.0f;
  v.r.lo = 3;
  v.r.hi = 5;
  v.x = (double *)malloc(N * sizeof(double));
  for (int i = 0; i < N; ++i) {
    v.x[i] = i;
    v.u[i] = 0;
  }

  // A pointer member's target and scalar members.
#pragma acc parallel loop copy(v.x[0:v.n])
  for (int i = 0; i < v.n; ++i)
    v.x[i] = v.x[i] * v.scale + v.r.lo;
  // CHECK: x 3 5 129
  printf("x %g %g %g\n", v.x[0], v.x[1], v.x[N - 1]);

  // An array member present apart, scalars read.
#pragma acc enter data copyin(v.u)
  for (int k = 0; k < 3; ++k) {
    v.r.lo = k; // the host's value at each launch
#pragma acc parallel loop present(v.u)
    for (int i = 0; i < N; ++i)
      v.u[i] += v.r.lo + v.r.hi;
  }
#pragma acc exit data copyout(v.u)
  // CHECK: u 18 18
  printf("u %g %g\n", v.u[0], v.u[N - 1]);

  // kernels, and a queue.
  double sum = 0;
#pragma acc enter data copyin(v.x[0:N])
#pragma acc kernels present(v.x[0:N]) async(1)
  for (int i = 0; i < v.n; ++i)
    v.x[i] -= v.r.hi;
#pragma acc parallel loop present(v.x[0:N]) reduction(+:sum) async(1)
  for (int i = 0; i < v.n; ++i)
    sum += v.x[i] * v.scale;
#pragma acc wait(1)
#pragma acc exit data copyout(v.x[0:N])
  // CHECK: sum 7808 x 124
  printf("sum %g x %g\n", sum, v.x[N - 1]);

  // Written in the region: the struct's copy, the member comes back.
#pragma acc serial
  v.n += 1;
  // CHECK: n 65
  printf("n %d\n", v.n);
  free(v.x);
  return 0;
}
