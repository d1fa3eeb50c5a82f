// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// gang(num: n), worker(n) and vector(n) on loops size the kernel; every
// iteration still runs exactly once, and a loop that kernels leaves
// sequential is not repeated by its gang(n) gangs.

#include <stdio.h>

#define N 100000

int main(void) {
  static float a[N];
  int n = N, bad = 0;
  for (int i = 0; i < n; ++i)
    a[i] = 0;
#pragma acc parallel loop gang vector(128) copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] += 1;
#pragma acc kernels loop independent gang(32) vector(64) copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] += 1;
#pragma acc kernels loop gang(32) vector(64) copy(a[0:n])
  for (int i = 1; i < n; i++)
    a[i] += a[i - 1] - a[i - 1]; // a recurrence: auto, sequential
#pragma acc kernels copy(a[0:n])
  {
#pragma acc loop independent gang(num: 16) worker(4) vector(32)
    for (int i = 0; i < n; i++)
      a[i] += 1;
  }
  for (int i = 0; i < n; ++i)
    bad += a[i] != 3;
  // CHECK: loop sizes: bad 0
  printf("loop sizes: bad %d\n", bad);
  return 0;
}
