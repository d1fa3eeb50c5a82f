// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=gpu -fopenacc-print=omp -x c++ %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=CXX
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | grep '^ *__accc_nohost_called' | FileCheck %s --check-prefix=ONCE
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

// nohost (OpenACC 3.3 sec. 2.15.1; lib/Transform/RoutineToOMP.cpp rule 3):
// the body of the routine's definition is compiled by device compilations
// only; the host's is libacc's stop naming the routine. Both forms, a
// body on the brace's line, a declaration without a body (nothing), once
// per definition; for the GPU (on multicore and host the compute
// constructs' device is the host: the body stays); openacc.h declares the
// stop.

// CHECK: #include <openacc.h> /* accc: libacc routines used by the translation */
// MC-NOT: {{^}}#include <openacc.h>

#pragma acc routine seq nohost
float twice(float x)
{
  return 2 * x;
}
// CHECK:      #pragma omp begin declare target
// CHECK-NEXT: float twice(float x)
// CHECK-NEXT: {
// CHECK-NEXT: #if defined(__NVPTX__) || defined(__AMDGPU__) /* accc: nohost, the device's body */
// CHECK-NEXT:   return 2 * x;
// CHECK-NEXT: #else /* accc: nohost, no host version */
// CHECK-NEXT:   __accc_nohost_called("twice");
// CHECK-NEXT: #endif
// CHECK-NEXT: }
// CHECK-NEXT: #pragma omp end declare target
// On multicore the device is the host: the routine keeps its body.
// MC:      float twice(float x)
// MC-NEXT: {
// MC-NEXT:   return 2 * x;
// MC-NEXT: }

float half(float x);
#pragma acc routine(half) vector nohost
#pragma acc routine(half) vector nohost
float half(float x) { return x / 2; }
// CHECK:      float half(float x) {
// CHECK-NEXT: #if defined(__NVPTX__) || defined(__AMDGPU__) /* accc: nohost, the device's body */
// CHECK-NEXT:  return x / 2; {{$}}
// CHECK-NEXT: #else /* accc: nohost, no host version */
// CHECK-NEXT:   __accc_nohost_called("half");
// CHECK-NEXT: #endif
// CHECK-NEXT: }

#pragma acc routine seq nohost
float third(float x);
// CHECK: float third(float x);

struct S { int k; };
#pragma acc routine seq nohost
static int scaled(struct S s, int x) { if (x < 0) return 0; return s.k * x; }
// CXX:      static int scaled(struct S s, int x) {
// CXX-NEXT: #if defined(__NVPTX__) || defined(__AMDGPU__) /* accc: nohost, the device's body */
// CXX-NEXT:  if (x < 0) return 0; return s.k * x; {{$}}
// CXX-NEXT: #else /* accc: nohost, no host version */
// CXX-NEXT:   __accc_nohost_called("scaled");

float use(float *a, int n) {
  struct S s = {3};
  #pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = twice(a[i]) + half(a[i]) + scaled(s, i);
  return a[0];
}
// INFO: routine-nohost.c:19:1: remark: routine -> #pragma omp begin declare target
// INFO: routine-nohost.c:19:1: remark: routine -> nohost: the body of 'twice' is compiled for the device only; a call on the host stops the program
// INFO: routine-nohost.c:41:1: remark: routine -> nohost: the body of 'half' is compiled for the device only; a call on the host stops the program
// INFO-NOT: the body of 'half'
// ONCE:      __accc_nohost_called("twice");
// ONCE-NEXT: __accc_nohost_called("half");
// ONCE-NEXT: __accc_nohost_called("scaled");
// ONCE-NOT:  __accc_nohost_called
