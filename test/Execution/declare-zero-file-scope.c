// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}
// RUN: %if gpu %{ env ACC_DEVICE_TYPE=host %t.gpu | FileCheck %s %}
// RUN: %if gpu-compile %{ %accc -acc=gpu -x c++ %s -o %t.gpu-cxx %}
// RUN: %if gpu %{ %t.gpu-cxx | FileCheck %s %}

// A file-scope `declare create(zero: ...)` of variables with initializers
// (DeclareToOMP.cpp rule 7c): on a GPU their device copies start at zero
// (OpenACC 3.3 sec. 2.7.9) while the host's keep the initializers' values;
// where the device is the host (multicore, host, a GPU build without a GPU
// or with ACC_DEVICE_TYPE=host) there is one copy, the initialized one.
// A static variable and one declared with another, of several types.

#include <openacc.h>
#include <stdio.h>

double table[4] = {1, 2, 3, 4};
static int counts[3] = {7, 8, 9}, other = 5;
struct pair { float a; long b; } pr = {1.5f, 40};
#pragma acc declare create(zero: table, counts) copyin(other)
#pragma acc declare create(zero: pr)

int main(void) {
  int one_copy = acc_get_device_type() != acc_device_nvidia;
  double sum = 0;
  long isum = 0;
#pragma acc parallel loop reduction(+ : sum, isum)
  for (int i = 0; i < 4; ++i) {
    sum += table[i];
    if (i < 3)
      isum += counts[i];
    if (i == 0)
      isum += other * 1000 + (long)(pr.a * 2) * 100000 + pr.b * 10000000;
  }
  double want = one_copy ? 10 : 0;
  long iwant = (one_copy ? 24 + 300000 + 400000000 : 0) + 5000;
  printf("host copies: %g %g %d %g %ld\n", table[0], table[3], counts[2],
         (double)pr.a, pr.b);
  printf("device copies: %s\n", sum == want && isum == iwant ? "ok" : "WRONG");
#pragma acc update self(table)
  printf("after update self: %s\n",
         table[3] == (one_copy ? 4 : 0) ? "ok" : "WRONG");
  return 0;
}
// CHECK: host copies: 1 4 9 1.5 40
// CHECK: device copies: ok
// CHECK: after update self: ok
