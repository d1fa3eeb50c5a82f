// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -I%S -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fsyntax-only -Werror -I%S -x c -

// The wait directive (OpenACC 3.3 sec. 2.16.3) is the acc_wait routines:
// wait(q) -> acc_wait(q); wait -> acc_wait_all(); async(a) -> the _async
// forms; if(c) -> if (c). A standalone directive that is an if's body
// stays a statement (braces), also where it translates to nothing. The
// translation includes openacc.h, which declares them. On multicore every
// construct already ran synchronously: nothing to wait for.

// GPU: {{^}}#include <openacc.h> /* accc: libacc routines used by the translation */
void f(float *a, int n, int q, int c) {
  #pragma acc parallel loop present(a[0:n]) async(1)
  for (int i = 0; i < n; ++i)
    a[i] += 1;
  #pragma acc wait(1)
  #pragma acc wait
  #pragma acc wait(1, q) async(2)
  #pragma acc wait if(c)
  if (c)
    #pragma acc wait(q)
  a[0] = 0;
}
// GPU-LABEL: void f(float *a, int n, int q, int c) {
// GPU-NEXT: {
// GPU-NEXT: const int __accc_async __attribute__((cleanup(__accc_async_end))) = (1);
// GPU-NEXT: #pragma omp target teams distribute parallel for map(ompx_hold, present, alloc: a[0:n]) firstprivate(n) shared(a) thread_limit(512) dist_schedule(static, (n) >= 4194304 ? 8192 : (n) >= 2097152 ? 4096 : (n) >= 1048576 ? 2048 : 1024) nowait depend(inout: *__accc_queue(__accc_async))
// GPU-NEXT: for (int i = 0; i < n; ++i)
// GPU-NEXT: a[i] += 1;
// GPU-NEXT: }
// GPU-NEXT: acc_wait(1);
// GPU-NEXT: acc_wait_all();
// GPU-NEXT: { acc_wait_async(1, 2); acc_wait_async(q, 2); }
// GPU-NEXT: if (c) acc_wait_all();
// GPU-NEXT: if (c)
// GPU-NEXT: {
// GPU-NEXT: acc_wait(q);
// GPU-NEXT: }
// GPU-NEXT: a[0] = 0;
// GPU-NEXT: }
// MC-NOT: {{^}}#include <openacc.h>
// MC-LABEL: void f(float *a, int n, int q, int c) {
// MC-NEXT: #pragma omp parallel for firstprivate(n) shared(a)
// MC-NEXT: for (int i = 0; i < n; ++i)
// MC-NEXT: a[i] += 1;
// MC-NEXT: if (c)
// MC-NEXT: {
// MC-NEXT: }
// MC-NEXT: a[0] = 0;
// MC-NEXT: }
