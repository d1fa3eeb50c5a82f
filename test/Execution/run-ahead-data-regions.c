// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu -O2 %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if offload-host %{ %accc-offload-host %s -o %t.oh 2>/dev/null && %run-offload-host %t.oh | FileCheck %s %}

// Data regions between kernels that run ahead of the host (docs/Mapping.md,
// "Run-ahead"): `create` and `present` regions around run-ahead kernels,
// 500 times, their memory freed to libomptarget's pool and handed out
// again each time, and a `copyin` of a host array changed in between. The
// kernels and the copies must see the right values whatever waits the
// runtime skips (checked on the H200 also with a libomptarget whose data
// entries that move nothing did not wait, 2026-11-29).

#include <stdio.h>
#include <stdlib.h>

static void step(double *restrict a, int n, double *host, int k) {
  double *tmp = malloc(sizeof(double) * n);
#pragma acc data create(tmp[0:n]) present(a[0:n])
  {
#pragma acc parallel loop present(a[0:n], tmp[0:n])
    for (int i = 0; i < n; i++)
      tmp[i] = a[i] * 2;
#pragma acc parallel loop present(a[0:n], tmp[0:n])
    for (int i = 0; i < n; i++)
      a[i] = tmp[i] - a[i] + 1; // a + 1
  }
  for (int i = 0; i < n; i++)
    host[i] = k;
#pragma acc data copyin(host[0:n]) present(a[0:n])
  {
#pragma acc parallel loop present(a[0:n], host[0:n])
    for (int i = 0; i < n; i++)
      a[i] += host[i]; // a + k
  }
  free(tmp);
}

int main(void) {
  int n = 3000; // small: the pool's sizes
  double *a = malloc(sizeof(double) * n), *host = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++)
    a[i] = i;
  int steps = 500;
#pragma acc data copy(a[0:n])
  for (int k = 0; k < steps; k++)
    step(a, n, host, k);
  // a[i] = i + steps + sum(k) = i + 500 + 124750
  int bad = 0;
  for (int i = 0; i < n; i++)
    bad += a[i] != i + steps + (double)steps * (steps - 1) / 2;
  // CHECK: wrong: 0
  printf("wrong: %d\n", bad);
  free(a);
  free(host);
  return 0;
}
