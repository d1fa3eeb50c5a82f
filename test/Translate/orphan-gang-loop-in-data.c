// RUN: %accc -acc=gpu -fopenacc-print=omp %s | FileCheck %s
// RUN: %accc -acc=gpu -fopenacc-print=omp %s | %clang-omp -fopenmp-targets=nvptx64-nvidia-cuda --offload-arch=sm_90 -nogpulib -fsyntax-only -Werror -x c -
// A gang loop outside compute constructs but in a data region of its own
// function is host code: the host thread runs it; OpenMP forbids
// `distribute` closely nested in `target data` (fuzzing find).
void f(int n, int *a) {
  #pragma acc data copy(a[0:n])
  {
    #pragma acc loop gang
    for (int i = 0; i < n; ++i)
      a[i] += 1;
  }
}
// CHECK: #pragma omp target data map(ompx_hold, tofrom: a[0:n])
// CHECK-NEXT: {
// CHECK-NEXT: for (int i = 0; i < n; ++i)

// The same after a function-scope `declare`, whose data region lasts to the
// end of its block (a fuzzing find of seed 16: `distribute` in the
// declare's `target data`).
void g(int n, float *a) {
  #pragma acc declare copy(a[0:n])
  {
    a[0] = 0;
    #pragma acc loop gang
    for (int x = 1; x < n; ++x)
      a[x] += 1;
  }
}
// CHECK-LABEL: void g(int n, float *a) {
// CHECK-NEXT: #pragma omp target data map(ompx_hold, tofrom: a[0:n])
// CHECK-NOT: distribute
// CHECK: for (int x = 1; x < n; ++x)

// A loop before the declare, or in another block, is not in its region.
#pragma acc routine gang
void h(int n, float *a) {
  #pragma acc loop gang
  for (int x = 0; x < n; ++x)
    a[x] += 1;
}
// CHECK-LABEL: void h(int n, float *a) {
// CHECK-NEXT: #pragma omp distribute
