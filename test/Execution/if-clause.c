// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// The if and self clauses: if(0) / self(1) run the region on the host, on
// the host's data; if(1) runs it on the current device. The results are the
// same either way; acc_on_device(acc_device_host) inside an if(0) region is
// true on every target.

#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 100000

static void fill(int *a, int n, int cond, int base) {
#pragma acc parallel loop if(cond) copyout(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = base + i;
}

int main(void) {
  int *a = (int *)malloc(N * sizeof(int));
  int bad = 0;
  fill(a, N, 0, 5);
  for (int i = 0; i < N; ++i)
    bad += a[i] != 5 + i;
  fill(a, N, 1, 9);
  for (int i = 0; i < N; ++i)
    bad += a[i] != 9 + i;
  // CHECK: if bad 0
  printf("if bad %d\n", bad);

  int host0 = -1;
#pragma acc parallel num_gangs(1) if(0) copy(host0)
  { host0 = acc_on_device(acc_device_host); }
  int host_self = -1;
#pragma acc parallel num_gangs(1) self(1) copy(host_self)
  { host_self = acc_on_device(acc_device_host); }
  int host_self_var = -1;
  int yes = 1;
#pragma acc parallel num_gangs(1) self(yes) copy(host_self_var)
  { host_self_var = acc_on_device(acc_device_host); }
  // CHECK-NEXT: if(0) on host 1 self(1) on host 1 self(yes) on host 1
  printf("if(0) on host %d self(1) on host %d self(yes) on host %d\n", host0,
         host_self, host_self_var);

  // if(1): the region runs where the device type says; on a host-only
  // target that is the host, on the GPU it is not.
  int inside = -1;
#pragma acc parallel num_gangs(1) if(1) copy(inside)
  { inside = acc_on_device(acc_device_not_host); }
  int expect = acc_get_device_type() != acc_device_host;
  // CHECK-NEXT: if(1) consistent 1
  printf("if(1) consistent %d\n", inside == expect);

  // A reduction under if(0).
  long s = 0;
  int zero = 0;
#pragma acc parallel loop if(zero) reduction(+:s)
  for (int i = 0; i < N; ++i)
    s += i;
  // CHECK-NEXT: if(0) sum 4999950000
  printf("if(0) sum %ld\n", s);
  free(a);
  return 0;
}
