// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

// bind on the named form (OpenACC 3.3 sec. 2.15.1; lib/Transform/
// RoutineToOMP.cpp rule 7): the `declare variant` goes before the first
// declaration of the function, which OpenMP needs before the calls it
// replaces, with the declaration of a bound function declared later (the
// V&V suite's routine_bind_prototype_*: functions defined first, the named
// directives after them, the bound functions last). On multicore and host
// nothing changes.

float hostSum(const float *a, int n) {
  float s = 0;
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}
// GPU: float (deviceSum)(const float *, int);
// GPU-NEXT: #pragma omp declare variant(deviceSum) match(device={kind(nohost)})
// GPU-NEXT: float hostSum(const float *a, int n) {
// MC-NOT: {{^}}#pragma omp declare variant
// MC: float hostSum(const float *a, int n) {

static float hostScale(float x);
static float hostScale(float x) { return 2 * x; }
// GPU: static float (__accc_bind_hostScale)(float) __asm__("deviceScale");
// GPU-NEXT: #pragma omp declare variant(__accc_bind_hostScale) match(device={kind(nohost)})
// GPU-NEXT: static float hostScale(float x);

#pragma acc routine(hostSum) seq bind(deviceSum)
#pragma acc routine(hostScale) seq bind("deviceScale")
// GPU: #pragma omp declare target(hostSum)
// GPU-NEXT: #pragma omp declare target(hostScale)
// INFO: routine-bind-named.c:[[@LINE-4]]:1: remark: routine -> #pragma omp declare target(hostSum)
// INFO: routine-bind-named.c:[[@LINE-5]]:1: remark: routine -> #pragma omp declare variant(deviceSum) match(device={kind(nohost)}) (before the first declaration of 'hostSum')

float deviceSum(const float *a, int n) {
  float s = 0;
  for (int i = 0; i < n; ++i)
    s -= a[i];
  return s;
}
