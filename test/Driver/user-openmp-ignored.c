// The source's own OpenMP directives are ignored, as a compiler without
// OpenMP ignores them (nvc -acc without -mp too), with one warning per file:
// accc compiles OpenACC, and compiled they would add host threads the user
// did not ask for, or clash with the translation of the OpenACC loop they
// precede (NVIDIA's laplace2d blog sample has `omp parallel for` on the line
// before `acc kernels loop`).
// RUN: %accc -acc=host %s -o %t 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %t | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu 2>&1 | FileCheck %s --check-prefix=WARN %}
// RUN: %accc -acc=host -Wno-accc-ignored-openmp %s -o %t 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: not %accc -acc=host -Werror=accc-ignored-openmp %s -o %t 2>&1 | FileCheck %s --check-prefix=ERR
// NONE-NOT: warning:
// ERR: user-openmp-ignored.c:{{[0-9]+}}:1: error: 3 OpenMP directives are ignored: {{.*}} [-Werror,-Waccc-ignored-openmp]

#include <stdio.h>

int main(void) {
  float a[64];
  int hello = 0;
// WARN: user-openmp-ignored.c:[[@LINE+1]]:1: warning: 3 OpenMP directives are ignored: accc compiles OpenACC (as a compiler without OpenMP would) [-Waccc-ignored-openmp]
#pragma omp parallel num_threads(4)
  hello++;
#pragma omp parallel for \
    schedule(static)
#pragma acc kernels loop independent copyout(a)
  for (int i = 0; i < 64; i++)
    a[i] = i;
#pragma omp barrier
  // CHECK: hello 1, a[63] 63
  printf("hello %d, a[63] %g\n", hello, a[63]);
  return 0;
}
