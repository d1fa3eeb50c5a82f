// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | grep -v '^ *//' | FileCheck %s --check-prefix=OMP

// A `kernels loop` that reduces a subarray, whose loop the dependence
// analysis cannot prove independent (`h[i % 3]`): the region runs as one
// gang, the loop sequentially, and the subarray's pointer is shared by
// name (`shared(h)`: OpenMP's shared clause takes no array section; the
// fuzzer's find, 2026-11-28).
#include <stdio.h>

int main(void) {
  double x[100], h[3] = {1, 2, 3};
  double *p = h;
  for (int i = 0; i < 100; ++i)
    x[i] = i;
  #pragma acc kernels loop reduction(+:p[0:3]) copyin(x[0:100])
  for (int i = 0; i < 100; ++i)
    p[i % 3] += x[i];
  double w[3] = {1, 2, 3};
  for (int i = 0; i < 100; ++i)
    w[i % 3] += x[i];
  printf("%d %d %d\n", h[0] == w[0], h[1] == w[1], h[2] == w[2]);
  return 0;
}
// CHECK: 1 1 1
// OMP: shared(p, x) num_teams(1)
