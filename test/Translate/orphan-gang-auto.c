// RUN: %accc -acc=gpu -fsyntax-only -Minfo=accel %s 2>&1 | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --check-prefix=OMP
// RUN: %accc -acc=host %s -DRUN -o %t && %t | FileCheck %s --check-prefix=EXEC
// RUN: %accc -acc=multicore %s -DRUN -o %t.mc && %t.mc | FileCheck %s --check-prefix=EXEC
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -DRUN -o %t.gpu %}
// RUN: %if gpu %{ %t.gpu | FileCheck %s --check-prefix=EXEC %}

// An orphaned `loop gang auto` (OpenACC 3.3 sec. 2.9.7; Analysis/
// DataDirectives.cpp rule 10): the calling gangs share its iterations
// where the dependence analysis proves them independent without a
// reduction; otherwise auto is seq and gang is ignored, so each calling
// gang runs every iteration. Globals are shared by the calling gangs, so a
// write to one is a dependence; a function's locals are each gang's.

int last;
#pragma acc declare create(last)

#pragma acc routine gang
void scale(int n, double *restrict x, const double *restrict y) {
  // CHECK: [[#@LINE+2]]:{{.*}}remark: loop: auto: iterations proven independent
  // OMP: {{^ *}}#pragma omp distribute{{$}}
  #pragma acc loop gang auto
  for (int i = 0; i < n; i++) {
    double t = 2 * y[i];
    x[i] = t + 1;
  }
}

#pragma acc routine gang
void prefix(int n, double *x) {
  // CHECK: [[#@LINE+1]]:{{.*}}remark: loop: orphaned gang loop with auto, sequential in each calling gang: {{.*}}
  #pragma acc loop gang auto
  for (int i = 1; i < n; i++)
    x[i] = x[i - 1] + 1;
}

#pragma acc routine gang
void remember(int n, const double *x) {
  // CHECK: [[#@LINE+1]]:{{.*}}remark: loop: orphaned gang loop with auto, sequential in each calling gang: {{.*}}last{{.*}}
  #pragma acc loop gang auto
  for (int i = 0; i < n; i++)
    last = (int)x[i];
}

#ifdef RUN
#include <stdio.h>
int main(void) {
  double x[1000], y[1000], w[100];
  for (int i = 0; i < 1000; i++)
    y[i] = i;
  w[0] = 3;
  #pragma acc parallel num_gangs(8) copyout(x) copyin(y)
  scale(1000, x, y);
  // Each of the 4 gangs runs every iteration, writing the same values.
  #pragma acc parallel num_gangs(4) copy(w)
  prefix(100, w);
  // EXEC: 1 1999 3 102
  printf("%g %g %g %g\n", x[0], x[999], w[0], w[99]);
  return 0;
}
#endif
