// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// 'firstprivate': each gang's copy starts with the original value; changes
// inside do not escape the region.

#include <stdio.h>
#include <stdlib.h>

#define N 100000

int main(void) {
  int *out = (int *)malloc(N * sizeof(int));
  int base = 1000;
  double scale = 2.5;
  int arr[4] = {1, 2, 3, 4};

  // Explicit firstprivate on 'parallel loop': every iteration reads the
  // initial value.
#pragma acc parallel loop firstprivate(base, scale) copyout(out[0:N])
  for (int i = 0; i < N; ++i) {
    out[i] = base + (int)(scale * 2) + i;
  }
  int bad = 0;
  for (int i = 0; i < N; ++i)
    bad += out[i] != 1005 + i;
  // CHECK: loop firstprivate bad 0 base 1000 scale 2.5
  printf("loop firstprivate bad %d base %d scale %g\n", bad, base, scale);

  // firstprivate on parallel: gang-redundant modification of the copy.
  int v = 10;
  base = 1;
#pragma acc parallel num_gangs(4) firstprivate(v, base) copyout(out[0:N])
  {
    v += 5; // each gang: 15
    base = -1;
#pragma acc loop gang
    for (int i = 0; i < N; ++i)
      out[i] = v * i;
  }
  bad = 0;
  for (int i = 0; i < N; ++i)
    bad += out[i] != 15 * i;
  // CHECK-NEXT: parallel firstprivate bad 0 v 10 base 1
  printf("parallel firstprivate bad %d v %d base %d\n", bad, v, base);

  // firstprivate array: copied in, changes do not come back.
  int sum = 0;
#pragma acc parallel num_gangs(1) firstprivate(arr) copy(sum)
  {
    arr[0] = 100;
    sum = arr[0] + arr[1] + arr[2] + arr[3];
  }
  // CHECK-NEXT: array firstprivate sum 109 arr 1 2 3 4
  printf("array firstprivate sum %d arr %d %d %d %d\n", sum, arr[0], arr[1],
         arr[2], arr[3]);
  free(out);
  return 0;
}
