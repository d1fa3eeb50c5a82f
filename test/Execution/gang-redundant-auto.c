// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// `parallel loop auto` over a recurrence (a running sum): accc makes `auto`
// loops sequential, and a compute construct with no gang loop runs with one
// gang, so the sum is computed once, in order (the pattern of the OpenACC
// V&V suite's parallel_loop_auto test).

#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 100000, bad = 0;
  double *a = malloc(n * sizeof(double));
  for (int x = 0; x < n; ++x)
    a[x] = x % 7;
#pragma acc data copy(a[0:n])
  {
#pragma acc parallel loop auto
    for (int x = 1; x < n; ++x)
      a[x] = a[x - 1] + a[x];
  }
  double sum = 0;
  for (int x = 0; x < n; ++x) {
    sum += x % 7;
    bad += a[x] != sum;
  }
  // CHECK: running sum: bad 0
  printf("running sum: bad %d\n", bad);
  free(a);
  return 0;
}
