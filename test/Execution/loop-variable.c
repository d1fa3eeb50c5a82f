// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// The loop control variable (seed "Loop Control Variables"): with 'seq' and
// a variable that is assigned (not declared) in the for init, it is shared
// and its final value is visible after the loop; for any other loop it is
// private, so the value the region had before the loop is still there after.

#include <stdio.h>

#define N 1000

int main(void) {
  int res[4] = {0, 0, 0, 0};
  int i = -7;
#pragma acc parallel num_gangs(1) copy(res)
  {
    int j;
    j = 77;
#pragma acc loop seq
    for (j = 0; j < N; ++j)
      res[3] += 1;
    res[0] = j; // N: seq + assigned, the final value is visible

    int k = 55;
#pragma acc loop gang
    for (k = 0; k < N; ++k)
      ;
    res[1] = k; // 55: gang loop, k is private to the loop

    int v = 33;
#pragma acc loop vector
    for (v = 0; v < N; ++v)
      ;
    res[2] = v; // 33: vector loop, v is private to the loop
  }
  // CHECK: seq assigned 1000 gang assigned 55 vector assigned 33 iterations 1000
  printf("seq assigned %d gang assigned %d vector assigned %d iterations %d\n",
         res[0], res[1], res[2], res[3]);

  // On 'parallel loop', the host's variable is not changed (private, or
  // implicitly firstprivate on the compute construct).
#pragma acc parallel loop
  for (i = 0; i < N; ++i)
    ;
  // CHECK-NEXT: host i -7
  printf("host i %d\n", i);
  int last[1] = {0};
#pragma acc parallel loop seq num_gangs(1) copy(last)
  for (i = 0; i < N; ++i)
    last[0] = i;
  // CHECK-NEXT: host i -7 last 999
  printf("host i %d last %d\n", i, last[0]);
  return 0;
}
