// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Regression: a reduction on a 'loop gang vector' (also 'gang worker vector')
// inside 'acc parallel' must compile and be correct on every target. On
// host/multicore the gang loop is a worksharing 'omp for' (no 'simd', whose
// reduction would need the variable shared by the threads) and the
// reduction is carried by the 'omp parallel'.

#include <stdio.h>

#define N 100000

int main(void) {
  int mx = -1;
  long sum = 0;
#pragma acc parallel num_gangs(4)
  {
#pragma acc loop gang vector reduction(max:mx)
    for (int i = 0; i < N; ++i)
      mx = (i * 37) % 1001 > mx ? (i * 37) % 1001 : mx;
#pragma acc loop gang worker vector reduction(+:sum)
    for (int i = 0; i < N; ++i)
      sum += i;
  }
  // CHECK: max 1000 sum 4999950000
  printf("max %d sum %ld\n", mx, sum);
  return 0;
}
