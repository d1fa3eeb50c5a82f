// RUN: %accc -acc=host %s -o %t && env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: %accc -acc=multicore %s -o %t.mc && env OMP_NUM_THREADS=2 %t.mc | FileCheck %s
// RUN: %accc -acc=multicore -DELIF %s -o %t.elif && env OMP_NUM_THREADS=2 %t.elif | FileCheck %s

// `#if _OPENMP`, with the macro as the condition's last token (LLNL's
// LULESH OpenACC port): _OPENMP is undefined for the user's code as in
// openmp-macro-undefined.c. accc read each condition without its last
// token, missed the test, and compiled the `#if _OPENMP` branch while it
// dropped the source's `#pragma omp`: per-thread slots never written, a
// time step of 0 (PreprocessorRecorder.cpp).
#include <stdio.h>
#ifndef ELIF
#if _OPENMP
#include <omp.h>
#define THREADS omp_get_max_threads()
#else
#define THREADS 1
#endif
#else
#if 0
#elif 1 && _OPENMP
#include <omp.h>
#define THREADS omp_get_max_threads()
#else
#define THREADS 1
#endif
#endif

int main(void) {
  double part[64];
  int threads = THREADS;
  for (int t = 0; t < threads; ++t)
    part[t] = -1;
#pragma omp parallel
  part[0] = 1;
  double min = part[0];
  for (int t = 1; t < threads; ++t)
    min = part[t] < min ? part[t] : min;
  // CHECK: threads=1 min=1
  printf("threads=%d min=%g\n", threads, min);
  return 0;
}
