// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu -O2 %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// printf in a compute region: on the GPU libomptarget's RPC server prints
// for the kernel. accc's libomptarget starts serving at the device's first
// launch and serves until the end, without a host callback behind each
// kernel (scripts/offload-rpc-launch.patch): a print from a kernel that
// runs long after many others that do not print must still come out.

#include <stdio.h>

int main(void) {
  int n = 1 << 16;
  double x = 0;
  // Many launches that do not print.
  for (int k = 0; k < 200; k++) {
#pragma acc parallel loop reduction(+:x)
    for (int i = 0; i < n; i++)
      x += 1.0;
  }
  // CHECK: launches: 13107200
  printf("launches: %.0f\n", x);
  // A kernel that spins for a while, then prints.
#pragma acc serial copy(x)
  {
    double s = 0;
    for (long i = 0; i < 20000000; i++)
      s += (double)(i & 1);
    x = s;
    printf("from the region: %.0f\n", s);
  }
  // CHECK: from the region: 10000000
  // CHECK: after: 10000000
  printf("after: %.0f\n", x);
  return 0;
}
