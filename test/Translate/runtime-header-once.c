// The translation includes openacc.h (or omp.h) for the routines it calls,
// unless the source includes it before its first OpenACC directive.
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -

#include <openacc.h>
// CHECK-NOT: accc: libacc {{routines}} used by the translation
// CHECK: #include <openacc.h>
// CHECK-NOT: accc: libacc {{routines}} used by the translation

void f(float *a, int n, int q) {
#pragma acc parallel loop copy(a[0:n]) async(q)
  for (int i = 0; i < n; ++i)
    a[i] = i;
  // CHECK: nowait depend(inout: *__accc_queue(__accc_async))
}
