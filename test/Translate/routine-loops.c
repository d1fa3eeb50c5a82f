// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines
// RUN: %accc -acc=gpu -fopenacc-print=omp %s 2>/dev/null | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// RUN: %accc -acc=multicore -fopenacc-print=omp %s 2>/dev/null | FileCheck %s --match-full-lines --check-prefix=MC
// RUN: %accc -acc=gpu -Minfo=accel -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=INFO

// Orphaned loops (OpenACC 3.3 sec. 2.9; in routines, sec. 2.15.1) run
// sequentially in the calling thread: the directive goes, a private
// variable gets a local copy around the loop, a reduction computes into
// the variable itself.

#pragma acc routine vector
void scale(float *a, int n, float f) {
  float t;
  #pragma acc loop vector private(t)
  for (int i = 0; i < n; ++i) { t = a[i] * f; a[i] = t; }
}
// CHECK-LABEL: void scale(float *a, int n, float f) {
// CHECK-NEXT: float t;
// CHECK-NEXT: {
// CHECK-NEXT: float t;
// CHECK-NEXT: for (int i = 0; i < n; ++i) { t = a[i] * f; a[i] = t; }
// CHECK-NEXT: }
// CHECK-NEXT: }
// MC-LABEL: void scale(float *a, int n, float f) {
// MC-NEXT: float t;
// MC-NEXT: {
// MC-NEXT: float t;

#pragma acc routine seq
float total(const float *a, int n) {
  float s = 0;
  #pragma acc loop seq reduction(+:s)
  for (int i = 0; i < n; ++i) s += a[i];
  return s;
}
// CHECK-LABEL: float total(const float *a, int n) {
// CHECK-NEXT: float s = 0;
// CHECK-NEXT: for (int i = 0; i < n; ++i) s += a[i];
// CHECK-NEXT: return s;

// INFO: routine-loops.c:14:15: remark: loop: orphaned, runs sequentially in the calling thread
