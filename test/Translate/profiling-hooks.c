// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-profiling %s | FileCheck %s --check-prefixes=CHECK,GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-profiling %s | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=host -fopenacc-print=omp -fopenacc-profiling %s | FileCheck %s --check-prefixes=CHECK
// RUN: %accc -acc=multicore -fopenacc-print=omp -fopenacc-profiling %s | %clang-omp -fsyntax-only -Werror -x c -
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s --check-prefix=NONE

// The profiling hooks (lib/Transform/ProfilingHooks.cpp): each compute
// construct and data, enter data, exit data, update, wait directive gets a
// static site (acc_construct_t, line, end line, the function's lines, file,
// function) and the begin and end hooks around its translation, outermost;
// a data construct also reports the end of its entry actions and the start
// of its exit actions inside its region (also on the host, which maps
// nothing). Compiling adds them; print modes only with -fopenacc-profiling.
// NONE-NOT: {{^}}__ACCC_PROF

#include <openacc.h>

void scale(double *a, int n, int q) {
#pragma acc data copy(a[0:n])
  {
#pragma acc parallel loop async(q)
    for (int i = 0; i < n; ++i)
      a[i] *= 2;
#pragma acc update self(a[0:n]) async(q)
#pragma acc wait(q)
  }
}
// CHECK:      void scale(double *a, int n, int q) {
// CHECK-NEXT: {
// CHECK-NEXT: {{^}}__ACCC_PROF_BEGIN(3, 19, 26, 18, 27, "{{.*}}profiling-hooks.c", "scale", acc_async_sync)
// GPU-NEXT:   #pragma omp target data map(ompx_hold, tofrom: a[0:n])
// GPU-NEXT:   {
// CHECK-NEXT: {{^}}__ACCC_PROF_DATA_ENTERED()
// CHECK-NEXT:   {
// CHECK-NEXT: {
// CHECK-NEXT: {{^}}__ACCC_PROF_BEGIN(0, 21, 23, 18, 27, "{{.*}}profiling-hooks.c", "scale", (int)(q))
// CHECK:      {{^}}__ACCC_PROF_END((int)(q))
// CHECK:      {{^}}__ACCC_PROF_BEGIN(12, 24, 24, 18, 27, "{{.*}}profiling-hooks.c", "scale", (int)(q))
// CHECK:      {{^}}__ACCC_PROF_END((int)(q))
// CHECK:      {{^}}__ACCC_PROF_BEGIN(14, 25, 25, 18, 27, "{{.*}}profiling-hooks.c", "scale", acc_async_sync)
// CHECK-NEXT: acc_wait(q);
// CHECK-NEXT: {{^}}__ACCC_PROF_END(acc_async_sync)
// GPU:        acc_wait_all();
// CHECK:      {{^}}__ACCC_PROF_DATA_EXITING()
// GPU-NEXT:   }
// CHECK-NEXT: {{^}}__ACCC_PROF_END(acc_async_sync)
// CHECK-NEXT: }

int counter(int x) { return x + 1; }

int main(void) {
  double a[100];
  int k = 0;
#pragma acc enter data copyin(a) async
#pragma acc kernels present(a)
  for (int i = 0; i < 100; ++i)
    a[i] += 1;
#pragma acc serial async(counter(k))
  a[0] = 0;
#pragma acc exit data copyout(a)
  scale(a, 100, 1);
  return 0;
}
// CHECK:      {{^}}__ACCC_PROF_BEGIN(4, 54, 54, 51, 63, "{{.*}}profiling-hooks.c", "main", acc_async_noval)
// CHECK:      {{^}}__ACCC_PROF_BEGIN(1, 55, 57, 51, 63,
// An async argument with side effects is not evaluated again.
// CHECK:      {{^}}__ACCC_PROF_BEGIN(16, 58, 59, 51, 63, "{{.*}}profiling-hooks.c", "main", acc_async_noval)
// CHECK:      {{^}}__ACCC_PROF_BEGIN(5, 60, 60, 51, 63,
