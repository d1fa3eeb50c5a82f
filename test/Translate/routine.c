// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=GPU
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

// routine (OpenACC 3.3 sec. 2.15.1; lib/Transform/RoutineToOMP.cpp): the
// unnamed form wraps the function in `begin/end declare target`, the named
// form is `declare target(name)`; the level changes nothing, nohost on a
// declaration without a body neither (routine-nohost.c). On multicore and
// host the directive vanishes.

#pragma acc routine seq
float sq(float x) { return x * x; }
float cube(float x);
#pragma acc routine(cube) vector
float cube(float x) { return x * x * x; }
#pragma acc routine worker nohost
float twice(float x);

float use(float *a, int n) {
  #pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = sq(a[i]) + cube(a[i]) + twice(a[i]);
  return a[0];
}
// GPU: #pragma omp begin declare target
// GPU-NEXT: float sq(float x) { return x * x; }
// GPU-NEXT: #pragma omp end declare target
// GPU-NEXT: float cube(float x);
// GPU-NEXT: #pragma omp declare target(cube)
// GPU-NEXT: float cube(float x) { return x * x * x; }
// GPU-NEXT: #pragma omp begin declare target
// GPU-NEXT: float twice(float x);
// GPU-NEXT: #pragma omp end declare target
// MC: float sq(float x) { return x * x; }
// MC-NEXT: float cube(float x);
// MC-NEXT: float cube(float x) { return x * x * x; }
// MC-NEXT: float twice(float x);

// INFO: routine.c:12:1: remark: routine -> #pragma omp begin declare target
// INFO: routine.c:15:1: remark: routine -> #pragma omp declare target(cube)
