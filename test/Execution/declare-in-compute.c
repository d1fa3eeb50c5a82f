// RUN: %accc -acc=host %s -o %t.host 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %t.host | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc 2>/dev/null && %t.mc | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | grep -v '^ *//' | FileCheck %s --check-prefix=OMP
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu 2>/dev/null %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s %}

// A declare of a compute region's own locals does nothing (a warning) and
// the region computes as without it: each gang's local array, a loop's
// private scratch.

#include <stdio.h>

int main(void) {
  int out[4] = {0};
  double sums[64];
#pragma acc parallel copy(out)
  {
    int t[4];
#pragma acc declare create(t)
    for (int i = 0; i < 4; ++i)
      t[i] = i;
    for (int i = 0; i < 4; ++i)
      out[i] = t[i] * 2;
  }
  // WARN: declare-in-compute.c:[[@LINE-6]]:13: warning: 'declare' inside a compute construct has no effect and is ignored: 't' is a local variable of the region
  // CHECK: out 2 6
  printf("out %d %d\n", out[1], out[3]);
#pragma acc parallel loop copyout(sums)
  for (int g = 0; g < 64; ++g) {
    double w[8];
#pragma acc declare copyin(w)
    for (int k = 0; k < 8; ++k)
      w[k] = g + k;
    double s = 0;
    for (int k = 0; k < 8; ++k)
      s += w[k];
    sums[g] = s;
  }
  int bad = 0;
  for (int g = 0; g < 64; ++g)
    bad += sums[g] != 8.0 * g + 28;
  // WARN: declare-in-compute.c:[[@LINE-11]]:13: warning: 'declare' inside a compute construct has no effect and is ignored: 'w' is a local variable of the region
  // CHECK-NEXT: sums bad 0
  printf("sums bad %d\n", bad);
  return 0;
}
// OMP: int main(void) {
// OMP-NOT: #pragma acc
