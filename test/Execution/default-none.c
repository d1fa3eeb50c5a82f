// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// default(none) with every variable listed; the results equal those without
// it. (default(present) needs data constructs; default(none) with a
// reduction on 'parallel loop' is in default-none-reduction.c.)

#include <stdio.h>
#include <stdlib.h>

#define N 100000

int main(void) {
  int n = N;
  int *a = (int *)malloc(N * sizeof(int));
  int k = 3;
  long s = 0;
#pragma acc parallel loop default(none) firstprivate(n, k) copyout(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = k * i;
  for (int i = 0; i < n; ++i)
    s += a[i];
  // CHECK: sum 14999850000
  printf("sum %ld\n", s);
  int arr[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  int t = 0;
#pragma acc parallel num_gangs(1) default(none) copy(arr, t)
  {
#pragma acc loop seq
    for (int i = 0; i < 8; ++i)
      t += arr[i];
    arr[0] = t;
  }
  // CHECK-NEXT: t 36 arr0 36
  printf("t %d arr0 %d\n", t, arr[0]);
  free(a);
  return 0;
}
