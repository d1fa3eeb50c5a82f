// RUN: %accc -acc=gpu -fopenacc-print=omp %s | grep -v '^//' | FileCheck %s
// RUN: %accc -acc=multicore -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: %accc -acc=multicore %s -o %t.mc && env OMP_NUM_THREADS=4 %t.mc | FileCheck %s --check-prefix=OUT
// RUN: %accc -acc=host %s -o %t.host && %t.host | FileCheck %s --check-prefix=OUT
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s --check-prefix=OUT %}

// A scalar that the iterations of an `independent` loop of a kernels
// construct only update with one operator (`s += a[i]`, `m = fmax(m, x)`)
// is reduced, as the dependence analysis reduces it in an auto loop and as
// nvc does (TeaLeaf's OpenACC kernels sum this way; left shared, the
// iterations raced on multicore). A scalar named in a data clause, one the
// loop privatizes, and one written otherwise (`flag = 1`) are left alone.
#include <math.h>
#include <stdio.h>

#define N 100000

static double a[N];

int main(void) {
  for (int i = 0; i < N; i++)
    a[i] = i % 7;
  double s = 0, m = 0, pinned = 0;
  int flag = 0;
#pragma acc data copyin(a)
  {
    // INFO: kernels-independent-reduction.c:[[@LINE+1]]:13: remark: kernels loop -> #pragma omp parallel for {{.*}}reduction(+: s){{.*}} reduction(max: m)
#pragma acc kernels loop independent present(a)
    for (int i = 0; i < N; i++) {
      s += a[i];
      m = fmax(m, a[i]);
    }
#pragma acc kernels loop independent present(a) copy(pinned, flag)
    for (int i = 0; i < N; i++) {
      if (a[i] > 5)
        flag = 1;
      if (i == 0)
        pinned += 1;
    }
  }
  // OUT: s=299995 m=6 flag=1 pinned=1
  printf("s=%g m=%g flag=%d pinned=%g\n", s, m, flag, pinned);
  return 0;
}
// CHECK: #pragma omp target teams distribute parallel for {{.*}}reduction(+: s){{.*}} reduction(max: m)
// CHECK: #pragma omp target teams distribute parallel for
// CHECK-NOT: reduction
// CHECK-SAME: {{$}}
