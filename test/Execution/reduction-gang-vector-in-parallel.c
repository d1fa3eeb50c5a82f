// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// BUG (host, multicore): a reduction on a 'loop gang vector' (also 'gang
// worker vector') inside 'acc parallel' translates to
//   #pragma omp parallel reduction(max: mx)
//   #pragma omp for simd reduction(max: mx)
// which clang rejects ("reduction variable must be shared"): the loop's
// reduction, already carried by the parallel construct at the gang level,
// must stay only on the simd part (or the for part must drop it).
// The gpu translation (target teams reduction + distribute parallel for
// reduction) compiles and is correct.
// XFAIL: *

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
