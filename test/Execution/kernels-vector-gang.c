// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>&1 | grep -v '^ *//' \
// RUN:   | FileCheck %s --check-prefix=OMP

// In a kernels construct the implementation chooses the levels: an
// independent loop (exp, or proven) with vector but no gang is partitioned
// gang vector too, as nvc does (lib/Analysis/LoopPartitioning.cpp rule 2').
// LULESH 2.0's `kernels loop independent vector(256)` ran in one block.

#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 1 << 20;
  double *a = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma acc data copy(a[0:n])
  {
    // OMP: #pragma omp target teams distribute parallel for {{.*}}thread_limit(256)
#pragma acc kernels loop independent vector(256) present(a[0:n])
    for (int i = 0; i < n; i++)
      a[i] = 2 * a[i];

    // Proven independent: the same.
    // OMP: #pragma omp target teams distribute parallel for {{.*}}thread_limit(128)
#pragma acc kernels loop vector(128) present(a[0:n])
    for (int i = 0; i < n; i++)
      a[i] = a[i] + 1;

    // A dependence: sequential, in one gang.
    // OMP: #pragma omp target teams {{.*}}num_teams(1)
    // OMP-NOT: parallel for
    // OMP: for (int i = 1; i < 64; i++)
#pragma acc kernels loop vector(32) present(a[0:n])
    for (int i = 1; i < 64; i++)
      a[i] = a[i] + a[i - 1];

    // In a parallel construct a vector loop is gang-redundant: one gang.
    // OMP: #pragma omp target teams {{.*}}num_teams(1) thread_limit(128)
    // OMP-NEXT: #pragma omp parallel for
#pragma acc parallel loop vector(128) present(a[0:n])
    for (int i = 64; i < n; i++)
      a[i] = a[i] - 1;
  }
  double e = 0, prefix = 0;
  int bad = 0;
  for (int i = 0; i < n; i++) {
    double v = 2.0 * i + 1;
    if (i < 64) {
      prefix += v;
      e = prefix;
    } else {
      e = v - 1;
    }
    bad += a[i] != e;
  }
  // CHECK: wrong elements: 0
  printf("wrong elements: %d\n", bad);
  free(a);
  return 0;
}
