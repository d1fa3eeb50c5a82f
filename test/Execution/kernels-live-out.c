// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && env OMP_NUM_THREADS=4 %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// Scalars of a `kernels` region that the code after it reads (kernels
// makes them copy, OpenACC 3.3 sec. 2.6.2) keep the value the loops leave,
// as the region run sequentially would (found in Rodinia's lud):
//  - a temporary that the dependence analysis made private to a naked loop
//    it parallelized is lastprivate (Transform/LoopToOMP.cpp): the last
//    iteration's value, not the one from before the region;
//    For the GPU, where clang 22 returns no lastprivate value but a loop
//    counter's, such a loop stays sequential (Analysis/DirectiveTree.cpp);
//    the counter's value comes back through enter/exit data around the
//    kernel (Transform/ComputeToOMP.cpp). Checked on the H100 2026-11-26.
//  - a reduction the analysis found in a loop inside a sequential loop
//    reduces into the region's one gang and is not promoted to the
//    construct (Analysis/Reductions.cpp rule 7), which added the value
//    from before the region to the value after it.

#include <stdio.h>

#define N 256

int main(void) {
  float a[N], b[N];
  for (int i = 0; i < N; i++)
    a[i] = 1;

  // Sequential j loop (a[j + 1] depends on a[j]), a reduction in k.
  float s = 100;
  int j, k;
  #pragma acc kernels copy(a[0:8])
  for (j = 0; j < 4; j++) {
    s = a[j] + 4;
    for (k = 0; k < 2; k++)
      s -= a[k];
    a[j + 1] = s;
  }
  // CHECK: reduction in a sequential loop: s = 3, a[4] = 3
  printf("reduction in a sequential loop: s = %g, a[4] = %g\n", s, a[4]);

  for (int i = 0; i < N; i++)
    a[i] = 1;
  // Parallel j loop: s a temporary of each iteration.
  float t = 100;
  #pragma acc kernels copyin(a[0:N])
  for (j = 0; j < 64; j++) {
    t = 2 * j;
    for (k = 0; k < 4; k++)
      t -= a[k];
  }
  // CHECK-NEXT: temporary of a parallel loop: t = 122, j = 64
  printf("temporary of a parallel loop: t = %g, j = %d\n", t, j);

  float x = 0, sum = 0;
  #pragma acc kernels copyin(a[0:N]) copyout(b[0:N])
  for (int i = 0; i < N; i++) {
    x = a[i] * 2 + i;
    b[i] = x;
  }
  // CHECK-NEXT: last temporary: x = 257, b[255] = 257
  printf("last temporary: x = %g, b[255] = %g\n", x, b[N - 1]);
  (void)sum;
  return 0;
}
