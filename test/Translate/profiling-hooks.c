// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-profiling %s | FileCheck %s --check-prefixes=CHECK,GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp -fopenacc-profiling %s | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -Wshadow -x c -
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
// NONE-NOT: {{^}}if (__accc_prof_active)

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
// CHECK-NEXT: static const struct __accc_prof_site __accc_site_[[DATA:[0-9]+]] = {3, 19, 26, 18, 27, "{{.*}}profiling-hooks.c", "scale"};
// CHECK-NEXT: if (__accc_prof_active) __accc_prof_begin(&__accc_site_[[DATA]], acc_async_sync);
// GPU-NEXT:   #pragma omp target data map(ompx_hold, tofrom: a[0:n])
// GPU-NEXT:   {
// CHECK-NEXT: if (__accc_prof_active) __accc_prof_data_entered(&__accc_site_[[DATA]]);
// CHECK-NEXT:   {
// CHECK-NEXT: {
// CHECK-NEXT: static const struct __accc_prof_site __accc_site_[[PAR:[0-9]+]] = {0, 21, 23, 18, 27, "{{.*}}profiling-hooks.c", "scale"};
// CHECK-NEXT: if (__accc_prof_active) __accc_prof_begin(&__accc_site_[[PAR]], (int)(q));
// CHECK:      if (__accc_prof_active) __accc_prof_end(&__accc_site_[[PAR]], (int)(q));
// CHECK:      static const struct __accc_prof_site __accc_site_[[UPD:[0-9]+]] = {12, 24, 24, 18, 27,
// CHECK:      if (__accc_prof_active) __accc_prof_end(&__accc_site_[[UPD]], (int)(q));
// CHECK:      static const struct __accc_prof_site __accc_site_[[WAIT:[0-9]+]] = {14, 25, 25, 18, 27,
// CHECK-NEXT: if (__accc_prof_active) __accc_prof_begin(&__accc_site_[[WAIT]], acc_async_sync);
// GPU-NEXT:   acc_wait(q);
// CHECK-NEXT: if (__accc_prof_active) __accc_prof_end(&__accc_site_[[WAIT]], acc_async_sync);
// GPU:        acc_wait_all();
// CHECK:      if (__accc_prof_active) __accc_prof_data_exiting(&__accc_site_[[DATA]]);
// GPU-NEXT:   }
// CHECK-NEXT: if (__accc_prof_active) __accc_prof_end(&__accc_site_[[DATA]], acc_async_sync);
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
// CHECK:      static const struct __accc_prof_site __accc_site_[[ENTER:[0-9]+]] = {4, 57, 57, 54, 66,
// CHECK-NEXT: if (__accc_prof_active) __accc_prof_begin(&__accc_site_[[ENTER]], acc_async_noval);
// CHECK:      static const struct __accc_prof_site __accc_site_{{[0-9]+}} = {1, 58, 60, 54, 66,
// An async argument with side effects is not evaluated again.
// CHECK:      static const struct __accc_prof_site __accc_site_[[SER:[0-9]+]] = {16, 61, 62, 54, 66,
// CHECK-NEXT: if (__accc_prof_active) __accc_prof_begin(&__accc_site_[[SER]], acc_async_noval);
// CHECK:      static const struct __accc_prof_site __accc_site_{{[0-9]+}} = {5, 63, 63, 54, 66,
