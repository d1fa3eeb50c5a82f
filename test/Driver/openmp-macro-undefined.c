// RUN: %accc -acc=host %s -o %t && env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && env OMP_NUM_THREADS=2 %t.mc | FileCheck %s
// RUN: %if gpu-compile %{ %accc -acc=gpu %s -o %t.gpu %}

// _OPENMP is not defined for the user's code, as in a compiler without
// OpenMP (nvc -acc, gcc -fopenacc): the branch the OpenACC parse took is the
// one compiled, though the translation is compiled as OpenMP (accc then
// compiles the preprocessed unit, where the test is decided).
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif

int main(void) {
  int n = 1, s = 0;
#if defined(_OPENMP) && _OPENMP >= 201511
#pragma omp parallel
  {
#pragma omp master
    n = omp_get_num_threads();
  }
#endif
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < 10; ++i)
    s += i;
  // CHECK: s=45 n=1
  printf("s=%d n=%d\n", s, n);
  return 0;
}
