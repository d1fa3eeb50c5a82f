// Whether the source includes openacc.h before its first OpenACC directive
// is a fact of the preprocessor (lib/Frontend/PreprocessorRecorder.cpp): an
// include in a skipped `#if` block or in a comment does not count, so the
// translation, which calls libacc's queue routines here, includes it itself
// (test/Translate/runtime-header-once.c has the include that counts).
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -

// CHECK: #include <openacc.h> /* accc: libacc {{routines}} used by the translation */
#if 0
#include <openacc.h>
#endif
/*
#include <openacc.h>
*/

void f(float *a, int n, int q) {
#pragma acc parallel loop copy(a[0:n]) async(q)
  for (int i = 0; i < n; ++i)
    a[i] = i;
  // CHECK: nowait depend(inout: *__accc_queue(__accc_async))
}
