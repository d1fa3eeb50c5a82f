// PGI's target flags, which Makefiles written for PGI and CMake's FindOpenACC
// (OpenACC_ACCEL_TARGET) pass: -ta=tesla|nvidia is -acc=gpu (ccNN its
// architecture), -ta=multicore and -ta=host the same targets; sub-options
// accc has no use for and -tp=<cpu> are ignored with a warning.
// RUN: %accc -ta=multicore -tp=haswell-64 %s -o %t.mc 2>&1 | FileCheck %s --check-prefix=TP
// RUN: %t.mc | FileCheck %s --check-prefix=RUN-OUT
// RUN: %accc -ta=host %s -fopenacc-print=omp 2>&1 | grep -v '^//' | FileCheck %s --check-prefix=HOST
// RUN: %accc -ta=multicore %s -fopenacc-print=omp 2>&1 | grep -v '^//' | FileCheck %s --check-prefix=MC
// RUN: %accc -ta=tesla:cc80,managed -fopenacc-print=omp %s 2>&1 | grep -v '^//' | FileCheck %s --check-prefix=GPU
// RUN: %accc -ta=tesla,cc35,kepler -fopenacc-print=omp %s 2>&1 | grep -v '^//' | FileCheck %s --check-prefix=OLD
// RUN: not %accc -ta=radeon -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: %if gpu-compile %{ %accc -ta=tesla:cc80 -c %s -o %t.o -### 2>&1 | FileCheck %s --check-prefix=ARCH %}

// TP: accc: warning: '-tp=haswell-64' (PGI's host processor) is ignored: accc compiles host code for clang's default target; use -march= to choose another
// HOST-NOT: warning
// HOST: #pragma omp parallel for
// HOST-SAME: num_threads(1)
// MC-NOT: warning
// MC: #pragma omp parallel for
// MC-NOT: num_threads(1)
// GPU: accc: warning: 'managed' in '-ta=tesla:cc80,managed' is ignored
// GPU: #pragma omp target teams distribute parallel for
// OLD: accc: warning: 'cc35' in '-ta=tesla,cc35,kepler' is ignored: clang 22 offloads to GPUs of compute capability 5.0 and later (default sm_90)
// OLD-NEXT: accc: warning: 'kepler' in '-ta=tesla,cc35,kepler' is ignored
// OLD: #pragma omp target teams
// BAD: accc: error: invalid value 'radeon' in '-ta=': expected tesla, nvidia, multicore or host (or use -acc=gpu|multicore|host)
// ARCH: sm_80
#include <stdio.h>
int main(void) {
  int a[8];
#pragma acc parallel loop num_gangs(1) copyout(a)
  for (int i = 0; i < 8; i++)
    a[i] = i;
  // RUN-OUT: a[7]=7
  printf("a[7]=%d\n", a[7]);
  return 0;
}
